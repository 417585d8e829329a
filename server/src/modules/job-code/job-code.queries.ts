import type { TRoleFeatureChange } from '@mp/contracts/user-roles';
import { and, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { roleFeatures, users } from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TMerchantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

/** Writes the cells (insert or update), stamping the merchant; the caller has checked the roles are its own. */
export async function upsertRoleFeatures(
  tx: TTx,
  scope: TMerchantScope,
  changes: readonly TRoleFeatureChange[],
): Promise<void> {
  await tx
    .insert(roleFeatures)
    .values(
      changes.map((c) => ({ ...merchantKey(scope), roleId: c.roleId, featureId: c.featureId, isActive: c.isActive })),
    )
    .onConflictDoUpdate({
      target: [roleFeatures.roleId, roleFeatures.featureId],
      set: { isActive: sql`excluded.is_active`, merchantId: sql`excluded.merchant_id` },
    });
}

/** A user of the merchant by user name (case-insensitive), or null. */
export async function merchantUserByName(
  db: TReader,
  scope: TMerchantScope,
  userName: string,
): Promise<{ id: number; roleId: number } | null> {
  const [row] = await db
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(and(ofMerchant(users, scope), sql`lower(${users.userName}) = lower(${userName})`));
  return row ?? null;
}

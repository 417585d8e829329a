import type { TRoleFeatureChange } from '@mp/contracts/user-roles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { features, roleFeatures, roles, users } from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TMerchantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TFeatureRow = typeof features.$inferSelect;
export type TMerchantRole = typeof roles.$inferSelect;

/** The whole catalogue in display order: it is global, not per merchant. */
export const allFeatures = (db: TReader): Promise<TFeatureRow[]> =>
  db.select().from(features).orderBy(asc(features.sortIndex), asc(features.id));

/** The merchant's own roles; the provider's roles (merchant null) and other merchants' never match. */
export const merchantRoles = (db: TReader, scope: TMerchantScope): Promise<TMerchantRole[]> =>
  db.select().from(roles).where(ofMerchant(roles, scope)).orderBy(asc(roles.id));

/** Active (roleId, featureId) pairs of the merchant's roles (of `roleIds` among them, when given). */
export const activeRoleFeatures = (
  db: TReader,
  scope: TMerchantScope,
  roleIds?: readonly number[],
): Promise<{ roleId: number; featureId: number }[]> =>
  db
    .select({ roleId: roleFeatures.roleId, featureId: roleFeatures.featureId })
    .from(roleFeatures)
    .innerJoin(roles, eq(roles.id, roleFeatures.roleId))
    .where(
      and(
        ofMerchant(roles, scope),
        eq(roleFeatures.isActive, true),
        roleIds ? inArray(roleFeatures.roleId, [...roleIds]) : undefined,
      ),
    );

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

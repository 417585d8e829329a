import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { roleFeatures, roles } from '../../db/schema.ts';
import { merchantKey } from '../../db/tenant.ts';
import type { TMerchantFixture } from './accounts.ts';

/**
 * A POS job role of the merchant (rank 3 and no back office, like the demo's) with the given POS features active.
 * Answers its id.
 */
export async function createJobRole(
  db: TDb,
  merchant: TMerchantFixture,
  options: { name?: string; features: number[] },
): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({
      ...merchantKey(merchant.merchant),
      name: options.name ?? 'Test Job',
      rank: '3',
      isBackOfficeUser: false,
      isPosUser: true,
      asmJobId: `JOB-TEST-${merchant.merchantId}`,
    })
    .returning({ id: roles.id });
  const roleId = row!.id;
  if (options.features.length > 0)
    await db
      .insert(roleFeatures)
      .values(
        options.features.map((featureId) => ({ ...merchantKey(merchant.merchant), roleId, featureId, isActive: true })),
      );
  return roleId;
}

/** Switches features of one of the merchant's roles on or off (`{ [featureId]: isActive }`). */
export async function setRoleFeatures(
  db: TDb,
  merchant: TMerchantFixture,
  roleId: number,
  features: Record<number, boolean>,
): Promise<void> {
  await db
    .insert(roleFeatures)
    .values(
      Object.entries(features).map(([featureId, isActive]) => ({
        ...merchantKey(merchant.merchant),
        roleId,
        featureId: Number(featureId),
        isActive,
      })),
    )
    .onConflictDoUpdate({
      target: [roleFeatures.roleId, roleFeatures.featureId],
      set: { isActive: sql`excluded.is_active` },
    });
}

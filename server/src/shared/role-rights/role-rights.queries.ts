import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { features, roleFeatures, roles } from '../../db/schema.ts';
import { ofMerchant, type TTenantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TFeatureRow = typeof features.$inferSelect;
export type TMerchantRole = typeof roles.$inferSelect;

/** The whole catalogue in display order: it is global, not per merchant. */
export const allFeatures = (db: TReader): Promise<TFeatureRow[]> =>
  db.select().from(features).orderBy(asc(features.sortIndex), asc(features.id));

/** The merchant's own roles; the provider's roles (merchant null) and other merchants' never match. */
export const merchantRoles = (db: TReader, scope: TTenantScope): Promise<TMerchantRole[]> =>
  db.select().from(roles).where(ofMerchant(roles, scope)).orderBy(asc(roles.id));

/** Active (roleId, featureId) pairs of the merchant's roles (of `roleIds` among them, when given). */
export const activeRoleFeatures = (
  db: TReader,
  scope: TTenantScope,
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

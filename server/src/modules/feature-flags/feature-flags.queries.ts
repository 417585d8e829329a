import type { TFlagValue } from '@mp/contracts/feature-flags';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { featureFlagValues, merchants, stores } from '../../db/schema.ts';
import {
  merchantKey,
  ofMerchant,
  ofOrganizationLevel,
  ofStore,
  type TMerchantScope,
  type TViewScope,
  viewStoreId,
} from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * Flag values are kept at two levels: the organization's (the company view, stored under store 0) and a store's
 * (enterprise unit) own, which wins over it.
 */
const organizationLevel = (scope: TViewScope): SQL => ofOrganizationLevel(featureFlagValues, scope);

/** The values stored at exactly the scope's level. */
const atLevel = (scope: TViewScope): SQL =>
  scope.kind === 'store' ? ofStore(featureFlagValues, scope) : organizationLevel(scope);

/** The organization's values and, in a store's scope, the store's own: what applies there. */
export const flagValuesInScope = (db: TDb | TTx, scope: TViewScope): Promise<TFlagValue[]> =>
  db
    .select({ flagName: featureFlagValues.flagName, storeId: featureFlagValues.storeId, isOn: featureFlagValues.isOn })
    .from(featureFlagValues)
    .where(scope.kind === 'store' ? or(organizationLevel(scope), atLevel(scope)) : organizationLevel(scope));

export type TMerchantStores = {
  name: string;
  stores: { storeId: number; name: string; isDeleted: boolean }[];
};

/**
 * The merchant's name and all its stores (deleted ones too: their values still apply if restored), or null when
 * there is no such merchant.
 */
export async function merchantWithStores(db: TDb, scope: TMerchantScope): Promise<TMerchantStores | null> {
  // The merchants table is keyed by the merchant id itself.
  const [merchant] = await db
    .select({ name: merchants.name })
    .from(merchants)
    .where(ofMerchant({ merchantId: merchants.id }, scope));
  if (!merchant) return null;
  const rows = await db
    .select({ storeId: stores.id, name: stores.name, isDeleted: stores.isDeleted })
    .from(stores)
    .where(ofMerchant(stores, scope))
    .orderBy(asc(stores.name), asc(stores.id));
  return { name: merchant.name, stores: rows };
}

/** Sets one flag at the scope's level (isOn true/false), or removes its value there (null) so it inherits again. */
export async function writeFlagValue(
  db: TDb | TTx,
  scope: TViewScope,
  flagName: string,
  isOn: boolean | null,
  updatedBy: number,
): Promise<void> {
  if (isOn === null) {
    await db.delete(featureFlagValues).where(and(atLevel(scope), eq(featureFlagValues.flagName, flagName)));
    return;
  }
  await db
    .insert(featureFlagValues)
    .values({ ...merchantKey(scope), storeId: viewStoreId(scope), flagName, isOn, updatedBy })
    .onConflictDoUpdate({
      target: [featureFlagValues.merchantId, featureFlagValues.storeId, featureFlagValues.flagName],
      set: { isOn, updatedBy, updatedAt: new Date() },
    });
}

import { resolveFlags, type TFlagValue } from '@mp/contracts/feature-flags';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { perDb } from '../../db/prepared.ts';
import { featureFlagValues, merchants, stores } from '../../db/schema.ts';

/** A merchant (organization) and, when not 0, one of its stores (enterprise unit). */
export type TFlagScope = { merchantId: number; storeId: number };

const valuesInScope = perDb((db) =>
  db
    .select({ flagName: featureFlagValues.flagName, storeId: featureFlagValues.storeId, isOn: featureFlagValues.isOn })
    .from(featureFlagValues)
    .where(
      and(
        eq(featureFlagValues.merchantId, sql.placeholder('merchantId')),
        inArray(featureFlagValues.storeId, [0, sql.placeholder('storeId')]),
      ),
    )
    .prepare('flag_values_in_scope'),
);

/** The organization's values (storeId 0) and the store's own, for one merchant only. */
export const flagValuesInScope = (db: TDb, scope: TFlagScope): Promise<TFlagValue[]> =>
  valuesInScope(db).execute(scope);

/**
 * Every catalogue flag for a merchant and store: the store's value wins over the organization's, an unset flag is off.
 * No merchant (an admin before choosing one) means every flag off.
 */
export async function evaluateFlags(db: TDb, scope: TFlagScope | null): Promise<Record<string, boolean>> {
  const values = scope ? await flagValuesInScope(db, scope) : [];
  return resolveFlags(values);
}

export type TMerchantStores = {
  name: string;
  stores: { storeId: number; name: string; isDeleted: boolean }[];
};

/** The merchant's name and all its stores (deleted ones too: their values still apply if restored), or null. */
export async function merchantWithStores(db: TDb, merchantId: number): Promise<TMerchantStores | null> {
  const [merchant] = await db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant) return null;
  const rows = await db
    .select({ storeId: stores.id, name: stores.name, isDeleted: stores.isDeleted })
    .from(stores)
    .where(eq(stores.merchantId, merchantId))
    .orderBy(asc(stores.name), asc(stores.id));
  return { name: merchant.name, stores: rows };
}

/** Sets one flag at the scope (isOn true/false), or removes the scope's value (null) so it inherits again. */
export async function writeFlagValue(
  db: TDb,
  scope: TFlagScope,
  flagName: string,
  isOn: boolean | null,
  updatedBy: number,
): Promise<void> {
  if (isOn === null) {
    await db
      .delete(featureFlagValues)
      .where(
        and(
          eq(featureFlagValues.merchantId, scope.merchantId),
          eq(featureFlagValues.storeId, scope.storeId),
          eq(featureFlagValues.flagName, flagName),
        ),
      );
    return;
  }
  await db
    .insert(featureFlagValues)
    .values({ ...scope, flagName, isOn, updatedBy })
    .onConflictDoUpdate({
      target: [featureFlagValues.merchantId, featureFlagValues.storeId, featureFlagValues.flagName],
      set: { isOn, updatedBy, updatedAt: new Date() },
    });
}

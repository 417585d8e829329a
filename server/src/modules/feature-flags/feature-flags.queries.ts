import { FLAG_CATALOG } from '@mp/contracts/feature-flags';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { perDb } from '../../db/prepared.ts';
import { featureFlagValues } from '../../db/schema.ts';

/** A merchant (organization) and, when not 0, one of its stores (enterprise unit). */
export type TFlagScope = { merchantId: number; storeId: number };

export type TFlagValue = { flagName: string; storeId: number; isOn: boolean };

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

export function resolveFlags(values: readonly TFlagValue[]): Record<string, boolean> {
  const flags: Record<string, boolean> = Object.fromEntries(FLAG_CATALOG.map((name) => [name, false]));
  for (const value of values) if (value.storeId === 0 && value.flagName in flags) flags[value.flagName] = value.isOn;
  for (const value of values) if (value.storeId !== 0 && value.flagName in flags) flags[value.flagName] = value.isOn;
  return flags;
}

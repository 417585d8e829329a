import type { TDb } from '../../db/create-db.ts';
import { featureFlagValues } from '../../db/schema.ts';
import { merchantKey, type TViewScope, viewStoreId } from '../../db/tenant.ts';

/** Sets flags at a level of the merchant: its organization (the company scope) or one store. */
export async function setFlags(db: TDb, scope: TViewScope, flags: Record<string, boolean>): Promise<void> {
  await db.insert(featureFlagValues).values(
    Object.entries(flags).map(([flagName, isOn]) => ({
      ...merchantKey(scope),
      storeId: viewStoreId(scope),
      flagName,
      isOn,
    })),
  );
}

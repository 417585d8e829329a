import type { TTipsConfiguration } from '@mp/contracts/online-ordering/tipping';
import type { TDb } from '../../../db/create-db.ts';
import { ooTipSettings } from '../../../db/schema.ts';
import { ofStore, storeKey, type TStoreScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** The store's saved tip settings, or null before its first save. */
export async function storedTipSettings(db: TDb | TTx, scope: TStoreScope): Promise<TTipsConfiguration | null> {
  const [row] = await db
    .select({ enabled: ooTipSettings.enabled, suggestions: ooTipSettings.suggestions })
    .from(ooTipSettings)
    .where(ofStore(ooTipSettings, scope));
  return row ?? null;
}

/** Saves the store's tip settings (insert or replace), answering what was stored. */
export async function writeTipSettings(
  db: TDb | TTx,
  scope: TStoreScope,
  userId: number,
  config: TTipsConfiguration,
): Promise<TTipsConfiguration> {
  const values = { enabled: config.enabled, suggestions: config.suggestions, updatedAt: new Date(), updatedBy: userId };
  const [row] = await db
    .insert(ooTipSettings)
    .values({ ...storeKey(scope), ...values })
    .onConflictDoUpdate({ target: ooTipSettings.storeId, set: values, setWhere: ofStore(ooTipSettings, scope) })
    .returning({ enabled: ooTipSettings.enabled, suggestions: ooTipSettings.suggestions });
  if (!row) throw new Error('The tip settings row belongs to another merchant.');
  return row;
}

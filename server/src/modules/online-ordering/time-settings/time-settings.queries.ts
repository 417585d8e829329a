import { TIME_SETTINGS_GRANULARITY, type TTimeSettingsInput } from '@mp/contracts/online-ordering/time-settings';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import { ooTimeSettings } from '../../../db/schema.ts';
import { merchantKey, ofMerchant, ofStore, storeKey, type TStoreScope, type TTenantScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;
export type TStoredTimeSettings = typeof ooTimeSettings.$inferSelect;

/** The time settings assigned to the store, or null. */
export async function timeSettingsOfStore(db: TReader, scope: TStoreScope): Promise<TStoredTimeSettings | null> {
  const [row] = await db.select().from(ooTimeSettings).where(ofStore(ooTimeSettings, scope));
  return row ?? null;
}

/** One of the merchant's time settings records by id, or null (another merchant's id finds nothing). */
export async function timeSettingsById(
  db: TReader,
  scope: TTenantScope,
  id: string,
): Promise<TStoredTimeSettings | null> {
  const [row] = await db
    .select()
    .from(ooTimeSettings)
    .where(and(ofMerchant(ooTimeSettings, scope), eq(ooTimeSettings.id, id)));
  return row ?? null;
}

/** A new, unassigned record of the merchant with the fixed granularity. */
export async function insertTimeSettings(
  db: TReader,
  scope: TTenantScope,
  id: string,
  input: TTimeSettingsInput,
): Promise<TStoredTimeSettings> {
  const [row] = await db
    .insert(ooTimeSettings)
    .values({ id, ...merchantKey(scope), ...input, granularity: TIME_SETTINGS_GRANULARITY })
    .returning();
  return row!;
}

/** Changes one of the merchant's records; null when it has none of that id. */
export async function updateTimeSettings(
  db: TReader,
  scope: TTenantScope,
  id: string,
  input: TTimeSettingsInput,
): Promise<TStoredTimeSettings | null> {
  const [row] = await db
    .update(ooTimeSettings)
    .set({ ...input, updatedAt: new Date() })
    .where(and(ofMerchant(ooTimeSettings, scope), eq(ooTimeSettings.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Assigns one of the merchant's records to the store, releasing the one it had (a store has at most one); null when
 * the merchant has no record of that id.
 */
export async function assignTimeSettingsToStore(
  db: TReader,
  scope: TStoreScope,
  id: string,
): Promise<TStoredTimeSettings | null> {
  await db.update(ooTimeSettings).set({ storeId: null, updatedAt: new Date() }).where(ofStore(ooTimeSettings, scope));
  const [row] = await db
    .update(ooTimeSettings)
    .set({ ...storeKey(scope), updatedAt: new Date() })
    .where(and(ofMerchant(ooTimeSettings, scope), eq(ooTimeSettings.id, id)))
    .returning();
  return row ?? null;
}

import type { TDayHours, TEventSettingsInput } from '@mp/contracts/online-ordering/order-hours';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import { ooEventSettings, ooWindowSettings } from '../../../db/schema.ts';
import { merchantKey, ofMerchant, ofStore, storeKey, type TStoreScope, type TTenantScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;
export type TStoredWindowSettings = typeof ooWindowSettings.$inferSelect;
export type TStoredEventSettings = typeof ooEventSettings.$inferSelect;

const ofId = (scope: TTenantScope, id: string) => and(ofMerchant(ooWindowSettings, scope), eq(ooWindowSettings.id, id));

/** The order hours assigned to the store, or null. */
export async function windowSettingsOfStore(db: TReader, scope: TStoreScope): Promise<TStoredWindowSettings | null> {
  const [row] = await db.select().from(ooWindowSettings).where(ofStore(ooWindowSettings, scope));
  return row ?? null;
}

/** One of the merchant's order hours records by id, or null (another merchant's id finds nothing). */
export async function windowSettingsById(
  db: TReader,
  scope: TTenantScope,
  id: string,
): Promise<TStoredWindowSettings | null> {
  const [row] = await db.select().from(ooWindowSettings).where(ofId(scope, id));
  return row ?? null;
}

/** A new, unassigned record of the merchant. */
export async function insertWindowSettings(
  db: TReader,
  scope: TTenantScope,
  id: string,
  values: { description: string; dayHours: TDayHours[] },
): Promise<TStoredWindowSettings> {
  const [row] = await db
    .insert(ooWindowSettings)
    .values({ id, ...merchantKey(scope), ...values })
    .returning();
  return row!;
}

/** Changes one of the merchant's records (its hours, or publishes it); null when it has none of that id. */
export async function updateWindowSettings(
  db: TReader,
  scope: TTenantScope,
  id: string,
  values: { dayHours: TDayHours[] } | { published: true; publishedAt: Date },
): Promise<TStoredWindowSettings | null> {
  const [row] = await db
    .update(ooWindowSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(ofId(scope, id))
    .returning();
  return row ?? null;
}

/**
 * Assigns one of the merchant's records to the store, releasing the one it had (a store has at most one); null when
 * the merchant has no record of that id.
 */
export async function assignWindowSettingsToStore(
  db: TReader,
  scope: TStoreScope,
  id: string,
): Promise<TStoredWindowSettings | null> {
  if (!(await windowSettingsById(db, scope, id))) return null;
  await db
    .update(ooWindowSettings)
    .set({ storeId: null, updatedAt: new Date() })
    .where(ofStore(ooWindowSettings, scope));
  const [row] = await db
    .update(ooWindowSettings)
    .set({ ...storeKey(scope), updatedAt: new Date() })
    .where(ofId(scope, id))
    .returning();
  return row ?? null;
}

/** The store's special hours, or null. */
export async function eventSettingsOfStore(db: TReader, scope: TStoreScope): Promise<TStoredEventSettings | null> {
  const [row] = await db.select().from(ooEventSettings).where(ofStore(ooEventSettings, scope));
  return row ?? null;
}

/** The store's special hours record (a store has one; a second answers the unique index's 409). */
export async function insertEventSettings(
  db: TReader,
  scope: TStoreScope,
  id: string,
  input: TEventSettingsInput,
): Promise<TStoredEventSettings> {
  const [row] = await db
    .insert(ooEventSettings)
    .values({ id, ...storeKey(scope), ...input })
    .returning();
  return row!;
}

/** Replaces the store's events; null when the store has no record of that id. */
export async function updateEventSettings(
  db: TReader,
  scope: TStoreScope,
  id: string,
  input: TEventSettingsInput,
): Promise<TStoredEventSettings | null> {
  const [row] = await db
    .update(ooEventSettings)
    .set({ ...input, updatedAt: new Date() })
    .where(and(ofStore(ooEventSettings, scope), eq(ooEventSettings.id, id)))
    .returning();
  return row ?? null;
}

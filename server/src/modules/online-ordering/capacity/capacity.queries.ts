import type { TCapacitySettingsInput, TCapacityWeek } from '@mp/contracts/online-ordering/capacity';
import { and, eq, ne } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import { ooCapacitySettings } from '../../../db/schema.ts';
import { merchantKey, ofMerchant, ofStore, storeKey, type TStoreScope, type TTenantScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

/** A stored record: its id, description, week and the store it is assigned to (null until assigned). */
export type TStoredCapacity = { id: string; description: string; week: TCapacityWeek; storeId: number | null };

const COLUMNS = {
  id: ooCapacitySettings.id,
  description: ooCapacitySettings.description,
  week: ooCapacitySettings.week,
  storeId: ooCapacitySettings.storeId,
};

const weekOf = (input: TCapacitySettingsInput): TCapacityWeek => {
  const { description: _description, ...week } = input;
  return week;
};

/** The record assigned to the store, or null (spec 3 §7.2 getCapacitySettingsByEnterpriseUnit). */
export async function capacityOfStore(db: TReader, scope: TStoreScope): Promise<TStoredCapacity | null> {
  const [row] = await db.select(COLUMNS).from(ooCapacitySettings).where(ofStore(ooCapacitySettings, scope));
  return row ?? null;
}

/** One of the merchant's records by id, or null (another merchant's id reads as none). */
export async function capacityById(db: TReader, scope: TTenantScope, id: string): Promise<TStoredCapacity | null> {
  const [row] = await db
    .select(COLUMNS)
    .from(ooCapacitySettings)
    .where(and(ofMerchant(ooCapacitySettings, scope), eq(ooCapacitySettings.id, id)));
  return row ?? null;
}

/** A new, unassigned record of the merchant. */
export async function insertCapacity(
  db: TReader,
  scope: TTenantScope,
  userId: number,
  id: string,
  input: TCapacitySettingsInput,
): Promise<TStoredCapacity> {
  const [row] = await db
    .insert(ooCapacitySettings)
    .values({ ...merchantKey(scope), id, description: input.description, week: weekOf(input), updatedBy: userId })
    .returning(COLUMNS);
  return row!;
}

/** Replaces a record's description and week; null when the merchant has no record of that id. */
export async function updateCapacity(
  db: TReader,
  scope: TTenantScope,
  userId: number,
  id: string,
  input: TCapacitySettingsInput,
): Promise<TStoredCapacity | null> {
  const [row] = await db
    .update(ooCapacitySettings)
    .set({ description: input.description, week: weekOf(input), updatedAt: new Date(), updatedBy: userId })
    .where(and(ofMerchant(ooCapacitySettings, scope), eq(ooCapacitySettings.id, id)))
    .returning(COLUMNS);
  return row ?? null;
}

/**
 * Assigns one of the merchant's records to the store: the store's earlier record (if another) is released first, as a
 * store has one. Null when the merchant has no record of that id.
 */
export async function assignCapacity(
  db: TReader,
  scope: TStoreScope,
  userId: number,
  id: string,
): Promise<TStoredCapacity | null> {
  if (!(await capacityById(db, scope, id))) return null;
  await db
    .update(ooCapacitySettings)
    .set({ storeId: null, updatedAt: new Date(), updatedBy: userId })
    .where(and(ofStore(ooCapacitySettings, scope), ne(ooCapacitySettings.id, id)));
  const [row] = await db
    .update(ooCapacitySettings)
    .set({ ...storeKey(scope), updatedAt: new Date(), updatedBy: userId })
    .where(and(ofMerchant(ooCapacitySettings, scope), eq(ooCapacitySettings.id, id)))
    .returning(COLUMNS);
  return row ?? null;
}

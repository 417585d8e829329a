import type { TFulfillmentTimeSettingsInput } from '@mp/contracts/online-ordering/fulfillment-settings';
import { eq, ne, sql } from 'drizzle-orm';
import { nextVersion } from '../../../db/concurrency.ts';
import type { TDb } from '../../../db/create-db.ts';
import { merchants, ooFulfillmentTimeSettings, storeOptions, stores } from '../../../db/schema.ts';
import { ofStore, storeKey, type TStoreScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;
type TRow = typeof ooFulfillmentTimeSettings.$inferSelect;
const valuesOf = (row: TRow): TFulfillmentTimeSettingsInput => {
  const { storeId: _store, merchantId: _merchant, updatedAt: _at, updatedBy: _by, ...values } = row;
  return values;
};

/** The store's saved fulfillment time settings, or null before the first save. */
export async function storedFulfillmentSettings(
  db: TReader,
  scope: TStoreScope,
): Promise<TFulfillmentTimeSettingsInput | null> {
  const [row] = await db.select().from(ooFulfillmentTimeSettings).where(ofStore(ooFulfillmentTimeSettings, scope));
  return row ? valuesOf(row) : null;
}

/** The stores table keyed as a store-owned table, for the tenant filters. */
const STORE_ROW = { merchantId: stores.merchantId, storeId: stores.id };

/** The store's site id (its enterprise unit), or its own id when it has none. */
export async function enterpriseUnitOf(db: TReader, scope: TStoreScope): Promise<string> {
  const [row] = await db.select({ siteId: stores.siteId, id: stores.id }).from(stores).where(ofStore(STORE_ROW, scope));
  return row?.siteId ?? String(row?.id ?? '');
}

/** Saves the whole record (insert or replace), answering what was stored. */
export async function writeFulfillmentSettings(
  db: TReader,
  scope: TStoreScope,
  userId: number,
  values: TFulfillmentTimeSettingsInput,
): Promise<TFulfillmentTimeSettingsInput> {
  const set = { ...values, updatedAt: new Date(), updatedBy: userId };
  const [row] = await db
    .insert(ooFulfillmentTimeSettings)
    .values({ ...storeKey(scope), ...set })
    .onConflictDoUpdate({
      target: ooFulfillmentTimeSettings.storeId,
      set,
      setWhere: ofStore(ooFulfillmentTimeSettings, scope),
    })
    .returning();
  if (!row) throw new Error('The fulfillment settings row belongs to another merchant.');
  return valuesOf(row);
}

/**
 * Spec 3 §4 Prep time: the store's takeout order download threshold follows the prep minutes (store options, created
 * with the merchant's service type when the store has none yet; its version moves so an open Store options form
 * learns of the change).
 */
export async function setTakeoutDownloadThreshold(db: TReader, scope: TStoreScope, minutes: number): Promise<void> {
  const [store] = await db
    .select({ isQuickService: sql<boolean>`${merchants.experienceMode} <> 2` })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(ofStore(STORE_ROW, scope));
  if (!store) return;
  await db
    .insert(storeOptions)
    .values({ ...storeKey(scope), isQuickService: store.isQuickService, orderDownloadThresholdTakeout: minutes })
    .onConflictDoUpdate({
      target: [storeOptions.merchantId, storeOptions.storeId],
      set: { orderDownloadThresholdTakeout: minutes, version: nextVersion(storeOptions.version) },
      setWhere: ne(storeOptions.orderDownloadThresholdTakeout, minutes),
    });
}

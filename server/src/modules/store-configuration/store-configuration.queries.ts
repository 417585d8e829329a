import { and, eq } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { storeConfigurations, storeReceiptSettings, stores } from '../../db/schema.ts';
import { ofStore, storeKey, type TStoreScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredConfiguration = typeof storeConfigurations.$inferSelect;
export type TStoredReceipt = typeof storeReceiptSettings.$inferSelect;
/** A store's configuration as three tables keep it; a store that never saved one has no rows of its own yet. */
export type TConfigurationRead = {
  store: { name: string; timeZone: string };
  configuration: TStoredConfiguration | null;
  receipt: TStoredReceipt | null;
};

/** The stores table as a store-owned table: a store row's own id is its store key. */
const STORE_KEYS = { merchantId: stores.merchantId, storeId: stores.id };

/** The store, its configuration row and its receipt row, in one statement; undefined when the scope names no store. */
export async function readStoreConfiguration(db: TReader, scope: TStoreScope): Promise<TConfigurationRead | undefined> {
  const [row] = await db
    .select({
      store: { name: stores.name, timeZone: stores.timeZone },
      configuration: storeConfigurations,
      receipt: storeReceiptSettings,
    })
    .from(stores)
    .leftJoin(storeConfigurations, ofStore(storeConfigurations, scope))
    .leftJoin(storeReceiptSettings, ofStore(storeReceiptSettings, scope))
    .where(ofStore(STORE_KEYS, scope));
  return row;
}

/** What one save writes to each table. */
export type TConfigurationWrite = {
  store: { name: string; timeZone: string; address: string };
  configuration: Omit<TStoredConfiguration, 'merchantId' | 'storeId' | 'version'>;
  receipt: Omit<TStoredReceipt, 'merchantId' | 'storeId' | 'version' | 'returnPolicyText' | 'orderFooterText'>;
};

/**
 * Writes the store's configuration only if its configuration row is still at `versions.configuration` and its
 * receipt row at `versions.receipt` (0: no row yet, so the save inserts it), bumping both; the store row takes the
 * name, time zone and printed address. Answers the stored rows, or null when another save came first (the caller's
 * transaction is then rolled back, so nothing stays written).
 */
export async function writeStoreConfiguration(
  tx: TReader,
  scope: TStoreScope,
  versions: { configuration: number; receipt: number },
  values: TConfigurationWrite,
): Promise<{ configuration: TStoredConfiguration; receipt: TStoredReceipt } | null> {
  const [configuration] =
    versions.configuration === 0
      ? await tx
          .insert(storeConfigurations)
          .values({ ...storeKey(scope), ...values.configuration })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(storeConfigurations)
          .set({ ...values.configuration, version: nextVersion(storeConfigurations.version) })
          .where(and(ofStore(storeConfigurations, scope), eq(storeConfigurations.version, versions.configuration)))
          .returning();
  if (!configuration) return null;
  const [receipt] =
    versions.receipt === 0
      ? await tx
          .insert(storeReceiptSettings)
          .values({ ...storeKey(scope), ...values.receipt })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(storeReceiptSettings)
          .set({ ...values.receipt, version: nextVersion(storeReceiptSettings.version) })
          .where(and(ofStore(storeReceiptSettings, scope), eq(storeReceiptSettings.version, versions.receipt)))
          .returning();
  if (!receipt) return null;
  await tx.update(stores).set(values.store).where(ofStore(STORE_KEYS, scope));
  return { configuration, receipt };
}

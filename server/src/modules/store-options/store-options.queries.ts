import { and, asc, eq, not, sql } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { items, merchants, storeOptions } from '../../db/schema.ts';
import { ofMerchant, ofStore, storeKey, type TStoreScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TReader = TDb | TTx;

export type TStoredStoreOptions = typeof storeOptions.$inferSelect;
export type TStoreOptionsWrite = Omit<TStoredStoreOptions, 'merchantId' | 'storeId' | 'version'>;

/** The store's stored options, or null before the first save. */
export async function storedStoreOptions(db: TReader, scope: TStoreScope): Promise<TStoredStoreOptions | null> {
  const [row] = await db.select().from(storeOptions).where(ofStore(storeOptions, scope));
  return row ?? null;
}

/** Whether the merchant works as quick service (experience mode 1), the default of a store without options. */
export async function merchantIsQuickService(db: TReader, scope: TStoreScope): Promise<boolean> {
  const [row] = await db
    .select({ experienceMode: merchants.experienceMode })
    .from(merchants)
    .where(ofMerchant({ merchantId: merchants.id }, scope));
  return (row?.experienceMode ?? 1) !== 2;
}

/** The merchant's live charge items, by name: the charges an order mode may add. */
export const storeChargeChoices = (db: TReader, scope: TStoreScope) =>
  db
    .select({ ChargeId: items.id, Name: items.itemName })
    .from(items)
    // An online-ordering fee's sales item is the fee's (fees service), not a charge to choose.
    .where(and(ofMerchant(items, scope), not(items.isDeleted), eq(items.isChargeItem, true), not(items.isAodFee)))
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id));

/**
 * Writes the store's options only if they are still at `version` (0: no row yet, so the first save inserts), bumping
 * it in the same statement; answers the stored row, or null when another save came first.
 */
export async function writeStoreOptions(
  tx: TReader,
  scope: TStoreScope,
  version: number,
  values: TStoreOptionsWrite,
): Promise<TStoredStoreOptions | null> {
  const [row] =
    version === 0
      ? await tx
          .insert(storeOptions)
          .values({ ...storeKey(scope), ...values })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(storeOptions)
          .set({ ...values, version: nextVersion(storeOptions.version) })
          .where(and(ofStore(storeOptions, scope), eq(storeOptions.version, version)))
          .returning();
  return row ?? null;
}

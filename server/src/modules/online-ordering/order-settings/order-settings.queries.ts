import type { TDeliveryFeeSettingsInput, TScanOrderSettingsInput } from '@mp/contracts/online-ordering/order-settings';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import {
  merchants,
  ooDeliveryFeeSettings,
  ooOrderSettings,
  ooProductAddOns,
  ooQrCodePdfs,
  stores,
} from '../../../db/schema.ts';
import {
  ofMerchant,
  ofOrganizationLevel,
  ofStore,
  storeKey,
  type TMerchantScope,
  type TStoreScope,
  type TTenantScope,
} from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;
export type TStoredDeliveryFees = typeof ooDeliveryFeeSettings.$inferSelect;

const sharesOf = (settings: TDeliveryFeeSettingsInput, feePayer: number) => ({
  feePayer,
  storePercent: settings.store.percent,
  storeFlatFee: settings.store.flatFee,
  consumerPercent: settings.consumer.percent,
  consumerFlatFee: settings.consumer.flatFee,
});

/** The store's delivery row (fee settings and/or minimum amount), or null. */
export async function deliveryRowOfStore(db: TReader, scope: TStoreScope): Promise<TStoredDeliveryFees | null> {
  const [row] = await db.select().from(ooDeliveryFeeSettings).where(ofStore(ooDeliveryFeeSettings, scope));
  return row ?? null;
}

/**
 * Creates the store's fee settings: a new row, or the row only the minimum amount was kept in so far. Null when the
 * store already has fee settings.
 */
export async function insertDeliveryFees(
  db: TReader,
  scope: TStoreScope,
  id: string,
  settings: TDeliveryFeeSettingsInput,
  feePayer: number,
): Promise<TStoredDeliveryFees | null> {
  const [row] = await db
    .insert(ooDeliveryFeeSettings)
    .values({ id, ...storeKey(scope), ...sharesOf(settings, feePayer) })
    .onConflictDoUpdate({
      target: ooDeliveryFeeSettings.storeId,
      set: { ...sharesOf(settings, feePayer), updatedAt: new Date() },
      setWhere: and(ofStore(ooDeliveryFeeSettings, scope), isNull(ooDeliveryFeeSettings.feePayer)),
    })
    .returning();
  return row ?? null;
}

/** Changes the store's fee settings of that id; null when the store has none of that id (another merchant's …). */
export async function changeDeliveryFees(
  db: TReader,
  scope: TStoreScope,
  id: string,
  settings: TDeliveryFeeSettingsInput,
  feePayer: number,
): Promise<TStoredDeliveryFees | null> {
  const [row] = await db
    .update(ooDeliveryFeeSettings)
    .set({ ...sharesOf(settings, feePayer), updatedAt: new Date() })
    .where(
      and(
        ofStore(ooDeliveryFeeSettings, scope),
        eq(ooDeliveryFeeSettings.id, id),
        isNotNull(ooDeliveryFeeSettings.feePayer),
      ),
    )
    .returning();
  return row ?? null;
}

/** Saves the store's minimum delivery amount (null: none), creating its delivery row when needed. */
export async function writeMinimumDeliveryAmount(
  db: TReader,
  scope: TStoreScope,
  id: string,
  amount: string | null,
): Promise<TStoredDeliveryFees> {
  const [row] = await db
    .insert(ooDeliveryFeeSettings)
    .values({ id, ...storeKey(scope), feePayer: null, minimumDeliveryAmount: amount })
    .onConflictDoUpdate({
      target: ooDeliveryFeeSettings.storeId,
      set: { minimumDeliveryAmount: amount, updatedAt: new Date() },
      setWhere: ofStore(ooDeliveryFeeSettings, scope),
    })
    .returning();
  return row!;
}

/** The organisation's product add-ons (merchant-wide rows). */
export async function productAddOnsOf(db: TReader, scope: TTenantScope): Promise<string[]> {
  const rows = await db
    .select({ addOn: ooProductAddOns.addOn })
    .from(ooProductAddOns)
    .where(ofOrganizationLevel(ooProductAddOns, scope))
    .orderBy(ooProductAddOns.addOn);
  return rows.map((r) => r.addOn);
}

/** The store's scan order and pay settings, or null before the first save. */
export async function scanOrderSettingsOf(db: TReader, scope: TStoreScope): Promise<TScanOrderSettingsInput | null> {
  const [row] = await db
    .select({
      tablePrefix: ooOrderSettings.tablePrefix,
      tableCount: ooOrderSettings.tableCount,
      tableMode: ooOrderSettings.tableMode,
    })
    .from(ooOrderSettings)
    .where(ofStore(ooOrderSettings, scope));
  return row ?? null;
}

/** Saves the store's scan order and pay settings (insert or replace). */
export async function writeScanOrderSettings(
  db: TReader,
  scope: TStoreScope,
  input: TScanOrderSettingsInput,
): Promise<TScanOrderSettingsInput> {
  const [row] = await db
    .insert(ooOrderSettings)
    .values({ ...storeKey(scope), ...input })
    .onConflictDoUpdate({
      target: ooOrderSettings.storeId,
      set: { ...input, updatedAt: new Date() },
      setWhere: ofStore(ooOrderSettings, scope),
    })
    .returning({
      tablePrefix: ooOrderSettings.tablePrefix,
      tableCount: ooOrderSettings.tableCount,
      tableMode: ooOrderSettings.tableMode,
    });
  return row!;
}

/** The stores table keyed as a store-owned table, for the tenant filters. */
const STORE_ROW = { merchantId: stores.merchantId, storeId: stores.id };

/** The merchant's and the store's names and the store's site id (the QR codes' ordering URL, the PDF's heading). */
export async function siteNamesOf(
  db: TReader,
  scope: TStoreScope,
): Promise<{ companyName: string; siteName: string; siteId: string } | null> {
  const [row] = await db
    .select({ companyName: merchants.name, siteName: stores.name, siteId: stores.siteId, id: stores.id })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(ofStore(STORE_ROW, scope));
  return row ? { companyName: row.companyName, siteName: row.siteName, siteId: row.siteId ?? String(row.id) } : null;
}

/** Keeps a made QR code PDF for its download; drops the store's PDFs older than `before`. */
export async function insertQrCodePdf(
  db: TReader,
  scope: TStoreScope,
  row: { token: string; fileName: string; bytes: Buffer },
  before: Date,
): Promise<void> {
  await db.delete(ooQrCodePdfs).where(and(ofStore(ooQrCodePdfs, scope), lt(ooQrCodePdfs.createdAt, before)));
  await db.insert(ooQrCodePdfs).values({ ...storeKey(scope), ...row });
}

/** One of the merchant's QR code PDFs by its token, or null (another merchant's token finds nothing). */
export async function qrCodePdfOf(
  db: TReader,
  scope: TMerchantScope | TStoreScope,
  token: string,
): Promise<{ fileName: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ fileName: ooQrCodePdfs.fileName, bytes: ooQrCodePdfs.bytes })
    .from(ooQrCodePdfs)
    .where(and(ofMerchant(ooQrCodePdfs, scope), eq(ooQrCodePdfs.token, token)));
  return row ?? null;
}

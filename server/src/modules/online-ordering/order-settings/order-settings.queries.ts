import {
  type TDeliveryFeeSettingsInput,
  type TScanOrderSettingsInput,
  uriSlugOf,
} from '@mp/contracts/online-ordering/order-settings';
import { and, eq, lt } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import {
  merchants,
  ooCompanyProvisioning,
  ooDeliveryFeeSettings,
  ooOrderSettings,
  ooProductAddOns,
  ooQrCodePdfs,
  ooSites,
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

/** The store's delivery fee settings, or null. */
export async function deliveryRowOfStore(db: TReader, scope: TStoreScope): Promise<TStoredDeliveryFees | null> {
  const [row] = await db.select().from(ooDeliveryFeeSettings).where(ofStore(ooDeliveryFeeSettings, scope));
  return row ?? null;
}

/** Creates the store's fee settings; null when it has them already. */
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
    .onConflictDoNothing()
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
    .where(and(ofStore(ooDeliveryFeeSettings, scope), eq(ooDeliveryFeeSettings.id, id)))
    .returning();
  return row ?? null;
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

/**
 * The store's ordering-page segments (spec 3 §9 /m/{company}/s/{site}): the company's and the site's web domain names
 * (spec 3 §3 Provisioning), each falling back to a slug of the merchant's or store's name while not provisioned; and
 * the store's name for the PDF's heading.
 */
export async function siteNamesOf(
  db: TReader,
  scope: TStoreScope,
): Promise<{ company: string; site: string; storeName: string } | null> {
  const [row] = await db
    .select({
      merchantName: merchants.name,
      storeName: stores.name,
      companyUri: ooCompanyProvisioning.uriName,
      siteUri: ooSites.uriName,
    })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .leftJoin(ooCompanyProvisioning, ofMerchant(ooCompanyProvisioning, scope))
    .leftJoin(ooSites, ofStore(ooSites, scope))
    .where(ofStore(STORE_ROW, scope));
  if (!row) return null;
  return {
    company: row.companyUri ?? uriSlugOf(row.merchantName),
    site: row.siteUri ?? uriSlugOf(row.storeName),
    storeName: row.storeName,
  };
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

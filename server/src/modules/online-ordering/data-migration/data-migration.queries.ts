import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import {
  companyImageSettings,
  companyInformation,
  merchantImages,
  storeConfigurations,
  storeOptions,
  storeReceiptSettings,
  stores,
} from '../../../db/schema.ts';
import {
  ofMerchant,
  ofStore,
  storeScope,
  type TCompanyScope,
  type TStoreScope,
  type TTenantScope,
} from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

/** The stores table keyed as a store-owned table, for the tenant filters. */
const STORE_ROW = { merchantId: stores.merchantId, storeId: stores.id };

/**
 * The stores a run migrates: the merchant's stores that are not deleted (a company scope), or the one store a store
 * scope names; empty when that store is not the merchant's.
 */
export async function migrationStores(db: TReader, scope: TCompanyScope | TStoreScope): Promise<TStoreScope[]> {
  const rows = await db
    .select({ merchantId: stores.merchantId, id: stores.id })
    .from(stores)
    .where(
      and(
        scope.kind === 'store' ? ofStore(STORE_ROW, scope) : ofMerchant(STORE_ROW, scope),
        eq(stores.isDeleted, false),
      ),
    )
    .orderBy(asc(stores.id));
  return rows.map((row) => storeScope(row.merchantId, row.id));
}

/** What the company keeps POS-side that the run copies: its logo URL, web site and customer display image. */
export async function companySources(db: TReader, scope: TTenantScope) {
  const [info] = await db
    .select({ logoUrl: companyInformation.merchantLogoUrl, webSiteUrl: companyInformation.webSiteUrl })
    .from(companyInformation)
    .where(ofMerchant(companyInformation, scope));
  const [images] = await db
    .select({ bannerSha256: companyImageSettings.customerDisplayImageSha256 })
    .from(companyImageSettings)
    .where(ofMerchant(companyImageSettings, scope));
  return {
    logoUrl: info?.logoUrl ?? '',
    webSiteUrl: info?.webSiteUrl ?? '',
    bannerSha256: images?.bannerSha256 ?? null,
  };
}

/** The merchant's stored image of a hash (its format, size and byte count), or null. */
export async function merchantImageInfo(db: TReader, scope: TTenantScope, sha256: Buffer) {
  const [row] = await db
    .select({
      contentType: merchantImages.contentType,
      width: merchantImages.width,
      height: merchantImages.height,
      bytes: merchantImages.bytes,
    })
    .from(merchantImages)
    .where(and(ofMerchant(merchantImages, scope), eq(merchantImages.sha256, sha256)));
  return row ? { contentType: row.contentType, width: row.width, height: row.height, size: row.bytes.length } : null;
}

/** What a store keeps POS-side that the run copies: whether it has an address, its order modes and tip suggestions. */
export async function storeSources(db: TReader, scope: TStoreScope) {
  const [address] = await db
    .select({ add1: storeConfigurations.add1 })
    .from(storeConfigurations)
    .where(ofStore(storeConfigurations, scope));
  const [modes] = await db
    .select({
      takeout: storeOptions.isTakeoutEnabled,
      delivery: storeOptions.isDeliveryEnabled,
      catering: storeOptions.isCateringEnabled,
      driveThru: storeOptions.isDriveThruEnabled,
    })
    .from(storeOptions)
    .where(ofStore(storeOptions, scope));
  const [tips] = await db
    .select({
      enabled: storeReceiptSettings.displayTipSuggestion,
      tip1: storeReceiptSettings.tipSuggestion1,
      tip2: storeReceiptSettings.tipSuggestion2,
      tip3: storeReceiptSettings.tipSuggestion3,
    })
    .from(storeReceiptSettings)
    .where(ofStore(storeReceiptSettings, scope));
  // A store that set no suggestion at all has no tips to copy.
  const values = tips ? [tips.tip1, tips.tip2, tips.tip3] : [];
  return {
    hasAddress: (address?.add1 ?? '').trim() !== '',
    orderModes: modes ?? null,
    tips: tips && values.some((v) => v !== null) ? { enabled: tips.enabled, values } : null,
  };
}

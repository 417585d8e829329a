import { and, asc, eq, sql } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import {
  companyImageSettings,
  companyInformation,
  merchantImages,
  merchants,
  storeImageSettings,
  stores,
} from '../../db/schema.ts';
import {
  merchantKey,
  ofMerchant,
  ofStore,
  storeKey,
  type TStoreScope,
  type TTenantScope,
  type TViewScope,
} from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

const MERCHANT_KEYS = { merchantId: merchants.id };

export type TImageInfo = { contentType: string; width: number; height: number };
export type TCompanyImageRow = typeof companyImageSettings.$inferSelect;
export type TStoreImageRow = typeof storeImageSettings.$inferSelect;

/** What the screen shows for a view: the logo (Company information's), the company's and the store's image rows. */
export type TImageSettingsRead = {
  merchant: { id: number; countryId: number; experienceMode: number };
  logo: { url: string; version: number } | null;
  company: TCompanyImageRow | null;
  store: TStoreImageRow | null;
};

/** What the decoder found of one of the merchant's images, or null: another merchant's hash finds nothing. */
export async function merchantImageInfo(db: TReader, scope: TTenantScope, sha256: Buffer): Promise<TImageInfo | null> {
  const [row] = await db
    .select({ contentType: merchantImages.contentType, width: merchantImages.width, height: merchantImages.height })
    .from(merchantImages)
    .where(and(ofMerchant(merchantImages, scope), eq(merchantImages.sha256, sha256)));
  return row ?? null;
}

/** The image settings of the view in one statement (the store row in a store view only). */
export async function readImageSettings(db: TReader, scope: TViewScope): Promise<TImageSettingsRead | null> {
  const [row] = await db
    .select({
      merchant: { id: merchants.id, countryId: merchants.countryId, experienceMode: merchants.experienceMode },
      logoUrl: companyInformation.merchantLogoUrl,
      logoVersion: companyInformation.version,
      company: companyImageSettings,
      store: storeImageSettings,
    })
    .from(merchants)
    .leftJoin(companyInformation, ofMerchant(companyInformation, scope))
    .leftJoin(companyImageSettings, ofMerchant(companyImageSettings, scope))
    // The company view has no store of its own to read.
    .leftJoin(storeImageSettings, scope.kind === 'store' ? ofStore(storeImageSettings, scope) : sql`false`)
    .where(ofMerchant(MERCHANT_KEYS, scope));
  if (!row) return null;
  const logo = row.logoVersion === null ? null : { url: row.logoUrl ?? '', version: row.logoVersion };
  return { merchant: row.merchant, logo, company: row.company, store: row.store };
}

/** The merchant's live stores, by name: the stores the company image can be assigned to. */
export async function liveStoresOf(db: TReader, scope: TTenantScope) {
  return db
    .select({ storeId: stores.id, storeName: stores.name })
    .from(stores)
    .where(and(ofMerchant(stores, scope), eq(stores.isDeleted, false)))
    .orderBy(asc(stores.name), asc(stores.id));
}

/**
 * Sets the merchant logo, which is Company information's (one logo for both screens), at that row's `version` (0: no
 * row yet, inserted with the merchant's country and business type as Company information would). Bumps the version,
 * so a Company information form open meanwhile saves stale. Answers whether it wrote.
 */
export async function writeMerchantLogo(
  tx: TReader,
  scope: TTenantScope,
  version: number,
  url: string,
  initial: { countryId: number; industryId: number },
): Promise<boolean> {
  const rows =
    version === 0
      ? await tx
          .insert(companyInformation)
          .values({ ...merchantKey(scope), ...initial, merchantLogoUrl: url })
          .onConflictDoNothing()
          .returning({ version: companyInformation.version })
      : await tx
          .update(companyInformation)
          .set({ merchantLogoUrl: url, version: nextVersion(companyInformation.version) })
          .where(and(ofMerchant(companyInformation, scope), eq(companyInformation.version, version)))
          .returning({ version: companyInformation.version });
  return rows.length === 1;
}

export type TCompanyImageWrite = Pick<TCompanyImageRow, 'customerDisplayImageSha256' | 'customerDisplayImageStores'>;

/** Writes the company's display image and assignments at `version` (0 inserts); answers whether it wrote. */
export async function writeCompanyImages(
  tx: TReader,
  scope: TTenantScope,
  version: number,
  values: TCompanyImageWrite,
): Promise<boolean> {
  const rows =
    version === 0
      ? await tx
          .insert(companyImageSettings)
          .values({ ...merchantKey(scope), ...values })
          .onConflictDoNothing()
          .returning({ version: companyImageSettings.version })
      : await tx
          .update(companyImageSettings)
          .set({ ...values, version: nextVersion(companyImageSettings.version) })
          .where(and(ofMerchant(companyImageSettings, scope), eq(companyImageSettings.version, version)))
          .returning({ version: companyImageSettings.version });
  return rows.length === 1;
}

/** Writes the store's override at `version` (0 inserts); answers whether it wrote. */
export async function writeStoreImages(
  tx: TReader,
  scope: TStoreScope,
  version: number,
  sha256: Buffer | null,
): Promise<boolean> {
  const values = { customerDisplayImageOverrideSha256: sha256 };
  const rows =
    version === 0
      ? await tx
          .insert(storeImageSettings)
          .values({ ...storeKey(scope), ...values })
          .onConflictDoNothing()
          .returning({ version: storeImageSettings.version })
      : await tx
          .update(storeImageSettings)
          .set({ ...values, version: nextVersion(storeImageSettings.version) })
          .where(and(ofStore(storeImageSettings, scope), eq(storeImageSettings.version, version)))
          .returning({ version: storeImageSettings.version });
  return rows.length === 1;
}

import type { TReceiptInfoForm } from '@mp/contracts/company-information';
import { and, eq } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { companyInformation, merchants, storeReceiptSettings, stores } from '../../db/schema.ts';
import { merchantKey, ofMerchant, ofStore, storeKey, type TStoreScope, type TTenantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredCompany = typeof companyInformation.$inferSelect;
/** What the company of a merchant is read from: its stored row, or null and the merchant's own name and country. */
export type TCompanyRead = {
  merchant: { id: number; name: string; countryId: number; experienceMode: number };
  stored: TStoredCompany | null;
};

const MERCHANT_KEYS = { merchantId: merchants.id };

/** The merchant and its stored company information (null before the first save), in one statement. */
export async function readCompany(db: TReader, scope: TTenantScope): Promise<TCompanyRead | null> {
  const [row] = await db
    .select({
      merchant: {
        id: merchants.id,
        name: merchants.name,
        countryId: merchants.countryId,
        experienceMode: merchants.experienceMode,
      },
      stored: companyInformation,
    })
    .from(merchants)
    .leftJoin(companyInformation, ofMerchant(companyInformation, scope))
    .where(ofMerchant(MERCHANT_KEYS, scope));
  return row ?? null;
}

/** The columns a save writes: the form's fields (the logo and the industry have their own writes). */
export type TCompanyWrite = Partial<Omit<TStoredCompany, 'merchantId' | 'version'>>;

/**
 * Writes the merchant's company information only if it is still at `version` (0: no row yet, so the first save
 * inserts `initial` with the columns over it), bumping the version in the same statement; answers the stored row, or
 * null when another save came first.
 */
export async function writeCompany(
  tx: TReader,
  scope: TTenantScope,
  version: number,
  columns: TCompanyWrite,
  initial: { countryId: number; industryId: number },
): Promise<TStoredCompany | null> {
  const [row] =
    version === 0
      ? await tx
          .insert(companyInformation)
          .values({ ...merchantKey(scope), ...initial, ...columns })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(companyInformation)
          .set({ ...columns, version: nextVersion(companyInformation.version) })
          .where(and(ofMerchant(companyInformation, scope), eq(companyInformation.version, version)))
          .returning();
  return row ?? null;
}

export type TStoredReceipt = typeof storeReceiptSettings.$inferSelect;
const STORE_KEYS = { merchantId: stores.merchantId, storeId: stores.id };

/** The store's receipt settings (null before any are stored); undefined when the scope names no store. */
export async function readReceiptInfo(db: TReader, scope: TStoreScope): Promise<TStoredReceipt | null | undefined> {
  const [row] = await db
    .select({ settings: storeReceiptSettings })
    .from(stores)
    .leftJoin(storeReceiptSettings, ofStore(storeReceiptSettings, scope))
    .where(ofStore(STORE_KEYS, scope));
  return row ? row.settings : undefined;
}

/** Writes the store's receipt settings at `version` (0 inserts), as writeCompany does. */
export async function writeReceiptInfo(
  tx: TReader,
  scope: TStoreScope,
  version: number,
  values: Omit<TReceiptInfoForm, 'ConcurrencyChecksum'>,
): Promise<TStoredReceipt | null> {
  const columns = { ...values, phone: values.phone === '' ? null : values.phone };
  const [row] =
    version === 0
      ? await tx
          .insert(storeReceiptSettings)
          .values({ ...storeKey(scope), ...columns })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(storeReceiptSettings)
          .set({ ...columns, version: nextVersion(storeReceiptSettings.version) })
          .where(and(ofStore(storeReceiptSettings, scope), eq(storeReceiptSettings.version, version)))
          .returning();
  return row ?? null;
}

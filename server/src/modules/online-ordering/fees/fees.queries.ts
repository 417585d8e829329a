import { FEE_ITEM_MASTER_TYPE, MAX_FEES, type TFeeTaxCategory } from '@mp/contracts/online-ordering/fees';
import { DELIVERY_ADD_ON } from '@mp/contracts/online-ordering/order-settings';
import { and, asc, eq, inArray, ne, not, notExists, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/create-db.ts';
import { items, merchants, ooFees, ooProductAddOns, stores, taxCategories } from '../../../db/schema.ts';
import { merchantKey, ofMerchant, ofOrganizationLevel, type TTenantScope } from '../../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;
export type TStoredFee = typeof ooFees.$inferSelect;
/** A fee's own columns as the service writes them (the tenant key, id and number are the queries'). */
export type TFeeValues = Omit<TStoredFee, 'id' | 'merchantId' | 'feeNumber' | 'createdAt' | 'updatedAt'>;
/**
 * What a fee's sales item carries of its fee (spec 3 §3 Fee item template); a write without a tax category leaves the
 * item's as it is.
 */
export type TFeeItemValues = {
  itemName: string;
  description: string;
  retailPrice: string;
  taxCategoryId?: number | null;
};

/** The merchant's fees, in the order they were made. */
export async function feesOf(db: TReader, scope: TTenantScope): Promise<TStoredFee[]> {
  return db.select().from(ooFees).where(ofMerchant(ooFees, scope)).orderBy(asc(ooFees.feeNumber));
}

/** One of the merchant's fees, or null (another merchant's id finds nothing). */
export async function feeOf(db: TReader, scope: TTenantScope, id: string): Promise<TStoredFee | null> {
  const [row] = await db
    .select()
    .from(ooFees)
    .where(and(ofMerchant(ooFees, scope), eq(ooFees.id, id)));
  return row ?? null;
}

/** The merchants table keyed as a merchant-owned table, for the tenant filter. */
const MERCHANT_ROW = { merchantId: merchants.id };

/** Serialises the merchant's fee writes until the transaction ends, so the 20-fee limit holds under concurrent saves. */
export async function lockMerchantFees(db: TTx, scope: TTenantScope): Promise<void> {
  await db.select({ id: merchants.id }).from(merchants).where(ofMerchant(MERCHANT_ROW, scope)).for('update');
}

/** Adds a fee with the merchant's next number; null when the merchant has MAX_FEES already (nothing written). */
export async function insertFee(
  db: TReader,
  scope: TTenantScope,
  id: string,
  values: TFeeValues,
): Promise<TStoredFee | null> {
  const [taken] = await db
    .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${ooFees.feeNumber}), 0)::int` })
    .from(ooFees)
    .where(ofMerchant(ooFees, scope));
  if ((taken?.count ?? 0) >= MAX_FEES) return null;
  const [row] = await db
    .insert(ooFees)
    .values({ id, ...merchantKey(scope), feeNumber: (taken?.last ?? 0) + 1, ...values })
    .returning();
  return row ?? null;
}

/** Changes one of the merchant's fees; null when it has none of that id. */
export async function changeFee(
  db: TReader,
  scope: TTenantScope,
  id: string,
  values: Partial<TFeeValues>,
): Promise<TStoredFee | null> {
  const [row] = await db
    .update(ooFees)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofMerchant(ooFees, scope), eq(ooFees.id, id)))
    .returning();
  return row ?? null;
}

/** Removes one of the merchant's fees; null when it has none of that id. */
export async function removeFee(db: TReader, scope: TTenantScope, id: string): Promise<TStoredFee | null> {
  const [row] = await db
    .delete(ooFees)
    .where(and(ofMerchant(ooFees, scope), eq(ooFees.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Spec 3 §5: where a fee's name is used already, case aside: another of the merchant's fees, or a live item or charge
 * (the fee's own sales item excepted); null when it is free.
 */
export async function feeNameUse(
  db: TReader,
  scope: TTenantScope,
  name: string,
  except: { feeId: string | null; salesItemId: number | null },
): Promise<'fee' | 'item' | null> {
  const key = name.trim().toLowerCase();
  const [fee] = await db
    .select({ id: ooFees.id })
    .from(ooFees)
    .where(
      and(
        ofMerchant(ooFees, scope),
        sql`lower(${ooFees.name}) = ${key}`,
        except.feeId ? ne(ooFees.id, except.feeId) : undefined,
      ),
    )
    .limit(1);
  if (fee) return 'fee';
  const [item] = await db
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        ofMerchant(items, scope),
        not(items.isDeleted),
        sql`lower(${items.itemName}) = ${key}`,
        except.salesItemId ? ne(items.id, except.salesItemId) : undefined,
      ),
    )
    .limit(1);
  return item ? 'item' : null;
}

/** The stores table keyed as a merchant-owned table. */
const STORE_ROW = { merchantId: stores.merchantId };

/** A store's site id as fees keep it (spec 3 §3: without dashes): its site's id, or the store id while it has none. */
const SITE_ID = sql<string>`replace(coalesce(${stores.siteId}, ${stores.id}::text), '-', '')`;

/** Which of these site ids are the merchant's stores'. */
export async function merchantSiteIds(db: TReader, scope: TTenantScope, siteIds: readonly string[]): Promise<string[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ site: SITE_ID })
    .from(stores)
    .where(and(ofMerchant(STORE_ROW, scope), inArray(SITE_ID, [...siteIds])));
  return rows.map((r) => r.site);
}

/** Whether the organisation bought the DELIVERY add-on (spec 3 §2.4), which a delivery partner's fee needs. */
export async function hasDeliveryAddOn(db: TReader, scope: TTenantScope): Promise<boolean> {
  const [row] = await db
    .select({ addOn: ooProductAddOns.addOn })
    .from(ooProductAddOns)
    .where(and(ofOrganizationLevel(ooProductAddOns, scope), eq(ooProductAddOns.addOn, DELIVERY_ADD_ON)));
  return row !== undefined;
}

/**
 * A live item a fee may take as its sales item: a charge or an earlier fee's item, of no other fee. Null for anything
 * else (a menu item, another merchant's item, a deleted one).
 */
export async function freeSalesItemOf(
  db: TReader,
  scope: TTenantScope,
  itemId: number,
  exceptFeeId: string | null,
): Promise<number | null> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        ofMerchant(items, scope),
        eq(items.id, itemId),
        not(items.isDeleted),
        eq(items.isChargeItem, true),
        notExists(
          db
            .select({ id: ooFees.id })
            .from(ooFees)
            .where(
              and(
                ofMerchant(ooFees, scope),
                eq(ooFees.salesItemId, items.id),
                exceptFeeId ? ne(ooFees.id, exceptFeeId) : undefined,
              ),
            ),
        ),
      ),
    );
  return row?.id ?? null;
}

/** Spec 3 §4 Delivery save: the catalogue item a delivery partner's fee is made from (the merchant's, unused), or null. */
export async function partnerCatalogItemOf(
  db: TReader,
  scope: TTenantScope,
): Promise<{ id: number; retailPrice: string } | null> {
  const [row] = await db
    .select({ id: items.id, retailPrice: items.retailPrice })
    .from(items)
    .where(
      and(
        ofMerchant(items, scope),
        not(items.isDeleted),
        eq(items.isAodDeliveryPartnerFee, true),
        notExists(
          db
            .select({ id: ooFees.id })
            .from(ooFees)
            .where(and(ofMerchant(ooFees, scope), eq(ooFees.salesItemId, items.id))),
        ),
      ),
    )
    .orderBy(asc(items.id))
    .limit(1);
  return row ?? null;
}

/** Spec 3 §3 Fee item template: item master type 5, sold each, taxable, an AOD fee, a charge outside the menu. */
const FEE_ITEM = {
  itemMasterType: FEE_ITEM_MASTER_TYPE,
  stockingUnit: 'EACH',
  isAodFee: true,
  isChargeItem: true,
  isMenuItem: false,
  isModifier: false,
} as const;

/** Makes a fee's sales item; answers its id. */
export async function insertFeeItem(
  db: TReader,
  scope: TTenantScope,
  values: TFeeItemValues & { isAodDeliveryPartnerFee: boolean },
): Promise<number> {
  const [row] = await db
    .insert(items)
    .values({ ...merchantKey(scope), ...values, ...FEE_ITEM })
    .returning({ id: items.id });
  return row!.id;
}

/** Writes a fee's fields to its sales item (and makes it a fee's item when it was a charge); false when not found. */
export async function writeFeeItem(
  db: TReader,
  scope: TTenantScope,
  itemId: number,
  values: TFeeItemValues,
): Promise<boolean> {
  const rows = await db
    .update(items)
    .set({ ...values, ...FEE_ITEM, version: sql`${items.version} + 1`, updatedAt: new Date() })
    .where(and(ofMerchant(items, scope), eq(items.id, itemId), not(items.isDeleted)))
    .returning({ id: items.id });
  return rows.length > 0;
}

/** Spec 3 §4 Fee form: deleting a fee removes its sales item (soft, as the menu deletes items). */
export async function deleteFeeItem(db: TReader, scope: TTenantScope, itemId: number): Promise<void> {
  await db
    .update(items)
    .set({ isDeleted: true, version: sql`${items.version} + 1`, updatedAt: new Date() })
    .where(and(ofMerchant(items, scope), eq(items.id, itemId), eq(items.isAodFee, true)));
}

/**
 * The merchant's live items in the tax category (spec 3 §3 taxCategory AffectedItemCount). Written out in full: a
 * single-table select renders its columns unqualified, which inside the subquery would name the item's own columns.
 */
const AFFECTED_ITEMS = sql<number>`(select count(*)::int from items i where i.tax_category_id = tax_categories.id
  and i.merchant_id = tax_categories.merchant_id and not i.is_deleted)`;

const TAX_CATEGORY = {
  MerchantId: taxCategories.merchantId,
  TaxCategoryId: taxCategories.id,
  Name: taxCategories.name,
  IsDefault: taxCategories.isDefault,
  AffectedItemCount: AFFECTED_ITEMS,
  isActive: taxCategories.isActive,
};
type TTaxCategoryRow = Omit<TFeeTaxCategory, 'ExternalTaxCategoryId' | 'IsGratuity' | 'IsInclusive'> & {
  isActive: boolean;
};

/** Spec 3 §3 Fee taxCategory (README: our categories are exclusive sales taxes, never gratuities). */
const taxCategoryOf = ({ isActive: _active, ...row }: TTaxCategoryRow): TFeeTaxCategory => ({
  ...row,
  ExternalTaxCategoryId: String(row.TaxCategoryId),
  IsGratuity: false,
  IsInclusive: false,
});

/** The merchant's active tax categories, the default first, then by name: the ones a fee may take. */
export async function feeTaxCategories(db: TReader, scope: TTenantScope): Promise<TFeeTaxCategory[]> {
  const rows = await db
    .select(TAX_CATEGORY)
    .from(taxCategories)
    .where(and(ofMerchant(taxCategories, scope), eq(taxCategories.isActive, true)))
    .orderBy(sql`${taxCategories.isDefault} desc`, asc(taxCategories.name), asc(taxCategories.id));
  return rows.map(taxCategoryOf);
}

/** One of the merchant's tax categories (active or not) with whether it is active; null for any other id. */
export async function taxCategoryById(
  db: TReader,
  scope: TTenantScope,
  id: number,
): Promise<{ category: TFeeTaxCategory; isActive: boolean } | null> {
  const [row] = await db
    .select(TAX_CATEGORY)
    .from(taxCategories)
    .where(and(ofMerchant(taxCategories, scope), eq(taxCategories.id, id)));
  if (!row) return null;
  return { category: taxCategoryOf(row), isActive: row.isActive };
}

/** The tax category of one of the merchant's items (a fee's sales item), or null when it has none. */
export async function itemTaxCategoryId(db: TReader, scope: TTenantScope, itemId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: items.taxCategoryId })
    .from(items)
    .where(and(ofMerchant(items, scope), eq(items.id, itemId)));
  return row?.id ?? null;
}

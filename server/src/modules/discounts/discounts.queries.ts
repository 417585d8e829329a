import type { TDiscountSortColumn } from '@mp/contracts/discounts';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { sortTerms, type TListSort } from '../../db/list-sort.ts';
import { discounts, discountStores, storePaymentSettings, stores } from '../../db/schema.ts';
import { merchantKey, ofMerchant, storeOf, type TTenantScope, type TViewScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TReader = TDb | TTx;

export type TDiscountRow = typeof discounts.$inferSelect;
export type TDiscountValues = Omit<
  typeof discounts.$inferInsert,
  'id' | 'merchantId' | 'version' | 'updatedAt' | 'deletedAt'
>;
export type TDiscountStoreRow = { storeId: number; isPosActive: boolean };

/** The merchant's discounts that are not deleted (discounts belong to the merchant, whatever the view). */
const live = (scope: TTenantScope): SQL => and(ofMerchant(discounts, scope), isNull(discounts.deletedAt))!;

/** The discounts a view sees: the company view every live one, a store view those assigned to its store. */
const inView = (scope: TViewScope): SQL =>
  scope.kind === 'company'
    ? live(scope)
    : and(
        live(scope),
        sql`exists (select 1 from ${discountStores} ds where ds.discount_id = ${discounts.id} and ${storeOf('ds', scope)})`,
      )!;

const DISCOUNT_SORT_COLUMNS: { [C in TDiscountSortColumn]: AnyColumn } = {
  Name: discounts.name,
  Description: discounts.description,
  DiscountType: discounts.discountType,
  DiscountAmount: discounts.discountAmount,
};

/** One page of the view's live discounts in the sort's order, searched in name and description, with their POS-active stores. */
export async function searchDiscounts(
  db: TReader,
  scope: TViewScope,
  q: { search: string; limit: number; offset: number; sort?: TListSort<TDiscountSortColumn> },
): Promise<{ rows: (TDiscountRow & { availableStores: number[] })[]; total: number }> {
  const pattern = likePattern(q.search);
  const where = and(
    inView(scope),
    q.search === '' ? undefined : or(ilike(discounts.name, pattern), ilike(discounts.description, pattern)),
  );
  const [totalRow] = await db.select({ n: count() }).from(discounts).where(where);
  const rows = await db
    .select()
    .from(discounts)
    .where(where)
    .orderBy(...sortTerms(q.sort?.direction ?? 'ASC', DISCOUNT_SORT_COLUMNS[q.sort?.column ?? 'Name'], discounts.id))
    .limit(q.limit)
    .offset(q.offset);
  const links = await storesOf(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      availableStores: links.filter((l) => l.discountId === r.id && l.isPosActive).map((l) => l.storeId),
    })),
    total: totalRow?.n ?? 0,
  };
}

/** Store links of the merchant's discounts. */
const storesOf = (
  db: TReader,
  scope: TTenantScope,
  discountIds: readonly number[],
): Promise<(TDiscountStoreRow & { discountId: number })[]> =>
  discountIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          discountId: discountStores.discountId,
          storeId: discountStores.storeId,
          isPosActive: discountStores.isPosActive,
        })
        .from(discountStores)
        .where(and(ofMerchant(discountStores, scope), inArray(discountStores.discountId, [...discountIds])))
        .orderBy(asc(discountStores.storeId));

/** A live discount the view sees (store view: assigned to the store) with its store links, or null. */
export async function findDiscount(
  db: TReader,
  scope: TViewScope,
  id: number,
): Promise<{ row: TDiscountRow; stores: TDiscountStoreRow[] } | null> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(inView(scope), eq(discounts.id, id)));
  if (!row) return null;
  const links = await storesOf(db, scope, [id]);
  return { row, stores: links.map(({ storeId, isPosActive }) => ({ storeId, isPosActive })) };
}

/** The merchant's stores that can carry discounts (deleted ones cannot), by name. */
export const liveStores = (db: TReader, scope: TTenantScope): Promise<{ StoreId: number; StoreName: string }[]> =>
  db
    .select({ StoreId: stores.id, StoreName: stores.name })
    .from(stores)
    .where(and(ofMerchant(stores, scope), eq(stores.isDeleted, false)))
    .orderBy(asc(stores.name), asc(stores.id));

/** The payment facts of the merchant's stores the auto-cash rules read. */
export async function paymentFacts(db: TReader, scope: TTenantScope) {
  const [settings, cash] = await Promise.all([
    db
      .select()
      .from(storePaymentSettings)
      .where(ofMerchant(storePaymentSettings, scope))
      .orderBy(asc(storePaymentSettings.storeId)),
    db
      .select({ DiscountId: discountStores.discountId, StoreId: discountStores.storeId })
      .from(discountStores)
      .innerJoin(discounts, eq(discounts.id, discountStores.discountId))
      .where(
        and(
          live(scope),
          ofMerchant(discountStores, scope),
          eq(discounts.isAutoCashDiscount, true),
          eq(discountStores.isPosActive, true),
        ),
      )
      .orderBy(asc(discountStores.storeId), asc(discountStores.discountId)),
  ]);
  return {
    StoresCreditGateways: settings.map((s) => ({ StoreId: s.storeId, CreditGateway: s.creditGateway })),
    CCSurchargeStores: settings.filter((s) => s.ccSurchargeEnabled).map((s) => s.storeId),
    ExistingStoreCashDiscounts: cash,
  };
}

/** A new discount of the merchant with its store links; the caller has checked the stores are the merchant's. */
export async function insertDiscount(
  tx: TTx,
  scope: TTenantScope,
  values: TDiscountValues,
  links: readonly TDiscountStoreRow[],
): Promise<TDiscountRow> {
  const [row] = await tx
    .insert(discounts)
    .values({ ...values, ...merchantKey(scope) })
    .returning();
  await replaceStores(tx, scope, row!.id, links);
  return row!;
}

/**
 * Writes the merchant's discount only if it still has `version` (the ConcurrencyChecksum the client read), bumping
 * it. Null when another save came first (or the discount is gone): nothing was written.
 */
export async function updateDiscountIfCurrent(
  tx: TTx,
  scope: TTenantScope,
  id: number,
  version: number,
  values: Partial<TDiscountValues> & { deletedAt?: Date },
): Promise<TDiscountRow | null> {
  const [row] = await tx
    .update(discounts)
    .set({ ...values, version: nextVersion(discounts.version), updatedAt: new Date() })
    .where(and(live(scope), eq(discounts.id, id), eq(discounts.version, version)))
    .returning();
  return row ?? null;
}

/** Replaces the discount's store links; the caller has checked the discount and the stores are the merchant's. */
export async function replaceStores(
  tx: TTx,
  scope: TTenantScope,
  discountId: number,
  links: readonly TDiscountStoreRow[],
): Promise<void> {
  await tx
    .delete(discountStores)
    .where(and(ofMerchant(discountStores, scope), eq(discountStores.discountId, discountId)));
  if (links.length > 0)
    await tx.insert(discountStores).values(links.map((l) => ({ ...merchantKey(scope), discountId, ...l })));
}

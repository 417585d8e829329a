import type { TStoreRow as TStoreChoice, TStoreSortColumn } from '@mp/contracts/stores';
import { and, asc, eq, not, ne, type SQL, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../db/create-db.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { sortKeyword, type TListSort } from '../../db/list-sort.ts';
import type { TMerchantRow, TStoreRow } from '../../db/rows.ts';
import { merchants, stores, userStores } from '../../db/schema.ts';
import { ofMerchant, ofStore, storeScope, type TStoreScope, type TViewScope } from '../../db/tenant.ts';
import { hasCompanyView, type TSelectionScope } from './selection-scope.ts';

const MERCHANT_INACTIVE = 3;

// The merchants and stores tables are keyed by the tenant ids themselves: the tenant filters read these columns.
const merchantKeys = { merchantId: merchants.id };
const storeKeys = { merchantId: stores.merchantId, storeId: stores.id };

/** The merchants a selection scope covers, on the merchants table. */
const merchantsIn = (scope: TSelectionScope): SQL => {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'reseller':
      return eq(merchants.resellerId, scope.resellerId);
    case 'merchant':
    case 'assigned':
      return ofMerchant(merchantKeys, scope.merchant);
  }
};

/** Among its merchants' stores, the ones a selection scope covers: an assigned user's own, else all. */
const storesIn = (scope: TSelectionScope): SQL =>
  scope.kind === 'assigned'
    ? sql`${stores.id} in (select ${userStores.storeId} from ${userStores}
           where ${userStores.userId} = ${scope.userId} and ${ofMerchant(userStores, scope.merchant)})`
    : sql`true`;

export type TStoreSearch = {
  search: string;
  includeInactive: boolean;
  limit: number;
  offset: number;
  /** The page's order; merchant name ascending when absent. */
  sort?: TListSort<TStoreSortColumn>;
};

/**
 * ORDER BY of a page of rows, fixed SQL chosen by the validated column, every term in the sort's direction: the sorted
 * column, then merchant and store id (unique together, the company-view row being store 0). Sorting by merchant lists
 * each merchant's company-view row, then its stores by name (ascending; descending is that order reversed).
 */
function storeOrder(prefix: string, sort: TListSort<TStoreSortColumn> = { column: 'MerchantName', direction: 'ASC' }) {
  const terms = (...names: string[]) =>
    names.map((name) => `${prefix}${name} ${sortKeyword(sort.direction)}`).join(', ');
  const order: { [C in TStoreSortColumn]: string } = {
    MerchantName: terms('"MerchantName"', '"MerchantId"', 'sort', '"StoreName"', '"StoreId"'),
    MerchantId: terms('"MerchantId"', 'sort', '"StoreName"', '"StoreId"'),
    StoreName: terms('"StoreName"', '"MerchantId"', '"StoreId"'),
    StoreCode: terms('"StoreCode"', '"MerchantId"', '"StoreId"'),
  };
  return sql.raw(order[sort.column]);
}

type TRow = Partial<TStoreChoice> & { total: number };

/**
 * One page of selectable rows ordered by merchant name, company-view row first, then store name, with the total
 * number of matches (company-view rows only where the scope covers whole merchants). Deleted stores and deactivated
 * merchants only when includeInactive.
 */
export async function searchStores(
  db: TDb,
  scope: TSelectionScope,
  q: TStoreSearch,
): Promise<{ rows: TStoreChoice[]; total: number }> {
  const inactive = q.includeInactive ? sql`true` : sql`false`;
  const pattern = likePattern(q.search);
  const searchCondition =
    q.search === ''
      ? sql`true`
      : sql`("MerchantName" ilike ${pattern} or (sort = 1 and ("StoreName" ilike ${pattern} or "StoreCode" ilike ${pattern})))`;
  const companyRows = hasCompanyView(scope) ? sql`true` : sql`false`;
  const live = sql`${merchants.status} <> ${MERCHANT_INACTIVE}`;
  const rows = await queryRows<TRow>(
    db,
    sql`
      with candidates as (
        select ${merchants.id} as "MerchantId", 0 as "StoreId", '' as "StoreCode", 'All Stores' as "StoreName",
               ${merchants.name} as "MerchantName", false as "IsDeleted", true as "HasFirstRun",
               null::text as "StoreSiteId", 0 as sort
          from ${merchants}
         where ${companyRows} and ${merchantsIn(scope)} and (${inactive} or ${live})
        union all
        select ${merchants.id}, ${stores.id}, ${stores.code}, ${stores.name}, ${merchants.name}, ${stores.isDeleted},
               ${stores.hasFirstRun}, ${stores.siteId}, 1
          from ${stores} join ${merchants} on ${merchants.id} = ${stores.merchantId}
         where ${merchantsIn(scope)} and ${storesIn(scope)}
           and (${inactive} or (not ${stores.isDeleted} and ${live}))
      ),
      filtered as (select * from candidates where ${searchCondition})
      select t.total, p."MerchantId", p."StoreId", p."StoreCode", p."StoreName", p."MerchantName", p."IsDeleted",
             p."HasFirstRun", p."StoreSiteId"
        from (select count(*)::int as total from filtered) t
        left join lateral (
          select * from filtered order by ${storeOrder('', q.sort)} limit ${q.limit} offset ${q.offset}
        ) p on true
       order by ${storeOrder('p.', q.sort)}`,
  );
  const total = Number(rows[0]?.total ?? 0);
  const page = rows
    .filter((r) => r.MerchantId !== null && r.MerchantId !== undefined)
    .map((r) => ({
      MerchantId: Number(r.MerchantId),
      StoreId: Number(r.StoreId),
      StoreCode: String(r.StoreCode),
      StoreName: String(r.StoreName),
      MerchantName: String(r.MerchantName),
      IsDeleted: Boolean(r.IsDeleted),
      HasFirstRun: Boolean(r.HasFirstRun),
      StoreSiteId: r.StoreSiteId ?? null,
    }));
  return { rows: page, total };
}

/** A merchant and (null for its company view) one of its stores, deleted or not, as a selection found them. */
export type TSelectableView = { merchant: TMerchantRow; store: TStoreRow | null };

/**
 * The view a user asks for (a store, or a merchant's company view) when their selection scope covers it, deleted or
 * not, else null.
 */
export async function findSelectableView(
  db: TDb,
  scope: TSelectionScope,
  wanted: TViewScope,
): Promise<TSelectableView | null> {
  if (wanted.kind === 'company') {
    if (!hasCompanyView(scope)) return null;
    const [merchant] = await db
      .select()
      .from(merchants)
      .where(and(ofMerchant(merchantKeys, wanted), merchantsIn(scope)));
    return merchant ? { merchant, store: null } : null;
  }
  const [row] = await db
    .select({ merchant: merchants, store: stores })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(and(ofStore(storeKeys, wanted), merchantsIn(scope), storesIn(scope)));
  return row ?? null;
}

/** Selectable (not deleted, merchant not deactivated) stores in the scope, at most `limit`, by store id. */
export async function selectableStores(db: TDb, scope: TSelectionScope, limit: number): Promise<TStoreScope[]> {
  const rows = await db
    .select({ merchantId: merchants.id, storeId: stores.id })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(and(merchantsIn(scope), storesIn(scope), not(stores.isDeleted), ne(merchants.status, MERCHANT_INACTIVE)))
    .orderBy(asc(stores.id))
    .limit(limit);
  return rows.map((row) => storeScope(row.merchantId, row.storeId));
}

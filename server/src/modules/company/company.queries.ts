import type { TStoreRow } from '@mp/contracts/stores';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../db/create-db.ts';

/** Which stores a user may see and pick. Every store query takes one, so no call can forget the tenant filter. */
export type TStoreScope =
  | { kind: 'all' }
  | { kind: 'reseller'; resellerId: number }
  | { kind: 'merchant'; merchantId: number }
  | { kind: 'assigned'; userId: number; merchantId: number };

export type TScopeUser = {
  id: number;
  merchantId: number | null;
  resellerId: number;
  isAdminUser: boolean;
  isMerchantAdminUser: boolean;
  isSilverPartner: boolean;
  isCompanyUser: boolean;
};

export function scopeOf(user: TScopeUser): TStoreScope {
  if (user.isAdminUser) return { kind: 'all' };
  if (user.isSilverPartner) return { kind: 'reseller', resellerId: user.resellerId };
  // A merchant admin or store user without a merchant sees nothing: merchant id 0 matches no row.
  if (user.isMerchantAdminUser || user.isCompanyUser) return { kind: 'merchant', merchantId: user.merchantId ?? 0 };
  return { kind: 'assigned', userId: user.id, merchantId: user.merchantId ?? 0 };
}

/** Company-view rows (StoreId 0) belong to scopes that cover whole merchants. */
export const scopeHasCompanyView = (scope: TStoreScope) => scope.kind !== 'assigned';

const merchantCondition = (scope: TStoreScope): SQL => {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'reseller':
      return sql`m.reseller_id = ${scope.resellerId}`;
    case 'merchant':
    case 'assigned':
      return sql`m.id = ${scope.merchantId}`;
  }
};

const storeCondition = (scope: TStoreScope): SQL =>
  scope.kind === 'assigned'
    ? sql`s.id in (select us.store_id from user_stores us where us.user_id = ${scope.userId} and us.merchant_id = ${scope.merchantId})`
    : sql`true`;

export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type TStoreSearch = {
  search: string;
  includeInactive: boolean;
  companyViewRows: boolean;
  limit: number;
  offset: number;
};

type TRow = TStoreRow & { total: number };

/**
 * One page of selectable rows ordered by merchant name, company-view row first, then store name, with the total
 * number of matches. Deleted stores and deactivated merchants only when includeInactive.
 */
export async function searchStores(
  db: TDb,
  scope: TStoreScope,
  q: TStoreSearch,
): Promise<{ rows: TStoreRow[]; total: number }> {
  const inactive = q.includeInactive ? sql`true` : sql`false`;
  const pattern = likePattern(q.search);
  const searchCondition =
    q.search === ''
      ? sql`true`
      : sql`("MerchantName" ilike ${pattern} or (sort = 1 and ("StoreName" ilike ${pattern} or "StoreCode" ilike ${pattern})))`;
  const companyRows = q.companyViewRows && scopeHasCompanyView(scope) ? sql`true` : sql`false`;
  const rows = await queryRows<Partial<TRow> & { total: number }>(
    db,
    sql`
      with candidates as (
        select m.id as "MerchantId", 0 as "StoreId", '' as "StoreCode", 'All Stores' as "StoreName",
               m.name as "MerchantName", false as "IsDeleted", true as "HasFirstRun", null::text as "StoreSiteId", 0 as sort
          from merchants m
         where ${companyRows} and ${merchantCondition(scope)} and (${inactive} or m.status <> 3)
        union all
        select m.id, s.id, s.code, s.name, m.name, s.is_deleted, s.has_first_run, s.site_id, 1
          from stores s join merchants m on m.id = s.merchant_id
         where ${merchantCondition(scope)} and ${storeCondition(scope)}
           and (${inactive} or (not s.is_deleted and m.status <> 3))
      ),
      filtered as (select * from candidates where ${searchCondition})
      select t.total, p."MerchantId", p."StoreId", p."StoreCode", p."StoreName", p."MerchantName", p."IsDeleted",
             p."HasFirstRun", p."StoreSiteId"
        from (select count(*)::int as total from filtered) t
        left join lateral (
          select * from filtered order by "MerchantName", sort, "StoreName", "StoreId" limit ${q.limit} offset ${q.offset}
        ) p on true
       order by p."MerchantName", p.sort, p."StoreName", p."StoreId"`,
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

export type TScopedStore = {
  merchantId: number;
  merchantStatus: number;
  storeId: number;
  isDeleted: boolean;
};

/**
 * The store (or, for store id 0, the merchant's company view) when the scope covers it, deleted or not, else null.
 */
export async function findStoreInScope(
  db: TDb,
  scope: TStoreScope,
  merchantId: number,
  storeId: number,
): Promise<TScopedStore | null> {
  if (storeId === 0) {
    if (!scopeHasCompanyView(scope)) return null;
    const [row] = await queryRows<{ merchantId: number; merchantStatus: number }>(
      db,
      sql`select m.id as "merchantId", m.status as "merchantStatus" from merchants m
           where m.id = ${merchantId} and ${merchantCondition(scope)}`,
    );
    return row
      ? { merchantId: row.merchantId, merchantStatus: Number(row.merchantStatus), storeId: 0, isDeleted: false }
      : null;
  }
  const [row] = await queryRows<{ merchantId: number; merchantStatus: number; isDeleted: boolean }>(
    db,
    sql`select m.id as "merchantId", m.status as "merchantStatus", s.is_deleted as "isDeleted"
          from stores s join merchants m on m.id = s.merchant_id
         where s.id = ${storeId} and m.id = ${merchantId} and ${merchantCondition(scope)} and ${storeCondition(scope)}`,
  );
  return row
    ? { merchantId: row.merchantId, merchantStatus: Number(row.merchantStatus), storeId, isDeleted: row.isDeleted }
    : null;
}

/** Selectable (not deleted, merchant not deactivated) stores in the scope, at most `limit`. */
export async function selectableStores(
  db: TDb,
  scope: TStoreScope,
  limit: number,
): Promise<{ merchantId: number; storeId: number }[]> {
  return queryRows(
    db,
    sql`select m.id as "merchantId", s.id as "storeId"
          from stores s join merchants m on m.id = s.merchant_id
         where ${merchantCondition(scope)} and ${storeCondition(scope)} and not s.is_deleted and m.status <> 3
         order by s.id limit ${limit}`,
  );
}

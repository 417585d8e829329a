import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Tenancy scopes. A route declares which one it needs (plugins/tenancy.ts resolves it once per request from the
 * session); services and queries take the scope, never the session, and add `merchant_id` / `store_id` to SQL only
 * through the filters below.
 */
export type TMerchantScope = { readonly kind: 'merchant'; readonly merchantId: number };
/** One store of the merchant. */
export type TStoreScope = { readonly kind: 'store'; readonly merchantId: number; readonly storeId: number };
/** The company view: every store of the merchant (the session's store 0). */
export type TCompanyScope = { readonly kind: 'company'; readonly merchantId: number };
/** A store or the company view, whichever the session looks at. */
export type TViewScope = TStoreScope | TCompanyScope;
export type TTenantScope = TMerchantScope | TViewScope;

export const merchantScope = (merchantId: number): TMerchantScope => ({ kind: 'merchant', merchantId });
export const storeScope = (merchantId: number, storeId: number): TStoreScope => ({
  kind: 'store',
  merchantId,
  storeId,
});
export const companyScope = (merchantId: number): TCompanyScope => ({ kind: 'company', merchantId });

/** The store a view looks at, 0 for the company view (the portal's own convention). */
export const viewStoreId = (scope: TViewScope): number => (scope.kind === 'store' ? scope.storeId : 0);

/**
 * The scope of a prepared query: filters built on it read the tenant from the parameters `scopeParams(scope)` gives
 * at run time, so a query prepared once still filters by the request's own merchant and store.
 */
export type TPreparedScope = {
  readonly kind: 'prepared';
  readonly merchantId: Placeholder<'merchantId'>;
  readonly storeId: Placeholder<'storeId'>;
};
export const PREPARED_SCOPE: TPreparedScope = {
  kind: 'prepared',
  merchantId: sql.placeholder('merchantId'),
  storeId: sql.placeholder('storeId'),
};
/** Parameters of a prepared query built on PREPARED_SCOPE. */
export const merchantParams = (scope: TTenantScope) => ({ merchantId: scope.merchantId });
export const storeParams = (scope: TStoreScope) => ({ merchantId: scope.merchantId, storeId: scope.storeId });
/** A view's parameters: the company view passes store 0, which no store-owned row has, so it matches no store's row. */
export const viewParams = (scope: TViewScope) => ({ merchantId: scope.merchantId, storeId: viewStoreId(scope) });

type TMerchantOwned = { merchantId: AnyPgColumn };
type TStoreOwned = TMerchantOwned & { storeId: AnyPgColumn };
type TMerchantKeyed = TTenantScope | TPreparedScope;
type TStoreKeyed = TStoreScope | TPreparedScope;

/** Rows of a merchant-owned table (menus, discounts, roles …) that belong to the scope's merchant. */
export const ofMerchant = (table: TMerchantOwned, scope: TMerchantKeyed): SQL => eq(table.merchantId, scope.merchantId);

/** Rows of a store-owned table (tickets, availability …) that belong to the scope's store. */
export const ofStore = (table: TStoreOwned, scope: TStoreKeyed): SQL =>
  and(ofMerchant(table, scope), eq(table.storeId, scope.storeId))!;

/** Rows of a store-owned table that the view sees: its store, or every store of the merchant. */
export const ofView = (table: TStoreOwned, scope: TViewScope): SQL =>
  scope.kind === 'store' ? ofStore(table, scope) : ofMerchant(table, scope);

/**
 * The same filters for hand-written SQL, on a table alias (`merchantOf('t', scope)` → `t.merchant_id = $1`).
 */
export const merchantOf = (alias: string, scope: TMerchantKeyed): SQL =>
  sql`${sql.identifier(alias)}.merchant_id = ${scope.merchantId}`;
export const storeOf = (alias: string, scope: TStoreKeyed): SQL =>
  sql`(${merchantOf(alias, scope)} and ${sql.identifier(alias)}.store_id = ${scope.storeId})`;
export const viewOf = (alias: string, scope: TViewScope): SQL =>
  scope.kind === 'store' ? storeOf(alias, scope) : merchantOf(alias, scope);

/** Tenant keys of a new row: the only way inserts name the merchant and store. */
export const merchantKey = (scope: TTenantScope) => ({ merchantId: scope.merchantId });
export const storeKey = (scope: TStoreScope) => ({ merchantId: scope.merchantId, storeId: scope.storeId });

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  companyScope,
  merchantScope,
  storeScope,
  type TMerchantScope,
  type TStoreScope,
  type TTenantScope,
  type TViewScope,
} from '../db/tenant.ts';
import type { TErrorKey } from '@mp/contracts/api-error';
import { ApiError, forbidden } from './errors.ts';
import type { TPortalContext } from './request-context.queries.ts';
import type { TSession } from './session-store.ts';
import { requirePortalState } from './session.ts';

/** How a store-only route answers the company view (each screen names its own refusal, spec-exact). */
export type TCompanyViewRefusal = { status: 403 | 409; messageKey: TErrorKey; message: string };

/**
 * The tenancy a route needs, declared next to its access rule as `config.scope`:
 * - `merchant`: the session's merchant (menus, discounts, roles: the same for every store);
 * - `merchantIfChosen`: the session's merchant, or none for an admin or partner who has not chosen one yet, for calls
 *   that answer such a session with nothing rather than refuse it (the notices shown after sign-in);
 * - `view`: a store of the merchant or its company view, whichever the session looks at; `viewOrCompany` is the
 *   same, except that a session that has chosen no store yet gets the company view instead of a refusal (screens of
 *   merchant-wide data, such as the menu, open before a store is chosen);
 * - `store`: one store; the company view is refused as the route says, unless `oneStoreCompanyView` lets the company
 *   view of a merchant with a single live store stand for that store;
 * - `company`: the company view (settings of the whole company, such as online ordering's fees and menu settings);
 *   a store's view is refused as the route says, except where the merchant has a single live store, whose view
 *   stands for the company.
 */
export type TScopeRule =
  | { needs: 'merchant' }
  | { needs: 'merchantIfChosen' }
  | { needs: 'view'; noStoreIsCompanyView?: boolean }
  | { needs: 'store'; companyView: TCompanyViewRefusal; oneStoreCompanyView?: boolean }
  | { needs: 'company'; storeView: TCompanyViewRefusal };

export const tenancy = {
  merchant: { needs: 'merchant' } as TScopeRule,
  merchantIfChosen: { needs: 'merchantIfChosen' } as TScopeRule,
  view: { needs: 'view' } as TScopeRule,
  viewOrCompany: { needs: 'view', noStoreIsCompanyView: true } as TScopeRule,
  store: (companyView: TCompanyViewRefusal, options: { oneStoreCompanyView?: boolean } = {}): TScopeRule => ({
    needs: 'store',
    companyView,
    ...options,
  }),
  company: (storeView: TCompanyViewRefusal): TScopeRule => ({ needs: 'company', storeView }),
};

declare module 'fastify' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    scope?: TScopeRule;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    tenantScope: TTenantScope | null;
    actor: TActor | null;
  }
}

/**
 * Who makes a change, for the change log: the signed-in user (a name snapshot) and the store the session looks at
 * (null in company view or before a store is chosen). Resolved with the scope, from the same loaded context.
 */
export type TActor = { readonly userId: number; readonly userName: string; readonly storeId: number | null };

/**
 * The scope a rule gives a session (null: `merchantIfChosen` and no merchant), or the refusal; pure, so every case is
 * a table row in its test.
 */
export function resolveScope(
  rule: TScopeRule,
  session: Pick<TSession, 'merchantId' | 'storeId'>,
  ctx: Pick<TPortalContext, 'merchant' | 'store' | 'onlyLiveStoreId'>,
): TTenantScope | null {
  // An admin or partner who has not chosen a merchant yet has no tenant.
  if (session.merchantId === null || !ctx.merchant) {
    if (rule.needs === 'merchantIfChosen') return null;
    throw forbidden();
  }
  const merchantId = ctx.merchant.id;
  if (rule.needs === 'merchant' || rule.needs === 'merchantIfChosen') return merchantScope(merchantId);
  if (session.storeId === null) {
    if (rule.needs === 'view' && rule.noStoreIsCompanyView) return companyScope(merchantId);
    throw forbidden();
  }
  if (session.storeId !== 0) {
    // The request context only finds the store among the merchant's own: anything else is no store at all.
    if (!ctx.store) throw forbidden();
    if (rule.needs !== 'company') return storeScope(merchantId, ctx.store.id);
    if (ctx.onlyLiveStoreId === ctx.store.id) return companyScope(merchantId);
    const { status, messageKey, message } = rule.storeView;
    throw new ApiError(status, messageKey, message);
  }
  if (rule.needs === 'view' || rule.needs === 'company') return companyScope(merchantId);
  if (rule.oneStoreCompanyView && ctx.onlyLiveStoreId !== null) return storeScope(merchantId, ctx.onlyLiveStoreId);
  const { status, messageKey, message } = rule.companyView;
  throw new ApiError(status, messageKey, message);
}

/**
 * Resolves the declared scope once per request, after the access guard (a refused user learns nothing of tenancy)
 * and before body validation, from the context the session plugin loaded: no query of its own.
 */
export function registerTenancy(app: FastifyInstance): void {
  app.decorateRequest('tenantScope', null);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const { session, portalState } = request;
    if (session && portalState)
      request.actor = {
        userId: session.userId,
        userName: portalState.context.user.userName,
        storeId: session.storeId ? session.storeId : null,
      };
    const rule = request.routeOptions.config.scope;
    if (!rule || !session) return;
    request.tenantScope = resolveScope(rule, session, requirePortalState(request).context);
  });
}

const declared = (request: FastifyRequest): TTenantScope => {
  if (!request.tenantScope) throw new Error(`${request.routeOptions.url} reads a scope it does not declare`);
  return request.tenantScope;
};

/** The scope of a route declaring `tenancy.merchant`. */
export function merchantScopeOf(request: FastifyRequest): TMerchantScope {
  const scope = declared(request);
  if (scope.kind !== 'merchant') throw new Error(`${request.routeOptions.url} declares a ${scope.kind} scope`);
  return scope;
}

/** The scope of a route declaring `tenancy.merchantIfChosen`: null while the session has chosen no merchant. */
export function chosenMerchantScopeOf(request: FastifyRequest): TMerchantScope | null {
  if (request.routeOptions.config.scope?.needs !== 'merchantIfChosen')
    throw new Error(`${request.routeOptions.url} does not declare tenancy.merchantIfChosen`);
  return request.tenantScope ? merchantScopeOf(request) : null;
}

/** The scope of a route declaring `tenancy.view` (or `tenancy.store`, a narrower view). */
export function viewScopeOf(request: FastifyRequest): TViewScope {
  const scope = declared(request);
  if (scope.kind === 'merchant') throw new Error(`${request.routeOptions.url} declares a merchant scope`);
  return scope;
}

/** The scope of a route declaring `tenancy.store`. */
export function storeScopeOf(request: FastifyRequest): TStoreScope {
  const scope = declared(request);
  if (scope.kind !== 'store') throw new Error(`${request.routeOptions.url} declares a ${scope.kind} scope`);
  return scope;
}

/** The user making a change (routes that write declare a session, so every writer has one). */
export function actorOf(request: FastifyRequest): TActor {
  if (!request.actor) throw new Error(`${request.routeOptions.url} has no signed-in user`);
  return request.actor;
}

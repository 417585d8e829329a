import {
  isRevenueCentersViewOnly,
  REVENUE_CENTERS_PAGE,
  REVENUE_CENTERS_PATH as PATH,
  ZAddRevenueCenterValidation,
  ZRevenueCenter,
  ZRevenueCenterDeleteResponse,
  ZRevenueCenterDevicesResponse,
  ZRevenueCenterIdQuery,
  ZRevenueCenterLookupRequest,
  ZRevenueCenterMerchantQuery,
  ZRevenueCenterOrderModesResponse,
  ZRevenueCenterSaveRequest,
  ZRevenueCenterSaveResponse,
  ZRevenueCentersResponse,
  ZRevenueCenterStoresResponse,
} from '@mp/contracts/revenue-centers';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { viewStoreId } from '../../db/tenant.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import {
  addRevenueCenterValidation,
  checkNamedMerchant,
  getRevenueCenter,
  listRevenueCenters,
  removeRevenueCenter,
  revenueCenterDevices,
  revenueCenterOrderModes,
  revenueCenterStores,
  saveRevenueCenter,
  type TRevenueCentersAccess,
} from './revenue-centers.service.ts';

/**
 * Settings → Revenue centers (spec 3 §2.1, §2.4, §7.1): the page's rule (the revenue-center flag and the role's
 * Revenue Centers feature) guards every call. The centres are the merchant's, read in any view; the merchantId a call
 * names must be the session's. A view-only session (contracts isRevenueCentersViewOnly) reads but does not change.
 */
const config = { access: access.route(REVENUE_CENTERS_PAGE), scope: tenancy.view };
const tags = ['revenue centers'];

const accessOf = (request: FastifyRequest): TRevenueCentersAccess => {
  const state = requirePortalState(request);
  return {
    viewOnly: isRevenueCentersViewOnly(
      viewStoreId(viewScopeOf(request)),
      state.context.activeStoreCount,
      state.access.featureIds,
    ),
  };
};

/** The request's scope after checking the merchantId it names. */
const scopeNaming = (request: FastifyRequest, merchantId: number, field: string) => {
  const scope = viewScopeOf(request);
  checkNamedMerchant(scope, merchantId, field);
  return scope;
};

export function revenueCentersRoutes(app: TApp, deps: TDeps): void {
  app.get(
    PATH.list,
    { config, schema: { tags, querystring: ZRevenueCenterMerchantQuery, response: { 200: ZRevenueCentersResponse } } },
    async (request) => listRevenueCenters(deps.db, scopeNaming(request, request.query.merchantId, 'merchantId')),
  );

  app.get(
    PATH.byId,
    { config, schema: { tags, querystring: ZRevenueCenterIdQuery, response: { 200: ZRevenueCenter } } },
    async (request) =>
      getRevenueCenter(
        deps.db,
        scopeNaming(request, request.query.merchantId, 'merchantId'),
        request.query.revenueCenterId,
      ),
  );

  app.get(
    PATH.addValidation,
    {
      config,
      schema: { tags, querystring: ZRevenueCenterMerchantQuery, response: { 200: ZAddRevenueCenterValidation } },
    },
    async (request) =>
      addRevenueCenterValidation(deps.db, scopeNaming(request, request.query.merchantId, 'merchantId')),
  );

  app.get(
    PATH.stores,
    {
      config,
      schema: { tags, querystring: ZRevenueCenterMerchantQuery, response: { 200: ZRevenueCenterStoresResponse } },
    },
    async (request) => revenueCenterStores(deps.db, scopeNaming(request, request.query.merchantId, 'merchantId')),
  );

  app.post(
    PATH.orderModes,
    {
      config,
      schema: { tags, body: ZRevenueCenterLookupRequest, response: { 200: ZRevenueCenterOrderModesResponse } },
    },
    async (request) =>
      revenueCenterOrderModes(
        deps.db,
        scopeNaming(request, request.body.MerchantId, 'MerchantId'),
        request.body.Stores,
      ),
  );

  app.post(
    PATH.devices,
    { config, schema: { tags, body: ZRevenueCenterLookupRequest, response: { 200: ZRevenueCenterDevicesResponse } } },
    async (request) =>
      revenueCenterDevices(deps.db, scopeNaming(request, request.body.MerchantId, 'MerchantId'), request.body.Stores),
  );

  app.post(
    PATH.save,
    { config, schema: { tags, body: ZRevenueCenterSaveRequest, response: { 200: ZRevenueCenterSaveResponse } } },
    async (request) =>
      saveRevenueCenter(deps.db, viewScopeOf(request), actorOf(request), accessOf(request), request.body),
  );

  app.delete(
    PATH.remove,
    {
      config,
      schema: { tags, querystring: ZRevenueCenterIdQuery, response: { 200: ZRevenueCenterDeleteResponse } },
    },
    async (request) =>
      removeRevenueCenter(
        deps.db,
        scopeNaming(request, request.query.merchantId, 'merchantId'),
        actorOf(request),
        accessOf(request),
        request.query.revenueCenterId,
      ),
  );
}

import { ZMerchantInfo } from '@mp/contracts/auth';
import {
  MAX_PAGE_SIZE,
  ZCheckStoreAccountStatusRequest,
  ZSaveStoreContextQuery,
  ZSaveStoreContextRequest,
  ZSaveStoreContextResponse,
  ZStoreSearchRequest,
  ZStoreSearchResponse,
} from '@mp/contracts/stores';
import { ZApiError } from '@mp/contracts/api-error';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState, requireSession } from '../../plugins/session.ts';
import { actorOf } from '../../plugins/tenancy.ts';
import { checkStoreAccountStatus, merchantStores, saveStoreContext, storesWithMerchants } from './company.service.ts';

/** Our extension: the store list takes the search fields as an optional query and returns every row by default. */
const ZStoresQuery = ZStoreSearchRequest.extend({
  PageRowCount: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});

/** 409 body: an error body that still carries the spec's IsSuccessful/Message pair. */
const ZStoreNotAvailable = ZApiError.extend(ZSaveStoreContextResponse.shape);

/**
 * Store and merchant selection: no tenant scope, since picking is what gives the session its tenant. What a user may
 * pick is their selection scope (shared/store-selection), read from the signed-in user of the request context.
 */
export function companyRoutes(app: TApp, deps: TDeps): void {
  const tags = ['stores'];
  const userOf = (request: FastifyRequest) => requirePortalState(request).context.user;
  app.post(
    '/Company/GetMerchantStores',
    {
      config: { access: access.gate({ userKinds: ['admin', 'merchantAdmin', 'partner'] }) },
      schema: { tags, body: ZStoreSearchRequest, response: { 200: ZStoreSearchResponse } },
    },
    async (request) => merchantStores(deps.db, userOf(request), request.body),
  );

  app.get(
    '/Account/GetStoresWithMerchantsInfo',
    {
      config: { access: access.session },
      schema: { tags, querystring: ZStoresQuery, response: { 200: ZStoreSearchResponse } },
    },
    async (request) =>
      storesWithMerchants(deps.db, userOf(request), requirePortalState(request).context.merchant, request.query),
  );

  app.post(
    '/Account/CheckStoreAccountStatus',
    {
      config: { access: access.session },
      schema: { tags, body: ZCheckStoreAccountStatusRequest, response: { 200: ZMerchantInfo } },
    },
    async (request) => checkStoreAccountStatus(deps.db, userOf(request), request.body),
  );

  app.post(
    '/Account/SaveStoreContext',
    {
      config: { access: access.session },
      schema: {
        tags,
        querystring: ZSaveStoreContextQuery,
        body: ZSaveStoreContextRequest,
        response: { 200: ZSaveStoreContextResponse, 409: ZStoreNotAvailable },
      },
    },
    async (request) => {
      await saveStoreContext(
        deps.db,
        userOf(request),
        actorOf(request),
        requireSession(request),
        request.query.StoreId,
        request.body.OverrideMerchantId,
      );
      return { IsSuccessful: true, Message: '' };
    },
  );
}

import { isFlagOn } from '@mp/contracts/access/flags';
import {
  ITEM_AVAILABILITY_ERROR,
  ZGetItemAvailabilityRequest,
  ZGetItemAvailabilityResponse,
  ZItemAvailabilityBulkRequest,
  ZItemAvailabilityResult,
  ZUpdateItemAvailabilityRequest,
} from '@mp/contracts/item-availability';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { access, accessContextOf } from '../../plugins/access-guard.ts';
import { ApiError } from '../../plugins/errors.ts';
import { requireMerchantSession } from '../../plugins/session.ts';
import type { TStoreScope } from './item-availability.queries.ts';
import {
  itemAvailabilityPage,
  setAllInStock,
  setAllOnline,
  updateItemAvailability,
} from './item-availability.service.ts';

/** Every call serves the Item Availability page (feature 18, not for the bank and processor resellers). */
const config = { access: access.route('menu/itemAvailability') };

/**
 * The session's merchant and store. Availability is kept per store, so the company view (store 0) and a session
 * without a store are refused with their own key; the web sends company-view users elsewhere before asking.
 */
const storeScopeOf = (request: FastifyRequest): TStoreScope => {
  const { merchantId, storeId } = requireMerchantSession(request);
  if (!storeId)
    throw new ApiError(
      403,
      ITEM_AVAILABILITY_ERROR.storeViewOnly,
      'Item availability is kept per store: choose a store.',
    );
  return { merchantId, storeId };
};

export function itemAvailabilityRoutes(app: TApp, deps: TDeps): void {
  const tags = ['item availability'];
  const isMmsEnabled = async (request: FastifyRequest) =>
    isFlagOn((await accessContextOf(request, deps)).flags, 'isMmsEnabled');

  app.post(
    '/Item/GetItemAvailability',
    { config, schema: { tags, body: ZGetItemAvailabilityRequest, response: { 200: ZGetItemAvailabilityResponse } } },
    async (request) => itemAvailabilityPage(deps.db, storeScopeOf(request), request.body),
  );

  app.post(
    '/Item/UpdateItemAvailability',
    { config, schema: { tags, body: ZUpdateItemAvailabilityRequest, response: { 200: ZItemAvailabilityResult } } },
    async (request) =>
      updateItemAvailability(
        deps.db,
        storeScopeOf(request),
        await isMmsEnabled(request),
        request.body.ItemAvailabilities,
      ),
  );

  app.post(
    '/Item/UpdateItemAvailabilityAllInStock',
    { config, schema: { tags, body: ZItemAvailabilityBulkRequest, response: { 200: ZItemAvailabilityResult } } },
    async (request) => setAllInStock(deps.db, storeScopeOf(request)),
  );

  app.post(
    '/Item/UpdateItemAvailabilityAllIsOnline',
    { config, schema: { tags, body: ZItemAvailabilityBulkRequest, response: { 200: ZItemAvailabilityResult } } },
    async (request) => setAllOnline(deps.db, storeScopeOf(request), await isMmsEnabled(request)),
  );
}

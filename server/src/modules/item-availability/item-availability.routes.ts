import { isFlagOn } from '@mp/contracts/access/flags';
import {
  ITEM_AVAILABILITY_ERROR,
  ZGetItemAvailabilityRequest,
  ZGetItemAvailabilityResponse,
  ZItemAvailabilityBulkRequest,
  ZItemAvailabilityResult,
  ZUpdateItemAvailabilityRequest,
  ZUpdateItemAvailabilityResult,
} from '@mp/contracts/item-availability';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, storeScopeOf, tenancy } from '../../plugins/tenancy.ts';
import {
  itemAvailabilityPage,
  setAllInStock,
  setAllOnline,
  updateItemAvailability,
} from './item-availability.service.ts';

/**
 * Every call serves the Item Availability page (feature 18, not for the bank and processor resellers) for one store:
 * availability is kept per store, so the company view is refused with the screen's own key (the web sends
 * company-view users elsewhere before asking).
 */
const config = {
  access: access.route('menu/itemAvailability'),
  scope: tenancy.store({
    status: 403,
    messageKey: ITEM_AVAILABILITY_ERROR.storeViewOnly,
    message: 'Item availability is kept per store: choose a store.',
  }),
};

export function itemAvailabilityRoutes(app: TApp, deps: TDeps): void {
  const tags = ['item availability'];
  const isMmsEnabled = (request: FastifyRequest) => isFlagOn(requirePortalState(request).flags, 'isMmsEnabled');

  app.post(
    '/Item/GetItemAvailability',
    { config, schema: { tags, body: ZGetItemAvailabilityRequest, response: { 200: ZGetItemAvailabilityResponse } } },
    async (request) => itemAvailabilityPage(deps.db, storeScopeOf(request), request.body),
  );

  app.post(
    '/Item/UpdateItemAvailability',
    {
      config,
      schema: { tags, body: ZUpdateItemAvailabilityRequest, response: { 200: ZUpdateItemAvailabilityResult } },
    },
    async (request) =>
      updateItemAvailability(
        deps.db,
        storeScopeOf(request),
        actorOf(request),
        isMmsEnabled(request),
        request.body.ItemAvailabilities,
      ),
  );

  app.post(
    '/Item/UpdateItemAvailabilityAllInStock',
    { config, schema: { tags, body: ZItemAvailabilityBulkRequest, response: { 200: ZItemAvailabilityResult } } },
    async (request) => setAllInStock(deps.db, storeScopeOf(request), actorOf(request)),
  );

  app.post(
    '/Item/UpdateItemAvailabilityAllIsOnline',
    { config, schema: { tags, body: ZItemAvailabilityBulkRequest, response: { 200: ZItemAvailabilityResult } } },
    async (request) => setAllOnline(deps.db, storeScopeOf(request), actorOf(request), isMmsEnabled(request)),
  );
}

import {
  ZAddTieredPriceListRequest,
  ZGetMembersQuery,
  ZGetMembersResponse,
  ZGetTieredPriceListResponse,
  ZSaveTieredPriceListResponse,
  ZUpdateTieredPriceListRequest,
} from '@mp/contracts/loyalty-pricing';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, merchantScopeOf, tenancy } from '../../plugins/tenancy.ts';
import { addPriceList, getMembers, getPriceList, updatePriceList } from './loyalty-pricing.service.ts';

/**
 * Every call serves the Loyalty Tier Pricing page: it needs the loyaltyTierPricing flag (contracts/access/menu). The
 * price list is the merchant's, the same in every store.
 */
const config = { access: access.route('menu/loyaltytierpricing'), scope: tenancy.merchant };
const tags = ['loyalty tier pricing'];

export function loyaltyPricingRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/TieredPriceList/GetTieredPriceList',
    { config, schema: { tags, response: { 200: ZGetTieredPriceListResponse } } },
    async (request) => getPriceList(deps.db, merchantScopeOf(request)),
  );

  app.get(
    '/TieredPriceList/GetMembers',
    { config, schema: { tags, querystring: ZGetMembersQuery, response: { 200: ZGetMembersResponse } } },
    async (request) => getMembers(deps.db, merchantScopeOf(request), request.query),
  );

  app.post(
    '/TieredPriceList/AddTieredPriceList',
    {
      config,
      schema: { tags, body: ZAddTieredPriceListRequest, response: { 200: ZSaveTieredPriceListResponse } },
    },
    async (request) => {
      return addPriceList(deps.db, merchantScopeOf(request), actorOf(request), request.body);
    },
  );

  app.put(
    '/TieredPriceList/UpdateTieredPriceList',
    {
      config,
      schema: { tags, body: ZUpdateTieredPriceListRequest, response: { 200: ZSaveTieredPriceListResponse } },
    },
    async (request) => {
      return updatePriceList(deps.db, merchantScopeOf(request), actorOf(request), request.body);
    },
  );
}

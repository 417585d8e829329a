import {
  ZAddTieredPriceListRequest,
  ZGetMembersQuery,
  ZGetMembersResponse,
  ZGetTieredPriceListResponse,
  ZSaveTieredPriceListResponse,
  ZUpdateTieredPriceListRequest,
} from '@mp/contracts/loyalty-pricing';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { forbidden } from '../../plugins/errors.ts';
import { requireSession } from '../../plugins/session.ts';
import { addPriceList, getMembers, getPriceList, updatePriceList } from './loyalty-pricing.service.ts';

/** Every call serves the Loyalty Tier Pricing page: it needs the loyaltyTierPricing flag (contracts/access/menu). */
const config = { access: access.route('menu/loyaltytierpricing') };
const tags = ['loyalty tier pricing'];

/** Price lists are the merchant's (company or store view alike); an admin must have chosen a merchant. */
const merchantOf = (request: FastifyRequest): number => {
  const { merchantId } = requireSession(request);
  if (!merchantId) throw forbidden();
  return merchantId;
};

export function loyaltyPricingRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/TieredPriceList/GetTieredPriceList',
    { config, schema: { tags, response: { 200: ZGetTieredPriceListResponse } } },
    async (request) => getPriceList(deps.db, merchantOf(request)),
  );

  app.get(
    '/TieredPriceList/GetMembers',
    { config, schema: { tags, querystring: ZGetMembersQuery, response: { 200: ZGetMembersResponse } } },
    async (request) => getMembers(deps.db, merchantOf(request), request.query),
  );

  app.post(
    '/TieredPriceList/AddTieredPriceList',
    {
      config,
      schema: { tags, body: ZAddTieredPriceListRequest, response: { 200: ZSaveTieredPriceListResponse } },
    },
    async (request) => {
      return addPriceList(deps.db, merchantOf(request), request.body);
    },
  );

  app.put(
    '/TieredPriceList/UpdateTieredPriceList',
    {
      config,
      schema: { tags, body: ZUpdateTieredPriceListRequest, response: { 200: ZSaveTieredPriceListResponse } },
    },
    async (request) => {
      return updatePriceList(deps.db, merchantOf(request), request.body);
    },
  );
}

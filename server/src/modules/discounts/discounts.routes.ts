import { isFlagOn } from '@mp/contracts/access/flags';
import {
  ZDeleteDiscountRequest,
  ZDiscountDetail,
  ZDiscountFields,
  ZDiscountIdRequest,
  ZDiscountListRequest,
  ZDiscountListResponse,
  ZDiscountMetadata,
  ZDiscountMutationResponse,
} from '@mp/contracts/discounts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import {
  createDiscount,
  deleteDiscount,
  discountMetadata,
  getDiscount,
  listDiscounts,
  updateDiscount,
} from './discounts.service.ts';

/**
 * Every call serves the Discounts pages (menu/discounts and its detail share the rule). Discounts belong to the
 * merchant; the view decides what a call sees and may change: the company view every discount, a store view those
 * assigned to its store (a session that has chosen neither is refused).
 */
const config = { access: access.route('menu/discounts'), scope: tenancy.view };

const cashDiscountFlag = (request: FastifyRequest) => isFlagOn(requirePortalState(request).flags, 'cashDiscount');

export function discountRoutes(app: TApp, deps: TDeps): void {
  const tags = ['discounts'];

  app.post(
    '/Discount/GetActiveDiscounts',
    { config, schema: { tags, body: ZDiscountListRequest, response: { 200: ZDiscountListResponse } } },
    async (request) => listDiscounts(deps.db, viewScopeOf(request), request.body),
  );

  app.post(
    '/Discount/GetMetadata',
    { config, schema: { tags, body: z.object({}).optional(), response: { 200: ZDiscountMetadata } } },
    async (request) => discountMetadata(deps.db, viewScopeOf(request)),
  );

  app.post(
    '/Discount/GetDiscount',
    { config, schema: { tags, body: ZDiscountIdRequest, response: { 200: ZDiscountDetail } } },
    async (request) => getDiscount(deps.db, viewScopeOf(request), request.body.Id),
  );

  app.post(
    '/Discount/CreateDiscount',
    { config, schema: { tags, body: ZDiscountFields, response: { 200: ZDiscountMutationResponse } } },
    async (request) =>
      createDiscount(deps.db, viewScopeOf(request), actorOf(request), cashDiscountFlag(request), request.body),
  );

  app.post(
    '/Discount/UpdateDiscount',
    { config, schema: { tags, body: ZDiscountFields, response: { 200: ZDiscountMutationResponse } } },
    async (request) =>
      updateDiscount(deps.db, viewScopeOf(request), actorOf(request), cashDiscountFlag(request), request.body),
  );

  app.post(
    '/Discount/DeleteDiscount',
    { config, schema: { tags, body: ZDeleteDiscountRequest, response: { 200: ZDiscountMutationResponse } } },
    async (request) => deleteDiscount(deps.db, viewScopeOf(request), actorOf(request), request.body),
  );
}

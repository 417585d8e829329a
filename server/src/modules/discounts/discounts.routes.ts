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
import { forbidden } from '../../plugins/errors.ts';
import { requireMerchantSession, requirePortalState } from '../../plugins/session.ts';
import type { TDiscountScope } from './discounts.queries.ts';
import {
  createDiscount,
  deleteDiscount,
  discountMetadata,
  getDiscount,
  listDiscounts,
  updateDiscount,
  type TDiscountActor,
} from './discounts.service.ts';

/** Every call serves the Discounts pages (menu/discounts and its detail share the rule). */
const config = { access: access.route('menu/discounts') };

/** The session's merchant and view; a session that has not chosen a store or the company view has neither. */
const scopeOf = (request: FastifyRequest): TDiscountScope => {
  const { merchantId, storeId } = requireMerchantSession(request);
  if (storeId === null) throw forbidden();
  return { merchantId, storeId };
};

export function discountRoutes(app: TApp, deps: TDeps): void {
  const tags = ['discounts'];
  const actorOf = async (request: FastifyRequest): Promise<TDiscountActor> => ({
    ...scopeOf(request),
    cashDiscountFlag: isFlagOn(requirePortalState(request).flags, 'cashDiscount'),
  });

  app.post(
    '/Discount/GetActiveDiscounts',
    { config, schema: { tags, body: ZDiscountListRequest, response: { 200: ZDiscountListResponse } } },
    async (request) => listDiscounts(deps.db, scopeOf(request), request.body),
  );

  app.post(
    '/Discount/GetMetadata',
    { config, schema: { tags, body: z.object({}).optional(), response: { 200: ZDiscountMetadata } } },
    async (request) => discountMetadata(deps.db, scopeOf(request)),
  );

  app.post(
    '/Discount/GetDiscount',
    { config, schema: { tags, body: ZDiscountIdRequest, response: { 200: ZDiscountDetail } } },
    async (request) => getDiscount(deps.db, scopeOf(request), request.body.Id),
  );

  app.post(
    '/Discount/CreateDiscount',
    { config, schema: { tags, body: ZDiscountFields, response: { 200: ZDiscountMutationResponse } } },
    async (request) => createDiscount(deps.db, await actorOf(request), request.body),
  );

  app.post(
    '/Discount/UpdateDiscount',
    { config, schema: { tags, body: ZDiscountFields, response: { 200: ZDiscountMutationResponse } } },
    async (request) => updateDiscount(deps.db, await actorOf(request), request.body),
  );

  app.post(
    '/Discount/DeleteDiscount',
    { config, schema: { tags, body: ZDeleteDiscountRequest, response: { 200: ZDiscountMutationResponse } } },
    async (request) => deleteDiscount(deps.db, scopeOf(request), request.body),
  );
}

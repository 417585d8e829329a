import {
  PROMOTIONS_PAGE,
  PROMOTIONS_PATH as PATH,
  ZPromotion,
  ZPromotionChoices,
  ZPromotionDeleteRequest,
  ZPromotionInsertRequest,
  ZPromotionKey,
  ZPromotionPreviewRequest,
  ZPromotionPreviewResponse,
  ZPromotionSaveResponse,
  ZPromotionsListRequest,
  ZPromotionsListResponse,
  ZPromotionUpdateRequest,
} from '@mp/contracts/promotions';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import {
  addPromotion,
  changePromotion,
  getPromotion,
  listPromotions,
  previewPromotion,
  promotionChoices,
  removePromotion,
} from './promotions.service.ts';

/**
 * Inventory → Pricing → Promotions (issue 21 item 6): the page's rule guards every call; the promotions are the
 * merchant's catalogue, read, previewed and changed in every view as the categories are (README: the catalogue's view
 * rule). Reads open before a store is chosen (as the menu's); a change needs the view.
 */
const readConfig = { access: access.route(PROMOTIONS_PAGE), scope: tenancy.viewOrCompany };
const config = { access: access.route(PROMOTIONS_PAGE), scope: tenancy.view };
const tags = ['promotions'];

export function promotionsRoutes(app: TApp, deps: TDeps): void {
  const { db } = deps;
  app.post(
    PATH.getAll,
    { config: readConfig, schema: { tags, body: ZPromotionsListRequest, response: { 200: ZPromotionsListResponse } } },
    async (request) => listPromotions(db, viewScopeOf(request), request.body),
  );
  app.post(
    PATH.get,
    { config: readConfig, schema: { tags, body: ZPromotionKey, response: { 200: ZPromotion } } },
    async (request) => getPromotion(db, viewScopeOf(request), request.body.PromotionId),
  );
  app.post(
    PATH.choices,
    { config: readConfig, schema: { tags, body: z.object({}).optional(), response: { 200: ZPromotionChoices } } },
    async (request) => promotionChoices(db, viewScopeOf(request)),
  );
  app.post(
    PATH.preview,
    {
      config: readConfig,
      schema: { tags, body: ZPromotionPreviewRequest, response: { 200: ZPromotionPreviewResponse } },
    },
    async (request) => previewPromotion(db, viewScopeOf(request), request.body),
  );
  app.post(
    PATH.insert,
    { config, schema: { tags, body: ZPromotionInsertRequest, response: { 200: ZPromotionSaveResponse } } },
    async (request) => addPromotion(db, viewScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    PATH.update,
    { config, schema: { tags, body: ZPromotionUpdateRequest, response: { 200: ZPromotionSaveResponse } } },
    async (request) => changePromotion(db, viewScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    PATH.delete,
    { config, schema: { tags, body: ZPromotionDeleteRequest, response: { 200: ZPromotionSaveResponse } } },
    async (request) => removePromotion(db, viewScopeOf(request), actorOf(request), request.body),
  );
}

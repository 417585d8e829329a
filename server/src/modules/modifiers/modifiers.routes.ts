import {
  isModifiersViewOnly,
  MODIFIERS_PAGE,
  MODIFIERS_PATH as PATH,
  ZMenuItemsResponse,
  ZModifierGroup,
  ZModifierGroupDeleteResponse,
  ZModifierGroupIdQuery,
  ZModifierGroupListQuery,
  ZModifierGroupListResponse,
  ZModifierGroupSaveRequest,
  ZModifierGroupSaveResponse,
  ZModifierItemsResponse,
  ZModifierLookupQuery,
  ZPriceChangePreviewRequest,
  ZPriceChangePreviewResponse,
} from '@mp/contracts/modifiers';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { viewStoreId } from '../../db/tenant.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import {
  getModifierGroup,
  listModifierGroups,
  lookupMenuItems,
  lookupModifierItems,
  priceChangePreview,
  removeModifierGroup,
  saveModifierGroup,
  type TModifiersAccess,
} from './modifiers.service.ts';

/**
 * Inventory → Configuration → Modifiers: the page's rule (feature 17, the configuration entry) guards every call.
 * The groups are the merchant's: every view reads them, queries filter by the session's merchant; a store view of a
 * merchant with several live stores only reads (contracts isModifiersViewOnly).
 */
const config = { access: access.route(MODIFIERS_PAGE), scope: tenancy.viewOrCompany };
const tags = ['modifiers'];

const accessOf = (request: FastifyRequest): TModifiersAccess => ({
  viewOnly: isModifiersViewOnly(
    viewStoreId(viewScopeOf(request)),
    requirePortalState(request).context.activeStoreCount,
  ),
});

export function modifiersRoutes(app: TApp, deps: TDeps): void {
  const { db } = deps;

  app.get(
    PATH.list,
    { config, schema: { tags, querystring: ZModifierGroupListQuery, response: { 200: ZModifierGroupListResponse } } },
    async (request) => listModifierGroups(db, viewScopeOf(request), request.query),
  );
  app.get(
    PATH.byId,
    { config, schema: { tags, querystring: ZModifierGroupIdQuery, response: { 200: ZModifierGroup } } },
    async (request) => getModifierGroup(db, viewScopeOf(request), request.query.modifierGroupId),
  );
  app.get(
    PATH.modifierItems,
    { config, schema: { tags, querystring: ZModifierLookupQuery, response: { 200: ZModifierItemsResponse } } },
    async (request) => lookupModifierItems(db, viewScopeOf(request), request.query.SearchArg),
  );
  app.get(
    PATH.menuItems,
    { config, schema: { tags, querystring: ZModifierLookupQuery, response: { 200: ZMenuItemsResponse } } },
    async (request) => lookupMenuItems(db, viewScopeOf(request), request.query.SearchArg),
  );
  app.post(
    PATH.pricePreview,
    {
      config,
      schema: { tags, body: ZPriceChangePreviewRequest, response: { 200: ZPriceChangePreviewResponse } },
    },
    async (request) => priceChangePreview(db, viewScopeOf(request), request.body.Modifiers),
  );
  app.post(
    PATH.save,
    { config, schema: { tags, body: ZModifierGroupSaveRequest, response: { 200: ZModifierGroupSaveResponse } } },
    async (request) => saveModifierGroup(db, viewScopeOf(request), actorOf(request), accessOf(request), request.body),
  );
  app.delete(
    PATH.remove,
    { config, schema: { tags, querystring: ZModifierGroupIdQuery, response: { 200: ZModifierGroupDeleteResponse } } },
    async (request) =>
      removeModifierGroup(db, viewScopeOf(request), actorOf(request), accessOf(request), request.query.modifierGroupId),
  );
}

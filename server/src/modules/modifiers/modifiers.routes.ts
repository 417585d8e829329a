import {
  isModifiersViewOnly,
  MODIFIERS_PAGE,
  MODIFIERS_PATH as PATH,
  ZItemModifierGroups,
  ZItemModifierGroupsQuery,
  ZItemModifierGroupsSaveRequest,
  ZItemModifierGroupsSaveResponse,
  ZMenuItemsResponse,
  ZModifierGroup,
  ZModifierGroupDeleteResponse,
  ZModifierGroupIdQuery,
  ZModifierGroupListQuery,
  ZModifierGroupListResponse,
  ZModifierGroupLookupResponse,
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
  getItemModifierGroups,
  getModifierGroup,
  listModifierGroups,
  lookupMenuItems,
  lookupModifierGroups,
  lookupModifierItems,
  priceChangePreview,
  removeModifierGroup,
  saveItemModifierGroups,
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
/**
 * The item detail's panel: its page's rule (the categories-or-items page, as the restrictions panel beside it), so
 * whoever edits the item assigns its groups; changes follow the same view-only rule as the Modifiers page.
 */
const itemPageConfig = { access: access.route('menu/categoriesoritems'), scope: tenancy.viewOrCompany };

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
  app.get(
    PATH.itemGroups,
    {
      config: itemPageConfig,
      schema: { tags, querystring: ZItemModifierGroupsQuery, response: { 200: ZItemModifierGroups } },
    },
    async (request) => getItemModifierGroups(db, viewScopeOf(request), request.query.ItemMasterId),
  );
  app.get(
    PATH.groupLookup,
    {
      config: itemPageConfig,
      schema: { tags, querystring: ZModifierLookupQuery, response: { 200: ZModifierGroupLookupResponse } },
    },
    async (request) => lookupModifierGroups(db, viewScopeOf(request), request.query.SearchArg),
  );
  app.post(
    PATH.saveItemGroups,
    {
      config: itemPageConfig,
      schema: { tags, body: ZItemModifierGroupsSaveRequest, response: { 200: ZItemModifierGroupsSaveResponse } },
    },
    async (request) =>
      saveItemModifierGroups(db, viewScopeOf(request), actorOf(request), accessOf(request), request.body),
  );
}

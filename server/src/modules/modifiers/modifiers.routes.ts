import {
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
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
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
} from './modifiers.service.ts';

/**
 * Inventory → Configuration → Modifiers: the page's rule (feature 17, the configuration entry) guards every call.
 * The groups are the merchant's catalogue: every view reads and changes them as the categories are (README: the
 * catalogue's view rule); queries filter by the session's merchant.
 */
const config = { access: access.route(MODIFIERS_PAGE), scope: tenancy.viewOrCompany };
const tags = ['modifiers'];
/**
 * The item detail's panel: its page's rule (the categories-or-items page, as the restrictions panel beside it), so
 * whoever edits the item assigns its groups.
 */
const itemPageConfig = { access: access.route('menu/categoriesoritems'), scope: tenancy.viewOrCompany };

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
    async (request) => saveModifierGroup(db, viewScopeOf(request), actorOf(request), request.body),
  );
  app.delete(
    PATH.remove,
    { config, schema: { tags, querystring: ZModifierGroupIdQuery, response: { 200: ZModifierGroupDeleteResponse } } },
    async (request) => removeModifierGroup(db, viewScopeOf(request), actorOf(request), request.query.modifierGroupId),
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
    async (request) => saveItemModifierGroups(db, viewScopeOf(request), actorOf(request), request.body),
  );
}

import {
  RESTRICTIONS_PAGE,
  RESTRICTIONS_PATH as PATH,
  ZItemRestrictionsRequest,
  ZItemRestrictionsResponse,
  ZRestriction,
  ZRestrictionDeleteRequest,
  ZRestrictionInsertRequest,
  ZRestrictionKey,
  ZRestrictionSaveResponse,
  ZRestrictionsListRequest,
  ZRestrictionsListResponse,
  ZRestrictionTargets,
  ZRestrictionUpdateRequest,
} from '@mp/contracts/restrictions';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import {
  addRestriction,
  changeRestriction,
  getRestriction,
  itemRestrictions,
  listRestrictions,
  removeRestriction,
  restrictionTargets,
} from './restrictions.service.ts';

/**
 * Inventory → Configuration → Restrictions (issue 21 item 4): the page's rule guards its calls; restrictions are the
 * merchant's catalogue, read and changed in every view as the categories are (README: the catalogue's view rule). The item detail's
 * panel is part of the items page and answers to that page's rule.
 */
// Reads open before a store is chosen (as the menu's); a change needs the view, whose rule says who may make it.
const readConfig = { access: access.route(RESTRICTIONS_PAGE), scope: tenancy.viewOrCompany };
const config = { access: access.route(RESTRICTIONS_PAGE), scope: tenancy.view };
const itemPageConfig = { access: access.route('menu/categoriesoritems'), scope: tenancy.viewOrCompany };
const tags = ['restrictions'];

export function restrictionsRoutes(app: TApp, deps: TDeps): void {
  const { db } = deps;
  app.post(
    PATH.list,
    {
      config: readConfig,
      schema: { tags, body: ZRestrictionsListRequest, response: { 200: ZRestrictionsListResponse } },
    },
    async (request) => listRestrictions(db, viewScopeOf(request), request.body),
  );
  app.post(
    PATH.get,
    { config: readConfig, schema: { tags, body: ZRestrictionKey, response: { 200: ZRestriction } } },
    async (request) => getRestriction(db, viewScopeOf(request), request.body.RestrictionId),
  );
  app.post(
    PATH.targets,
    { config: readConfig, schema: { tags, body: z.object({}).optional(), response: { 200: ZRestrictionTargets } } },
    async (request) => restrictionTargets(db, viewScopeOf(request)),
  );
  app.post(
    PATH.insert,
    { config, schema: { tags, body: ZRestrictionInsertRequest, response: { 200: ZRestrictionSaveResponse } } },
    async (request) => addRestriction(db, viewScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    PATH.update,
    { config, schema: { tags, body: ZRestrictionUpdateRequest, response: { 200: ZRestrictionSaveResponse } } },
    async (request) => changeRestriction(db, viewScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    PATH.delete,
    { config, schema: { tags, body: ZRestrictionDeleteRequest, response: { 200: ZRestrictionSaveResponse } } },
    async (request) => removeRestriction(db, viewScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    PATH.ofItem,
    {
      config: itemPageConfig,
      schema: { tags, body: ZItemRestrictionsRequest, response: { 200: ZItemRestrictionsResponse } },
    },
    async (request) => itemRestrictions(db, viewScopeOf(request), request.body.ItemMasterId),
  );
}

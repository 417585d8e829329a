import {
  isPayCodesViewOnly,
  PAY_CODES_PAGE,
  PAY_CODES_PATH,
  ZPayCodeInsertRequest,
  ZPayCodeSaveResponse,
  ZPayCodesListRequest,
  ZPayCodesListResponse,
  ZPayCodeUpdateRequest,
} from '@mp/contracts/pay-codes';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { viewStoreId } from '../../db/tenant.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { addPayCode, changePayCode, listPayCodes, type TPayCodesAccess } from './pay-codes.service.ts';

/**
 * Settings → Pay In/Out Codes (spec 3 §2.4, §7.1): the page's own rule (its feature) guards every call; the codes are
 * the merchant's, read in any view, changed unless the session is view-only (a store of a multi-store company).
 */
const config = { access: access.route(PAY_CODES_PAGE), scope: tenancy.view };
const tags = ['pay codes'];

const accessOf = (request: FastifyRequest): TPayCodesAccess => ({
  viewOnly: isPayCodesViewOnly(viewStoreId(viewScopeOf(request)), requirePortalState(request).context.activeStoreCount),
});

export function payCodesRoutes(app: TApp, deps: TDeps): void {
  app.post(
    PAY_CODES_PATH.getAll,
    { config, schema: { tags, body: ZPayCodesListRequest, response: { 200: ZPayCodesListResponse } } },
    async (request) => listPayCodes(deps.db, viewScopeOf(request)),
  );

  app.post(
    PAY_CODES_PATH.insert,
    { config, schema: { tags, body: ZPayCodeInsertRequest, response: { 200: ZPayCodeSaveResponse } } },
    async (request) => addPayCode(deps.db, viewScopeOf(request), actorOf(request), accessOf(request), request.body),
  );

  app.post(
    PAY_CODES_PATH.update,
    { config, schema: { tags, body: ZPayCodeUpdateRequest, response: { 200: ZPayCodeSaveResponse } } },
    async (request) => changePayCode(deps.db, viewScopeOf(request), actorOf(request), accessOf(request), request.body),
  );
}

import { POS_MESSAGES_PATH, ZPosMessageListRequest, ZPosMessageListResponse } from '@mp/contracts/pos-messages';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { listPosMessages } from './pos-messages.service.ts';

/**
 * The POS messages page (spec 3 §2.4, issue 18 §7): restaurants (product type 2) with the POS-messages flag and the
 * feature. Messages belong to the merchant; the call needs a chosen store or the company view, and both list them.
 */
export function posMessageRoutes(app: TApp, deps: TDeps): void {
  app.post(
    '/PosMessages/GetPosMessages',
    {
      config: { access: access.route(POS_MESSAGES_PATH), scope: tenancy.view },
      schema: { tags: ['posMessages'], body: ZPosMessageListRequest, response: { 200: ZPosMessageListResponse } },
    },
    async (request) => listPosMessages(deps.db, viewScopeOf(request), request.body),
  );
}

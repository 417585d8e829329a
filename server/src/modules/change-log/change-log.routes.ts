import { ZChangeLogRequest, ZChangeLogResponse } from '@mp/contracts/change-log';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { changeLogList } from './change-log.service.ts';

/**
 * The Change log page (Settings → Change Log) is open to every user; what it lists depends on who asks. A session
 * that has chosen no store reads the merchant's log (an admin who picked only a merchant).
 */
const config = { access: access.route('settings/changelog'), scope: tenancy.viewOrCompany };

export function changeLogRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/ChangeLog/GetChangeLog',
    { config, schema: { tags: ['change-log'], querystring: ZChangeLogRequest, response: { 200: ZChangeLogResponse } } },
    async (request) => {
      const { isAdminUser, isMerchantAdminUser } = requirePortalState(request).access;
      return changeLogList(deps.db, viewScopeOf(request), isAdminUser || isMerchantAdminUser, request.query);
    },
  );
}

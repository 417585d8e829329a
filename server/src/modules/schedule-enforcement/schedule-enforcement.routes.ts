import {
  SCHEDULE_ENFORCEMENT_ERROR,
  SCHEDULE_ENFORCEMENT_PATH,
  ZGetScheduleEnforcementQuery,
  ZSaveScheduleEnforcementRequest,
  ZSaveScheduleEnforcementResponse,
  ZScheduleEnforcement,
} from '@mp/contracts/schedule-enforcement';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, storeScopeOf, tenancy } from '../../plugins/tenancy.ts';
import { getScheduleEnforcement, saveScheduleEnforcement } from './schedule-enforcement.service.ts';

/**
 * The Schedule Enforcement page (manager mode plus its flag): one store's enforcement, so the company view is refused
 * (the screen shows its Alert there without asking).
 */
const config = {
  access: access.route('employees/scheduleEnforcement'),
  scope: tenancy.store({
    status: 403,
    messageKey: SCHEDULE_ENFORCEMENT_ERROR.storeViewOnly,
    message: 'Schedule enforcement is set per store: choose a store.',
  }),
};
const tags = ['schedule enforcement'];

export function scheduleEnforcementRoutes(app: TApp, deps: TDeps): void {
  app.get(
    SCHEDULE_ENFORCEMENT_PATH.get,
    { config, schema: { tags, querystring: ZGetScheduleEnforcementQuery, response: { 200: ZScheduleEnforcement } } },
    async (request) => getScheduleEnforcement(deps.db, storeScopeOf(request), request.query),
  );

  app.post(
    SCHEDULE_ENFORCEMENT_PATH.save,
    {
      config,
      schema: { tags, body: ZSaveScheduleEnforcementRequest, response: { 200: ZSaveScheduleEnforcementResponse } },
    },
    async (request) => saveScheduleEnforcement(deps.db, storeScopeOf(request), actorOf(request), request.body),
  );
}

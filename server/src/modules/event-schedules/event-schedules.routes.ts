import {
  EVENT_SCHEDULES_PAGE,
  EVENT_SCHEDULES_PATH as PATH,
  isEventSchedulesViewOnly,
  ZEventSchedule,
  ZEventScheduleDeleteRequest,
  ZEventScheduleInsertRequest,
  ZEventScheduleKey,
  ZEventScheduleSaveResponse,
  ZEventSchedulesListRequest,
  ZEventSchedulesListResponse,
  ZEventScheduleUpdateRequest,
} from '@mp/contracts/event-schedules';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { viewStoreId } from '../../db/tenant.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import {
  addEventSchedule,
  changeEventSchedule,
  getEventSchedule,
  listEventSchedules,
  removeEventSchedule,
  type TEventSchedulesAccess,
} from './event-schedules.service.ts';

/**
 * Inventory → Configuration → Events (spec 2 §7 EventSchedule; issue 21 item 5): the page's rule guards every call;
 * the schedules are the merchant's, read in any view, changed unless the session is a store of a multi-store company.
 */
// Reads open before a store is chosen (as the menu's); a change needs the view, whose rule says who may make it.
const readConfig = { access: access.route(EVENT_SCHEDULES_PAGE), scope: tenancy.viewOrCompany };
const config = { access: access.route(EVENT_SCHEDULES_PAGE), scope: tenancy.view };
const tags = ['event schedules'];

const accessOf = (request: FastifyRequest): TEventSchedulesAccess => ({
  viewOnly: isEventSchedulesViewOnly(
    viewStoreId(viewScopeOf(request)),
    requirePortalState(request).context.activeStoreCount,
  ),
});

export function eventSchedulesRoutes(app: TApp, deps: TDeps): void {
  const { db } = deps;
  app.post(
    PATH.getAll,
    {
      config: readConfig,
      schema: { tags, body: ZEventSchedulesListRequest, response: { 200: ZEventSchedulesListResponse } },
    },
    async (request) => listEventSchedules(db, viewScopeOf(request), request.body),
  );
  app.post(
    PATH.get,
    { config: readConfig, schema: { tags, body: ZEventScheduleKey, response: { 200: ZEventSchedule } } },
    async (request) => getEventSchedule(db, viewScopeOf(request), request.body.EventScheduleId),
  );
  app.post(
    PATH.insert,
    { config, schema: { tags, body: ZEventScheduleInsertRequest, response: { 200: ZEventScheduleSaveResponse } } },
    async (request) => addEventSchedule(db, viewScopeOf(request), accessOf(request), actorOf(request), request.body),
  );
  app.post(
    PATH.update,
    { config, schema: { tags, body: ZEventScheduleUpdateRequest, response: { 200: ZEventScheduleSaveResponse } } },
    async (request) => changeEventSchedule(db, viewScopeOf(request), accessOf(request), actorOf(request), request.body),
  );
  app.post(
    PATH.delete,
    { config, schema: { tags, body: ZEventScheduleDeleteRequest, response: { 200: ZEventScheduleSaveResponse } } },
    async (request) => removeEventSchedule(db, viewScopeOf(request), accessOf(request), actorOf(request), request.body),
  );
}

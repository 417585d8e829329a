import {
  EVENT_SCHEDULES_PAGE,
  EVENT_SCHEDULES_PATH as PATH,
  ZEventSchedule,
  ZEventScheduleDeleteRequest,
  ZEventScheduleInsertRequest,
  ZEventScheduleKey,
  ZEventScheduleSaveResponse,
  ZEventSchedulesListRequest,
  ZEventSchedulesListResponse,
  ZEventScheduleUpdateRequest,
} from '@mp/contracts/event-schedules';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import {
  addEventSchedule,
  changeEventSchedule,
  getEventSchedule,
  listEventSchedules,
  removeEventSchedule,
} from './event-schedules.service.ts';

/**
 * Inventory → Configuration → Events (spec 2 §7 EventSchedule; issue 21 item 5): the page's rule guards every call;
 * the schedules are the merchant's catalogue, read and changed in every view as the categories are (README: the
 * catalogue's view rule).
 */
// Reads open before a store is chosen (as the menu's); a change needs the view, whose rule says who may make it.
const readConfig = { access: access.route(EVENT_SCHEDULES_PAGE), scope: tenancy.viewOrCompany };
const config = { access: access.route(EVENT_SCHEDULES_PAGE), scope: tenancy.view };
const tags = ['event schedules'];

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
    async (request) => addEventSchedule(db, viewScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    PATH.update,
    { config, schema: { tags, body: ZEventScheduleUpdateRequest, response: { 200: ZEventScheduleSaveResponse } } },
    async (request) => changeEventSchedule(db, viewScopeOf(request), actorOf(request), request.body),
  );
  app.post(
    PATH.delete,
    { config, schema: { tags, body: ZEventScheduleDeleteRequest, response: { 200: ZEventScheduleSaveResponse } } },
    async (request) => removeEventSchedule(db, viewScopeOf(request), actorOf(request), request.body),
  );
}

import {
  ZCreateScheduleRequest,
  ZSchedule,
  ZScheduleDeleted,
  ZScheduleIdQuery,
  ZScheduleList,
  ZScheduleListRequest,
  ZScheduleSaved,
  ZSetDigestRequest,
  ZUpdateScheduleRequest,
} from '@mp/contracts/report-schedules';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../../app-types.ts';
import { access } from '../../../plugins/access-guard.ts';
import { requirePortalState, requireSession } from '../../../plugins/session.ts';
import { tenancy, viewScopeOf } from '../../../plugins/tenancy.ts';
import {
  createUserSchedule,
  deleteUserSchedule,
  getUserSchedule,
  listUserSchedules,
  setDailyDigest,
  updateUserSchedule,
  type TScheduleActor,
} from './schedules.service.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

/** The screen that manages schedules (Results → Scheduled reports): every call is gated like it. */
export const SCHEDULES_PAGE = 'results/schedules';

/**
 * Scheduled reports (issue 16 §7), calls of our own under /ReportSchedule: a user's schedules are theirs alone (another
 * user's or merchant's id answers 404), belong to the view they were made in, and are made only for reports the user
 * may open and export. The public unsubscribe link is in unsubscribe.routes.ts.
 */
export function reportScheduleRoutes(app: TApp, deps: TDeps): void {
  const tags = ['Scheduled reports'];
  const config = { access: access.route(SCHEDULES_PAGE), scope: tenancy.view };
  const actorOf = (request: FastifyRequest): TScheduleActor => ({
    db: deps.db,
    view: viewScopeOf(request),
    userId: requireSession(request).userId,
    access: requirePortalState(request).access,
    now: new Date(),
  });

  app.get(
    '/ReportSchedule/GetSchedules',
    { config, schema: { tags, querystring: ZScheduleListRequest, response: { 200: ZScheduleList } } },
    async (request) => listUserSchedules(deps.db, viewScopeOf(request), requireSession(request).userId, request.query),
  );
  app.get(
    '/ReportSchedule/GetSchedule',
    { config, schema: { tags, querystring: ZScheduleIdQuery, response: { 200: ZSchedule } } },
    async (request) => getUserSchedule(deps.db, viewScopeOf(request), requireSession(request).userId, request.query.Id),
  );
  app.post(
    '/ReportSchedule/CreateSchedule',
    { config, schema: { tags, body: ZCreateScheduleRequest, response: { 200: ZScheduleSaved } } },
    async (request) => createUserSchedule(actorOf(request), request.body),
  );
  app.put(
    '/ReportSchedule/UpdateSchedule',
    { config, schema: { tags, body: ZUpdateScheduleRequest, response: { 200: ZScheduleSaved } } },
    async (request) => updateUserSchedule(actorOf(request), request.body),
  );
  app.delete(
    '/ReportSchedule/DeleteSchedule',
    { config, schema: { tags, querystring: ZScheduleIdQuery, response: { 200: ZScheduleDeleted } } },
    async (request) =>
      deleteUserSchedule(deps.db, viewScopeOf(request), requireSession(request).userId, request.query.Id),
  );
  app.post(
    '/ReportSchedule/SetDailyDigest',
    { config, schema: { tags, body: ZSetDigestRequest, response: { 200: ZScheduleDeleted } } },
    async (request) =>
      setDailyDigest(actorOf(request), request.body.IsOn, requirePortalState(request).context.user.email),
  );
  unsubscribeRoutes(app, deps);
}

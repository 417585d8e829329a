import {
  DASHBOARD_PATH,
  ZActivitySummary,
  ZDashboardRange,
  ZHomeSummary,
  ZSalesDashboard,
} from '@mp/contracts/dashboards';
import type { TApp, TDeps } from '../../../app-types.ts';
import { access } from '../../../plugins/access-guard.ts';
import { tenancy, viewScopeOf } from '../../../plugins/tenancy.ts';
import { inReportSnapshot } from '../report-engine.ts';
import { activitySummary, homeSummary, salesDashboard } from './dashboards.service.ts';

/**
 * The dashboards (issue 15 §6): Home's summary of today for any signed-in user looking at a store or the company
 * view (an admin who has chosen no merchant is refused with a 403, and Home asks them to choose one first), and My
 * Store's Activity Summary and Sales Dashboard, gated like their pages (spec 3 §2.4). They only read: GETs.
 */
export function dashboardRoutes(app: TApp, deps: TDeps): void {
  const tags = ['Dashboard'];

  app.get(
    DASHBOARD_PATH.home,
    { config: { access: access.session, scope: tenancy.view }, schema: { tags, response: { 200: ZHomeSummary } } },
    async (request) => inReportSnapshot(deps.db, (db) => homeSummary(db, viewScopeOf(request))),
  );

  app.get(
    DASHBOARD_PATH.activity,
    {
      config: { access: access.route('mystore/activitysummary'), scope: tenancy.view },
      schema: { tags, querystring: ZDashboardRange, response: { 200: ZActivitySummary } },
    },
    async (request) => inReportSnapshot(deps.db, (db) => activitySummary(db, viewScopeOf(request), request.query)),
  );

  app.get(
    DASHBOARD_PATH.sales,
    {
      config: { access: access.route('mystore/salesdashboard'), scope: tenancy.view },
      schema: { tags, querystring: ZDashboardRange, response: { 200: ZSalesDashboard } },
    },
    async (request) => inReportSnapshot(deps.db, (db) => salesDashboard(db, viewScopeOf(request), request.query)),
  );
}

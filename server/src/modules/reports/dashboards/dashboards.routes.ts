import {
  DASHBOARD_PATH,
  ZActivitySummary,
  ZCustomerDashboard,
  ZDashboardRange,
  ZHomeSummary,
  ZSalesDashboard,
} from '@mp/contracts/dashboards';
import type { TApp, TDeps } from '../../../app-types.ts';
import { access } from '../../../plugins/access-guard.ts';
import { tenancy, viewScopeOf } from '../../../plugins/tenancy.ts';
import { inReportSnapshot } from '../report-engine.ts';
import { activitySummary, customerDashboard, homeSummary, salesDashboard } from './dashboards.service.ts';

/**
 * The dashboards (issue 15 §6): Home's summary of today for any signed-in user looking at a store or the company
 * view (an admin who has chosen no merchant is refused with a 403, and Home asks them to choose one first), and My
 * Store's Activity Summary, Sales Dashboard and Customer Dashboard, gated like their pages (spec 3 §2.4: the customer
 * one is refused at a store of tier 4, where its menu entry is hidden). They only read: GETs.
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

  app.get(
    DASHBOARD_PATH.customers,
    {
      config: { access: access.route('mystore/customerdashboard'), scope: tenancy.view },
      schema: { tags, querystring: ZDashboardRange, response: { 200: ZCustomerDashboard } },
    },
    async (request) => inReportSnapshot(deps.db, (db) => customerDashboard(db, viewScopeOf(request), request.query)),
  );
}

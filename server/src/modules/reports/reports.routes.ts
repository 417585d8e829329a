import {
  REPORT_SERVICE_VERSION,
  REPORTS,
  reportPath,
  ZReportParams,
  ZReportResult,
  ZReportVersion,
} from '@mp/contracts/reports';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { OPERATIONS_REPORTS } from './operations/operations-reports.ts';
import { runReport, type TReportRunner } from './report-engine.ts';
import { SALES_REPORTS } from './sales/sales-reports.ts';

const RUNNERS: ReadonlyMap<string, TReportRunner> = new Map(
  [...OPERATIONS_REPORTS, ...SALES_REPORTS].map((runner) => [runner.file, runner]),
);

/**
 * The report service (spec 2 §7): `GET /api/Reports/version`, and one `GET /api/reports/{file}` per report this
 * release computes, each gated like its page in the side navigation (`results/<group>/<id>`) and answering for the
 * session's store or company view. Reports only read, so they are GETs: a report's URL is its bookmark.
 */
export function reportsRoutes(app: TApp, deps: TDeps): void {
  const tags = ['Reports'];

  app.get(
    '/api/Reports/version',
    { config: { access: access.session }, schema: { tags, response: { 200: ZReportVersion } } },
    async () => ({ Version: REPORT_SERVICE_VERSION }),
  );

  for (const report of REPORTS) {
    const runner = RUNNERS.get(report.file);
    if (!runner) continue;
    app.get(
      `/api/reports/${report.file}`,
      {
        config: { access: access.route(reportPath(report)), scope: tenancy.view },
        schema: { tags, querystring: ZReportParams, response: { 200: ZReportResult } },
      },
      async (request) =>
        runReport(deps.db, viewScopeOf(request), runner, request.query, requirePortalState(request).access.productType),
    );
  }
}

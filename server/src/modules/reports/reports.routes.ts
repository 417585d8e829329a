import {
  mayExportReports,
  REPORT_ERROR,
  REPORT_SERVICE_VERSION,
  REPORTS,
  reportPath,
  ZReportExportPath,
  ZReportExportQuery,
  ZReportParams,
  ZReportResult,
  ZReportVersion,
} from '@mp/contracts/reports';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { ApiError } from '../../plugins/errors.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import { runReport } from './report-engine.ts';
import { reportFile } from './report-export.ts';
import { REPORT_RUNNERS } from './report-runners.ts';

/**
 * The report service (spec 2 §7): `GET /api/Reports/version`, and one `GET /api/reports/{file}` per report this
 * release computes, each gated like its page in the side navigation (`results/<group>/<id>`) and answering for the
 * session's store or company view. Reports only read, so they are GETs: a report's URL is its bookmark. Each also
 * downloads as a file (`GET /api/reports/{file}/export/{csv|xlsx|pdf}`, issue 15 §3) under the same access and scope,
 * except for provider support staff without the merchant's allowAdminReportExport flag (spec 2 §2).
 */
export function reportsRoutes(app: TApp, deps: TDeps): void {
  const tags = ['Reports'];

  app.get(
    '/api/Reports/version',
    { config: { access: access.session }, schema: { tags, response: { 200: ZReportVersion } } },
    async () => ({ Version: REPORT_SERVICE_VERSION }),
  );

  for (const report of REPORTS) {
    const runner = REPORT_RUNNERS.get(report.file);
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
    app.get(
      `/api/reports/${report.file}/export/:format`,
      {
        config: { access: access.route(reportPath(report)), scope: tenancy.view },
        schema: { tags, params: ZReportExportPath, querystring: ZReportExportQuery },
      },
      async (request, reply) => {
        const state = requirePortalState(request);
        if (!mayExportReports(state.access))
          throw new ApiError(403, REPORT_ERROR.exportNotAllowed, 'Export is not allowed for this account.');
        const { SortColumn, SortDirection, ...params } = request.query;
        const result = await runReport(deps.db, viewScopeOf(request), runner, params, state.access.productType);
        const file = reportFile(result, request.params.format, { column: SortColumn, direction: SortDirection });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.stream);
      },
    );
  }
}

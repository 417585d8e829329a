import fastifyMultipart from '@fastify/multipart';
import { ZCategoryItem, ZReportHomeRequest, ZValueDisplay } from '@mp/contracts/reports';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { tenancy, viewScopeOf } from '../../plugins/tenancy.ts';
import {
  priceOverrideEmployees,
  reportCategories,
  reportModifierGroups,
  reportNonSalesRevenueCategories,
} from './report-home.queries.ts';

/**
 * The report bars' dropdowns (spec 2 §7): `POST /ReportHome/...` with FromDate and ToDate, as the legacy page sends
 * them (multipart form data for two of them; every call also takes a urlencoded or JSON body). Multipart parsing is
 * registered for these routes alone, fields only (no file is ever accepted), its fields put on the body so the
 * contract's schema validates them like any other body. Gated like the Reports hub, for the session's view.
 */
export function reportHomeRoutes(app: TApp, deps: TDeps): void {
  void app.register(async (scoped) => {
    await scoped.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 0, fields: 20, fieldSize: 1024, parts: 20 },
    });
    const routes = scoped.withTypeProvider<ZodTypeProvider>();
    const config = { access: access.route('results'), scope: tenancy.view };
    const tags = ['Reports'];
    const valueDisplay = { tags, body: ZReportHomeRequest, response: { 200: z.array(ZValueDisplay) } };

    routes.post(
      '/ReportHome/GetAllCategories',
      { config, schema: { tags, body: ZReportHomeRequest, response: { 200: z.array(ZCategoryItem) } } },
      async (request) => reportCategories(deps.db, viewScopeOf(request)),
    );
    routes.post('/ReportHome/GetModifierGroupDropDownForModifierSales', { config, schema: valueDisplay }, (request) =>
      reportModifierGroups(deps.db, viewScopeOf(request)),
    );
    routes.post('/ReportHome/GetAllNonSalesRevenueCategories', { config, schema: valueDisplay }, (request) =>
      reportNonSalesRevenueCategories(deps.db, viewScopeOf(request)),
    );
    routes.post('/ReportHome/GetEmployeeDropDownForPriceOverrides', { config, schema: valueDisplay }, (request) =>
      priceOverrideEmployees(deps.db, viewScopeOf(request), { from: request.body.FromDate, to: request.body.ToDate }),
    );
  });
}

import { CUSTOMER_REPORTS } from './customer/customer-reports.ts';
import { FINANCIAL_REPORTS } from './financial/financial-reports.ts';
import { LIST_REPORTS } from './lists/lists-reports.ts';
import { OPERATIONS_REPORTS } from './operations/operations-reports.ts';
import type { TReportRunner } from './report-engine.ts';
import { SALES_REPORTS } from './sales/sales-reports.ts';
import { SETTLEMENT_REPORTS } from './settlement/settlement-reports.ts';

/**
 * Every report the service computes, by file name: the routes and the scheduled reports run the same runners, and
 * bench:reports times each of them.
 */
export const REPORT_RUNNERS: ReadonlyMap<string, TReportRunner> = new Map(
  [
    ...OPERATIONS_REPORTS,
    ...SALES_REPORTS,
    ...CUSTOMER_REPORTS,
    ...LIST_REPORTS,
    ...FINANCIAL_REPORTS,
    ...SETTLEMENT_REPORTS,
  ].map((runner) => [runner.file, runner]),
);

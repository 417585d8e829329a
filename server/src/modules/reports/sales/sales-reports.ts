import type { TReportRunner } from '../report-engine.ts';
import { departmentReport } from './department.report.ts';
import { donationsReport } from './donations.report.ts';
import { hourlyReport } from './hourly.report.ts';
import { itemReport } from './item.report.ts';
import { modifierReport } from './modifier.report.ts';
import { nonSalesRevenueReport } from './nonsalesrevenue.report.ts';
import { salesCommissionsReport } from './sales-commissions.report.ts';
import { salesSummaryReport } from './summary.report.ts';

/** The sales reports (spec 2 §2, issue 15 §5), by file name. */
export const SALES_REPORTS: readonly TReportRunner[] = [
  departmentReport,
  itemReport,
  hourlyReport,
  modifierReport,
  salesSummaryReport,
  nonSalesRevenueReport,
  donationsReport,
  salesCommissionsReport,
];

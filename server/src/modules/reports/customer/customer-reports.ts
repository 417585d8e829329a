import type { TReportRunner } from '../report-engine.ts';
import { accountActivityReport } from './account-activity.report.ts';
import { bulkEmailReport } from './bulkemail.report.ts';
import { customerListReport } from './customer-list.report.ts';
import { customerSalesReport } from './customer-sales.report.ts';
import { houseAccountsReport } from './house-accounts.report.ts';
import { customerNotesReport } from './notes.report.ts';

/** The customer reports (spec 2 §2, issue 16 §2) and the customer list (issue 16 §3). */
export const CUSTOMER_REPORTS: readonly TReportRunner[] = [
  bulkEmailReport,
  customerNotesReport,
  customerSalesReport,
  houseAccountsReport,
  accountActivityReport,
  customerListReport,
];

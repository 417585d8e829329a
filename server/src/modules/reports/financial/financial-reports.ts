import type { TReportRunner } from '../report-engine.ts';
import { accountingReport } from './accounting.report.ts';
import { financialReport } from './financial.report.ts';
import { laborSummaryReport } from './labor-summary.report.ts';

/** The other results reports (issue 16 §4): the period close, the labor summary and the accounting journal. */
export const FINANCIAL_REPORTS: readonly TReportRunner[] = [financialReport, laborSummaryReport, accountingReport];

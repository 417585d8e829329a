import type { TReportRunner } from '../report-engine.ts';

/** The sales reports (spec 2 §2, issue 15 §5), by file name. */
export const SALES_REPORTS: readonly TReportRunner[] = [];

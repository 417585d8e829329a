import type { TReportRunner } from '../report-engine.ts';
import { locationReport } from './location.report.ts';

/** The operations reports (spec 2 §2, issue 15 §4), by file name. */
export const OPERATIONS_REPORTS: readonly TReportRunner[] = [locationReport];

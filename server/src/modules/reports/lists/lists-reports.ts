import type { TReportRunner } from '../report-engine.ts';
import { deviceListReport } from './device-list.report.ts';
import { employeeListReport } from './employee-list.report.ts';
import { itemListReport } from './item-list.report.ts';
import { modifierListReport } from './modifier-list.report.ts';

/** The list reports (spec 2 §2, issue 16 §3), by file name. */
export const LIST_REPORTS: readonly TReportRunner[] = [
  itemListReport,
  modifierListReport,
  employeeListReport,
  deviceListReport,
];

import type { TReportRunner } from '../report-engine.ts';
import { deviceReport } from './device.report.ts';
import { discountsReport } from './discountspromotions.report.ts';
import { drawerShiftsReport } from './shifts.report.ts';
import { employeeReport } from './employee.report.ts';
import { laborReport } from './labor.report.ts';
import { locationReport } from './location.report.ts';
import { offlineCreditReport } from './offlinecredit.report.ts';
import { priceOverridesReport } from './price-overrides.report.ts';
import { summaryReport } from './summary.report.ts';
import { taxesReport } from './taxes.report.ts';
import { timeClockReport } from './time-clock.report.ts';
import { tipsReport } from './tips.report.ts';
import { voidAuditReport } from './voidaudit.report.ts';

/** The operations reports (spec 2 §2, issue 15 §4), by file name. */
export const OPERATIONS_REPORTS: readonly TReportRunner[] = [
  summaryReport,
  deviceReport,
  employeeReport,
  locationReport,
  discountsReport,
  taxesReport,
  laborReport,
  tipsReport,
  voidAuditReport,
  offlineCreditReport,
  drawerShiftsReport,
  timeClockReport,
  priceOverridesReport,
];

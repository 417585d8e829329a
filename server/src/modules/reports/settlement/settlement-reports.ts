import type { TReportRunner } from '../report-engine.ts';
import { cashManagerReport } from './cash-manager.report.ts';
import { commerceCreditSettlementReport, creditSettlementReport } from './card-settlement.report.ts';
import { giftSettlementReport } from './gift-settlement.report.ts';

/** The settlement results reports (issue 16 §4): card batches, online-order card batches, cash drawers, gift cards. */
export const SETTLEMENT_REPORTS: readonly TReportRunner[] = [
  creditSettlementReport,
  cashManagerReport,
  commerceCreditSettlementReport,
  giftSettlementReport,
];

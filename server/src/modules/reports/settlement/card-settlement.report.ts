import type { TReportRow } from '@mp/contracts/reports';
import {
  column,
  percentOf,
  storeNameOf,
  table,
  totalsOf,
  type TReportContext,
  type TReportRunner,
} from '../report-engine.ts';
import { storeColumns } from '../operations/operations-columns.ts';
import { toCents, toMoney } from '../financial/close.ts';
import { cardSettlementDays, type TCardDay, type TCardSource } from './settlement.queries.ts';

/*
 * Results → Credit Settlement (the store's card batches) and Commerce Credit Settlement (the online-order card
 * batches): each store's batch of each business date with its sales, tips, refunds, the processor's fees and the net
 * deposit, beside the card payments the tickets took that day; then the deposits by the date the bank pays them.
 * Definitions (README, report definitions):
 * - net deposit = sales + tips − refunds − fees (refunds and fees are shown negative: taken off);
 * - on tickets = the day's payments in the source's tenders with their tips on the sales tickets (the financial close's
 *   collected for those tenders);
 * - not settled = on tickets − (sales + tips − refunds): card payments the processor did not (yet) batch, such as
 *   offline card payments still pending or declined.
 */

/** One settlement row in cents, with what it is derived from. */
type TSettlement = {
  sales: number;
  tips: number;
  refunds: number;
  fees: number;
  onTickets: number;
};

const netDeposit = (s: TSettlement) => s.sales + s.tips - s.refunds - s.fees;
const unsettled = (s: TSettlement) => s.onTickets - (s.sales + s.tips - s.refunds);

const centsOf = (d: TCardDay): TSettlement => ({
  sales: toCents(d.salesAmount),
  tips: toCents(d.tips),
  refunds: toCents(d.refunds),
  fees: toCents(d.fees),
  onTickets: toCents(d.ticketAmount),
});

const add = (days: readonly TCardDay[]): TSettlement =>
  days.map(centsOf).reduce(
    (sum, s) => ({
      sales: sum.sales + s.sales,
      tips: sum.tips + s.tips,
      refunds: sum.refunds + s.refunds,
      fees: sum.fees + s.fees,
      onTickets: sum.onTickets + s.onTickets,
    }),
    { sales: 0, tips: 0, refunds: 0, fees: 0, onTickets: 0 },
  );

/** The money columns of a settlement, refunds and fees negative, so a row reads as the sum that gives the deposit. */
const moneyOf = (s: TSettlement) => ({
  salesAmount: toMoney(s.sales),
  tips: toMoney(s.tips),
  refunds: toMoney(-s.refunds),
  fees: toMoney(-s.fees),
  netDeposit: toMoney(netDeposit(s)),
});

const MONEY_COLUMNS = [
  column('salesAmount', 'money'),
  column('tips', 'money'),
  column('refunds', 'money'),
  column('fees', 'money'),
  column('netDeposit', 'money'),
];

function batchRows(ctx: TReportContext, days: readonly TCardDay[]) {
  const columns = [
    column('businessDate', 'date'),
    ...storeColumns(ctx),
    column('batchNumber', 'text'),
    column('batchStatus', 'text'),
    column('saleCount', 'count'),
    column('refundCount', 'count'),
    ...MONEY_COLUMNS,
    column('depositDate', 'date'),
    column('ticketAmount', 'money'),
    column('unsettled', 'money'),
  ];
  const rows: TReportRow[] = days.map((d) => {
    const s = centsOf(d);
    return {
      businessDate: d.businessDate,
      storeId: d.storeId,
      storeName: storeNameOf(ctx, d.storeId),
      batchNumber: d.batchNumber ?? '',
      batchStatus: d.status,
      saleCount: d.saleCount,
      refundCount: d.refundCount,
      ...moneyOf(s),
      depositDate: d.depositDate,
      ticketAmount: toMoney(s.onTickets),
      unsettled: toMoney(unsettled(s)),
    };
  });
  return table('cardBatches', columns, rows);
}

/** The range's batches by the date the bank deposits them: a deposit is open while one of its batches is. */
function depositRows(days: readonly TCardDay[]) {
  const columns = [
    column('depositDate', 'date'),
    column('batches', 'count'),
    column('batchStatus', 'text'),
    ...MONEY_COLUMNS,
  ];
  const batched = days.filter((d) => d.depositDate !== null);
  const dates = [...new Set(batched.map((d) => d.depositDate!))].sort();
  const rows: TReportRow[] = dates.map((depositDate) => {
    const of = batched.filter((d) => d.depositDate === depositDate);
    return {
      depositDate,
      batches: of.length,
      batchStatus: of.some((d) => d.status === 'open') ? 'open' : 'settled',
      ...moneyOf(add(of)),
    };
  });
  return table('cardDeposits', columns, rows);
}

/** Each store's settlement over the range, with its fees as a share of what was batched (sales and tips). */
function storeRows(ctx: TReportContext, days: readonly TCardDay[]) {
  const columns = [
    column('storeName', 'text'),
    column('batches', 'count'),
    ...MONEY_COLUMNS,
    column('feeRate', 'percent'),
    column('ticketAmount', 'money'),
    column('unsettled', 'money'),
  ];
  const rate = (s: TSettlement) => percentOf(s.fees, s.sales + s.tips);
  const figures = (s: TSettlement) => ({
    ...moneyOf(s),
    feeRate: rate(s),
    ticketAmount: toMoney(s.onTickets),
    unsettled: toMoney(unsettled(s)),
  });
  const storeIds = [...new Set(days.map((d) => d.storeId))].sort((a, b) => a - b);
  const rows: TReportRow[] = storeIds.map((storeId) => {
    const of = days.filter((d) => d.storeId === storeId);
    return {
      storeId,
      storeName: storeNameOf(ctx, storeId),
      batches: of.filter((d) => d.batchNumber !== null).length,
      ...figures(add(of)),
    };
  });
  return table('cardStores', columns, rows, totalsOf(columns, rows, { feeRate: rate(add(days)) }));
}

const settlementReport = (file: string, source: TCardSource): TReportRunner => ({
  file,
  async run(ctx) {
    const days = await cardSettlementDays(ctx.db, ctx.scope, ctx.range, source);
    const tables = [batchRows(ctx, days), depositRows(days)];
    if (ctx.scope.kind === 'company' && ctx.params.ShowStoreDetail) tables.push(storeRows(ctx, days));
    return {
      Tables: tables,
      Charts: [
        {
          Key: 'netDepositByDate',
          TitleKey: 'reports.charts.netDepositByDate',
          Kind: 'bar',
          Table: 'cardDeposits',
          Category: 'depositDate',
          Series: ['netDeposit'],
        },
      ],
    };
  },
});

export const creditSettlementReport = settlementReport('CreditSettlement', 'pos');
export const commerceCreditSettlementReport = settlementReport('CommerceCreditSettlement', 'commerce');

import { FINANCIAL_LINES, type TReportRow } from '@mp/contracts/reports';
import { column, storeNameOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { addCloses, closesByStore, loadCloses, type TClose, toMoney } from './close.ts';

/**
 * Results → Financial: the period close of the view's range (definitions in close.ts and the README). A statement
 * from gross to net, through what the tickets were due, to what the tenders collected and the difference between
 * them; each tender's collection and deposit (pay-ins, pay-outs, the drawers' over/short); in the company view the same
 * close for each store.
 */
const CLOSE_COLUMNS = [column('financialLine', 'text'), column('amount', 'money')];
const TENDER_COLUMNS = [
  column('paymentType', 'text'),
  column('payments', 'count'),
  column('amount', 'money'),
  column('change', 'money'),
  column('tips', 'money'),
  column('collected', 'money'),
  column('payIns', 'money'),
  column('payOuts', 'money'),
  column('overShort', 'money'),
  column('deposit', 'money'),
];
const STORE_FIGURES = [
  'grossSales',
  'discounts',
  'netSales',
  'tax',
  'tips',
  'totalDue',
  'tendersCollected',
  'difference',
  'overShort',
  'deposit',
] as const;
const STORE_COLUMNS = [column('storeName', 'text'), ...STORE_FIGURES.map((key) => column(key, 'money'))];

/** The statement lines, discounts shown negative (taken off gross). */
const statement = (close: TClose): TReportRow[] =>
  FINANCIAL_LINES.map((line) => ({
    financialLine: line,
    amount: toMoney(line === 'discounts' ? -close.discounts : close[line]),
  }));

export const financialReport: TReportRunner = {
  file: 'FinancialSummary',
  async run(ctx) {
    const days = await loadCloses(ctx);
    const whole = addCloses(days);
    const tenderRows: TReportRow[] = whole.tenders.map((t) => ({
      paymentType: t.paymentType,
      payments: t.payments,
      amount: toMoney(t.amount),
      change: toMoney(t.change),
      tips: toMoney(t.tips),
      collected: toMoney(t.collected),
      payIns: toMoney(t.payIns),
      payOuts: toMoney(t.payOuts),
      overShort: toMoney(t.overShort),
      deposit: toMoney(t.deposit),
    }));
    const tables = [
      // A statement: its lines are steps, not parts of a whole, so no totals row.
      table('financialClose', CLOSE_COLUMNS, statement(whole), null),
      table('financialTenders', TENDER_COLUMNS, tenderRows, totalsOf(TENDER_COLUMNS, tenderRows)),
    ];
    if (ctx.scope.kind === 'company') {
      const storeRows: TReportRow[] = closesByStore(days).map((c) => ({
        storeId: c.storeId,
        storeName: storeNameOf(ctx, c.storeId),
        ...Object.fromEntries(STORE_FIGURES.map((key) => [key, toMoney(c[key])])),
      }));
      tables.push(table('financialStores', STORE_COLUMNS, storeRows));
    }
    return {
      Tables: tables,
      Charts: [
        {
          Key: 'grossToNet',
          TitleKey: 'reports.charts.grossToNet',
          Kind: 'bar',
          Table: 'financialClose',
          Category: 'financialLine',
          Series: ['amount'],
        },
        {
          Key: 'collectedByTender',
          TitleKey: 'reports.charts.collectedByTender',
          Kind: 'pie',
          Table: 'financialTenders',
          Category: 'paymentType',
          Series: ['collected'],
        },
      ],
    };
  },
};

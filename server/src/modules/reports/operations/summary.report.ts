import type { TReportRow } from '@mp/contracts/reports';
import { average, column, percentOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { showsGuests, withStoreNames } from './operations-columns.ts';
import { paymentsByTender, summaryByStore, type TStoreSummary } from './operations.queries.ts';

/*
 * Operations → Summary. Account modes: a retail account (mode 4) counts no guests, so its summary has neither the
 * guest count nor the average per guest; every other mode (restaurant 2 among them) shows both.
 */

const TENDER_COLUMNS = [
  column('paymentType', 'text'),
  column('payments', 'count'),
  column('amount', 'money'),
  column('tips', 'money'),
  column('percentOfPayments', 'percent'),
];

const MONEY_KEYS = ['grossSales', 'discounts', 'netSales', 'tax', 'tips', 'gratuity', 'total', 'refunds', 'voids'];
const COUNT_KEYS = ['tickets', 'guests', 'refundCount', 'voidCount'];

/** The stores' summaries added up (exactly), with the averages of the sum. */
function overall(stores: readonly TStoreSummary[]): TReportRow {
  const row: TReportRow = {};
  for (const key of MONEY_KEYS)
    row[key] = sumDecimals(
      stores.map((s) => s[key as keyof TStoreSummary]),
      2,
    );
  for (const key of COUNT_KEYS) row[key] = stores.reduce((n, s) => n + (s[key as keyof TStoreSummary] as number), 0);
  return withAverages(row);
}

const withAverages = (row: TReportRow): TReportRow => ({
  ...row,
  averageTicket: average(row.netSales as string, row.tickets as number),
  averagePerGuest: average(row.netSales as string, row.guests as number),
});

/** A retail account's rows carry no guest figures at all, not only no guest columns. */
const withoutGuests = ({ guests: _guests, averagePerGuest: _average, ...row }: TReportRow): TReportRow => row;

export const summaryReport: TReportRunner = {
  file: 'OperationsSummary',
  async run(ctx) {
    const guests = showsGuests(ctx);
    const summaryColumns = [
      column('grossSales', 'money'),
      column('discounts', 'money'),
      column('netSales', 'money'),
      column('tax', 'money'),
      column('tips', 'money'),
      column('gratuity', 'money'),
      column('total', 'money'),
      column('refundCount', 'count'),
      column('refunds', 'money'),
      column('voidCount', 'count'),
      column('voids', 'money'),
      column('tickets', 'count'),
      ...(guests ? [column('guests', 'count')] : []),
      column('averageTicket', 'money'),
      ...(guests ? [column('averagePerGuest', 'money')] : []),
    ];
    const [stores, tenders] = await Promise.all([
      summaryByStore(ctx.db, ctx.scope, ctx.range),
      paymentsByTender(ctx.db, ctx.scope, ctx.range),
    ]);
    const shown = guests ? (row: TReportRow) => row : withoutGuests;
    const summary = shown(overall(stores));
    const paid = sumDecimals(
      tenders.map((t) => t.amount),
      2,
    );
    const tenderRows = tenders.map((t) => ({ ...t, percentOfPayments: percentOf(t.amount, paid) }));
    const tables = [
      // One row that is itself the total: a totals row would repeat it.
      table('summary', summaryColumns, [summary], null),
      table(
        'tenders',
        TENDER_COLUMNS,
        tenderRows,
        totalsOf(TENDER_COLUMNS, tenderRows, { percentOfPayments: tenders.length > 0 ? '100.00' : '0.00' }),
      ),
    ];
    if (ctx.params.ShowStoreDetail && ctx.scope.kind === 'company') {
      const storeColumns = [column('storeName', 'text'), ...summaryColumns];
      const storeRows = withStoreNames(ctx, stores).map((s) => shown(withAverages(s)));
      const averages = shown({
        averageTicket: summary.averageTicket!,
        averagePerGuest: summary.averagePerGuest ?? null,
      });
      tables.push(
        table('storeSummaries', storeColumns, storeRows, { ...totalsOf(storeColumns, storeRows), ...averages }),
      );
    }
    return {
      Tables: tables,
      Charts: [
        {
          Key: 'paymentsByTender',
          TitleKey: 'reports.charts.paymentsByTender',
          Kind: 'pie',
          Table: 'tenders',
          Category: 'paymentType',
          Series: ['amount'],
        },
      ],
    };
  },
};

import { ALL_DAYS, rangeDays } from '@mp/contracts/reports';
import { addDays } from '@mp/contracts/tickets';
import { column, percentOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { minusDecimals } from '../report-decimals.ts';
import { dailySales } from './sales.queries.ts';

const COLUMNS = [
  column('businessDate', 'date'),
  column('tickets', 'count'),
  column('grossSales', 'money'),
  column('discounts', 'money'),
  column('netSales', 'money'),
  column('previousDate', 'date'),
  column('previousNetSales', 'money'),
  column('difference', 'money'),
  column('differencePercent', 'percent'),
];

const weekDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * Sales → Summary: net sales day by day beside the same day of the previous period of equal length (the range moved
 * back by its own length), with the difference and its percent of the previous figure. The day-of-week filter picks
 * the days of the range shown; each is compared with its own counterpart, whatever weekday that falls on (the same
 * one whenever the range is whole weeks). Every chosen day has a row, sales or not, so the line has no gaps.
 */
export const salesSummaryReport: TReportRunner = {
  file: 'SalesSummary',
  async run(ctx) {
    const length = rangeDays(ctx.range.from, ctx.range.to);
    const sales = await dailySales(ctx.db, ctx.scope, { from: addDays(ctx.range.from, -length), to: ctx.range.to });
    const byDate = new Map(sales.map((s) => [s.businessDate, s]));
    const rows = Array.from({ length }, (_, i) => addDays(ctx.range.from, i))
      .filter((date) => ctx.days === ALL_DAYS || ctx.days.includes(weekDay(date)))
      .map((businessDate) => {
        const day = byDate.get(businessDate);
        const previousDate = addDays(businessDate, -length);
        const previousNetSales = byDate.get(previousDate)?.netSales ?? '0.00';
        const netSales = day?.netSales ?? '0.00';
        const difference = minusDecimals(netSales, previousNetSales, 2);
        return {
          businessDate,
          tickets: day?.tickets ?? 0,
          grossSales: day?.grossSales ?? '0.00',
          discounts: day?.discounts ?? '0.00',
          netSales,
          previousDate,
          previousNetSales,
          difference,
          differencePercent: percentOf(difference, previousNetSales),
        };
      });
    const totals = totalsOf(COLUMNS, rows);
    return {
      Tables: [
        table('salesByDay', COLUMNS, rows, {
          ...totals,
          differencePercent: percentOf(totals.difference as string, totals.previousNetSales as string),
        }),
      ],
      Charts: [
        {
          Key: 'netSalesThisAndPreviousPeriod',
          TitleKey: 'reports.charts.netSalesThisAndPreviousPeriod',
          Kind: 'line',
          Table: 'salesByDay',
          Category: 'businessDate',
          Series: ['netSales', 'previousNetSales'],
        },
      ],
    };
  },
};

import { average, column, percentOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { hourlySales } from './sales.queries.ts';

const COLUMNS = [
  column('hour', 'hour'),
  column('tickets', 'count'),
  column('guests', 'count'),
  column('grossSales', 'money'),
  column('discounts', 'money'),
  column('netSales', 'money'),
  column('percentOfSales', 'percent'),
  column('averageTicket', 'money'),
];

/**
 * Sales → Hourly: ticket sales by business hour (0–23, each store's own clock, so a company view adds up the same
 * local hour of every store) over the days of the week chosen (DaysToSelect, -1 for all). Only hours with sales are
 * listed.
 *
 * IsSpeedOfServiceEnabled adds nothing: speed of service is the time from a ticket's opening to its close, and a
 * ticket records one instant (ticket_at, when it was rung up), so no duration per ticket can be derived.
 */
export const hourlyReport: TReportRunner = {
  file: 'HourlySales',
  async run(ctx) {
    const hours = await hourlySales(ctx.db, ctx.scope, ctx.range, ctx.days);
    const totals = totalsOf(COLUMNS, hours);
    const rows = hours.map((h) => ({
      ...h,
      percentOfSales: percentOf(h.netSales, totals.netSales as string),
      averageTicket: average(h.netSales, h.tickets),
    }));
    return {
      Tables: [
        table(
          'hours',
          COLUMNS,
          rows,
          totalsOf(COLUMNS, rows, {
            percentOfSales: rows.length > 0 ? '100.00' : '0.00',
            averageTicket: average(totals.netSales as string, totals.tickets as number),
          }),
        ),
      ],
      Charts: [
        {
          Key: 'netSalesByHour',
          TitleKey: 'reports.charts.netSalesByHour',
          Kind: 'bar',
          Table: 'hours',
          Category: 'hour',
          Series: ['netSales'],
        },
      ],
    };
  },
};

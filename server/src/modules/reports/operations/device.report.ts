import { average, column, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { storeColumns, withStoreNames } from './operations-columns.ts';
import { paymentsByDevice, salesByDevice } from './operations.queries.ts';

/**
 * Operations → Device: each device's sales and its payments by tender. Tickets rung up on no device come as device 0
 * with an empty name (the viewer labels it "No device"); in the company view rows name their store, since each
 * store has its own devices.
 */
export const deviceReport: TReportRunner = {
  file: 'DeviceSales',
  async run(ctx) {
    const where = storeColumns(ctx);
    const salesColumns = [
      ...where,
      column('deviceName', 'text'),
      column('tickets', 'count'),
      column('grossSales', 'money'),
      column('discounts', 'money'),
      column('netSales', 'money'),
      column('averageTicket', 'money'),
      column('tax', 'money'),
      column('tips', 'money'),
      column('total', 'money'),
    ];
    const paymentColumns = [
      ...where,
      column('deviceName', 'text'),
      column('paymentType', 'text'),
      column('payments', 'count'),
      column('amount', 'money'),
      column('tips', 'money'),
    ];
    const [sales, payments] = await Promise.all([
      salesByDevice(ctx.db, ctx.scope, ctx.range),
      paymentsByDevice(ctx.db, ctx.scope, ctx.range),
    ]);
    const salesRows = withStoreNames(ctx, sales).map((r) => ({ ...r, averageTicket: average(r.netSales, r.tickets) }));
    const totals = totalsOf(salesColumns, salesRows);
    return {
      Tables: [
        table('deviceSales', salesColumns, salesRows, {
          ...totals,
          averageTicket: average(totals.netSales as string, totals.tickets as number),
        }),
        table('devicePayments', paymentColumns, withStoreNames(ctx, payments)),
      ],
      Charts: [
        {
          Key: 'netSalesByDevice',
          TitleKey: 'reports.charts.netSalesByDevice',
          Kind: 'bar',
          Table: 'deviceSales',
          Category: 'deviceName',
          Series: ['netSales'],
        },
      ],
    };
  },
};

import { average, column, percentOf, storeNameOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { salesByStore } from './operations.queries.ts';

const COLUMNS = [
  column('storeName', 'text'),
  column('tickets', 'count'),
  column('guests', 'count'),
  column('grossSales', 'money'),
  column('discounts', 'money'),
  column('netSales', 'money'),
  column('percentOfSales', 'percent'),
  column('averageTicket', 'money'),
  column('tax', 'money'),
  column('tips', 'money'),
  column('gratuity', 'money'),
  column('total', 'money'),
];

/** Operations → Location: each store's sales side by side (one row in store view), with its share of the total. */
export const locationReport: TReportRunner = {
  file: 'LocationSales',
  async run(ctx) {
    const stores = await salesByStore(ctx.db, ctx.scope, ctx.range);
    const totals = totalsOf(COLUMNS, stores);
    const rows = stores.map((s) => ({
      ...s,
      storeName: storeNameOf(ctx, s.storeId),
      percentOfSales: percentOf(s.netSales, totals.netSales as string),
      averageTicket: average(s.netSales, s.tickets),
    }));
    return {
      Tables: [
        table(
          'locations',
          COLUMNS,
          rows,
          totalsOf(COLUMNS, rows, {
            percentOfSales: stores.length > 0 ? '100.00' : '0.00',
            averageTicket: average(totals.netSales as string, totals.tickets as number),
          }),
        ),
      ],
      Charts: [
        {
          Key: 'netSalesByStore',
          TitleKey: 'reports.charts.netSalesByStore',
          Kind: 'bar',
          Table: 'locations',
          Category: 'storeName',
          Series: ['netSales'],
        },
      ],
    };
  },
};

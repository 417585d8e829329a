import { average, column, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { customerSpend, customerTopItems } from './customer.queries.ts';

/** The top customers whose favourite items the report looks up. */
const TOP_CUSTOMERS = 10;

/**
 * Customer → Sales: each customer who bought over the range with visits, spend, average ticket and last visit, and
 * the ten biggest spenders' three most bought items, charted.
 */
export const customerSalesReport: TReportRunner = {
  file: 'CustomerSales',
  async run(ctx) {
    const spend = await customerSpend(ctx.db, ctx.scope, ctx.range);
    const rows = spend.map((r) => ({
      customerNumber: r.customerNumber,
      customerName: r.customerName,
      email: r.email,
      visits: r.visits,
      spend: r.spend,
      averageTicket: average(r.spend, r.visits),
      lastVisit: r.lastVisit,
    }));
    const columns = [
      column('customerNumber', 'text'),
      column('customerName', 'text'),
      column('email', 'text'),
      column('visits', 'count'),
      column('spend', 'money'),
      column('averageTicket', 'money'),
      column('lastVisit', 'date'),
    ];
    const top = spend.slice(0, TOP_CUSTOMERS);
    const items = new Map(
      (
        await customerTopItems(
          ctx.db,
          ctx.scope,
          ctx.range,
          top.map((r) => r.customerId),
        )
      ).map((r) => [r.customerId, r.topItems]),
    );
    const topColumns = [
      column('customerName', 'text'),
      column('visits', 'count'),
      column('spend', 'money'),
      column('topItems', 'text'),
    ];
    const topRows = top.map((r) => ({
      customerName: r.customerName,
      visits: r.visits,
      spend: r.spend,
      topItems: items.get(r.customerId) ?? '',
    }));
    const totals = totalsOf(columns, rows);
    return {
      Tables: [
        table('topCustomers', topColumns, topRows, null),
        table('customerSales', columns, rows, {
          ...totals,
          averageTicket: average(totals.spend as string, totals.visits as number),
        }),
      ],
      Charts: [
        {
          Key: 'topCustomerSpend',
          TitleKey: 'reports.charts.topCustomerSpend',
          Kind: 'bar',
          Table: 'topCustomers',
          Category: 'customerName',
          Series: ['spend'],
        },
      ],
    };
  },
};

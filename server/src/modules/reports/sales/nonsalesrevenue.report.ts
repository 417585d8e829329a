import { column, percentOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { nonSalesRevenue } from './sales.queries.ts';

const COLUMNS = [
  column('nonSalesCategoryName', 'text'),
  column('count', 'count'),
  column('amount', 'money'),
  column('percentOfTotal', 'percent'),
];

/**
 * Sales → Non-sales revenue: what was taken in that is not a sale (gift cards sold, house accounts paid), by its
 * category. These Charge lines stay out of every sales figure, so this report is where they are counted.
 */
export const nonSalesRevenueReport: TReportRunner = {
  file: 'NonSalesRevenue',
  async run(ctx) {
    const categories = await nonSalesRevenue(ctx.db, ctx.scope, ctx.range);
    const total = totalsOf(COLUMNS, categories).amount as string;
    const rows = categories.map((c) => ({
      ...c,
      nonSalesCategoryName: c.categoryName,
      percentOfTotal: percentOf(c.amount, total),
    }));
    return {
      Tables: [
        table(
          'nonSalesRevenue',
          COLUMNS,
          rows,
          totalsOf(COLUMNS, rows, { percentOfTotal: rows.length > 0 ? '100.00' : '0.00' }),
        ),
      ],
      Charts: [
        {
          Key: 'nonSalesRevenueByCategory',
          TitleKey: 'reports.charts.nonSalesRevenueByCategory',
          Kind: 'pie',
          Table: 'nonSalesRevenue',
          Category: 'nonSalesCategoryName',
          Series: ['amount'],
        },
      ],
    };
  },
};

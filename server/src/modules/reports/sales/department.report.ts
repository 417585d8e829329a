import { column, percentOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { departmentItemSales, departmentSales } from './sales.queries.ts';

const FIGURES = [
  column('quantity', 'quantity'),
  column('grossSales', 'money'),
  column('discounts', 'money'),
  column('netSales', 'money'),
  column('percentOfSales', 'percent'),
];
const COLUMNS = [column('departmentName', 'text'), ...FIGURES];
const ITEM_COLUMNS = [column('departmentName', 'text'), column('itemName', 'text'), ...FIGURES];

/**
 * Sales → Department: item and modifier sales by department as sold, each with its share of net sales. The item
 * detail (showItemDetail) is a second table, department and item on every row, rather than item rows mixed into the
 * first: each table keeps one kind of row, so its totals, sorting and export stay plain, and both tables total the same.
 * A department's quantity counts its modifiers as well as its items, as its sales do.
 */
export const departmentReport: TReportRunner = {
  file: 'DepartmentSales',
  async run(ctx) {
    const departments = await departmentSales(ctx.db, ctx.scope, ctx.range);
    const net = totalsOf(COLUMNS, departments).netSales as string;
    const share = <T extends { netSales: string }>(r: T) => ({ ...r, percentOfSales: percentOf(r.netSales, net) });
    const whole = { percentOfSales: departments.length > 0 ? '100.00' : '0.00' };
    const rows = departments.map(share);
    const tables = [table('departments', COLUMNS, rows, totalsOf(COLUMNS, rows, whole))];
    if (ctx.params.showItemDetail) {
      const items = (await departmentItemSales(ctx.db, ctx.scope, ctx.range)).map(share);
      tables.push(table('departmentItems', ITEM_COLUMNS, items, totalsOf(ITEM_COLUMNS, items, whole)));
    }
    return {
      Tables: tables,
      Charts: [
        {
          Key: 'netSalesByDepartment',
          TitleKey: 'reports.charts.netSalesByDepartment',
          Kind: 'pie',
          Table: 'departments',
          Category: 'departmentName',
          Series: ['netSales'],
        },
      ],
    };
  },
};

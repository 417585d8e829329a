import { isAll } from '@mp/contracts/reports';
import { column, table, type TReportRunner } from '../report-engine.ts';
import { commissionItems, commissions } from './sales.queries.ts';

const COLUMNS = [
  column('employeeName', 'text'),
  column('tickets', 'count'),
  column('netSales', 'money'),
  column('commissionRate', 'percent'),
  column('commission', 'money'),
];
const ITEM_COLUMNS = [
  column('employeeName', 'text'),
  column('itemName', 'text'),
  column('quantity', 'quantity'),
  column('netSales', 'money'),
  column('commissionRate', 'percent'),
  column('commission', 'money'),
];

/**
 * Sales → Sales commissions: each employee's net sales and the commission they earn on them (the employee's
 * commission rate, a percent of net sales, rounded to the cent per employee), for one employee (EmployeeId) or all.
 * showItemDetail adds a table by employee and item; its commissions are rounded per item, so their total may differ
 * from the first table's by cents.
 */
export const salesCommissionsReport: TReportRunner = {
  file: 'SalesCommissions',
  async run(ctx) {
    const employeeId = isAll(ctx.params.EmployeeId) ? undefined : ctx.params.EmployeeId;
    const tables = [table('commissions', COLUMNS, await commissions(ctx.db, ctx.scope, ctx.range, employeeId))];
    if (ctx.params.showItemDetail)
      tables.push(
        table('commissionItems', ITEM_COLUMNS, await commissionItems(ctx.db, ctx.scope, ctx.range, employeeId)),
      );
    return {
      Tables: tables,
      Charts: [
        {
          Key: 'commissionByEmployee',
          TitleKey: 'reports.charts.commissionByEmployee',
          Kind: 'bar',
          Table: 'commissions',
          Category: 'employeeName',
          Series: ['commission'],
        },
      ],
    };
  },
};

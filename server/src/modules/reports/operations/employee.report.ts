import { average, column, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { chosenEmployee, showsGuests } from './operations-columns.ts';
import { salesByEmployee } from './operations.queries.ts';

/*
 * Operations → Employee: each employee's sales, tickets, average ticket, tips and voids over the view's stores
 * (employee 0 with an empty name: tickets that name no employee). Account modes: a retail account (mode 4) has no
 * guest column.
 */
export const employeeReport: TReportRunner = {
  file: 'EmployeeSales',
  async run(ctx) {
    const columns = [
      column('employeeName', 'text'),
      column('tickets', 'count'),
      ...(showsGuests(ctx) ? [column('guests', 'count')] : []),
      column('grossSales', 'money'),
      column('discounts', 'money'),
      column('netSales', 'money'),
      column('averageTicket', 'money'),
      column('tax', 'money'),
      column('tips', 'money'),
      column('gratuity', 'money'),
      column('voidCount', 'count'),
      column('voids', 'money'),
    ];
    const rows = (await salesByEmployee(ctx.db, ctx.scope, ctx.range, chosenEmployee(ctx))).map(({ guests, ...r }) => ({
      ...r,
      ...(showsGuests(ctx) ? { guests } : {}),
      averageTicket: average(r.netSales, r.tickets),
    }));
    const totals = totalsOf(columns, rows);
    return {
      Tables: [
        table('employeeSales', columns, rows, {
          ...totals,
          averageTicket: average(totals.netSales as string, totals.tickets as number),
        }),
      ],
      Charts: [
        {
          Key: 'netSalesByEmployee',
          TitleKey: 'reports.charts.netSalesByEmployee',
          Kind: 'bar',
          Table: 'employeeSales',
          Category: 'employeeName',
          Series: ['netSales'],
        },
      ],
    };
  },
};

import { column, percentOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { chosenEmployee } from './operations-columns.ts';
import { laborByEmployee } from './labor.queries.ts';
import { salesByStore } from './operations.queries.ts';

/**
 * Operations → Labor: hours (regular and daily overtime) and labor cost by employee and job, from the time clock (the
 * rules are in labor.queries.ts), and labor as a percent of the view's net sales: each row's cost over all the net
 * sales, so the rows add up to the total labor %. The net sales are the view's whole, also when one employee is
 * chosen (that employee's share of the store's labor %).
 */
const COLUMNS = [
  column('employeeName', 'text'),
  column('jobName', 'text'),
  column('shifts', 'count'),
  column('missedClockOuts', 'count'),
  column('regularHours', 'hours'),
  column('overtimeHours', 'hours'),
  column('hours', 'hours'),
  column('laborCost', 'money'),
  column('laborPercent', 'percent'),
];
const SUMMARY_COLUMNS = [
  column('netSales', 'money'),
  column('hours', 'hours'),
  column('laborCost', 'money'),
  column('laborPercent', 'percent'),
];

export const laborReport: TReportRunner = {
  file: 'Labor',
  async run(ctx) {
    const [labor, stores] = await Promise.all([
      laborByEmployee(ctx.db, ctx.scope, ctx.range, chosenEmployee(ctx)),
      salesByStore(ctx.db, ctx.scope, ctx.range),
    ]);
    const netSales = sumDecimals(
      stores.map((s) => s.netSales),
      2,
    );
    const rows = labor.map((r) => ({ ...r, laborPercent: percentOf(r.laborCost, netSales) }));
    const totals = totalsOf(COLUMNS, rows);
    const laborPercent = percentOf(totals.laborCost as string, netSales);
    return {
      Tables: [
        table('labor', COLUMNS, rows, { ...totals, laborPercent }),
        // One row that is itself the total.
        table(
          'laborSummary',
          SUMMARY_COLUMNS,
          [{ netSales, hours: totals.hours!, laborCost: totals.laborCost!, laborPercent }],
          null,
        ),
      ],
      Charts: [
        {
          Key: 'laborCostByEmployee',
          TitleKey: 'reports.charts.laborCostByEmployee',
          Kind: 'bar',
          Table: 'labor',
          Category: 'employeeName',
          Series: ['laborCost'],
        },
      ],
    };
  },
};

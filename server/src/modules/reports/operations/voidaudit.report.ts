import { column, table, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { chosenEmployee, storeColumns, withStoreNames } from './operations-columns.ts';
import { voidedLines } from './audit.queries.ts';

/**
 * Operations → Void audit: every line of every voided ticket with who rang it up (the POS name and the employee),
 * when (store time), why and the amount; then the voided amount by employee.
 */
const EMPLOYEE_COLUMNS = [column('employeeName', 'text'), column('voidCount', 'count'), column('amount', 'money')];

export const voidAuditReport: TReportRunner = {
  file: 'VoidAudit',
  async run(ctx) {
    const columns = [
      ...storeColumns(ctx),
      column('ticketNumber', 'text'),
      column('ticketAt', 'dateTime'),
      column('userName', 'text'),
      column('employeeName', 'text'),
      column('reason', 'text'),
      column('itemName', 'text'),
      column('quantity', 'quantity'),
      column('amount', 'money'),
    ];
    const lines = withStoreNames(ctx, await voidedLines(ctx.db, ctx.scope, ctx.range, chosenEmployee(ctx)));
    const byEmployee = [...new Set(lines.map((l) => l.employeeId))].map((employeeId) => {
      const of = lines.filter((l) => l.employeeId === employeeId);
      return {
        employeeId,
        employeeName: of[0]!.employeeName,
        voidCount: new Set(of.map((l) => l.ticketId)).size,
        amount: sumDecimals(
          of.map((l) => l.amount),
          2,
        ),
      };
    });
    return {
      Tables: [
        table(
          'voidLines',
          columns,
          lines.map((l) => ({ ...l, ticketNumber: String(l.ticketNumber) })),
        ),
        table('voidEmployees', EMPLOYEE_COLUMNS, byEmployee),
      ],
      Charts: [
        {
          Key: 'voidsByEmployee',
          TitleKey: 'reports.charts.voidsByEmployee',
          Kind: 'bar',
          Table: 'voidEmployees',
          Category: 'employeeName',
          Series: ['amount'],
        },
      ],
    };
  },
};

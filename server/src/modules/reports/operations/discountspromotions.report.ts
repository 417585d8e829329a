import { column, sumDecimals, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { chosenEmployee } from './operations-columns.ts';
import { discountsByEmployee } from './operations.queries.ts';

/**
 * Operations → Discounts & promotions: uses and amount by kind, and by employee and kind. Ticket lines keep the
 * discount amounts (their own, and their share of a ticket discount) but not which discount gave them, so the report
 * groups by kind ('line' or 'ticket') rather than by discount name. Uses count the discounted lines and the tickets
 * they are on; a ticket has one employee, so tickets add up across employees.
 */
const KIND_COLUMNS = [
  column('discountKind', 'text'),
  column('lines', 'count'),
  column('tickets', 'count'),
  column('amount', 'money'),
];
const EMPLOYEE_COLUMNS = [column('employeeName', 'text'), ...KIND_COLUMNS];
const KINDS = ['line', 'ticket'] as const;

export const discountsReport: TReportRunner = {
  file: 'DiscountsPromotions',
  async run(ctx) {
    const rows = (await discountsByEmployee(ctx.db, ctx.scope, ctx.range, chosenEmployee(ctx))).map((r) => ({
      ...r,
      discountKind: r.kind,
    }));
    const kinds = KINDS.map((kind) => {
      const of = rows.filter((r) => r.kind === kind);
      return {
        discountKind: kind,
        lines: of.reduce((n, r) => n + r.lines, 0),
        tickets: of.reduce((n, r) => n + r.tickets, 0),
        amount: sumDecimals(
          of.map((r) => r.amount),
          2,
        ),
      };
    });
    return {
      Tables: [
        table('discountKinds', KIND_COLUMNS, kinds, { ...totalsOf(KIND_COLUMNS, kinds), tickets: null }),
        table('discountEmployees', EMPLOYEE_COLUMNS, rows, { ...totalsOf(EMPLOYEE_COLUMNS, rows), tickets: null }),
      ],
      Charts: [
        {
          Key: 'discountsByKind',
          TitleKey: 'reports.charts.discountsByKind',
          Kind: 'pie',
          Table: 'discountKinds',
          Category: 'discountKind',
          Series: ['amount'],
        },
      ],
    };
  },
};

import { column, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { chosenEmployee } from './operations-columns.ts';
import { discountsByEmployee, type TEmployeeDiscounts } from './operations.queries.ts';

/**
 * Operations → Discounts & promotions: uses and amount by discount (its name as rung up, and kind: a line discount or
 * a ticket discount shared among the lines), then by employee. Uses count the discounted lines and the tickets they
 * are on; a ticket has one employee, so a discount's tickets add up across employees, but one ticket may carry
 * several discounts, so the tickets column has no total.
 */
const DISCOUNT_COLUMNS = [
  column('discountName', 'text'),
  column('discountKind', 'text'),
  column('lines', 'count'),
  column('tickets', 'count'),
  column('amount', 'money'),
];
const EMPLOYEE_COLUMNS = [column('employeeName', 'text'), ...DISCOUNT_COLUMNS];

/** The employees' rows of each discount added up, by name then kind. */
function byDiscount(rows: readonly TEmployeeDiscounts[]) {
  const keys = [...new Set(rows.map((r) => JSON.stringify([r.discountName, r.kind])))].sort();
  return keys.map((key) => {
    const [discountName, discountKind] = JSON.parse(key) as [string, string];
    const of = rows.filter((r) => r.discountName === discountName && r.kind === discountKind);
    return {
      discountName,
      discountKind,
      lines: of.reduce((n, r) => n + r.lines, 0),
      tickets: of.reduce((n, r) => n + r.tickets, 0),
      amount: sumDecimals(
        of.map((r) => r.amount),
        2,
      ),
    };
  });
}

export const discountsReport: TReportRunner = {
  file: 'DiscountsPromotions',
  async run(ctx) {
    const rows = (await discountsByEmployee(ctx.db, ctx.scope, ctx.range, chosenEmployee(ctx))).map((r) => ({
      ...r,
      discountKind: r.kind,
    }));
    const discounts = byDiscount(rows);
    return {
      Tables: [
        table('discounts', DISCOUNT_COLUMNS, discounts, { ...totalsOf(DISCOUNT_COLUMNS, discounts), tickets: null }),
        table('discountEmployees', EMPLOYEE_COLUMNS, rows, { ...totalsOf(EMPLOYEE_COLUMNS, rows), tickets: null }),
      ],
      Charts: [
        {
          Key: 'discountsByName',
          TitleKey: 'reports.charts.discountsByName',
          Kind: 'pie',
          Table: 'discounts',
          Category: 'discountName',
          Series: ['amount'],
        },
      ],
    };
  },
};

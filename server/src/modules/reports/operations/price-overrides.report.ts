import { column, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { chosenEmployee, storeColumns, withStoreNames } from './operations-columns.ts';
import { priceOverrides } from './audit.queries.ts';

/**
 * Operations → Price overrides: every line sold at another price than the menu's, with who and when (store time);
 * difference is what the override took off (menu − charged, × quantity). Unit prices do not add up, so their totals
 * are empty.
 */
export const priceOverridesReport: TReportRunner = {
  file: 'PriceOverrides',
  async run(ctx) {
    const columns = [
      ...storeColumns(ctx),
      column('ticketNumber', 'text'),
      column('ticketAt', 'dateTime'),
      column('userName', 'text'),
      column('employeeName', 'text'),
      column('itemName', 'text'),
      column('quantity', 'quantity'),
      column('originalPrice', 'money'),
      column('chargedPrice', 'money'),
      column('difference', 'money'),
    ];
    const rows = withStoreNames(ctx, await priceOverrides(ctx.db, ctx.scope, ctx.range, chosenEmployee(ctx))).map(
      (r) => ({ ...r, ticketNumber: String(r.ticketNumber) }),
    );
    return {
      Tables: [
        table('priceOverrides', columns, rows, {
          ...totalsOf(columns, rows),
          originalPrice: null,
          chargedPrice: null,
        }),
      ],
      Charts: [],
    };
  },
};

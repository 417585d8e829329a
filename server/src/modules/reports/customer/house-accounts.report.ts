import { column, table, type TReportRunner } from '../report-engine.ts';
import { houseAccountBalances } from './customer.queries.ts';

/**
 * Customer → House accounts: each account's limit, balance, available credit and ageing at the end of the range's
 * last day (the From date does not change it), with a chart of what is owed by age.
 */
export const houseAccountsReport: TReportRunner = {
  file: 'HouseAccounts',
  async run(ctx) {
    const columns = [
      column('accountNumber', 'text'),
      column('customerNumber', 'text'),
      column('customerName', 'text'),
      column('isActive', 'text'),
      column('creditLimit', 'money'),
      column('balance', 'money'),
      column('available', 'money'),
      column('current', 'money'),
      column('days31To60', 'money'),
      column('days61To90', 'money'),
      column('over90', 'money'),
      column('lastActivity', 'date'),
    ];
    const rows = await houseAccountBalances(ctx.db, ctx.scope, ctx.range.to);
    const accounts = table('houseAccounts', columns, rows);
    const totals = accounts.Totals ?? {};
    // The ageing buckets as codes: the viewer and the exports label them (contracts cellLabelKey).
    const ageingRows = (['current', 'days31To60', 'days61To90', 'over90'] as const).map((age) => ({
      age,
      amount: totals[age] ?? '0.00',
    }));
    return {
      Tables: [accounts, table('houseAccountAgeing', [column('age', 'text'), column('amount', 'money')], ageingRows)],
      Charts: [
        {
          Key: 'houseAccountAgeing',
          TitleKey: 'reports.charts.houseAccountAgeing',
          Kind: 'bar',
          Table: 'houseAccountAgeing',
          Category: 'age',
          Series: ['amount'],
        },
      ],
    };
  },
};

import { column, table, type TReportRunner } from '../report-engine.ts';
import { storeColumns, withStoreNames } from '../operations/operations-columns.ts';
import { houseAccountEntries, houseAccountMovements } from './customer.queries.ts';

/**
 * Customer → Account activity: each house account's opening balance, charges, payments and closing balance over the
 * range, then every charge and payment in the order it happened.
 */
export const accountActivityReport: TReportRunner = {
  file: 'HouseAccountActivity',
  async run(ctx) {
    const [movements, entries] = await Promise.all([
      houseAccountMovements(ctx.db, ctx.scope, ctx.range),
      houseAccountEntries(ctx.db, ctx.scope, ctx.range),
    ]);
    const movementColumns = [
      column('accountNumber', 'text'),
      column('customerName', 'text'),
      column('opening', 'money'),
      column('charges', 'money'),
      column('payments', 'money'),
      column('closing', 'money'),
    ];
    const entryColumns = [
      ...storeColumns(ctx),
      column('businessDate', 'date'),
      column('accountNumber', 'text'),
      column('customerName', 'text'),
      column('ticketNumber', 'text'),
      column('charge', 'money'),
      column('payment', 'money'),
    ];
    const entryRows = withStoreNames(ctx, entries).map(({ kind: _kind, ticketNumber, ...r }) => ({
      ...r,
      ticketNumber: ticketNumber === null ? '' : String(ticketNumber),
    }));
    return {
      Tables: [table('accountMovements', movementColumns, movements), table('accountEntries', entryColumns, entryRows)],
      Charts: [],
    };
  },
};

import { column, table, type TReportRunner } from '../report-engine.ts';
import { storeColumns, withStoreNames } from '../operations/operations-columns.ts';
import { customerNotesIn } from './customer.queries.ts';

/** Customer → Notes: what staff wrote about customers over the range, newest first, with who wrote it and where. */
export const customerNotesReport: TReportRunner = {
  file: 'CustomerNotes',
  async run(ctx) {
    const columns = [
      ...storeColumns(ctx),
      column('writtenAt', 'dateTime'),
      column('customerNumber', 'text'),
      column('customerName', 'text'),
      column('note', 'text'),
      column('writtenBy', 'text'),
    ];
    const rows = withStoreNames(ctx, await customerNotesIn(ctx.db, ctx.scope, ctx.range));
    return { Tables: [table('customerNotes', columns, rows, null)], Charts: [] };
  },
};

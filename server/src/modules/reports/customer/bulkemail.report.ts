import { column, table, type TReportRunner } from '../report-engine.ts';
import { mailingList } from './customer.queries.ts';

/**
 * Customer → Bulk e-mail: the mailing list of the customers who agreed to marketing e-mail, with their last visit,
 * visits and spend, narrowed to those who visited in the range (OnlyVisitors) or spent at least MinimumSpend in it.
 * The CSV export is the mailing list; nothing is sent from here.
 */
export const bulkEmailReport: TReportRunner = {
  file: 'CustomerBulkEmail',
  async run(ctx) {
    const columns = [
      column('customerNumber', 'text'),
      column('customerName', 'text'),
      column('email', 'text'),
      column('phone', 'text'),
      column('lastVisit', 'date'),
      column('visits', 'count'),
      column('spend', 'money'),
    ];
    const rows = await mailingList(ctx.db, ctx.scope, ctx.range, {
      onlyVisitors: ctx.params.OnlyVisitors,
      minimumSpend: ctx.params.MinimumSpend,
    });
    return { Tables: [table('mailingList', columns, rows)], Charts: [] };
  },
};

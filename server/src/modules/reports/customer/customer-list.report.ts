import { column, table, type TReportRunner } from '../report-engine.ts';
import { customerList } from './customer.queries.ts';

/**
 * List → Customers: the merchant's customers (they belong to the merchant, so every store lists them all) with their
 * contact details, marketing consent, loyalty membership and house account, and their visits and last visit in the
 * view. The date range does not narrow a list.
 */
export const customerListReport: TReportRunner = {
  file: 'CustomerList',
  async run(ctx) {
    const columns = [
      column('customerNumber', 'text'),
      column('customerName', 'text'),
      column('email', 'text'),
      column('phone', 'text'),
      column('marketingOptIn', 'text'),
      column('loyaltyMember', 'text'),
      column('houseAccount', 'text'),
      column('customerSince', 'date'),
      column('visits', 'count'),
      column('lastVisit', 'date'),
    ];
    const rows = await customerList(ctx.db, ctx.scope);
    return { Tables: [table('customerList', columns, rows)], Charts: [] };
  },
};

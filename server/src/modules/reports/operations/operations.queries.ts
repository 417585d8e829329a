import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { type TViewScope, viewOf } from '../../../db/tenant.ts';
import { inRange, SALES_TYPES, type TDateRange } from '../facts/report-sql.ts';

/** Sales figures of one store over a range (money as exact decimal strings). */
export type TStoreSales = {
  storeId: number;
  tickets: number;
  guests: number;
  grossSales: string;
  discounts: string;
  netSales: string;
  tax: string;
  tips: string;
  gratuity: string;
  total: string;
};

/** Each store's sales over the range, from the daily rollup: the location report's rows. */
export function salesByStore(db: TDb, scope: TViewScope, range: TDateRange): Promise<TStoreSales[]> {
  return queryRows<TStoreSales>(
    db,
    sql`select r.store_id as "storeId", sum(r.ticket_count)::int as tickets, sum(r.guest_count)::int as guests,
               sum(r.sub_total)::text as "grossSales", sum(r.discount)::text as discounts,
               sum(r.sub_total - r.discount)::text as "netSales", sum(r.tax)::text as tax, sum(r.tip)::text as tips,
               sum(r.gratuity)::text as gratuity, sum(r.total_amount)::text as total
          from rollup_sales_day r
         where ${viewOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.store_id order by r.store_id`,
  );
}

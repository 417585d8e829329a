import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { type TViewScope, viewOf } from '../../../db/tenant.ts';
import { rollupItemDay, rollupItemWeek, rollupSalesHour, rollupSalesHourWeek } from '../../../db/schema.ts';
import { byWeeks, inRange, viewByStoresOf, SALES_TYPES, type TDateRange } from './report-sql.ts';

export type { TDateRange };

/*
 * The figures the reports read (issue 15 §1), each computed two ways: from the rollups (what the reports use) and by a
 * plain GROUP BY over the raw ticket rows (the reference the rollups must equal, and the bench's baseline). Both
 * answer the same rows in the same order with money as exact decimal strings, so a test compares them with toEqual.
 */

export type TDaySummary = {
  storeId: number;
  businessDate: string;
  netSales: string;
  tax: string;
  tips: string;
  discounts: string;
  tickets: number;
  guests: number;
};

/** Net sales, tax, tips, discounts, tickets and guests by store and business date, from the daily sales rollup. */
export function summaryByDay(db: TDb, scope: TViewScope, range: TDateRange): Promise<TDaySummary[]> {
  return queryRows<TDaySummary>(
    db,
    sql`select r.store_id as "storeId", r.business_date::text as "businessDate",
               sum(r.sub_total - r.discount)::text as "netSales", sum(r.tax)::text as tax, sum(r.tip)::text as tips,
               sum(r.discount)::text as discounts, sum(r.ticket_count)::int as tickets,
               sum(r.guest_count)::int as guests
          from rollup_sales_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.store_id, r.business_date order by r.store_id, r.business_date`,
  );
}

/** summaryByDay from the raw tickets. */
export function summaryByDayRaw(db: TDb, scope: TViewScope, range: TDateRange): Promise<TDaySummary[]> {
  return queryRows<TDaySummary>(
    db,
    sql`select t.store_id as "storeId", t.business_date::text as "businessDate",
               sum(t.sub_total_amount - t.discount_amount)::text as "netSales", sum(t.tax_amount)::text as tax,
               sum(t.tip_amount)::text as tips, sum(t.discount_amount)::text as discounts, count(*)::int as tickets,
               sum(t.guest_count)::int as guests
          from tickets t
         where ${viewOf('t', scope)} and ${inRange('t', range)} and t.transaction_type in ${SALES_TYPES}
         group by t.store_id, t.business_date order by t.store_id, t.business_date`,
  );
}

export type THourSales = { storeId: number; hour: number; tickets: number; netSales: string };

/** Tickets and net sales by store and hour of the day over the range, from the hourly rollup. */
export function salesByHour(db: TDb, scope: TViewScope, range: TDateRange): Promise<THourSales[]> {
  return queryRows<THourSales>(
    db,
    sql`select r.store_id as "storeId", r.business_hour::int as hour, sum(r.ticket_count)::int as tickets,
               sum(r.sub_total - r.discount)::text as "netSales"
          from ${byWeeks(rollupSalesHour, rollupSalesHourWeek, range)} r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.store_id, r.business_hour order by r.store_id, r.business_hour`,
  );
}

/** salesByHour from the raw tickets. */
export function salesByHourRaw(db: TDb, scope: TViewScope, range: TDateRange): Promise<THourSales[]> {
  return queryRows<THourSales>(
    db,
    sql`select t.store_id as "storeId", t.business_hour::int as hour, count(*)::int as tickets,
               sum(t.sub_total_amount - t.discount_amount)::text as "netSales"
          from tickets t
         where ${viewOf('t', scope)} and ${inRange('t', range)} and t.transaction_type in ${SALES_TYPES}
         group by t.store_id, t.business_hour order by t.store_id, t.business_hour`,
  );
}

export type TItemSales = { storeId: number; itemId: number; itemName: string; quantity: string; netSales: string };

/** Quantity and net sales (after line and ticket discounts) of each item as sold, by store, from the item rollup. */
export function salesByItem(db: TDb, scope: TViewScope, range: TDateRange): Promise<TItemSales[]> {
  return queryRows<TItemSales>(
    db,
    sql`select r.store_id as "storeId", r.item_id as "itemId", r.item_name as "itemName",
               sum(r.quantity)::text as quantity, sum(r.amount - r.discount)::text as "netSales"
          from ${byWeeks(rollupItemDay, rollupItemWeek, range)} r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           and r.line_type = 'Item'
         group by r.store_id, r.item_id, r.item_name order by r.store_id, r.item_id, r.item_name`,
  );
}

/** salesByItem from the raw lines (an item without an id groups under 0, as in the rollup). */
export function salesByItemRaw(db: TDb, scope: TViewScope, range: TDateRange): Promise<TItemSales[]> {
  return queryRows<TItemSales>(
    db,
    sql`select l.store_id as "storeId", coalesce(l.item_id, 0) as "itemId", l.item_name as "itemName",
               sum(l.quantity)::text as quantity, sum(l.amount - l.line_discount - l.ticket_discount)::text as "netSales"
          from ticket_lines l
         where ${viewOf('l', scope)} and ${inRange('l', range)} and l.transaction_type in ${SALES_TYPES}
           and l.line_type = 'Item'
         group by l.store_id, coalesce(l.item_id, 0), l.item_name order by 1, 2, 3`,
  );
}

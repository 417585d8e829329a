import { OPEN_ONLINE_ORDER_STATUSES } from '@mp/contracts/dashboards';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { type TViewScope, viewOf } from '../../../db/tenant.ts';
import { rollupCategoryDay, rollupCategoryWeek } from '../../../db/schema.ts';
import { byWeeks, inRange, viewByStoresOf, SALES_TYPES, type TDateRange } from '../facts/report-sql.ts';

/**
 * A business date of one store, tagged with what it stands for ('today' or 'lastWeek'): the company view's "today"
 * is each store's own date, so Home's figures join the rollups to this list rather than to one date.
 */
export type TStoreDay = { storeId: number; date: string; which: string };

/** The list as a row source `d(storeId, date, which)`; the view's own filter still applies to every table read. */
const storeDays = (days: readonly TStoreDay[]): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as d("storeId" int, date date, which text)`;

const ALWAYS = sql`true`;
/** A sum of money as an exact string with 2 decimals ('0.00' when nothing was summed). */
const money = (expr: SQL, where: SQL = ALWAYS): SQL =>
  sql`coalesce(sum(${expr}) filter (where ${where}), 0)::numeric(16, 2)::text`;
const count = (expr: SQL, where: SQL = ALWAYS): SQL => sql`coalesce(sum(${expr}) filter (where ${where}), 0)::int`;
const SALES = sql`r.transaction_type in ${SALES_TYPES}`;
const VOID = sql`r.transaction_type = 'V'`;
const RETURN = sql`r.transaction_type = 'RT'`;

/** Sales and corrections of a group of days (a tag or a business date). */
export type TDaySales = {
  key: string;
  tickets: number;
  guests: number;
  netSales: string;
  discounts: string;
  voidCount: number;
  voidAmount: string;
  refundCount: number;
  refundAmount: string;
};

/**
 * Over the daily rollup: tickets, guests, net sales and discounts of the sales types; voided tickets (V) and their
 * totals; returns (RT) and their net (negative).
 */
const DAY_SALES_COLUMNS = sql`
  ${count(sql`r.ticket_count`, SALES)} as tickets,
  ${count(sql`r.guest_count`, SALES)} as guests,
  ${money(sql`r.sub_total - r.discount`, SALES)} as "netSales",
  ${money(sql`r.discount`, SALES)} as discounts,
  ${count(sql`r.ticket_count`, VOID)} as "voidCount",
  ${money(sql`r.total_amount`, VOID)} as "voidAmount",
  ${count(sql`r.ticket_count`, RETURN)} as "refundCount",
  ${money(sql`r.sub_total - r.discount`, RETURN)} as "refundAmount"`;

/** Sales, voids and refunds of the tagged store days, one row per tag (a tag without rollup rows is absent). */
export function salesOnDays(db: TDb, scope: TViewScope, days: readonly TStoreDay[]): Promise<TDaySales[]> {
  return queryRows<TDaySales>(
    db,
    sql`select d.which as key, ${DAY_SALES_COLUMNS}
          from ${storeDays(days)}
          join rollup_sales_day r on r.store_id = d."storeId" and r.business_date = d.date
         where ${viewByStoresOf('r', scope)}
         group by d.which`,
  );
}

/** The same figures for each business date of a range (dates without rollup rows are absent). */
export function salesByDate(db: TDb, scope: TViewScope, range: TDateRange): Promise<TDaySales[]> {
  return queryRows<TDaySales>(
    db,
    sql`select r.business_date::text as key, ${DAY_SALES_COLUMNS}
          from rollup_sales_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)}
         group by r.business_date order by r.business_date`,
  );
}

/** Discounted lines (line and ticket discounts) on sales of the tagged store days, per tag. */
export function discountLinesOnDays(
  db: TDb,
  scope: TViewScope,
  days: readonly TStoreDay[],
): Promise<{ key: string; lines: number }[]> {
  return queryRows(
    db,
    sql`select d.which as key, ${count(sql`r.line_count`)} as lines
          from ${storeDays(days)}
          join rollup_discount_day r on r.store_id = d."storeId" and r.business_date = d.date
         where ${viewByStoresOf('r', scope)} and ${SALES}
         group by d.which`,
  );
}

/** Net sales by local hour of the tagged store days, per tag and hour (hours without sales are absent). */
export function salesByHourOnDays(
  db: TDb,
  scope: TViewScope,
  days: readonly TStoreDay[],
): Promise<{ key: string; hour: number; netSales: string }[]> {
  return queryRows(
    db,
    sql`select d.which as key, r.business_hour::int as hour, ${money(sql`r.sub_total - r.discount`)} as "netSales"
          from ${storeDays(days)}
          join rollup_sales_hour r on r.store_id = d."storeId" and r.business_date = d.date
         where ${viewByStoresOf('r', scope)} and ${SALES}
         group by d.which, r.business_hour order by r.business_hour`,
  );
}

export type TTopItem = { itemName: string; quantity: string; amount: string };

/**
 * The best-selling items of the store days by amount (lines of type Item on sales, named as sold: the company view
 * adds up an item sold at several stores).
 */
export function topItemsOnDays(
  db: TDb,
  scope: TViewScope,
  days: readonly TStoreDay[],
  limit: number,
): Promise<TTopItem[]> {
  return queryRows<TTopItem>(
    db,
    sql`select r.item_name as "itemName", coalesce(sum(r.quantity), 0)::numeric(16, 3)::text as quantity,
               ${money(sql`r.amount`)} as amount
          from ${storeDays(days)}
          join rollup_item_day r on r.store_id = d."storeId" and r.business_date = d.date
         where ${viewByStoresOf('r', scope)} and ${SALES} and r.line_type = 'Item'
         group by r.item_name order by sum(r.amount) desc, r.item_name limit ${limit}`,
  );
}

/**
 * Items switched out of stock at the view's stores (an item at two stores counts twice) and the first names
 * alphabetically; deleted items are left out.
 */
export async function outOfStockItems(
  db: TDb,
  scope: TViewScope,
  limit: number,
): Promise<{ count: number; itemNames: string[] }> {
  const rows = await queryRows<{ itemName: string; total: number }>(
    db,
    sql`select i.item_name as "itemName", (count(*) over ())::int as total
          from item_store_availability a
          join items i on i.id = a.item_id and i.merchant_id = a.merchant_id
         where ${viewOf('a', scope)} and not a.is_in_stock and not i.is_deleted
         order by lower(i.item_name), a.store_id`,
  );
  const names = [...new Set(rows.map((r) => r.itemName))].slice(0, limit);
  return { count: rows[0]?.total ?? 0, itemNames: names };
}

/** The store days' online orders (a due time set) in an open status, by status. */
export function openOnlineOrdersOnDays(
  db: TDb,
  scope: TViewScope,
  days: readonly TStoreDay[],
): Promise<{ status: number; count: number }[]> {
  return queryRows(
    db,
    sql`select t.order_status::int as status, count(*)::int as count
          from ${storeDays(days)}
          join tickets t on t.store_id = d."storeId" and t.business_date = d.date
         where ${viewOf('t', scope)} and t.order_due_at is not null
           and t.order_status in ${sql.raw(`(${OPEN_ONLINE_ORDER_STATUSES.join(', ')})`)}
         group by t.order_status order by t.order_status`,
  );
}

/** Payments on sales tickets by tender over the range (amount paid, tips excluded). */
export function tenderMix(db: TDb, scope: TViewScope, range: TDateRange): Promise<{ name: string; amount: string }[]> {
  return queryRows(
    db,
    sql`select r.payment_type as name, ${money(sql`r.amount`)} as amount
          from rollup_tender_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and ${SALES}
         group by r.payment_type order by sum(r.amount) desc, r.payment_type`,
  );
}

/** Item and modifier lines on sales by category as sold over the range (amount less discounts). */
export function categoryMix(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
): Promise<{ name: string; amount: string }[]> {
  return queryRows(
    db,
    sql`select r.category_name as name, ${money(sql`r.amount - r.discount`)} as amount
          from ${byWeeks(rollupCategoryDay, rollupCategoryWeek, range)} r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and ${SALES}
         group by r.category_name order by sum(r.amount - r.discount) desc, r.category_name`,
  );
}

/**
 * Labor cost by business date (the punch's clock-in date in its store's zone): each closed punch costs its hours
 * times its pay rate, rounded to the cent, where hours run from clock-in to clock-out less an unpaid break (both
 * ends of the break recorded). A punch still open, or one whose clock-out was missed, has no hours yet and costs
 * nothing: the figure never moves with the clock.
 */
export function laborByDate(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
): Promise<{ date: string; laborCost: string }[]> {
  const seconds = sql`extract(epoch from (p.clock_out_at - p.clock_in_at))::numeric
    - case when not p.is_break_paid and p.break_start_at is not null and p.break_end_at is not null
           then extract(epoch from (p.break_end_at - p.break_start_at))::numeric else 0 end`;
  return queryRows(
    db,
    sql`select p.business_date::text as date,
               coalesce(sum(round(greatest(${seconds}, 0) / 3600 * p.pay_rate, 2)), 0)::numeric(16, 2)::text
                 as "laborCost"
          from time_punches p
         where ${viewOf('p', scope)} and ${inRange('p', range)}
           and p.clock_out_at is not null and not p.missed_clock_out
         group by p.business_date order by p.business_date`,
  );
}

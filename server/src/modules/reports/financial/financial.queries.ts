import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { merchantOf, type TViewScope, viewOf } from '../../../db/tenant.ts';
import { inRange, SALES_TYPES, type TDateRange, viewByStoresOf } from '../facts/report-sql.ts';
import { PUNCH_COST, punches } from '../operations/labor-sql.ts';
import { moneySum } from '../operations/operations-sql.ts';

/*
 * The period close and the accounting export read these by store and business date (the accounting journal is per
 * day, the financial report adds the days up), so both reports come from the same figures and always agree.
 */

/** A store's sales-type ticket totals of one business date (money as exact decimal strings). */
export type TCloseDay = {
  storeId: number;
  businessDate: string;
  tickets: number;
  grossSales: string;
  discounts: string;
  netSales: string;
  charges: string;
  cardSurcharges: string;
  donations: string;
  tax: string;
  gratuity: string;
  /** The tickets' totals: net + charges + surcharges + donations + tax + gratuity + gratuity tax. */
  totalDue: string;
};

/** Each store's ticket totals by business date, from the daily sales rollup (sales types only). */
export function closeDays(db: TDb, scope: TViewScope, range: TDateRange): Promise<TCloseDay[]> {
  return queryRows<TCloseDay>(
    db,
    sql`select r.store_id as "storeId", r.business_date::text as "businessDate", sum(r.ticket_count)::int as tickets,
               ${moneySum(sql`r.sub_total`)} as "grossSales", ${moneySum(sql`r.discount`)} as discounts,
               ${moneySum(sql`r.sub_total - r.discount`)} as "netSales", ${moneySum(sql`r.charges`)} as charges,
               ${moneySum(sql`r.cc_surcharges`)} as "cardSurcharges", ${moneySum(sql`r.donations`)} as donations,
               ${moneySum(sql`r.tax`)} as tax, ${moneySum(sql`r.gratuity`)} as gratuity,
               ${moneySum(sql`r.total_amount`)} as "totalDue"
          from rollup_sales_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.store_id, r.business_date order by r.store_id, r.business_date`,
  );
}

/** One tender of a store on one business date: the sales types' payments, and the pay-ins and pay-outs. */
export type TTenderDay = {
  storeId: number;
  businessDate: string;
  paymentType: string;
  payments: number;
  /** What was tendered on sales tickets (cash before change). */
  amount: string;
  tips: string;
  /** Pay-in (I) tickets' payments: positive. */
  payIns: string;
  /** Pay-out (P) tickets' payments: negative, as rung up. */
  payOuts: string;
};

/** Each store's payments by business date and tender, from the daily tender rollup. */
export function tenderDays(db: TDb, scope: TViewScope, range: TDateRange): Promise<TTenderDay[]> {
  const sales = sql`r.transaction_type in ${SALES_TYPES}`;
  return queryRows<TTenderDay>(
    db,
    sql`select r.store_id as "storeId", r.business_date::text as "businessDate", r.payment_type as "paymentType",
               coalesce(sum(r.payment_count) filter (where ${sales}), 0)::int as payments,
               ${moneySum(sql`r.amount`, sales)} as amount, ${moneySum(sql`r.tip`, sales)} as tips,
               ${moneySum(sql`r.amount`, sql`r.transaction_type = 'I'`)} as "payIns",
               ${moneySum(sql`r.amount`, sql`r.transaction_type = 'P'`)} as "payOuts"
          from rollup_tender_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)}
           and (${sales} or r.transaction_type in ('I', 'P'))
         group by r.store_id, r.business_date, r.payment_type
         order by r.store_id, r.business_date, r.payment_type`,
  );
}

/** Change handed back and cash rounding of a store's sales tickets on one business date. */
export type TCashAdjustmentDay = { storeId: number; businessDate: string; change: string; rounding: string };

/**
 * Change and cash rounding by store and business date. No rollup keeps them (adding one needs a migration), so this
 * reads the tickets of the range that have either, through the tickets' store and date index.
 */
export function cashAdjustmentDays(db: TDb, scope: TViewScope, range: TDateRange): Promise<TCashAdjustmentDay[]> {
  return queryRows<TCashAdjustmentDay>(
    db,
    sql`select t.store_id as "storeId", t.business_date::text as "businessDate",
               ${moneySum(sql`t.change_amount`)} as change, ${moneySum(sql`coalesce(t.payment_rounded_amount, 0)`)} as rounding
          from tickets t
         where ${viewByStoresOf('t', scope)} and ${inRange('t', range)} and t.transaction_type in ${SALES_TYPES}
           and (t.change_amount <> 0 or t.payment_rounded_amount <> 0)
         group by t.store_id, t.business_date order by t.store_id, t.business_date`,
  );
}

/** A category's gross sales (item and modifier lines before discounts) in a store on one business date. */
export type TRevenueDay = {
  storeId: number;
  businessDate: string;
  categoryId: number;
  categoryName: string;
  amount: string;
};

/** Gross sales by store, business date and category as sold, from the daily category rollup. */
export function revenueDays(db: TDb, scope: TViewScope, range: TDateRange): Promise<TRevenueDay[]> {
  return queryRows<TRevenueDay>(
    db,
    sql`select r.store_id as "storeId", r.business_date::text as "businessDate", r.category_id as "categoryId",
               r.category_name as "categoryName", ${moneySum(sql`r.amount`)} as amount
          from rollup_category_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
         group by r.store_id, r.business_date, r.category_id, r.category_name
        having sum(r.amount) <> 0
         order by r.store_id, r.business_date, r.category_id, r.category_name`,
  );
}

/** Non-sales revenue (Charge lines naming a category: gift card sales, house account payments) of a store's day. */
export type TNonSalesDay = { storeId: number; businessDate: string; amount: string };

/** Non-sales revenue by store and business date, from the daily item rollup (charges of the sales types). */
export function nonSalesDays(db: TDb, scope: TViewScope, range: TDateRange): Promise<TNonSalesDay[]> {
  return queryRows<TNonSalesDay>(
    db,
    sql`select r.store_id as "storeId", r.business_date::text as "businessDate", ${moneySum(sql`r.amount`)} as amount
          from rollup_item_day r
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           and r.line_type = 'Charge' and r.non_sales_category_id <> 0
         group by r.store_id, r.business_date order by r.store_id, r.business_date`,
  );
}

/** Labor of one grouping: a store and job, a store, a job, or the whole view (null where not grouped). */
export type TLaborGroup = {
  storeId: number | null;
  jobId: number | null;
  jobName: string | null;
  employees: number;
  shifts: number;
  missedClockOuts: number;
  regularHours: string;
  overtimeHours: string;
  hours: string;
  laborCost: string;
};

/**
 * Hours and labor cost from the time clock by store and job, by store, by job and in all (grouping sets, so each
 * level's hours are rounded once from its own punches and the employees counted distinct), under the operations labor
 * report's rules (operations/labor-sql.ts).
 */
export function laborByStoreAndJob(db: TDb, scope: TViewScope, range: TDateRange): Promise<TLaborGroup[]> {
  return queryRows<TLaborGroup>(
    db,
    sql`with punched as (${punches(scope, range, undefined)})
        select p.store_id as "storeId", p.job_id as "jobId", j.name as "jobName",
               count(distinct p.employee_id)::int as employees, count(p.id)::int as shifts,
               count(p.id) filter (where p.clock_out_at is null and p.missed_clock_out)::int as "missedClockOuts",
               coalesce(round(sum(p.hours - p.overtime), 2), 0)::text as "regularHours",
               coalesce(round(sum(p.overtime), 2), 0)::text as "overtimeHours",
               coalesce(round(sum(p.hours), 2), 0)::text as hours, ${moneySum(PUNCH_COST)} as "laborCost"
          from punched p join jobs j on j.id = p.job_id and ${merchantOf('j', scope)}
         where ${viewOf('p', scope)}
         group by grouping sets ((p.store_id, p.job_id, j.name), (p.store_id), (p.job_id, j.name), ())
         order by p.store_id nulls last, j.name nulls last, p.job_id nulls last`,
  );
}

import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { merchantOf, type TViewScope } from '../../../db/tenant.ts';
import { inRange, SALES_TYPES, type TDateRange, viewByStoresOf } from '../facts/report-sql.ts';

/*
 * The Customer Dashboard's facts (issue 16 §5), over rollup_customer_day: a visit is a ticket of a sales type that
 * names a customer, spend its net sales (subtotal less discounts). Who counts as new depends on the view: a customer's
 * first visit at the store in store view, at any of the company's stores in the company view.
 */

/**
 * Customers, visits and spend of one business date, or of the whole range (`date` null), and how many of the customers
 * were new (their first visit in the view that day, or in the range); the others were returning.
 */
export type TCustomerVisits = {
  date: string | null;
  customers: number;
  newCustomers: number;
  visits: number;
  spend: string;
};

/**
 * Each business date of the range that had customer visits, and one row for the whole range (date null): a customer
 * who visits on several days is one customer of the range, new if their first visit in the view falls in it. One pass
 * over the view's customer days up to the range's end finds each customer's first visit (a window over their days)
 * and then counts the range's days; reading the range and the history apart read the same rows twice.
 */
export function customerVisits(db: TDb, scope: TViewScope, range: TDateRange): Promise<TCustomerVisits[]> {
  return queryRows<TCustomerVisits>(
    db,
    sql`with visits as (
          select r.customer_id, r.business_date, sum(r.ticket_count) as visits, sum(r.sub_total - r.discount) as spend
            from rollup_customer_day r
           where ${viewByStoresOf('r', scope)} and r.business_date <= ${range.to}
             and r.transaction_type in ${SALES_TYPES}
           group by r.customer_id, r.business_date
        ), in_range as materialized (
          select m.* from (
            select v.*, min(v.business_date) over (partition by v.customer_id) as first_visit from visits v
          ) m where m.business_date >= ${range.from}
        ), customers as (
          select bool_or(first_visit = business_date) as is_new from in_range group by customer_id
        )
        select null as date, (select count(*) from customers)::int as customers,
               (select count(*) filter (where is_new) from customers)::int as "newCustomers",
               coalesce(sum(visits), 0)::int as visits, coalesce(sum(spend), 0)::numeric(16, 2)::text as spend
          from in_range
        union all
        -- A row per customer and day: counting rows counts the day's customers.
        select business_date::text, count(*)::int, (count(*) filter (where first_visit = business_date))::int,
               sum(visits)::int, sum(spend)::numeric(16, 2)::text
          from in_range group by business_date`,
  );
}

/**
 * Net sales of named customers over the range, split into loyalty members' (a member of the tier price list who had
 * joined by that business date in the store's zone; a member with no joining date counts throughout) and the others'.
 */
export async function customerSalesSplit(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
): Promise<{ loyaltyMembers: string; otherCustomers: string }> {
  const member = sql`c.loyalty_price_list_id is not null
    and (c.loyalty_joined_at is null or (c.loyalty_joined_at at time zone s.time_zone)::date <= r.business_date)`;
  const [row] = await queryRows<{ loyaltyMembers: string; otherCustomers: string }>(
    db,
    sql`select coalesce(sum(r.sub_total - r.discount) filter (where ${member}), 0)::numeric(16, 2)::text
                 as "loyaltyMembers",
               coalesce(sum(r.sub_total - r.discount) filter (where not (${member})), 0)::numeric(16, 2)::text
                 as "otherCustomers"
          from rollup_customer_day r
          join customers c on c.id = r.customer_id and ${merchantOf('c', scope)}
          join stores s on s.id = r.store_id and ${merchantOf('s', scope)}
         where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}`,
  );
  return row ?? { loyaltyMembers: '0.00', otherCustomers: '0.00' };
}

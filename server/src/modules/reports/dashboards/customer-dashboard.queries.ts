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
 * who visits on several days is one customer of the range, new if their first visit in the view falls in it. Only the
 * range's customers' earlier history is read (the customer index), not every customer's. A customer's first visit
 * is one of their visit days, so "first visit on a visit day" counts the new ones of a day and of the range alike.
 */
export function customerVisits(db: TDb, scope: TViewScope, range: TDateRange): Promise<TCustomerVisits[]> {
  const sales = sql`r.transaction_type in ${SALES_TYPES}`;
  return queryRows<TCustomerVisits>(
    db,
    sql`with days as (
          select r.customer_id, r.business_date, sum(r.ticket_count) as visits, sum(r.sub_total - r.discount) as spend
            from rollup_customer_day r
           where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and ${sales}
           group by r.customer_id, r.business_date
        ), firsts as (
          select r.customer_id, min(r.business_date) as first_visit
            from rollup_customer_day r
           where ${viewByStoresOf('r', scope)} and r.business_date <= ${range.to} and ${sales}
             and r.customer_id in (select customer_id from days)
           group by r.customer_id
        )
        select d.business_date::text as date,
               count(distinct d.customer_id)::int as customers,
               count(distinct d.customer_id) filter (where f.first_visit = d.business_date)::int as "newCustomers",
               coalesce(sum(d.visits), 0)::int as visits,
               coalesce(sum(d.spend), 0)::numeric(16, 2)::text as spend
          from days d join firsts f on f.customer_id = d.customer_id
         group by grouping sets ((d.business_date), ())
         order by d.business_date nulls first`,
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

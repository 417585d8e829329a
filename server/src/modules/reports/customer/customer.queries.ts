import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { merchantOf, type TViewScope } from '../../../db/tenant.ts';
import { inRange, SALES_TYPES, type TDateRange, viewByStoresOf } from '../facts/report-sql.ts';

/*
 * Customer facts (issue 16 §2, §3). Customers, house accounts and gift cards belong to the merchant; what they did
 * (visits, account entries) happened at a store, so the view decides which of those count: a store view counts its own
 * store's, the company view every store's. Visits and spend come from rollup_customer_day: a visit is a ticket of a
 * sales type, spend is its net sales (subtotal less discounts; returns count against it).
 */

const customerName = (alias: string) => sql.raw(`${alias}.first_name || ' ' || ${alias}.last_name`);

/** A customer's visits and spend over the range in the view, and their last visit in it. */
export type TCustomerSpend = {
  customerId: number;
  customerNumber: string;
  customerName: string;
  email: string | null;
  visits: number;
  spend: string;
  lastVisit: string;
  /** A member of the loyalty tier price list today. */
  isLoyaltyMember: boolean;
};

/** Every customer who bought in the view over the range (or the first `limit` of them), biggest spenders first. */
export function customerSpend(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  limit?: number,
): Promise<TCustomerSpend[]> {
  return queryRows<TCustomerSpend>(
    db,
    sql`with spend as (
          select r.customer_id, sum(r.ticket_count)::int as visits, sum(r.sub_total - r.discount) as spend,
                 max(r.business_date)::text as last_visit
            from rollup_customer_day r
           where ${viewByStoresOf('r', scope)} and ${inRange('r', range)} and r.transaction_type in ${SALES_TYPES}
           group by r.customer_id
        )
        select c.id as "customerId", c.customer_number as "customerNumber", ${customerName('c')} as "customerName",
               c.email, s.visits, s.spend::numeric(16, 2)::text as spend, s.last_visit as "lastVisit",
               c.loyalty_price_list_id is not null as "isLoyaltyMember"
          from spend s join customers c on c.id = s.customer_id
         where ${merchantOf('c', scope)}
         order by s.spend desc, c.id
         ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
}

/** The items a customer bought most over the range in the view (by quantity), as "name ×n". */
export type TCustomerTopItems = { customerId: number; topItems: string };

/**
 * The three items each of the given customers bought most over the range: read from their tickets' lines (the
 * customer index finds their tickets), so ask for a page of customers, not all of them.
 */
export function customerTopItems(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  customerIds: readonly number[],
): Promise<TCustomerTopItems[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return queryRows<TCustomerTopItems>(
    db,
    sql`with bought as (
          select t.customer_id, l.item_name, sum(l.quantity) as quantity
            from tickets t join ticket_lines l on l.ticket_id = t.id
           where ${merchantOf('t', scope)} and t.customer_id in (${sql.join(
             customerIds.map((id) => sql`${id}`),
             sql`, `,
           )})
             and ${viewByStoresOf('t', scope)} and ${inRange('t', range)} and t.transaction_type in ${SALES_TYPES}
             and l.line_type = 'Item'
           group by t.customer_id, l.item_name
        ), ranked as (
          select b.*, row_number() over (partition by b.customer_id order by b.quantity desc, b.item_name) as n
            from bought b where b.quantity > 0
        )
        select customer_id as "customerId",
               string_agg(item_name || ' ×' || trim_scale(quantity)::text, ', ' order by n) as "topItems"
          from ranked where n <= 3 group by customer_id`,
  );
}

/** An opted-in customer of the bulk e-mail list with their visits and spend over the range. */
export type TMailingRow = {
  customerNumber: string;
  customerName: string;
  email: string;
  phone: string | null;
  lastVisit: string | null;
  visits: number;
  spend: string;
};

/**
 * The merchant's customers who agreed to marketing e-mail and have an address, with their last visit in the view up to
 * the range's end and their visits and spend within it; `onlyVisitors` keeps those who visited in the range,
 * `minimumSpend` those who spent at least that in it.
 */
export function mailingList(
  db: TDb,
  scope: TViewScope,
  range: TDateRange,
  filter: { onlyVisitors: boolean; minimumSpend: string | undefined },
): Promise<TMailingRow[]> {
  const conditions: SQL[] = [merchantOf('c', scope), sql`c.marketing_opt_in`, sql`c.email is not null`];
  if (filter.onlyVisitors) conditions.push(sql`coalesce(s.visits, 0) > 0`);
  if (filter.minimumSpend !== undefined) conditions.push(sql`coalesce(s.spend, 0) >= ${filter.minimumSpend}::numeric`);
  return queryRows<TMailingRow>(
    db,
    sql`with spend as (
          select r.customer_id,
                 coalesce(sum(r.ticket_count) filter (where ${inRange('r', range)}), 0)::int as visits,
                 coalesce(sum(r.sub_total - r.discount) filter (where ${inRange('r', range)}), 0) as spend,
                 max(r.business_date)::text as last_visit
            from rollup_customer_day r
           where ${viewByStoresOf('r', scope)} and r.business_date <= ${range.to}
             and r.transaction_type in ${SALES_TYPES}
           group by r.customer_id
        )
        select c.customer_number as "customerNumber", ${customerName('c')} as "customerName", c.email, c.phone,
               s.last_visit as "lastVisit", coalesce(s.visits, 0) as visits, coalesce(s.spend, 0)::numeric(16, 2)::text as spend
          from customers c left join spend s on s.customer_id = c.id
         where ${sql.join(conditions, sql` and `)}
         order by c.last_name, c.first_name, c.customer_number`,
  );
}

/** A note written about a customer at one of the view's stores. */
export type TCustomerNoteRow = {
  storeId: number;
  writtenAt: string;
  customerNumber: string;
  customerName: string;
  note: string;
  writtenBy: string;
};

/** Notes written in the view over the range (dates in each store's zone), newest first. */
export function customerNotesIn(db: TDb, scope: TViewScope, range: TDateRange): Promise<TCustomerNoteRow[]> {
  return queryRows<TCustomerNoteRow>(
    db,
    sql`select n.store_id as "storeId", to_char(n.created_at at time zone s.time_zone, 'YYYY-MM-DD"T"HH24:MI:SS') as "writtenAt",
               c.customer_number as "customerNumber", ${customerName('c')} as "customerName", n.note,
               n.user_name as "writtenBy"
          from customer_notes n join stores s on s.id = n.store_id join customers c on c.id = n.customer_id
         where ${viewByStoresOf('n', scope)} and ${merchantOf('c', scope)}
           and (n.created_at at time zone s.time_zone)::date between ${range.from} and ${range.to}
         order by n.created_at desc, n.id desc`,
  );
}

/** A house account's balance and how old the unpaid charges are, at the end of a day. */
export type THouseAccountBalance = {
  accountNumber: string;
  customerNumber: string;
  customerName: string;
  creditLimit: string;
  balance: string;
  available: string;
  current: string;
  days31To60: string;
  days61To90: string;
  over90: string;
  lastActivity: string | null;
  isActive: boolean;
};

/**
 * Every house account at the end of `asOf`: its balance (charges − payments up to then, across the merchant's
 * stores: an account is the customer's, wherever they used it) and its ageing, with payments settling the oldest
 * charges first; what is left of each charge ages from its business date (current is 0–30 days). A credit balance
 * (paid ahead) shows as a negative current amount. The store view lists the accounts used at its store.
 */
export function houseAccountBalances(db: TDb, scope: TViewScope, asOf: string): Promise<THouseAccountBalance[]> {
  const usedHere =
    scope.kind === 'store'
      ? sql`and exists (select 1 from house_account_entries u where u.house_account_id = a.id and ${viewByStoresOf('u', scope)})`
      : sql``;
  return queryRows<THouseAccountBalance>(
    db,
    sql`with entries as (
          select e.* from house_account_entries e
           where ${merchantOf('e', scope)} and e.business_date <= ${asOf}
        ), paid as (
          select house_account_id, sum(amount) as paid from entries where kind = 'payment' group by 1
        ), charges as (
          select e.house_account_id, e.business_date, e.amount,
                 sum(e.amount) over (partition by e.house_account_id order by e.at, e.id) as running
            from entries e where e.kind = 'charge'
        ), unpaid as (
          -- What is left of each charge once the payments have covered the charges before it.
          select c.house_account_id, ${asOf}::date - c.business_date as age,
                 least(c.amount, greatest(c.running - coalesce(p.paid, 0), 0)) as left_over
            from charges c left join paid p on p.house_account_id = c.house_account_id
        ), totals as materialized (
          -- Materialized, as aged below: the store view's filter on the accounts made the planner expect one account
          -- and re-run the aggregates once per account (110 ms at 57 accounts, 10 ms so).
          select house_account_id,
                 sum(case when kind = 'charge' then amount else -amount end) as balance, max(business_date) as last_day
            from entries group by 1
        ), aged as materialized (
          select house_account_id,
                 coalesce(sum(left_over) filter (where age <= 30), 0) as current,
                 coalesce(sum(left_over) filter (where age between 31 and 60), 0) as d60,
                 coalesce(sum(left_over) filter (where age between 61 and 90), 0) as d90,
                 coalesce(sum(left_over) filter (where age > 90), 0) as over90
            from unpaid group by 1
        )
        select a.account_number as "accountNumber", c.customer_number as "customerNumber",
               ${customerName('c')} as "customerName", a.credit_limit::text as "creditLimit",
               coalesce(t.balance, 0)::numeric(16, 2)::text as balance,
               (a.credit_limit - coalesce(t.balance, 0))::numeric(16, 2)::text as available,
               (coalesce(g.current, 0) + least(coalesce(t.balance, 0), 0))::numeric(16, 2)::text as current,
               coalesce(g.d60, 0)::numeric(16, 2)::text as "days31To60",
               coalesce(g.d90, 0)::numeric(16, 2)::text as "days61To90",
               coalesce(g.over90, 0)::numeric(16, 2)::text as over90, t.last_day::text as "lastActivity", a.is_active as "isActive"
          from house_accounts a join customers c on c.id = a.customer_id
          left join totals t on t.house_account_id = a.id left join aged g on g.house_account_id = a.id
         where ${merchantOf('a', scope)} and ${merchantOf('c', scope)} ${usedHere}
         order by a.account_number`,
  );
}

/** One charge or payment on a house account in the view over the range. */
export type TAccountEntryRow = {
  storeId: number;
  businessDate: string;
  accountNumber: string;
  customerName: string;
  kind: 'charge' | 'payment';
  charge: string | null;
  payment: string | null;
  ticketNumber: number | null;
};

/** The view's house account entries over the range, in the order they happened. */
export function houseAccountEntries(db: TDb, scope: TViewScope, range: TDateRange): Promise<TAccountEntryRow[]> {
  return queryRows<TAccountEntryRow>(
    db,
    sql`select e.store_id as "storeId", e.business_date::text as "businessDate", a.account_number as "accountNumber",
               ${customerName('c')} as "customerName", e.kind,
               case when e.kind = 'charge' then e.amount::text end as charge,
               case when e.kind = 'payment' then e.amount::text end as payment,
               -- A lookup per entry: as a join, the planner merged a year's entries with the whole tickets table.
               (select t.ticket_number from tickets t where t.id = e.ticket_id and ${merchantOf('t', scope)})
                 as "ticketNumber"
          from house_account_entries e join house_accounts a on a.id = e.house_account_id
          join customers c on c.id = a.customer_id
         where ${viewByStoresOf('e', scope)} and ${inRange('e', range)} and ${merchantOf('a', scope)}
         order by e.at, e.id`,
  );
}

/** Each account's movement in the view over the range: what it owed before, charges, payments, what it owed after. */
export type TAccountMovement = {
  accountNumber: string;
  customerName: string;
  opening: string;
  charges: string;
  payments: string;
  closing: string;
};

/**
 * Opening and closing balances over all of the account's entries (an account has one balance whatever store it was
 * used at); charges and payments are the view's over the range. Accounts without entries in the range are left out.
 */
export function houseAccountMovements(db: TDb, scope: TViewScope, range: TDateRange): Promise<TAccountMovement[]> {
  const signed = sql.raw(`case when e.kind = 'charge' then e.amount else -e.amount end`);
  return queryRows<TAccountMovement>(
    db,
    sql`with moved as (
          select e.house_account_id,
                 coalesce(sum(e.amount) filter (where e.kind = 'charge'), 0) as charges,
                 coalesce(sum(e.amount) filter (where e.kind = 'payment'), 0) as payments
            from house_account_entries e
           where ${viewByStoresOf('e', scope)} and ${inRange('e', range)}
           group by 1
        ), balances as (
          select e.house_account_id,
                 coalesce(sum(${signed}) filter (where e.business_date < ${range.from}), 0) as opening,
                 coalesce(sum(${signed}), 0) as closing
            from house_account_entries e
           where ${merchantOf('e', scope)} and e.business_date <= ${range.to}
             and e.house_account_id in (select house_account_id from moved)
           group by 1
        )
        select a.account_number as "accountNumber", ${customerName('c')} as "customerName",
               b.opening::numeric(16, 2)::text as opening, m.charges::numeric(16, 2)::text as charges,
               m.payments::numeric(16, 2)::text as payments, b.closing::numeric(16, 2)::text as closing
          from moved m join balances b on b.house_account_id = m.house_account_id
          join house_accounts a on a.id = m.house_account_id join customers c on c.id = a.customer_id
         where ${merchantOf('a', scope)}
         order by a.account_number`,
  );
}

/** A customer of the merchant with their profile and, in the view, their visits and last visit ever. */
export type TCustomerListRow = {
  customerNumber: string;
  customerName: string;
  email: string | null;
  phone: string | null;
  marketingOptIn: boolean;
  loyaltyMember: boolean;
  houseAccount: string | null;
  customerSince: string;
  visits: number;
  lastVisit: string | null;
};

/** The merchant's whole customer list (customers belong to the merchant), with visits counted in the view. */
export function customerList(db: TDb, scope: TViewScope): Promise<TCustomerListRow[]> {
  return queryRows<TCustomerListRow>(
    db,
    sql`with visits as (
          select r.customer_id, sum(r.ticket_count)::int as visits, max(r.business_date)::text as last_visit
            from rollup_customer_day r
           where ${viewByStoresOf('r', scope)} and r.transaction_type in ${SALES_TYPES}
           group by 1
        )
        select c.customer_number as "customerNumber", ${customerName('c')} as "customerName", c.email, c.phone,
               c.marketing_opt_in as "marketingOptIn", c.loyalty_price_list_id is not null as "loyaltyMember",
               a.account_number as "houseAccount", to_char(c.created_at, 'YYYY-MM-DD') as "customerSince",
               coalesce(v.visits, 0) as visits, v.last_visit as "lastVisit"
          from customers c
          left join house_accounts a on a.customer_id = c.id and ${merchantOf('a', scope)}
          left join visits v on v.customer_id = c.id
         where ${merchantOf('c', scope)}
         order by c.last_name, c.first_name, c.customer_number`,
  );
}

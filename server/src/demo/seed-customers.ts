import { FIRST, h, LAST, pick, run, type TExec, type TTx } from './seed-sql.ts';

/*
 * Demo customers and what they hold with the merchant (issue 16 §1), generated in the database like the tickets
 * (seed-tickets.ts): 2,000 customers per merchant, drawn before the ticket history starts; the ticket generator then
 * names them on its tickets (regulars come back most), charges house-account customers' tickets to their account and
 * takes gift cards from the cards sold before the history. applyCustomerActivity writes what those tickets did to the
 * accounts and cards, and the processors' card batches, so every figure here is one the tickets also show.
 */

/** Customers per demo merchant. */
export const CUSTOMERS_PER_MERCHANT = 2000;
/** Gift cards each merchant had sold before the ticket history starts (the opening liability). */
const CARDS_BEFORE_HISTORY = 300;
/** Days before the seed day that the customers' and cards' histories start from (the tickets cover the last 90). */
const BEFORE_HISTORY = 91;

const CUSTOMER_NOTES = `array['Prefers oat milk','Allergic to shellfish','VIP: dessert on the house for birthdays',
  'Orders for the office on Fridays','Call when the seasonal menu returns','Tax exempt: certificate on file',
  'Likes the corner table','Pays the house account at month end','Gluten free','Asked not to be e-mailed offers']`;

/**
 * Processor fees (a rate on the amount with its tip, plus a fixed fee per sale; refunds cost nothing), and the
 * deposit on the next weekday: what the demo's processor charges, not a rule of the portal.
 */
const CARD_FEES = { pos: { rate: 0.026, fixed: 0.1 }, commerce: { rate: 0.029, fixed: 0.3 } } as const;

/**
 * Customers (some with notes, some loyalty members at the merchant's tier price list), house accounts for about one
 * in eight of the 400 regulars (the ticket generator's low k: they come back most) with what they owed when the
 * history starts, and the gift cards sold before the history with their sale entries. Before the tickets.
 */
export async function seedCustomers(tx: TTx, merchants: readonly number[], nowIso: string): Promise<void> {
  const now = `'${nowIso}'::timestamptz`;
  const list = merchants.join(',');
  await run(
    tx,
    `insert into customers (id, merchant_id, customer_number, first_name, last_name, email, phone, marketing_opt_in,
       created_at, loyalty_price_list_id, loyalty_joined_at)
     with c as (
       select m, k, (m - 1000) * 10000 + k id from unnest(array[${list}]) m,
              generate_series(1, ${CUSTOMERS_PER_MERCHANT}) k
     ), named as (
       select c.*, ${pick(FIRST, 'c.id', 80, 30)} first_name, ${pick(LAST, 'c.id', 81, 30)} last_name,
              ${h('c.id', 82, 100)} < 85 has_email,
              ${now} - make_interval(days => ${BEFORE_HISTORY} + ${h('c.id', 86, 720)}::int) created_at
         from c
     )
     select n.id, n.m, 'C' || lpad(n.k::text, 6, '0'), n.first_name, n.last_name,
            case when n.has_email then lower(n.first_name || '.' || n.last_name) || n.k || '@example.com' end,
            case when ${h('n.id', 83, 100)} < 70
                 then '(555) ' || (200 + ${h('n.id', 84, 800)}) || '-' || lpad(${h('n.id', 85, 10000)}::text, 4, '0') end,
            n.has_email and ${h('n.id', 87, 100)} < 55, n.created_at,
            case when ${h('n.id', 88, 100)} < 25 then pl.id end,
            case when ${h('n.id', 88, 100)} < 25 and pl.id is not null
                 then n.created_at + make_interval(days => ${h('n.id', 89, 60)}::int) end
       from named n left join tiered_price_lists pl on pl.merchant_id = n.m
      order by n.id`,
  );
  await run(
    tx,
    `select setval(pg_get_serial_sequence('customers', 'id'), greatest((select max(id) from customers), 100000))`,
  );
  // The merchant's live stores, to place notes and card sales.
  await run(
    tx,
    `create temp table _cu_store on commit drop as
     select merchant_id, array_agg(id order by id) ids, count(*)::int n
       from stores where merchant_id in (${list}) and not is_deleted group by merchant_id`,
  );
  await run(
    tx,
    `insert into customer_notes (merchant_id, store_id, customer_id, note, created_at, user_name)
     select c.merchant_id, st.ids[1 + ${h('c.id * 3 + j', 91, 1000)} % st.n], c.id,
            ${pick(CUSTOMER_NOTES, 'c.id * 3 + j', 92, 10)},
            ${now} - make_interval(days => ${h('c.id * 3 + j', 93, 90)}::int, mins => ${h('c.id * 3 + j', 94, 600)}::int),
            ${pick(FIRST, 'c.id * 3 + j', 95, 30)} || ' (Manager)'
       from customers c join _cu_store st on st.merchant_id = c.merchant_id
       cross join lateral generate_series(1, case when ${h('c.id', 90, 100)} < 3 then 2
                                                  when ${h('c.id', 90, 100)} < 10 then 1 else 0 end) j
      where c.merchant_id in (${list})
      order by 5`,
  );
  await run(
    tx,
    `insert into house_accounts (merchant_id, customer_id, account_number, credit_limit, opened_at, is_active)
     select c.merchant_id, c.id, 'HA-' || lpad((c.id % 10000)::text, 5, '0'),
            (array[500, 1000, 2500])[1 + ${h('c.id', 97, 3)}], c.created_at + interval '1 day',
            ${h('c.id', 98, 100)} < 95
       from customers c
      where c.merchant_id in (${list}) and c.id % 10000 <= 400 and ${h('c.id', 96, 100)} < 12
      order by c.id`,
  );
  // What each account owed when the history starts, charged over the months before it.
  await run(
    tx,
    `insert into house_account_entries (merchant_id, store_id, house_account_id, kind, amount, at, business_date)
     select a.merchant_id, st.ids[1], a.id, 'charge', (array[150, 250, 400, 600])[1 + ${h('a.id', 106, 4)}], o.at,
            (o.at at time zone s.time_zone)::date
       from house_accounts a join _cu_store st on st.merchant_id = a.merchant_id join stores s on s.id = st.ids[1]
       cross join lateral (select greatest(a.opened_at, ${now} - make_interval(days => ${BEFORE_HISTORY}
                                  + ${h('a.id', 107, 90)}::int)) at) o
      where a.merchant_id in (${list})
      order by a.id`,
  );
  await run(
    tx,
    `insert into gift_cards (merchant_id, card_number, customer_id, issued_at)
     select m, '6034' || lpad(((m - 1000) * 1000 + k)::text, 12, '0'),
            case when ${h('m * 1000 + k', 100, 100)} < 30
                 then (m - 1000) * 10000 + 1 + ${h('m * 1000 + k', 101, CUSTOMERS_PER_MERCHANT)} end,
            ${now} - make_interval(days => ${BEFORE_HISTORY} + ${h('m * 1000 + k', 102, 300)}::int)
       from unnest(array[${list}]) m, generate_series(1, ${CARDS_BEFORE_HISTORY}) k
      order by 1, 2`,
  );
  await run(
    tx,
    `insert into gift_card_entries (merchant_id, store_id, gift_card_id, kind, amount, at, business_date)
     select g.merchant_id, st.ids[1 + ${h('g.id', 103, 1000)} % st.n], g.id, 'sale',
            (array[100, 150, 200, 250, 300])[1 + ${h('g.id', 104, 5)}], g.issued_at,
            (g.issued_at at time zone s.time_zone)::date
       from gift_cards g join _cu_store st on st.merchant_id = g.merchant_id
       join stores s on s.id = st.ids[1 + ${h('g.id', 103, 1000)} % st.n]
      where g.merchant_id in (${list})
      order by g.id`,
  );
}

/**
 * The ticket generator's customer sources (after seedCustomers): each merchant's customers numbered 1…n with their
 * house account, and the gift cards on sale before this batch numbered 1…n.
 */
export async function createCustomerSources(db: TExec, merchants: readonly number[]): Promise<void> {
  const list = merchants.join(',');
  await run(
    db,
    `create temp table _tk_cust on commit drop as
     select c.merchant_id, row_number() over (partition by c.merchant_id order by c.id) k, c.id, c.first_name,
            c.last_name, c.customer_number, c.email, ha.id house_account_id, ha.account_number
       from customers c left join house_accounts ha on ha.customer_id = c.id and ha.is_active
      where c.merchant_id in (${list})`,
  );
  await run(
    db,
    `create temp table _tk_ccount on commit drop as select merchant_id, count(*) n from _tk_cust group by 1`,
  );
  await run(
    db,
    `create temp table _tk_gift on commit drop as
     select merchant_id, row_number() over (partition by merchant_id order by id) k, id, card_number
       from gift_cards where merchant_id in (${list})`,
  );
  await run(
    db,
    `create temp table _tk_gcount on commit drop as select merchant_id, count(*) n from _tk_gift group by 1`,
  );
}

/**
 * What the tickets first…last did to house accounts, gift cards and card batches: charges to an account and
 * redemptions from a card (their payments), account payments and card sales (their non-sales lines), and each
 * card payment added to its store's batch of the day. The tickets' customers and cards come from _tk_t.
 */
export async function applyCustomerActivity(db: TExec, nowIso: string): Promise<void> {
  await run(
    db,
    `insert into house_account_entries (merchant_id, store_id, house_account_id, kind, amount, at, business_date,
       ticket_id)
     select t.merchant_id, t.store_id, x.house_account_id, 'charge', p.amount, t.ticket_at, t.business_date, t.id
       from _tk_t x join tickets t on t.id = x.id join ticket_payments p on p.ticket_id = t.id
      where p.payment_type = 'House Account' and p.amount > 0
      order by t.id`,
  );
  // A payment on account goes to the ticket's customer's account, or else to the merchant's accounts in turn.
  await run(
    db,
    `insert into house_account_entries (merchant_id, store_id, house_account_id, kind, amount, at, business_date,
       ticket_id)
     with paid as (
       select t.id, t.merchant_id, t.store_id, t.ticket_at, t.business_date, x.house_account_id, l.amount,
              row_number() over (partition by t.merchant_id order by t.id, l.id) + t.merchant_id
                + (select min(id) from _tk_t) turn
         from _tk_t x join tickets t on t.id = x.id
         join ticket_lines l on l.ticket_id = t.id
         join non_sales_revenue_categories c on c.id = l.non_sales_category_id and c.name = 'House Account Payments'
        where l.amount > 0
     ), accounts as (
       select merchant_id, id, row_number() over (partition by merchant_id order by id) k,
              count(*) over (partition by merchant_id) n
         from house_accounts where is_active and merchant_id in (select merchant_id from _tk_ccount)
     )
     select p.merchant_id, p.store_id, coalesce(p.house_account_id, a.id), 'payment', p.amount, p.ticket_at,
            p.business_date, p.id
       from paid p join accounts a on a.merchant_id = p.merchant_id and a.k = 1 + p.turn % a.n
      order by p.id`,
  );
  await run(
    db,
    `insert into gift_card_entries (merchant_id, store_id, gift_card_id, kind, amount, at, business_date, ticket_id)
     select t.merchant_id, t.store_id, x.gift_card_id, case when p.amount > 0 then 'redemption' else 'reload' end,
            -p.amount, t.ticket_at, t.business_date, t.id
       from _tk_t x join tickets t on t.id = x.id join ticket_payments p on p.ticket_id = t.id
      where p.payment_type = 'Gift Card' and p.amount <> 0 and x.gift_card_id is not null
      order by t.id`,
  );
  // Each gift card sold is a new card, numbered after its line.
  await run(
    db,
    `with sold as (
       select l.id line_id, t.merchant_id, t.store_id, l.amount, t.ticket_at, t.business_date, t.id ticket_id,
              x.customer_id, '6035' || lpad(l.id::text, 12, '0') card_number
         from _tk_t x join tickets t on t.id = x.id
         join ticket_lines l on l.ticket_id = t.id
         join non_sales_revenue_categories c on c.id = l.non_sales_category_id and c.name = 'Gift Card Sales'
        where l.amount > 0
     ), cards as (
       insert into gift_cards (merchant_id, card_number, customer_id, issued_at)
       select merchant_id, card_number, customer_id, ticket_at from sold order by line_id
       returning id, merchant_id, card_number
     )
     insert into gift_card_entries (merchant_id, store_id, gift_card_id, kind, amount, at, business_date, ticket_id)
     select s.merchant_id, s.store_id, c.id, 'sale', s.amount, s.ticket_at, s.business_date, s.ticket_id
       from sold s join cards c on c.merchant_id = s.merchant_id and c.card_number = s.card_number
      order by s.line_id`,
  );
  await applyCardBatches(db, nowIso);
}

/** Adds the batch's card payments (_tk_t's tickets) to their stores' batches of the day. */
async function applyCardBatches(db: TExec, nowIso: string): Promise<void> {
  const fee = (source: keyof typeof CARD_FEES) =>
    `sum(round((p.amount + p.tip_amount) * ${CARD_FEES[source].rate}, 2) + ${CARD_FEES[source].fixed})
       filter (where p.amount > 0)`;
  await run(
    db,
    `insert into card_batches (merchant_id, store_id, source, business_date, deposit_date, sale_count, refund_count,
       sales_amount, tip_amount, refund_amount, fee_amount, status, batch_number)
     select p.merchant_id, p.store_id, b.source, p.business_date,
            p.business_date + case extract(isodow from p.business_date) when 5 then 3 when 6 then 2 else 1 end,
            count(*) filter (where p.amount > 0), count(*) filter (where p.amount < 0),
            coalesce(sum(p.amount) filter (where p.amount > 0), 0), coalesce(sum(p.tip_amount), 0),
            coalesce(-sum(p.amount) filter (where p.amount < 0), 0),
            coalesce(case b.source when 'pos' then ${fee('pos')} else ${fee('commerce')} end, 0),
            case when p.business_date >= ('${nowIso}'::timestamptz at time zone s.time_zone)::date then 'open'
                 else 'settled' end,
            ((p.business_date - date '2000-01-01') % 10000)::smallint
       from _tk_t x join ticket_payments p on p.ticket_id = x.id join stores s on s.id = p.store_id
       cross join lateral (select case when p.payment_type = 'Online' then 'commerce' else 'pos' end source) b
      where (p.payment_type in ('Credit', 'Debit') and coalesce(p.offline_state, 'settled') = 'settled')
         or p.payment_type = 'Online'
      group by p.merchant_id, p.store_id, b.source, p.business_date, s.time_zone
     on conflict (merchant_id, store_id, source, business_date) do update set
       sale_count = card_batches.sale_count + excluded.sale_count,
       refund_count = card_batches.refund_count + excluded.refund_count,
       sales_amount = card_batches.sales_amount + excluded.sales_amount,
       tip_amount = card_batches.tip_amount + excluded.tip_amount,
       refund_amount = card_batches.refund_amount + excluded.refund_amount,
       fee_amount = card_batches.fee_amount + excluded.fee_amount`,
  );
}

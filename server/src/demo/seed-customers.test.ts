import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/create-db.ts';
import { startTestApp, type TTestApp } from '../test/test-app.ts';
import { CUSTOMERS_PER_MERCHANT } from './seed-customers.ts';
import { TICKET_MERCHANTS } from './seed-tickets.ts';

/**
 * The demo customers, accounts, cards, batches and drops (issue 16 §1) tell the same story as the demo tickets: every
 * figure here is recomputed from the tickets' own rows.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const demo = sql.raw(`merchant_id in (${TICKET_MERCHANTS.join(', ')})`);
const one = async <T>(query: SQL) => (await queryRows<T>(t.db, query))[0]!;

describe('the demo customers', () => {
  it('number a few thousand per merchant, and the tickets that name one carry their name and number', async () => {
    const counts = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from customers where ${demo} group by merchant_id`,
    );
    expect(counts).toHaveLength(TICKET_MERCHANTS.length);
    for (const c of counts) expect(c.n).toBe(CUSTOMERS_PER_MERCHANT);
    const named = await one<{ tickets: number; mismatched: number; regulars: number }>(sql`
      select count(*)::int as tickets,
             count(*) filter (where k.customer_name <> c.first_name || ' ' || c.last_name
                                 or k.customer_number <> c.customer_number or c.merchant_id <> k.merchant_id)::int
               as mismatched,
             (select count(*) from (select customer_id from tickets where ${demo} and customer_id is not null
                                     group by 1 having count(*) >= 10) r)::int as regulars
        from tickets k join customers c on c.id = k.customer_id where k.${demo}`);
    expect(named.tickets).toBeGreaterThan(1000);
    expect(named.mismatched).toBe(0);
    expect(named.regulars).toBeGreaterThan(0);
    const variety = await one<Record<string, number>>(sql`
      select count(*) filter (where marketing_opt_in)::int as opted_in,
             count(*) filter (where email is null)::int as without_email,
             count(*) filter (where loyalty_price_list_id is not null)::int as loyalty,
             (select count(*) from customer_notes where ${demo})::int as notes
        from customers where ${demo}`);
    for (const [name, n] of Object.entries(variety)) expect(n, name).toBeGreaterThan(0);
  });

  it("charge to house accounts exactly the tickets' house-account payments, and take account payments from their lines", async () => {
    const check = await one<Record<string, string>>(sql`
      select (select coalesce(sum(amount), 0)::text from ticket_payments where ${demo}
               and payment_type = 'House Account') as paid_on_tickets,
             (select coalesce(sum(amount), 0)::text from house_account_entries where ${demo}
               and kind = 'charge' and ticket_id is not null) as charged,
             (select coalesce(sum(l.amount), 0)::text from ticket_lines l
                join non_sales_revenue_categories c on c.id = l.non_sales_category_id
               where l.${demo} and c.name = 'House Account Payments') as payment_lines,
             (select coalesce(sum(amount), 0)::text from house_account_entries where ${demo}
               and kind = 'payment') as payments`);
    expect(Number(check.charged)).toBeGreaterThan(0);
    expect(check.charged).toBe(check.paid_on_tickets);
    expect(check.payments).toBe(check.payment_lines);
    // A ticket charged to an account is its own customer's.
    const foreign = await one<{ n: number }>(sql`
      select count(*)::int as n from house_account_entries e join tickets k on k.id = e.ticket_id
        join house_accounts a on a.id = e.house_account_id
       where e.${demo} and e.kind = 'charge' and a.customer_id <> k.customer_id`);
    expect(foreign.n).toBe(0);
  });

  it('redeem gift cards exactly as the tickets were paid, and sell a new card per gift card line', async () => {
    const check = await one<Record<string, string>>(sql`
      select (select coalesce(sum(amount), 0)::text from ticket_payments where ${demo}
               and payment_type = 'Gift Card') as paid_on_tickets,
             (select coalesce(-sum(amount), 0)::text from gift_card_entries where ${demo}
               and kind in ('redemption', 'reload')) as redeemed,
             (select coalesce(sum(l.amount), 0)::text from ticket_lines l
                join non_sales_revenue_categories c on c.id = l.non_sales_category_id
               where l.${demo} and c.name = 'Gift Card Sales') as sale_lines,
             (select coalesce(sum(amount), 0)::text from gift_card_entries where ${demo}
               and kind = 'sale' and ticket_id is not null) as sold`);
    expect(Number(check.redeemed)).toBeGreaterThan(0);
    expect(check.redeemed).toBe(check.paid_on_tickets);
    expect(check.sold).toBe(check.sale_lines);
    // The cards sold before the history hold the opening liability.
    const opening = await one<{ n: number }>(
      sql`select count(*)::int as n from gift_card_entries where ${demo} and ticket_id is null and kind = 'sale'`,
    );
    expect(opening.n).toBeGreaterThan(0);
  });

  it("batch each store's settled card payments by day, with the processor's fees, and deposit on the next weekday", async () => {
    const mismatched = await one<{ n: number; batches: number; onlineRefunds: number }>(sql`
      with paid as (
        select merchant_id, store_id, business_date,
               case when payment_type = 'Online' then 'commerce' else 'pos' end as source,
               count(*) filter (where amount > 0) as sales, sum(amount) filter (where amount > 0) as amount,
               count(*) filter (where amount < 0) as refunds, -sum(amount) filter (where amount < 0) as refunded,
               sum(tip_amount) as tips,
               sum(round((amount + tip_amount) * case when payment_type = 'Online' then 0.029 else 0.026 end, 2)
                   + case when payment_type = 'Online' then 0.30 else 0.10 end) filter (where amount > 0) as fees
          from ticket_payments
         where ${demo} and ((payment_type in ('Credit', 'Debit') and coalesce(offline_state, 'settled') = 'settled')
                            or payment_type = 'Online')
         group by 1, 2, 3, 4
      )
      select count(*) filter (where b.id is null or b.sale_count <> p.sales or b.sales_amount <> coalesce(p.amount, 0)
                                 or b.refund_count <> p.refunds or b.refund_amount <> coalesce(p.refunded, 0)
                                 or b.tip_amount <> p.tips or b.fee_amount <> coalesce(p.fees, 0)
                                 or extract(isodow from b.deposit_date) > 5
                                 or b.deposit_date <= b.business_date)::int as n,
             count(b.id)::int as batches,
             coalesce(sum(b.refund_count) filter (where b.source = 'commerce'), 0)::int as "onlineRefunds"
        from paid p left join card_batches b on b.store_id = p.store_id and b.business_date = p.business_date
                                            and b.source = p.source`);
    expect(mismatched.batches).toBeGreaterThan(0);
    expect(mismatched.n).toBe(0);
    // Returns of online orders are refunded to the card they were paid with, and refer to an online order.
    expect(mismatched.onlineRefunds).toBeGreaterThan(0);
    const refunds = await one<{ n: number; offline: number }>(sql`
      select count(*)::int as n, count(*) filter (where o.id is not null and o.order_due_at is null)::int as offline
        from tickets t join ticket_payments p on p.ticket_id = t.id and p.payment_type = 'Online'
        left join tickets o on o.id = t.original_ticket_id
       where t.${demo} and t.transaction_type = 'RT'`);
    expect(refunds.n).toBeGreaterThan(0);
    expect(refunds.offline).toBe(0);
  });

  it("expect in every drawer its float and its register's cash of the day, less its drops", async () => {
    const drawers = await one<{ n: number; off: number; moved: number }>(sql`
      with cash as (
        select t.store_id, t.device_id, t.business_date, sum(p.amount - t.change_amount) as cash,
               count(*) filter (where t.transaction_type in ('I', 'P')) as moves
          from tickets t join ticket_payments p on p.ticket_id = t.id and p.payment_type = 'Cash'
         where t.${demo} group by 1, 2, 3
      ), dropped as (
        select drawer_shift_id, sum(amount) as amount from cash_drops where ${demo} group by 1
      )
      select count(*)::int as n,
             count(*) filter (where d.expected_amount <> d.opening_amount + coalesce(k.cash, 0) - coalesce(x.amount, 0))::int
               as off,
             count(*) filter (where k.moves > 0)::int as moved
        from drawer_shifts d
        left join cash k on k.store_id = d.store_id and k.device_id = d.device_id and k.business_date = d.business_date
        left join dropped x on x.drawer_shift_id = d.id
       where d.${demo}`);
    expect(drawers.n).toBeGreaterThan(0);
    expect(drawers.off).toBe(0);
    // Pay-ins and pay-outs are rung up on the registers, so their drawers account for them.
    expect(drawers.moved).toBeGreaterThan(0);
  });

  it('drop cash from busy drawers, which then expect that much less', async () => {
    const drops = await one<{ n: number; off: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where d.expected_amount <> d.opening_amount + coalesce((
               select sum(p.amount - k.change_amount) from tickets k
                 join ticket_payments p on p.ticket_id = k.id and p.payment_type = 'Cash'
                where k.device_id = d.device_id and k.business_date = d.business_date), 0) - c.amount)::int as off
        from cash_drops c join drawer_shifts d on d.id = c.drawer_shift_id where c.${demo}`);
    expect(drops.n).toBeGreaterThan(0);
    expect(drops.off).toBe(0);
  });
});

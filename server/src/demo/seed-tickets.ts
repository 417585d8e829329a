import { SAFEDROP_NAME } from '@mp/contracts/pay-codes';
import { sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../db/create-db.ts';
import { applyTicketRollups } from '../db/rollups.ts';
import { featureFlagValues } from '../db/schema.ts';
import {
  deviceIdOf,
  employeeIdOf,
  JOB,
  jobIdOf,
  MERCHANT,
  NON_SALES_CATEGORY,
  nonSalesCategoryIdOf,
  STORE,
} from './ids.ts';

import { applyCustomerActivity, createCustomerSources, seedCustomers } from './seed-customers.ts';
import { FIRST, h, LAST, pick, run, type TExec, type TTx } from './seed-sql.ts';

/**
 * Demo POS tickets (spec 2 §3), generated inside the database: a few thousand rows of parameters become tickets,
 * lines, modifiers, payments, taxes and notes through set-based INSERT … SELECT, with a hash of the ticket id as the
 * deterministic pseudo-random source. Nothing here queries per row, so the default seed stays fast on PGlite and
 * `--tickets 1000000` runs in batches.
 */

/** The named demo merchants get tickets; the generated filler merchants do not. */
export const TICKET_MERCHANTS: readonly number[] = Object.values(MERCHANT);
/** Merchants with the cash manager (flag featCashManager) on, as Demo Bistro Group and Corner Cafe have cash discounts. */
const CASH_MANAGER_MERCHANTS = [MERCHANT.demoBistro, MERCHANT.cornerCafe];
/** Days of history before the seed day (the seed day itself is added, up to the current time). */
export const TICKET_HISTORY_DAYS = 90;

/**
 * Per-store character: tickets on an ordinary weekday, time zone (others keep America/New_York), a 3% credit card
 * surcharge, cash rounding to 0.05. Stores not listed get 12 tickets a day and no extras.
 */
const STORE_PROFILES: Record<number, { perDay: number; zone?: string; surcharge?: boolean; cashRounding?: boolean }> = {
  [STORE.bistroDowntown]: { perDay: 30 },
  [STORE.bistroRiverside]: { perDay: 26, zone: 'America/Chicago' },
  [STORE.cornerCafe]: { perDay: 30 },
  [STORE.harborBankDeli]: { perDay: 12, zone: 'America/Denver', cashRounding: true },
  [STORE.sunriseDiner]: { perDay: 12, zone: 'America/Los_Angeles' },
  [STORE.latePaymentTacos]: { perDay: 12, surcharge: true },
  [STORE.dueSoonGrill]: { perDay: 12, zone: 'Pacific/Honolulu' },
  [STORE.processorPubSouth]: { perDay: 14, zone: 'Europe/London', cashRounding: true, surcharge: true },
};

/** Each demo merchant's Pay In/Out Codes (names of at most 10, spec 3 §9); tickets pick among them. */
const REASONS = [
  { kind: 'P', name: 'SUPPLIES', description: 'Kitchen and cleaning supplies' },
  { kind: 'P', name: 'VENDOR', description: 'Vendor paid from the drawer' },
  { kind: 'P', name: 'TIPS', description: 'Tips paid out to staff' },
  { kind: 'P', name: 'PETTY CASH', description: 'Petty cash' },
  { kind: 'I', name: 'FLOAT', description: 'Opening float' },
  { kind: 'I', name: 'CHANGE', description: 'Change fund top-up' },
  { kind: 'I', name: 'CATERING', description: 'Catering deposit' },
  // The system code (spec 3 §3): no demo ticket names it.
  { kind: 'P', name: SAFEDROP_NAME, description: 'Safe drop', system: true },
] as const;

/** Items for a merchant without a menu (the menu seed gives every demo merchant one; this keeps tickets working). */
const FALLBACK_ITEMS: [name: string, price: string, soldBy: 1 | 2][] = [
  ['House Coffee', '2.75', 1],
  ['Bagel', '3.25', 1],
  ['Turkey Sandwich', '9.50', 1],
  ['Garden Salad', '8.00', 1],
  ['Soup of the Day', '5.50', 1],
  ['Deli Salad by the Pound', '7.99', 2],
  ['Lemonade', '3.00', 1],
  ['Cookie', '1.95', 1],
];

const NOTES = `array['No onions, please','Allergy: peanuts','Birthday celebration','Extra napkins','Sauce on the side',
  'Customer will call on arrival','Gluten free if possible','Split check at the table','Leave at the front desk',
  'Regular customer: usual order']`;
const STREETS = `array['Main Street','Oak Avenue','Maple Drive','Park Lane','River Road','Hillside Way','Cedar Court']`;

/** Jobs and their starting hourly rate; tipped jobs earn below the others and take tips. */
const JOBS: { job: keyof typeof JOB; rate: string; tipped: boolean }[] = [
  { job: 'Manager', rate: '24.00', tipped: false },
  { job: 'Cashier', rate: '15.50', tipped: false },
  { job: 'Server', rate: '9.50', tipped: true },
  { job: 'Bartender', rate: '10.50', tipped: true },
  { job: 'Cook', rate: '17.00', tipped: false },
];
/** Each merchant's eight employees by k: 0–5 ring up tickets (the generator's emp_k), 6–7 cook. */
const EMPLOYEE_JOBS: (keyof typeof JOB)[] = [
  'Manager',
  'Cashier',
  'Server',
  'Server',
  'Bartender',
  'Cashier',
  'Cook',
  'Cook',
];
/** Registers 1–3 on every store; handhelds 4–5 where the merchant serves at the table. */
const DEVICES: { n: number; name: string; kind: 'register' | 'handheld' }[] = [
  { n: 1, name: 'Register 1', kind: 'register' },
  { n: 2, name: 'Register 2', kind: 'register' },
  { n: 3, name: 'Register 3', kind: 'register' },
  { n: 4, name: 'Handheld 1', kind: 'handheld' },
  { n: 5, name: 'Handheld 2', kind: 'handheld' },
];
const NON_SALES_NAMES: Record<keyof typeof NON_SALES_CATEGORY, string> = {
  giftCardSales: 'Gift Card Sales',
  houseAccountPayments: 'House Account Payments',
};

/** Jobs, employees (linked to every live store of their merchant), devices and non-sales revenue categories. */
async function seedStaffAndDevices(tx: TTx): Promise<void> {
  const merchants = TICKET_MERCHANTS;
  await run(
    tx,
    `insert into jobs (id, merchant_id, name, default_pay_rate, is_tipped) values ${merchants
      .flatMap((m) => JOBS.map((j) => `(${jobIdOf(m, j.job)}, ${m}, '${j.job}', ${j.rate}, ${j.tipped})`))
      .join(', ')}`,
  );
  // Names as the ticket generator gives its employees (insertTickets' emp_first and emp_last), so tickets and the
  // employee table agree; rates wobble around the job's, commission is 0, 1.5 or 3 % for those who sell.
  await run(
    tx,
    `insert into employees (id, merchant_id, first_name, last_name, job_id, pay_rate, commission_rate)
     select e.id, e.m, ${pick(FIRST, 'e.m * 10 + e.k', 28, 30)}, ${pick(LAST, 'e.m * 10 + e.k', 29, 30)}, e.job_id,
            j.default_pay_rate + ${h('e.id', 56, 5)} * 0.5,
            case when e.k between 1 and 5 then ${h('e.id', 57, 3)} * 1.5 else 0 end
       from (values ${merchants
         .flatMap((m) => EMPLOYEE_JOBS.map((job, k) => `(${employeeIdOf(m, k)}, ${m}, ${k}, ${jobIdOf(m, job)})`))
         .join(', ')}) e(id, m, k, job_id)
       join jobs j on j.id = e.job_id`,
  );
  await run(
    tx,
    `insert into employee_stores (merchant_id, employee_id, store_id)
     select e.merchant_id, e.id, s.id from employees e join stores s on s.merchant_id = e.merchant_id and not s.is_deleted
      where e.merchant_id in (${merchants.join(',')})`,
  );
  await run(
    tx,
    `insert into devices (id, merchant_id, store_id, name, kind)
     select d.id, s.merchant_id, s.id, d.name, d.kind
       from (values ${Object.values(STORE)
         .flatMap((store) => DEVICES.map((d) => `(${deviceIdOf(store, d.n)}, ${store}, '${d.name}', '${d.kind}')`))
         .join(', ')}) d(id, store_id, name, kind)
       join stores s on s.id = d.store_id join merchants m on m.id = s.merchant_id
      where d.kind = 'register' or m.is_table_service`,
  );
  await run(
    tx,
    `insert into non_sales_revenue_categories (id, merchant_id, name) values ${merchants
      .flatMap((m) =>
        Object.entries(NON_SALES_CATEGORY).map(
          ([key, n]) =>
            `(${nonSalesCategoryIdOf(m, n)}, ${m}, '${NON_SALES_NAMES[key as keyof typeof NON_SALES_CATEGORY]}')`,
        ),
      )
      .join(', ')}`,
  );
}

/** Store time zones and, per store, the receipt settings; reasons per merchant. Once per seed. */
async function seedTicketSetup(tx: TTx): Promise<void> {
  await seedStaffAndDevices(tx);
  for (const [storeId, p] of Object.entries(STORE_PROFILES))
    if (p.zone) await tx.execute(sql`update stores set time_zone = ${p.zone} where id = ${Number(storeId)}`);
  const merchants = TICKET_MERCHANTS.join(',');
  // Reason ids below the identity's 100000: (merchant - 1000) * 10 + n.
  await run(
    tx,
    `insert into pay_in_out_reasons (id, merchant_id, kind, name, description, is_system)
     select (m - 1000) * 10 + r.n, m, r.kind, r.name, r.description, r.is_system
       from unnest(array[${merchants}]) m,
            (values ${REASONS.map((r, i) => `(${i + 1}, '${r.kind}', '${r.name}', '${r.description}', ${'system' in r})`).join(', ')})
              as r(n, kind, name, description, is_system)`,
  );
  await run(
    tx,
    `insert into store_receipt_settings
       (store_id, merchant_id, header_text, footer_text, show_store_address, phone, return_policy_text, order_footer_text)
     select s.id, s.merchant_id, s.name || E'\\nThank you for visiting!',
            'Tell us how we did: feedback@' || lower(regexp_replace(m.name, '[^A-Za-z]', '', 'g')) || '.example',
            true, '(555) 01' || lpad((s.id % 100)::text, 2, '0') || '-' || lpad((s.id % 10000)::text, 4, '0'),
            'Returns accepted within 30 days with this receipt.',
            'Pick up at the front counter. Show this receipt.'
       from stores s join merchants m on m.id = s.merchant_id
      where s.merchant_id in (${merchants})`,
  );
}

/** Temporary source tables: the stores with their profile, and each merchant's sellable items and modifiers. */
async function createSources(db: TExec): Promise<void> {
  // The generator's row estimates are large enough to trigger PostgreSQL's JIT, whose compile time (seconds per
  // statement) is far more than the statements themselves take.
  await run(db, 'set local jit = off');
  const profiles = Object.entries(STORE_PROFILES)
    .map(([id, p]) => `(${id}, ${p.perDay}, ${p.surcharge ?? false}, ${p.cashRounding ?? false})`)
    .join(', ');
  await run(
    db,
    `drop table if exists _tk_store, _tk_item, _tk_count, _tk_imod, _tk_imodn, _tk_slot, _tk_t, _tk_li, _tk_l,
       _tk_sum, _tk_tax, _tk_cust, _tk_ccount, _tk_gift, _tk_gcount`,
  );
  await run(
    db,
    `create temp table _tk_store on commit drop as
     select s.id store_id, s.merchant_id, s.time_zone tz, coalesce(p.per_day, 12) per_day,
            coalesce(p.surcharge, false) surcharge, coalesce(p.cash_rounding, false) cash_rounding,
            m.is_table_service is_table, row_number() over (order by s.id) - 1 ord
       from stores s join merchants m on m.id = s.merchant_id
       left join (values ${profiles}) p(store_id, per_day, surcharge, cash_rounding) on p.store_id = s.id
      where s.merchant_id in (${TICKET_MERCHANTS.join(',')})`,
  );
  await run(
    db,
    `create temp table _tk_item on commit drop as
     select i.merchant_id, row_number() over (partition by i.merchant_id order by i.id) k, i.id item_id,
            i.item_name, i.item_number, i.item_category_id category_id, c.name category_name, i.retail_price price,
            i.sold_by, coalesce(tc.name, 'Sales Tax') tax_name, coalesce(tc.rate, 8.875) tax_rate,
            c.department_id, dp.name department_name
       from items i
       left join item_categories c on c.id = i.item_category_id
       left join departments dp on dp.id = c.department_id
       left join tax_categories tc on tc.id = i.tax_category_id
      where i.merchant_id in (${TICKET_MERCHANTS.join(',')}) and not i.is_deleted and i.is_sellable
        and i.item_type in ('I', 'B') and i.retail_price > 0`,
  );
  await run(
    db,
    `insert into _tk_item
     select m, f.k, null, f.name, null, null, null, f.price::numeric, f.sold_by, 'Sales Tax', 8.875, null, null
       from unnest(array[${TICKET_MERCHANTS.join(',')}]) m,
            (values ${FALLBACK_ITEMS.map(([n, p, s], i) => `(${i + 1}, '${n}', '${p}', ${s})`).join(', ')})
              f(k, name, price, sold_by)
      where not exists (select 1 from _tk_item x where x.merchant_id = m)`,
  );
  await run(
    db,
    `create temp table _tk_count on commit drop as select merchant_id, count(*) n from _tk_item group by merchant_id`,
  );
  // The modifiers each item offers, through its modifier groups.
  await run(
    db,
    `create temp table _tk_imod on commit drop as
     select img.item_id, row_number() over (partition by img.item_id order by mgi.modifier_group_id, mgi.sort_order) k,
            mi.id mod_id, mi.item_name, mi.item_number, mi.item_category_id category_id, c.name category_name,
            mi.retail_price price, c.department_id, dp.name department_name
       from item_modifier_groups img
       join modifier_group_items mgi on mgi.modifier_group_id = img.modifier_group_id
       join items mi on mi.id = mgi.item_id and not mi.is_deleted
       left join item_categories c on c.id = mi.item_category_id
       left join departments dp on dp.id = c.department_id
      where img.merchant_id in (${TICKET_MERCHANTS.join(',')})`,
  );
  await run(db, `create temp table _tk_imodn on commit drop as select item_id, count(*) n from _tk_imod group by 1`);
  await createCustomerSources(db, TICKET_MERCHANTS);
}

/** Whether the ticket t of the header step is an online order (or the return of one). */
const ONLINE = `(t.ttype = 'F' or (t.ttype = 'S' and ${h('t.id', 8, 100)} < 12)
                 or (t.ttype = 'RT' and ${h('t.id', 8, 100)} < 30))`;

/**
 * Turns the slots in _tk_slot (id, store_id, business_date, slot_minute) into tickets and their rows. `now` bounds the
 * history: F (future) orders are due after it.
 */
async function generateFromSlots(db: TExec, nowIso: string): Promise<void> {
  const now = `'${nowIso}'::timestamptz`;
  // Headers: time, type and the rolls every later step reads.
  await run(
    db,
    `create temp table _tk_t on commit drop as
     with base as (
       select sl.id, st.store_id, st.merchant_id, st.tz, st.is_table, st.surcharge, st.cash_rounding,
              sl.business_date, sl.slot_minute,
              ((sl.business_date + make_interval(mins => sl.slot_minute, secs => ${h('sl.id', 5, 60)}))
                at time zone st.tz) ticket_at,
              ${h('sl.id', 6, 1000)} type_roll
         from _tk_slot sl join _tk_store st on st.store_id = sl.store_id
     ), typed as (
       select b.*,
              case when b.type_roll < 20 then 'RT' when b.type_roll < 30 then 'SR' when b.type_roll < 60 then 'C'
                   when b.type_roll < 80 then 'V' when b.type_roll < 95 then 'P' when b.type_roll < 105 then 'I'
                   when b.type_roll < 120 then 'R'
                   when b.type_roll < 170 and b.ticket_at > ${now} - interval '2 days' then 'F'
                   else 'S' end ttype
         from base b
     ), rolled as (
     select t.*,
            -- Online orders, and returns of online orders (more often returned than counter sales: a missing item,
            -- a late delivery) refunded to the card they were paid with.
            ${ONLINE} online,
            ${h('t.id', 9, 2)} = 0 delivery,
            case t.ttype when 'P' then 0 when 'I' then 0 when 'RT' then 1 + ${h('t.id', 10, 2)}
                         when 'SR' then 2 else 1 + ${h('t.id', 10, 4)} end n_items,
            ${h('t.id', 11, 6)} emp_k,
            ${h('t.id', 12, 100)} cust_roll,
            ${h('t.id', 13, 12)} = 0 and t.ttype in ('S', 'R') ticket_disc,
            t.is_table and ${h('t.id', 14, 8)} = 0 and t.ttype in ('S', 'R') gratuity,
            ${h('t.id', 15, 30)} = 0 and t.ttype in ('S', 'F') donation,
            case when t.ttype = 'S' and not (${h('t.id', 8, 100)} < 12) and ${h('t.id', 58, 40)} = 0
                 then 1 + ${h('t.id', 59, 2)} end non_sales_n,
            case when ${ONLINE} then 'Online'
                 when t.ttype in ('P', 'I') or ${h('t.id', 16, 100)} < 35 then 'Cash'
                 when ${h('t.id', 16, 100)} < 80 then 'Credit' when ${h('t.id', 16, 100)} < 92 then 'Debit'
                 else 'Gift Card' end base_pay_type
       from typed t
     ), carded as (
       -- Gift card payments go round the merchant's cards in turn, so no card is drawn twice before every card was.
       select r.*, case when r.base_pay_type = 'Gift Card'
                        then row_number() over (partition by r.merchant_id, r.base_pay_type = 'Gift Card' order by r.id)
                   end gift_n
         from rolled r
     )
     -- Tickets that name a customer (online orders and half the others, never a pay-in or pay-out) name one of the
     -- merchant's: regulars (low k) come back most. A customer with a house account charges half of their sales
     -- to it; a gift card payment takes one of the cards sold before this batch.
     select r.*, c.id customer_id, c.first_name cust_first, c.last_name cust_last, c.customer_number cust_number,
            c.email cust_email, c.house_account_id, c.account_number house_account_number,
            case when r.base_pay_type = 'Gift Card' then g.id end gift_card_id,
            case when r.base_pay_type = 'Gift Card' then g.card_number end gift_card_number,
            case when c.house_account_id is not null and r.ttype in ('S', 'R') and r.base_pay_type <> 'Online'
                      and ${h('r.id', 65, 2)} = 0 then 'House Account'
                 when r.base_pay_type = 'Gift Card' and g.id is null then 'Credit'
                 else r.base_pay_type end pay_type
       from carded r
       left join _tk_ccount cc on cc.merchant_id = r.merchant_id and (r.online or r.cust_roll < 50)
                              and r.ttype not in ('P', 'I')
       left join _tk_cust c on c.merchant_id = r.merchant_id
                           and c.k = 1 + floor(cc.n * power(${h('r.id', 35, 10000)} / 10000.0, 2.5))::bigint
       left join _tk_gcount gc on gc.merchant_id = r.merchant_id
       left join _tk_gift g on g.merchant_id = r.merchant_id and g.k = 1 + (r.gift_n + ${h('r.merchant_id', 66, 1000)}) % gc.n`,
  );
  // Item lines: popular items (low k) come up more often; weight items get a weight, some keyed by hand.
  await run(
    db,
    `create temp table _tk_li on commit drop as
     with slots as (
       select t.id ticket_id, t.merchant_id, t.store_id, t.business_date, t.ttype, t.ticket_disc, n.i,
              t.id * 64 + (n.i - 1) * 3 + 1 id, (t.id * 16 + n.i) lh
         from _tk_t t cross join lateral generate_series(1, t.n_items) n(i)
     ), keyed as materialized (
       select s.*, (1 + floor(c.n * power(${h('s.lh', 21, 10000)} / 10000.0, 2)))::bigint k
         from slots s join _tk_count c on c.merchant_id = s.merchant_id
     ), picked as (
       select s.*, it.item_id, it.item_name, it.item_number, it.category_id, it.category_name, it.department_id,
              it.department_name, it.price list_price,
              it.sold_by, it.tax_name, it.tax_rate,
              case when it.sold_by = 2 then round(0.25 + ${h('s.lh', 17, 2250)} / 1000.0, 3)
                   when ${h('s.lh', 18, 10)} = 0 then 2 else 1 end qty,
              it.sold_by = 2 and ${h('s.lh', 19, 10)} < 3 manual,
              ${h('s.lh', 20, 50)} = 0 overridden
         from keyed s join _tk_item it on it.merchant_id = s.merchant_id and it.k = s.k
     )
     select p.*, case when p.overridden then round(p.list_price * 0.8, 2) else p.list_price end price,
            case when p.ttype = 'RT' or (p.ttype = 'SR' and p.i = 2) then -1 else 1 end sign
       from picked p`,
  );
  await run(
    db,
    `create temp table _tk_l on commit drop as
     select l.id, l.ticket_id, l.merchant_id, l.store_id, l.business_date, l.ttype, l.id - l.ticket_id * 64 line_no,
            null::bigint parent_id, 'Item' line_type,
            case when l.sign < 0 then 'Returned' when l.ttype = 'V' then 'Voided' when l.ttype = 'C' then 'Cleared'
                 when l.manual then 'Manual Weight' end ext,
            l.item_id, l.item_name, l.item_number, l.category_id, l.category_name,
            case when l.sold_by = 2 then 'Per LB' end description,
            l.sign * l.qty qty, l.sold_by = 2 weighed, l.manual, l.price, round(l.sign * l.qty * l.price, 2) amount,
            case when ${h('l.lh', 22, 25)} = 0 then round(l.sign * l.qty * l.price * 0.15, 2) else 0 end line_disc,
            case when l.ticket_disc then round(l.sign * l.qty * l.price * 0.10, 2) else 0 end ticket_disc,
            l.overridden, case when l.overridden then round(l.sign * l.qty * (l.list_price - l.price), 2) else 0 end
              override_amount,
            l.tax_name, l.tax_rate, l.department_id, l.department_name,
            case when l.overridden then l.list_price end original_price, null::int non_sales_id
       from _tk_li l`,
  );
  // Modifiers: a third of the item lines that offer any get one or two, priced per parent unit.
  await run(
    db,
    `insert into _tk_l
     select l.id + l.j, l.ticket_id, l.merchant_id, l.store_id, l.business_date, l.ttype, l.id + l.j - l.ticket_id * 64,
            l.id, 'Modifier', null, m.mod_id, m.item_name, m.item_number, m.category_id, m.category_name, null,
            case when l.sold_by = 2 then l.sign else l.sign * l.qty end, false, false, m.price,
            round(case when l.sold_by = 2 then l.sign else l.sign * l.qty end * m.price, 2), 0, 0, false, 0,
            l.tax_name, l.tax_rate, m.department_id, m.department_name, null, null
       from (with picked as materialized (
               select l.*, j.j, 1 + ${h('l.lh * 4 + j.j', 25, 1000)} % mn.n mk
                 from _tk_li l
                 join _tk_imodn mn on mn.item_id = l.item_id
                 cross join lateral generate_series(1, case when ${h('l.lh', 23, 10)} < 3 then 1 + ${h('l.lh', 24, 2)}
                                                            else 0 end) j(j))
             select * from picked) l
       join _tk_imod m on m.item_id = l.item_id and m.k = l.mk`,
  );
  // Charges (delivery fee), donations (round-up) and non-sales revenue (a gift card sold, a house account paid) as
  // their own lines.
  await run(
    db,
    `insert into _tk_l
     select t.id * 64 + 60, t.id, t.merchant_id, t.store_id, t.business_date, t.ttype, 60, null::bigint, 'Charge',
            'Delivery Fee', null::int, 'Delivery Fee', null::text, null::int, null::text, null::text, 1, false, false, 3.99, 3.99, 0, 0, false, 0,
            'Sales Tax', 0, null::int, null::text, null::numeric, null::int
       from _tk_t t where t.online and t.delivery and t.ttype <> 'RT'
     union all
     select t.id * 64 + 61, t.id, t.merchant_id, t.store_id, t.business_date, t.ttype, 61, null, 'Donation',
            null, null, 'Round Up for Charity', null, null, null, null, 1, false, false, 1.00, 1.00, 0, 0, false, 0,
            'Sales Tax', 0, null, null, null, null
       from _tk_t t where t.donation
     union all
     select t.id * 64 + 62, t.id, t.merchant_id, t.store_id, t.business_date, t.ttype, 62, null, 'Charge',
            case t.non_sales_n when 1 then 'Gift Card Sale' else 'House Account Payment' end, null,
            case t.non_sales_n when 1 then 'Gift Card' else 'House Account Payment' end, null, null, null, null, 1,
            false, false, x.amount, x.amount, 0, 0, false, 0, 'Sales Tax', 0, null, null, null,
            (t.merchant_id - 1000) * 10 + t.non_sales_n
       from _tk_t t
       cross join lateral (select case t.non_sales_n when 1 then (array[25, 50, 100])[1 + ${h('t.id', 60, 3)}]
                                   else 20 + ${h('t.id', 61, 13000)} / 100.0 end::numeric(12, 2) amount) x
      where t.non_sales_n is not null`,
  );
  await run(
    db,
    `create temp table _tk_tax on commit drop as
     select ticket_id, tax_name, tax_rate, round(sum(amount - line_disc - ticket_disc) * tax_rate / 100, 2) tax
       from _tk_l where line_type in ('Item', 'Modifier') and tax_rate > 0
      group by ticket_id, tax_name, tax_rate`,
  );
  await run(
    db,
    `create temp table _tk_sum on commit drop as
     with l as (
       select ticket_id,
              sum(amount) filter (where line_type in ('Item', 'Modifier')) sub_total,
              sum(amount) filter (where line_type = 'Charge') charges,
              sum(amount) filter (where line_type = 'Donation') donations,
              sum(line_disc + ticket_disc) discount, sum(override_amount) overrides
         from _tk_l group by ticket_id
     ), x as (
       select ticket_id, sum(tax) tax from _tk_tax group by ticket_id
     )
     select t.id, coalesce(l.sub_total, 0) sub_total, coalesce(l.charges, 0) charges,
            coalesce(l.donations, 0) donations, coalesce(l.discount, 0) discount, coalesce(l.overrides, 0) overrides,
            coalesce(x.tax, 0) tax
       from _tk_t t left join l on l.ticket_id = t.id left join x on x.ticket_id = t.id`,
  );
  await insertTickets(db, now);
  await insertChildren(db, now);
  await applyCustomerActivity(db, nowIso);
}

/**
 * The tickets themselves: totals from the lines, then tender, change, rounding and tip by payment type. Written in
 * store and time order, and their lines in the same order (insertChildren): a ticket's lines lie together and beside
 * those of the tickets rung up before and after it, as when each upload writes a ticket with its lines, so reading a
 * store's tickets in time order (the viewer, the export) reads their lines from neighbouring pages, not a page each.
 */
async function insertTickets(db: TExec, now: string): Promise<void> {
  await run(
    db,
    `insert into tickets (id, merchant_id, store_id, transaction_type, ticket_number, check_number, ticket_at,
       time_zone, business_date, business_hour, employee_id, user_name, sales_associate_name, station,
       selling_location, guest_count, order_name, customer_id, customer_name, customer_number, customer_email,
       original_ticket_id,
       reason_id, reason_name, reason_comment, external_reference_number, order_due_at, order_status, last_printed_at,
       contact_name, contact_phone, contact_address1, contact_address2, contact_city, contact_state, contact_zip_code,
       sub_total_amount, charges_amount, cc_surcharges_amount, discount_amount, donations_amount,
       price_overrides_amount, tax_amount, gratuity_amount, gratuity_tax_amount, tip_amount, total_amount,
       payment_rounded_amount, tender_amount, change_amount, device_id)
     with amounts as (
       select t.*, t.is_table and not t.online and t.ttype not in ('P', 'I') and t.cust_roll % 5 < 2 handheld,
              s.sub_total, s.charges, s.donations, s.discount, s.overrides, s.tax,
              case when t.gratuity then round(s.sub_total * 0.18, 2) else 0 end grat_amount,
              coalesce(t.cust_first, ${pick(FIRST, 't.id', 26, 30)}) first_name,
              coalesce(t.cust_last, ${pick(LAST, 't.id', 27, 30)}) last_name,
              ${pick(FIRST, 't.merchant_id * 10 + t.emp_k', 28, 30)} emp_first,
              ${pick(LAST, 't.merchant_id * 10 + t.emp_k', 29, 30)} emp_last,
              round(5 + ${h('t.id', 30, 5500)} / 100.0, 2) cash_move,
              case t.ttype when 'I' then 5 + ${h('t.id', 31, 3)} else 1 + ${h('t.id', 31, 4)} end reason_n
         from _tk_t t join _tk_sum s on s.id = t.id
     ), totals as (
       select a.*,
              case when a.ttype = 'P' then -a.cash_move when a.ttype = 'I' then a.cash_move * 3
                   else a.sub_total - a.discount + a.charges + a.donations + a.tax + a.grat_amount end pre_total
         from amounts a
     ), surcharged as (
       select x.*,
              case when x.surcharge and x.pay_type = 'Credit' and x.pre_total > 0 then round(x.pre_total * 0.03, 2)
                   else 0 end surcharge_amount
         from totals x
     ), due as (
       select y.*, y.pre_total + y.surcharge_amount total,
              case when y.cash_rounding and y.pay_type = 'Cash' and y.ttype not in ('P', 'I')
                   then round((y.pre_total + y.surcharge_amount) * 20) / 20 - (y.pre_total + y.surcharge_amount)
                   end rounding,
              y.ttype not in ('C', 'V') paid
         from surcharged y
     ), tendered as (
       select d.*,
              case when not d.paid then 0
                   when d.ttype in ('P', 'I') or d.pay_type <> 'Cash' or d.total <= 0 then d.total + coalesce(d.rounding, 0)
                   -- Cash: exact change a third of the time, else the next $5 or $20.
                   else (array[d.total + coalesce(d.rounding, 0), ceil((d.total + coalesce(d.rounding, 0)) / 5) * 5,
                               ceil((d.total + coalesce(d.rounding, 0)) / 20) * 20])[1 + ${h('d.id', 32, 3)}]
              end tender,
              case when d.paid and d.pay_type in ('Credit', 'Online') and d.total > 0
                        and ${h('d.id', 33, 10)} < case when d.is_table then 7 else 3 end
                   then round(d.total * (0.12 + ${h('d.id', 34, 9)} / 100.0), 2) else 0 end tip
         from due d
     )
     select x.id, x.merchant_id, x.store_id, x.ttype,
            coalesce(n.last_number, 1000) + row_number() over (partition by x.store_id order by x.ticket_at, x.id),
            case when x.ttype not in ('P', 'I') then
              row_number() over (partition by x.store_id, x.business_date, x.ttype in ('P', 'I') order by x.ticket_at, x.id)
            end,
            x.ticket_at, x.tz, x.business_date, (x.slot_minute / 60)::smallint,
            (x.merchant_id - 1000) * 10 + x.emp_k + 1, x.emp_first || ' ' || left(x.emp_last, 1) || '.',
            case when x.is_table and x.ttype not in ('P', 'I') then x.emp_first || ' ' || x.emp_last end,
            case when x.online then 'Online' when x.handheld then 'Handheld ' || (1 + x.emp_k % 2)
                 else 'Register ' || (1 + x.emp_k % 3) end,
            case when x.ttype in ('P', 'I') then null when x.online and x.delivery then 'Delivery'
                 when x.online then 'Pick Up' when x.is_table then 'Dine In'
                 when x.cust_roll < 30 then 'Take Out' else 'Counter' end,
            case when x.is_table then 1 + x.cust_roll % 5 else 1 end,
            case when x.ttype in ('P', 'I') then null when x.is_table and not x.online then 'Table ' || (1 + x.cust_roll % 24)
                 when x.online or x.cust_roll < 40 then x.first_name else null end,
            x.customer_id, case when x.customer_id is not null then x.cust_first || ' ' || x.cust_last end,
            x.cust_number, case when x.online or x.cust_roll < 10 then x.cust_email end,
            case when x.ttype in ('RT', 'SR', 'R')
                 then lag(x.id, 1 + ${h('x.id', 36, 5)}::int)
                        over (partition by x.store_id, x.online order by x.ticket_at, x.id) end,
            case when x.ttype in ('P', 'I') then (x.merchant_id - 1000) * 10 + x.reason_n end,
            case when x.ttype in ('P', 'I') then
              (array[${REASONS.map((r) => `'${r.name}'`).join(', ')}])[x.reason_n] end,
            case when x.ttype = 'P' then 'Receipt in the drawer' when x.ttype = 'I' then 'Counted by the manager' end,
            case when x.online then 'OLO-' || lpad(x.id::text, 8, '0') end,
            case when x.ttype = 'F' then ${now} + make_interval(hours => (2 + ${h('x.id', 37, 70)})::int)
                 when x.online then x.ticket_at + make_interval(mins => (20 + ${h('x.id', 38, 40)})::int) end,
            case when x.ttype = 'F' then (array[8, 0, 5, 10, 9])[1 + ${h('x.id', 39, 5)}]
                 when x.online and x.ttype = 'RT' then 13
                 when x.online then (array[4, 4, 4, 4, 4, 4, 4, 2, 2, 2, 2, 13, 3, 12, 14, 1, 6, 7, 11, 15])
                   [1 + ${h('x.id', 40, 20)}] end,
            case when x.online and x.ttype <> 'F' then x.ticket_at + interval '1 minute' end,
            case when x.online then x.first_name || ' ' || x.last_name end,
            case when x.online then '(555) ' || lpad((100 + ${h('x.id', 41, 900)})::text, 3, '0') || '-'
                                   || lpad(${h('x.id', 42, 10000)}::text, 4, '0') end,
            case when x.online and x.delivery then (1 + ${h('x.id', 43, 400)}) || ' ' || ${pick(STREETS, 'x.id', 44, 7)} end,
            case when x.online and x.delivery and ${h('x.id', 45, 4)} = 0 then 'Apt ' || (1 + ${h('x.id', 46, 30)}) end,
            case when x.online and x.delivery then 'Springfield' end,
            case when x.online and x.delivery then 'IL' end,
            case when x.online and x.delivery then '627' || lpad(${h('x.id', 47, 100)}::text, 2, '0') end,
            x.sub_total, x.charges, x.surcharge_amount, x.discount, x.donations, x.overrides, x.tax, x.grat_amount, 0,
            x.tip, x.total, nullif(x.rounding, 0), x.tender,
            case when x.paid then x.tender - x.total - coalesce(x.rounding, 0) else 0 end,
            -- deviceIdOf: online orders land on register 1.
            x.store_id * 10 + case when x.online then 1 when x.handheld then 4 + x.emp_k % 2 else 1 + x.emp_k % 3 end
       from tendered x
       left join (select store_id, max(ticket_number) last_number from tickets
                   where store_id in (select store_id from _tk_store) group by store_id) n on n.store_id = x.store_id
      order by x.store_id, x.ticket_at, x.id`,
  );
}

/**
 * Lines, payments, taxes and notes of the tickets just inserted. One credit card in fifty was taken offline: settled
 * a few hours later, one in twenty of them declined, and those of the last day still pending.
 */
async function insertChildren(db: TExec, now: string): Promise<void> {
  await run(
    db,
    `insert into ticket_lines (id, merchant_id, store_id, ticket_id, business_date, transaction_type, line_number,
       parent_line_id, line_type, line_type_extension, item_id, item_name, item_number, category_id, category_name,
       description, quantity, is_sold_by_weight, is_manual_weight, price, amount, line_discount, ticket_discount,
       is_price_override, department_id, department_name, original_price, non_sales_category_id, line_discount_name,
       ticket_discount_name)
     select l.id, l.merchant_id, l.store_id, l.ticket_id, l.business_date, l.ttype, l.line_no, l.parent_id, l.line_type,
            l.ext, l.item_id, l.item_name, l.item_number, l.category_id, l.category_name, l.description, l.qty, l.weighed,
            l.manual, l.price, l.amount, l.line_disc, l.ticket_disc, l.overridden, l.department_id, l.department_name,
            l.original_price, l.non_sales_id,
            case when l.line_disc <> 0 then (array['Happy Hour 15%', 'Manager Comp 15%'])[1 + l.id % 2] end,
            case when l.ticket_disc <> 0 then 'Ticket 10% Off' end
       from _tk_l l join _tk_t t on t.id = l.ticket_id
      order by t.store_id, t.ticket_at, t.id, l.line_no`,
  );
  await run(
    db,
    `insert into ticket_payments (merchant_id, store_id, ticket_id, business_date, sequence_number, payment_type,
       description, amount, tip_amount, additional_info, transaction_id, offline_state, offline_settled_at)
     select t.merchant_id, t.store_id, t.id, t.business_date, 1, p.pay_type,
            case when p.pay_type in ('Cash', 'Online') then p.pay_type
                 when p.pay_type = 'House Account' then 'House Account ' || p.house_account_number
                 when p.pay_type = 'Gift Card' then 'Gift Card ****' || right(p.gift_card_number, 4)
                 else p.pay_type || ' ' || (array['VISA', 'MC', 'AMEX', 'DISC'])[1 + ${h('t.id', 48, 4)}]
                      || ' ****' || lpad(${h('t.id', 49, 10000)}::text, 4, '0') end,
            t.tender_amount, t.tip_amount,
            case when p.pay_type in ('Cash', 'House Account') then null
                 when p.pay_type = 'Online' then 'Paid online, ref ' || t.external_reference_number
                 else 'Auth ' || lpad(${h('t.id', 50, 1000000)}::text, 6, '0') end,
            case when p.pay_type in ('Cash', 'House Account') then null
                 else lpad(${h('t.id', 51, 1000000000)}::text, 12, '0') end,
            o.state, case when o.state <> 'pending' then t.ticket_at + make_interval(hours => 1 + ${h('t.id', 63, 6)}::int) end
       from tickets t join _tk_t p on p.id = t.id
       left join lateral (
         select case when t.ticket_at > ${now} - interval '1 day' then 'pending'
                     when ${h('t.id', 64, 20)} = 0 then 'declined' else 'settled' end state
          where p.pay_type = 'Credit' and ${h('t.id', 62, 50)} = 0) o on true
      where p.ttype not in ('C', 'V')`,
  );
  await run(
    db,
    `insert into ticket_taxes (merchant_id, store_id, ticket_id, business_date, rule_name, tax_rate, tax_amount)
     select t.merchant_id, t.store_id, t.id, t.business_date, x.tax_name, x.tax_rate, x.tax
       from _tk_tax x join _tk_t t on t.id = x.ticket_id`,
  );
  await run(
    db,
    `insert into ticket_notes (merchant_id, store_id, ticket_id, sequence_number, note)
     select t.merchant_id, t.store_id, t.id, n.n, ${pick(NOTES, 't.id * 3 + n.n', 52, 10)}
       from _tk_t t cross join lateral generate_series(1, case when ${h('t.id', 53, 40)} = 0 then 2
                                                              when ${h('t.id', 53, 40)} < 4 then 1 else 0 end) n(n)
      where t.ttype not in ('P', 'I')`,
  );
}

/**
 * The time clock and the cash drawers over the seeded days, after the tickets (the drawers expect the cash their
 * register took). An employee works a store five days in seven, split between the merchant's stores: in at 6:00–10:00,
 * 5 to 8⅓ hours, one shift in eight two hours longer (over 8 is overtime), a 30-minute unpaid break on shifts over 6 hours; one shift in forty misses its
 * clock-out, one in thirty was edited by a manager. Each register opens a drawer at 7:00 with a $150 float and closes
 * it at 23:00; one close in eight is over or short by up to $5. Today's open shifts and drawers have no end yet.
 * Busy drawers drop cash to the safe in the afternoon.
 */
async function seedLaborAndDrawers(tx: TTx, nowIso: string): Promise<void> {
  const now = `'${nowIso}'::timestamptz`;
  await run(
    tx,
    `insert into time_punches (merchant_id, store_id, employee_id, job_id, business_date, clock_in_at, clock_out_at,
       break_start_at, break_end_at, pay_rate, missed_clock_out, is_edited, original_clock_in_at, original_clock_out_at,
       edited_by_name)
     with days as (
       select st.store_id, st.merchant_id, st.tz, d::date business_date
         from _tk_store st,
              generate_series(((${now} at time zone st.tz)::date - ${TICKET_HISTORY_DAYS})::timestamp,
                              (${now} at time zone st.tz)::date::timestamp, interval '1 day') d
     ), worked as (
       select d.*, es.employee_id, e.job_id, e.pay_rate,
              es.employee_id::bigint * 100000 + (d.business_date - date '2000-01-01') * 10 + d.store_id % 10 k,
              count(*) over (partition by es.employee_id, d.business_date) stores
         from days d join employee_stores es on es.store_id = d.store_id join employees e on e.id = es.employee_id
     ), shifts as (
       select w.*, ((w.business_date + make_interval(mins => 360 + ${h('w.k', 70, 240)}::int)) at time zone w.tz) clock_in,
              300 + ${h('w.k', 71, 200)}::int + case when ${h('w.k', 79, 8)} = 0 then 120 else 0 end minutes, ${h('w.k', 72, 40)} = 0 missed, ${h('w.k', 73, 30)} = 0 edited
         from worked w
        where ${h('w.k', 74, 7 * 100)} < 500 / w.stores
     ), ended as (
       select s.*, s.clock_in + make_interval(mins => s.minutes) clock_out from shifts s
        where s.clock_in <= ${now}
     )
     select e.merchant_id, e.store_id, e.employee_id, e.job_id, e.business_date, e.clock_in,
            case when not e.missed and e.clock_out <= ${now} then e.clock_out end,
            case when e.minutes > 360 and e.clock_in + interval '4 hours' <= ${now} then e.clock_in + interval '4 hours' end,
            case when e.minutes > 360 and e.clock_in + interval '270 minutes' <= ${now}
                 then e.clock_in + interval '270 minutes' end,
            e.pay_rate, e.missed and e.clock_out <= ${now}, e.edited and e.clock_out <= ${now},
            case when e.edited and e.clock_out <= ${now} then e.clock_in + make_interval(mins => ${h('e.k', 75, 20)}::int) end,
            case when e.edited and e.clock_out <= ${now} then e.clock_out + make_interval(mins => 15 + ${h('e.k', 76, 45)}::int) end,
            case when e.edited and e.clock_out <= ${now} then 'Manager' end
       from ended e
      order by e.store_id, e.clock_in, e.employee_id`,
  );
  await run(
    tx,
    `insert into drawer_shifts (merchant_id, store_id, device_id, employee_id, business_date, opened_at, closed_at,
       opening_amount, expected_amount, counted_amount)
     with drawers as (
       select d.merchant_id, d.store_id, d.id device_id, st.tz, day::date business_date,
              d.id::bigint * 100000 + (day::date - date '2000-01-01') k
         from devices d join _tk_store st on st.store_id = d.store_id,
              generate_series(((${now} at time zone st.tz)::date - ${TICKET_HISTORY_DAYS})::timestamp,
                              (${now} at time zone st.tz)::date::timestamp, interval '1 day') day
        where d.kind = 'register'
     ), cash as (
       select t.device_id, t.business_date, sum(p.amount - t.change_amount) cash
         from tickets t join ticket_payments p on p.ticket_id = t.id and p.payment_type = 'Cash'
        where t.store_id in (select store_id from _tk_store)
        group by 1, 2
     ), timed as (
       select d.*, (d.business_date + time '07:00') at time zone d.tz opened_at,
              (d.business_date + time '23:00') at time zone d.tz closed_at, 150 + coalesce(c.cash, 0) expected
         from drawers d left join cash c on c.device_id = d.device_id and c.business_date = d.business_date
     )
     select t.merchant_id, t.store_id, t.device_id, (t.merchant_id - 1000) * 10 + (t.device_id % 10), t.business_date,
            t.opened_at, case when t.closed_at <= ${now} then t.closed_at end, 150, t.expected,
            case when t.closed_at <= ${now}
                 then t.expected + case when ${h('t.k', 77, 8)} = 0 then (${h('t.k', 78, 1001)} - 500) / 100.0 else 0 end
            end
       from timed t
      where t.opened_at <= ${now}
      order by t.store_id, t.opened_at, t.device_id`,
  );
  // The cash manager's drops: at 15:00 a drawer expecting $200 or more over its float sends 60 % of that, in $20s,
  // to the safe; the drawer then expects (and counts) that much less.
  await run(
    tx,
    `insert into cash_drops (merchant_id, store_id, drawer_shift_id, device_id, employee_id, amount, at, business_date)
     select d.merchant_id, d.store_id, d.id, d.device_id, d.employee_id,
            floor((d.expected_amount - d.opening_amount) * 0.6 / 20) * 20,
            (d.business_date + time '15:00') at time zone st.tz, d.business_date
       from drawer_shifts d join _tk_store st on st.store_id = d.store_id
      where d.expected_amount - d.opening_amount >= 200
        and (d.business_date + time '15:00') at time zone st.tz <= ${now}
      order by d.id`,
  );
  await run(
    tx,
    `update drawer_shifts d set expected_amount = d.expected_amount - c.amount,
            counted_amount = d.counted_amount - c.amount
       from cash_drops c where c.drawer_shift_id = d.id`,
  );
  // Results → Cash Manager shows these drawers and drops where the merchant has the cash manager (spec 1 §6).
  await tx
    .insert(featureFlagValues)
    .values(
      CASH_MANAGER_MERCHANTS.map((merchantId) => ({ merchantId, storeId: 0, flagName: 'featCashManager', isOn: true })),
    );
}

/** Keeps the identities ahead of the explicit ids the generator writes. */
async function syncSequences(db: TExec): Promise<void> {
  await run(
    db,
    `select setval(pg_get_serial_sequence('tickets', 'id'), greatest(coalesce(max(id), 0), 1)) from tickets`,
  );
  await run(
    db,
    `select setval(pg_get_serial_sequence('ticket_lines', 'id'), greatest(coalesce(max(id), 0), 1)) from ticket_lines`,
  );
}

/** Next free ticket id (the generator assigns ids itself so lines can point at their parents). */
async function nextTicketId(db: TExec): Promise<number> {
  const result = (await db.execute(sql`select coalesce(max(id), 0) + 1 as id from tickets`)) as unknown as {
    rows: { id: number | string }[];
  };
  return Number(result.rows[0]!.id);
}

/**
 * A minute of the day with a restaurant's shape: a lunch peak around 12:30, a dinner peak around 19:00, and a thin
 * spread from 7:00 to 22:00.
 */
const minuteOfDay = (idExpr: string) => `(case when ${h(idExpr, 1, 100)} < 45
    then 660 + (${h(idExpr, 2, 180)} + ${h(idExpr, 3, 180)}) / 2
  when ${h(idExpr, 1, 100)} < 85 then 1020 + (${h(idExpr, 2, 240)} + ${h(idExpr, 3, 240)}) / 2
  else 420 + ${h(idExpr, 4, 900)} end)::int`;

/**
 * The default demo volume: 90 days back from `now` in each store's zone plus today up to now, busier on Friday,
 * Saturday and Sunday, quieter on Monday, with a daily wobble. Runs inside seedDemo's transaction.
 */
export async function seedTickets(tx: TTx, options: { now?: Date } = {}): Promise<void> {
  const nowIso = (options.now ?? new Date()).toISOString();
  await seedTicketSetup(tx);
  await seedCustomers(tx, TICKET_MERCHANTS, nowIso);
  await createSources(tx);
  const base = await nextTicketId(tx);
  await run(
    tx,
    `create temp table _tk_slot on commit drop as
     with days as (
       select st.store_id, st.per_day, st.tz, d::date business_date
         from _tk_store st,
              generate_series((('${nowIso}'::timestamptz at time zone st.tz)::date - ${TICKET_HISTORY_DAYS})::timestamp,
                              ('${nowIso}'::timestamptz at time zone st.tz)::date::timestamp, interval '1 day') d
     ), counts as (
       select d.*, greatest(3, round(d.per_day
                * case extract(isodow from d.business_date) when 5 then 1.35 when 6 then 1.5 when 7 then 1.2
                                                             when 1 then 0.8 else 1 end
                * (0.8 + ${h("d.store_id * 100000 + (d.business_date - date '2000-01-01')", 0, 400)} / 1000.0)))::int n
         from days d
     ), numbered as (
       select c.store_id, c.tz, c.business_date,
              ${base} - 1 + row_number() over (order by c.store_id, c.business_date, j.j) id
         from counts c cross join lateral generate_series(1, c.n) j(j)
     )
     select n.id, n.store_id, n.business_date, ${minuteOfDay('n.id')} slot_minute, n.tz
       from numbered n`,
  );
  // Today's tickets stop at the current time.
  await run(
    tx,
    `delete from _tk_slot
      where ((business_date + make_interval(mins => slot_minute)) at time zone tz) > '${nowIso}'::timestamptz`,
  );
  await generateFromSlots(tx, nowIso);
  await syncSequences(tx);
  await applyTicketRollups(tx, { first: base, last: (await nextTicketId(tx)) - 1 });
  await seedLaborAndDrawers(tx, nowIso);
}

/**
 * Adds `count` tickets spread over the demo stores and the last 90 days, in transactions of `batchSize`, calling
 * `onProgress` with the running total after each. For `npm run seed -- --tickets N`.
 */
export async function addBulkTickets(
  db: TDb,
  count: number,
  options: { now?: Date; batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const nowIso = (options.now ?? new Date()).toISOString();
  const batchSize = options.batchSize ?? 25_000;
  // The generator writes only keys it has just read (stores, merchants, its own ticket ids), so a superuser may skip
  // the per-row foreign-key triggers, as bulk loaders do; anyone else gets them checked.
  const [role] = await queryRows<{ super: boolean }>(
    db,
    sql`select rolsuper as super from pg_roles where rolname = current_user`,
  );
  for (let done = 0; done < count;) {
    const size = Math.min(batchSize, count - done);
    await db.transaction(async (tx) => {
      if (role?.super) await run(tx, 'set local session_replication_role = replica');
      await createSources(tx);
      const base = await nextTicketId(tx);
      // Slot k goes to store k mod S on a pseudo-random day; a time later today than now moves a day back.
      await run(
        tx,
        `create temp table _tk_slot on commit drop as
         with slots as (
           select ${base} - 1 + g id, st.store_id, st.tz,
                  ('${nowIso}'::timestamptz at time zone st.tz)::date - ${h(`${base} + g`, 54, TICKET_HISTORY_DAYS + 1)}::int
                    business_date
             from generate_series(1, ${size}) g
             join _tk_store st on st.ord = (${base} + g) % (select count(*) from _tk_store)
         ), timed as (
           select s.*, ${minuteOfDay('s.id')} slot_minute from slots s
         )
         select t.id, t.store_id, t.tz, t.slot_minute,
                case when ((t.business_date + make_interval(mins => t.slot_minute)) at time zone t.tz)
                          > '${nowIso}'::timestamptz
                     then t.business_date - 1 else t.business_date end business_date
           from timed t`,
      );
      await generateFromSlots(tx, nowIso);
      await syncSequences(tx);
      await applyTicketRollups(tx, { first: base, last: base + size - 1 });
    });
    done += size;
    options.onProgress?.(done);
  }
}

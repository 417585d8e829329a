import { sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { EVENT_SCHEDULE, PROMOTION } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * Promotions for every demo merchant (issue 21 item 6), in every live store: "Happy Hour drinks" (20 % off every
 * category of the Beverages and Alcohol departments during the Happy Hour schedule), "Lunch special" (a set price of
 * 9.99 on the first Food category, 2026 and 2027) and "Summer sale" (2.00 off the second Food category, summer
 * 2025: expired). Ids are (merchantId − 1000) × 10 + n, below the identities' 100000.
 */
export async function seedPromotions(tx: TTx): Promise<void> {
  const { happyHour, lunchSpecial, summerSale } = PROMOTION;
  await tx.execute(sql`
    insert into promotions (id, merchant_id, name, kind, value, event_schedule_id, start_date, end_date)
    select (m.id - 1000) * 10 + p.n, m.id, p.name, p.kind, p.value,
           case when p.schedule then (m.id - 1000) * 10 + ${EVENT_SCHEDULE.happyHour} end, p.start_date, p.end_date
      from merchants m,
           (values (${happyHour}::int, 'Happy Hour drinks', 'PercentOff', 20.00, true, null::date, null::date),
                   (${lunchSpecial}::int, 'Lunch special', 'SetPrice', 9.99, false, '2026-01-01'::date,
                    '2027-12-31'::date),
                   (${summerSale}::int, 'Summer sale', 'AmountOff', 2.00, false, '2025-06-01'::date,
                    '2025-08-31'::date))
             as p(n, name, kind, value, schedule, start_date, end_date)`);
  await tx.execute(sql`
    insert into promotion_categories (merchant_id, promotion_id, item_category_id)
    select c.merchant_id, (c.merchant_id - 1000) * 10 + ${happyHour}, c.id
      from item_categories c join departments d on d.id = c.department_id and d.name in ('Beverages', 'Alcohol')`);
  await tx.execute(sql`
    insert into promotion_categories (merchant_id, promotion_id, item_category_id)
    select f.merchant_id, (f.merchant_id - 1000) * 10 + p.n, f.id
      from (select c.merchant_id, c.id, row_number() over (partition by c.merchant_id order by c.id) as k
              from item_categories c join departments d on d.id = c.department_id and d.name = 'Food') f
      join (values (${lunchSpecial}::int, 1), (${summerSale}::int, 2)) as p(n, k) on p.k = f.k`);
  await tx.execute(sql`
    insert into promotion_stores (merchant_id, promotion_id, store_id)
    select s.merchant_id, (s.merchant_id - 1000) * 10 + p.n, s.id
      from stores s, (values (${happyHour}::int), (${lunchSpecial}::int), (${summerSale}::int)) as p(n)
     where not s.is_deleted`);
}

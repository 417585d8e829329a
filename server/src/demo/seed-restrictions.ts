import { sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { EVENT_SCHEDULE, RESTRICTION } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * Sale restrictions and event schedules for every demo merchant (issue 21 items 4 and 5): "Alcohol 21+" (age 21 with
 * the ID-check prompt) and "Late-night alcohol" (no sale 02:00–08:00 any day) on every category of the Alcohol
 * department the merchant's menu has; "Happy Hour" (Monday–Friday 16:00–18:00) and "Lunch" (every day 11:00–14:00).
 * Ids are (merchantId − 1000) × 10 + n, below the identities' 100000.
 */
export async function seedRestrictions(tx: TTx): Promise<void> {
  const { alcoholAge, lateNightAlcohol } = RESTRICTION;
  const night = JSON.stringify([{ DaysOfWeek: [0, 1, 2, 3, 4, 5, 6], StartTime: '02:00', EndTime: '08:00' }]);
  await tx.execute(sql`
    insert into restrictions (id, merchant_id, name, minimum_age, require_id_check, time_windows)
    select (m.id - 1000) * 10 + r.n, m.id, r.name, r.age, r.id_check, r.windows::jsonb
      from merchants m,
           (values (${alcoholAge}::int, 'Alcohol 21+', 21::smallint, true, '[]'),
                   (${lateNightAlcohol}::int, 'Late-night alcohol', null::smallint, false, ${night}))
             as r(n, name, age, id_check, windows)`);
  await tx.execute(sql`
    insert into restriction_categories (merchant_id, restriction_id, item_category_id)
    select c.merchant_id, (c.merchant_id - 1000) * 10 + r.n, c.id
      from item_categories c join departments d on d.id = c.department_id and d.name = 'Alcohol',
           (values (${alcoholAge}::int), (${lateNightAlcohol}::int)) as r(n)`);
  const { happyHour, lunch } = EVENT_SCHEDULE;
  await tx.execute(sql`
    insert into event_schedules (id, merchant_id, name, days_of_week, start_minute, end_minute)
    select (m.id - 1000) * 10 + e.n, m.id, e.name, e.days::smallint[], e.start_minute, e.end_minute
      from merchants m,
           (values (${happyHour}::int, 'Happy Hour', '{1,2,3,4,5}', 960, 1080),
                   (${lunch}::int, 'Lunch', '{0,1,2,3,4,5,6}', 660, 840))
             as e(n, name, days, start_minute, end_minute)`);
}

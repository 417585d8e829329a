import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantRef } from './columns.ts';
import { versionColumn } from './concurrency.ts';

/**
 * A merchant's event schedules (spec 2 §7 EventSchedule; issue 21 item 5): named recurring windows of the week such
 * as Happy Hour or Lunch, which promotions refer to by id. Times are minutes after midnight in the store's own zone
 * (an end before the start crosses midnight); the date range is optional at either end. The name is unique per
 * merchant without case.
 */
export const eventSchedules = pgTable(
  'event_schedules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    /** 0 Sunday … 6 Saturday, in week order, each once. */
    daysOfWeek: smallint('days_of_week').array().notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('event_schedules_merchant_name_idx').on(t.merchantId, sql`upper(${t.name})`),
    check('event_schedules_minutes', sql`${t.startMinute} between 0 and 1439 and ${t.endMinute} between 0 and 1439`),
    check(
      'event_schedules_dates',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
  ],
);

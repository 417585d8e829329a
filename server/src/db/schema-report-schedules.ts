import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  TScheduleCadence,
  TScheduleFormat,
  TScheduleKind,
  TScheduleParams,
  TScheduleRange,
} from '@mp/contracts/report-schedules';
import { versionColumn } from './concurrency.ts';
import { merchantRef, ts } from './columns.ts';
import { stores, users } from './schema.ts';

/**
 * Scheduled e-mailed reports and daily digests (issue 16 §7). A schedule belongs to its user and merchant and to the
 * view it was made in (a store, or the company view: store_id null). `next_fire_at` is the next occurrence in the
 * store's zone and `next_period` the period it stands for; the job runner claims a due row by moving both on in the
 * same statement (compare-and-set on next_period) and records the period in job_runs, so each period fires once.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    storeId: integer('store_id').references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TScheduleKind>().notNull(),
    name: text('name').notNull(),
    reportFile: text('report_file').notNull(),
    params: jsonb('params').$type<TScheduleParams>().notNull().default({}),
    range: text('range').$type<TScheduleRange>().notNull(),
    cadence: text('cadence').$type<TScheduleCadence>().notNull(),
    /** HH:MM on the store's wall clock. */
    localTime: text('local_time').notNull(),
    weekday: smallint('weekday'),
    /** 1–28, or 0 for the month's last day. */
    monthDay: smallint('month_day'),
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    formats: jsonb('formats').$type<TScheduleFormat[]>().notNull(),
    /** Null while it has no recipient left (all unsubscribed): nothing to send. */
    nextFireAt: ts('next_fire_at'),
    nextPeriod: text('next_period'),
    version: versionColumn(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('report_schedules_user_idx').on(t.merchantId, t.userId),
    index('report_schedules_due_idx').on(t.nextFireAt),
    // One digest per user and view (the switch turns that one on or off).
    uniqueIndex('report_schedules_digest_idx')
      .on(t.merchantId, t.userId, sql`coalesce(${t.storeId}, 0)`)
      .where(sql`${t.kind} = 'digest'`),
    check('report_schedules_kind_check', sql`${t.kind} in ('report', 'digest')`),
    check('report_schedules_cadence_check', sql`${t.cadence} in ('daily', 'weekly', 'monthly')`),
    check(
      'report_schedules_range_check',
      sql`${t.range} in ('today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth')`,
    ),
  ],
);

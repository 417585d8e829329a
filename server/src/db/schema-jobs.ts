import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantRef, ts } from './columns.ts';

/**
 * The job runner's claim records (server/src/shared/jobs): one row per job, key and period. The unique index is what
 * makes a period run once across every server process: the process whose insert wins runs it. A failed run (or one
 * whose process died: its lease ran out) is taken again by one process with `for update skip locked`, up to the
 * job's attempts.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** The job's name ('report-schedule', later the alerts). */
    job: text('job').notNull(),
    /** What of the job ran: a schedule's id. */
    key: text('key').notNull(),
    /** The period it ran for (`D:2026-05-04`, `W:2026-05-03`, `M:2026-05`). */
    period: text('period').notNull(),
    dueAt: ts('due_at').notNull(),
    state: text('state').$type<'running' | 'sent' | 'skipped' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    /** A running claim whose lease has run out belongs to a process that stopped: it may be taken again. */
    leaseUntil: ts('lease_until'),
    retryAt: ts('retry_at'),
    /** Which process ran it last (host:pid), for the logs. */
    claimedBy: text('claimed_by').notNull(),
    /** Why it was skipped, or what failed. */
    detail: text('detail'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('job_runs_period_idx').on(t.job, t.key, t.period),
    index('job_runs_retry_idx')
      .on(t.job, t.state)
      .where(sql`${t.state} in ('running', 'failed')`),
    check('job_runs_state_check', sql`${t.state} in ('running', 'sent', 'skipped', 'failed')`),
  ],
);

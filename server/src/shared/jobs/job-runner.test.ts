import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, reportSchedules } from '../../db/schema.ts';
import { MERCHANT, STORE, USER } from '../../demo/ids.ts';
import { latestOutboxMessage } from '../../mail/outbox.ts';
import { startTestApp, type TTestApp } from '../../test/test-app.ts';
import { createJobRunner, type TJob, type TJobLog } from './job-runner.ts';
import type { TJobOccurrence, TJobRun } from './jobs.queries.ts';

/**
 * The job runner on a real database with a controlled clock: a claim per period, a failed run tried again after its
 * backoff and no more than its attempts, a run whose process died (lease ran out) taken again, and two runners sharing
 * one database each taking different retries.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const T0 = new Date('2030-01-01T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const quiet: TJobLog = { info: () => {}, warn: () => {} };

/** A job with one occurrence due at T0, whose run fails while `failures` lasts; it records each attempt. */
function flakyJob(failures: number) {
  const name = `test-${randomBytes(4).toString('hex')}`;
  const occurrence: TJobOccurrence = { merchantId: MERCHANT.cornerCafe, key: '1', period: 'D:2030-01-01', dueAt: T0 };
  let pending = true;
  const attempts: number[] = [];
  const job: TJob = {
    name,
    maxAttempts: 3,
    retryDelayMs: 60_000,
    leaseMs: 10 * 60_000,
    findDue: async (_db, now) => (pending && now >= T0 ? [occurrence] : []),
    advance: async () => {
      if (!pending) return null;
      pending = false;
      return occurrence;
    },
    run: async (_db, run: TJobRun) => {
      attempts.push(run.attempt);
      if (attempts.length <= failures) throw new Error(`attempt ${run.attempt} failed`);
      return { state: 'sent' };
    },
  };
  const runs = () =>
    t.db
      .select({ state: jobRuns.state, attempts: jobRuns.attempts, detail: jobRuns.detail })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, name)));
  return { job, attempts, runs };
}

describe('the job runner', () => {
  it('runs a due occurrence once; a failure is tried again after its backoff, doubling', async () => {
    const { job, attempts, runs } = flakyJob(2);
    const runner = createJobRunner({ db: t.db, jobs: [job], intervalMs: 1000, log: quiet });
    await runner.tick(at(-1));
    expect(attempts).toEqual([]);
    await runner.tick(at(0));
    expect(await runs()).toMatchObject([{ state: 'failed', attempts: 1, detail: 'attempt 1 failed' }]);
    // Not before one minute; then the second attempt fails and waits two.
    await runner.tick(at(0.5));
    expect(attempts).toEqual([1]);
    await runner.tick(at(1));
    expect(attempts).toEqual([1, 2]);
    await runner.tick(at(2.5));
    expect(attempts).toEqual([1, 2]);
    await runner.tick(at(3));
    expect(attempts).toEqual([1, 2, 3]);
    expect(await runs()).toMatchObject([{ state: 'sent', attempts: 3, detail: null }]);
    await runner.tick(at(60));
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('stops after its attempts, leaving the run failed', async () => {
    const { job, attempts, runs } = flakyJob(10);
    const runner = createJobRunner({ db: t.db, jobs: [job], intervalMs: 1000, log: quiet });
    for (const minute of [0, 1, 3, 10, 100]) await runner.tick(at(minute));
    expect(attempts).toEqual([1, 2, 3]);
    expect(await runs()).toMatchObject([{ state: 'failed', attempts: 3 }]);
  });

  it('a run whose process stopped (its lease ran out, in real time) is taken again by another runner', async () => {
    const { job, attempts, runs } = flakyJob(0);
    const leased = { ...job, leaseMs: 500 };
    // The first process claims the run and dies before finishing: its run never returns.
    const dying: TJob = { ...leased, run: () => new Promise(() => {}) };
    const first = createJobRunner({ db: t.db, jobs: [dying], intervalMs: 1000, log: quiet, worker: 'a' });
    void first.tick(at(0));
    await expect.poll(async () => (await runs()).length).toBe(1);
    expect(await runs()).toMatchObject([{ state: 'running', attempts: 1 }]);
    const second = createJobRunner({ db: t.db, jobs: [leased], intervalMs: 1000, log: quiet, worker: 'b' });
    // However far the second runner's clock is ahead, the lease holds until the database's clock passes it.
    await second.tick(at(600));
    expect(attempts).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await second.tick(at(600));
    expect(attempts).toEqual([2]);
    expect(await runs()).toMatchObject([{ state: 'sent', attempts: 2 }]);
  });

  it('start runs passes on a timer and stop waits for the one under way', async () => {
    const { job, attempts } = flakyJob(0);
    const runner = createJobRunner({ db: t.db, jobs: [job], intervalMs: 20, log: quiet, clock: () => at(0) });
    runner.start();
    await expect.poll(() => attempts.length).toBe(1);
    await runner.stop();
    expect(attempts).toEqual([1]);
  });
});

describe('the app starts the runner', () => {
  it('with REPORT_SCHEDULER on, a due schedule is sent without anyone calling tick', async () => {
    const app = await startTestApp({ REPORT_SCHEDULER: 'on', JOB_TICK_SECONDS: '1' });
    try {
      const address = `timer-${randomBytes(3).toString('hex')}@example.com`;
      // Due a minute ago: the app's own timer must find it.
      const [row] = await app.db
        .insert(reportSchedules)
        .values({
          merchantId: MERCHANT.cornerCafe,
          storeId: STORE.cornerCafe,
          userId: USER.store,
          kind: 'report',
          name: 'Timer',
          reportFile: 'OperationsSummary',
          range: 'yesterday',
          cadence: 'daily',
          localTime: '07:00',
          recipients: [address],
          formats: ['csv'],
          nextFireAt: new Date(Date.now() - 60_000),
          nextPeriod: 'D:2000-01-01',
        })
        .returning({ id: reportSchedules.id });
      await expect
        .poll(async () => (await latestOutboxMessage(app.env.dataDir, address))?.subject ?? null, { timeout: 15_000 })
        .toContain('Timer');
      const [run] = await app.db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.key, String(row!.id)));
      expect(run).toMatchObject({ state: 'sent', period: 'D:2000-01-01' });
    } finally {
      await app.close();
    }
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { nextOccurrence, type TCreateScheduleRequest, type TSchedule } from '@mp/contracts/report-schedules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, reportSchedules } from '../../../db/schema.ts';
import { outboxMessages } from '../../../mail/outbox.ts';
import { createMerchant, createUser } from '../../../test/factories/accounts.ts';
import { companyViewClient } from '../../../test/factories/view-clients.ts';
import { runTickerProcess } from '../../../test/job-ticker-process.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';
import { timingOf } from './schedule-timing.ts';

/**
 * Exactly once per period across two server processes (issue 16 §8): two processes of the real app on one PostgreSQL
 * database tick their job runners through the same three weeks with a controlled clock (every 20 minutes, across the
 * US change to daylight saving time), racing for every schedule; each schedule's every period is sent once, to each
 * recipient once. PGlite is one process by design (a second one is refused), so this runs only with DATABASE_URL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

const FROM = new Date('2030-03-01T00:00:00Z');
const TO = new Date('2030-03-22T00:00:00Z');
const TICKS = Array.from(
  { length: (TO.getTime() - FROM.getTime()) / (20 * 60_000) + 1 },
  (_, i) => new Date(FROM.getTime() + i * 20 * 60_000),
);

let t: TTestApp;
let dataDir: string;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await startTestApp();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mp-tickers-'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** The periods a schedule must fire in over the ticks, and its first firing (walking nextOccurrence). */
function expectedPeriods(schedule: TSchedule) {
  const timing = timingOf({
    cadence: schedule.Cadence,
    localTime: schedule.LocalTime,
    weekday: schedule.Weekday,
    monthDay: schedule.MonthDay === 'last' ? 0 : schedule.MonthDay,
  });
  const periods: string[] = [];
  const first = nextOccurrence(timing, schedule.TimeZone, new Date(FROM.getTime() - 1));
  for (let next = first; next.at <= TO; next = nextOccurrence(timing, schedule.TimeZone, next.at))
    periods.push(next.period);
  return { first, periods };
}

describe.skipIf(!onPostgres)('two server processes firing schedules (skipped without DATABASE_URL)', () => {
  it('each schedule fires exactly once per period, whichever process claims it', async () => {
    const merchant = await createMerchant(t.db, { storeCount: 2, timeZones: ['America/Chicago', 'Europe/London'] });
    const chicago = t.client();
    await chicago.logOn((await createUser(t.db, merchant, { storeIds: [merchant.storeIds[0]!] })).userName);
    const london = t.client();
    await london.logOn((await createUser(t.db, merchant, { storeIds: [merchant.storeIds[1]!] })).userName);
    const company = await companyViewClient(t, merchant);
    const tag = randomBytes(3).toString('hex');
    const base = (name: string): TCreateScheduleRequest => ({
      ReportFile: 'OperationsSummary',
      Name: name,
      Range: 'yesterday',
      Cadence: 'daily',
      LocalTime: '07:00',
      Recipients: [`${name}-a-${tag}@example.com`, `${name}-b-${tag}@example.com`],
      Formats: ['csv'],
    });
    const made: [TestClient, TCreateScheduleRequest][] = [
      [chicago, base('daily')],
      // 02:30 does not exist in Chicago on 2030-03-10: it still fires that day, once.
      [chicago, { ...base('gap'), LocalTime: '02:30', ReportFile: 'Tips' }],
      [london, { ...base('weekly'), Cadence: 'weekly', Weekday: 1, LocalTime: '06:00', Range: 'lastWeek' }],
      [company, { ...base('monthly'), Cadence: 'monthly', MonthDay: 15, Range: 'thisMonth', Formats: ['pdf'] }],
    ];
    const schedules: TSchedule[] = [];
    for (const [client, body] of made) {
      const res = await client.post('/ReportSchedule/CreateSchedule', body);
      expect(res.status, res.text).toBe(200);
      schedules.push((await client.get<TSchedule>(`/ReportSchedule/GetSchedule?Id=${res.body.Id}`)).body);
    }
    // Put each schedule's clock at the start of the ticks: its first firing after FROM.
    const expected = new Map<number, string[]>();
    for (const schedule of schedules) {
      const { first, periods } = expectedPeriods(schedule);
      await t.db
        .update(reportSchedules)
        .set({ nextFireAt: first.at, nextPeriod: first.period })
        .where(eq(reportSchedules.id, schedule.Id));
      expected.set(schedule.Id, periods);
    }

    const env = {
      DATABASE_URL: t.env.databaseUrl!,
      NODE_ENV: 'test',
      WEB_DIST: path.join(dataDir, 'no-web'),
      PUBLIC_URL: 'http://portal.test',
      // Both start ticking at the same moment, whichever started up first: far enough ahead that a process starting
      // beside the rest of the API suite (two cores, other files' servers) is up by then.
      START_AT: String(Date.now() + 45_000),
    };
    const [a, b] = await Promise.all([
      runTickerProcess({ ...env, DATA_DIR: path.join(dataDir, 'a') }, TICKS),
      runTickerProcess({ ...env, DATA_DIR: path.join(dataDir, 'b') }, TICKS),
    ]);

    const mail = [
      ...(await outboxMessages(path.join(dataDir, 'a'))),
      ...(await outboxMessages(path.join(dataDir, 'b'))),
    ];
    for (const schedule of schedules) {
      const periods = expected.get(schedule.Id)!;
      const runs = await t.db
        .select({ period: jobRuns.period, state: jobRuns.state })
        .from(jobRuns)
        .where(eq(jobRuns.key, String(schedule.Id)))
        .orderBy(jobRuns.period);
      expect(runs, schedule.Name).toEqual([...periods].sort().map((period) => ({ period, state: 'sent' })));
      const claimed = [...a.runs, ...b.runs].filter((r) => r.key === String(schedule.Id));
      const failures = [...a.warnings, ...b.warnings].filter((w) => w.includes('job run failed'));
      expect(claimed.map((r) => `${r.period} ${r.state}`).sort(), failures.join('\n')).toEqual(
        [...periods].sort().map((period) => `${period} sent`),
      );
      for (const recipient of schedule.Recipients) {
        const subjects = mail.filter((m) => m.to === recipient).map((m) => m.subject);
        expect(subjects, recipient).toHaveLength(periods.length);
        expect(new Set(subjects).size, recipient).toBe(periods.length);
      }
    }
    // Three weeks: 21 daily, 21 at the skipped hour, 3 Mondays, one 15th.
    expect(schedules.map((s) => expected.get(s.Id)!.length)).toEqual([21, 21, 3, 1]);
    // The race was real: both processes claimed some of the periods.
    expect(a.runs.length).toBeGreaterThan(0);
    expect(b.runs.length).toBeGreaterThan(0);
  }, 300_000);
});

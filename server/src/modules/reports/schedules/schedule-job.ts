import {
  DAILY_DIGEST_FILE,
  localDateOf,
  nextOccurrence,
  type TScheduleOccurrence,
} from '@mp/contracts/report-schedules';
import { reportPresetRange, ZReportParams, type TReportResult } from '@mp/contracts/reports';
import type { TEnv } from '../../../config.ts';
import type { TDb } from '../../../db/create-db.ts';
import type { TMailer } from '../../../mail/mailer.ts';
import type { TJob } from '../../../shared/jobs/job-runner.ts';
import type { TJobOutcome, TJobRun } from '../../../shared/jobs/jobs.queries.ts';
import { runReport } from '../report-engine.ts';
import { REPORT_RUNNERS } from '../report-runners.ts';
import { digestReport } from './digest.report.ts';
import { digestSections, ownerAccess } from './schedule-access.ts';
import { digestText } from './digest-text.ts';
import { reportAttachments, scheduleMail, unsubscribeToken, unsubscribeUrl } from './schedule-mail.ts';
import { dueSchedules, moveScheduleOn, scheduleById } from './schedules.queries.ts';
import { timingOf } from './schedule-timing.ts';

export const REPORT_SCHEDULE_JOB = 'report-schedule';

/** What the job needs of the app. */
export type TScheduleJobDeps = {
  db: TDb;
  env: Pick<TEnv, 'nodeEnv' | 'legacyOrigin' | 'publicUrl'>;
  mailer: TMailer;
  secret: string;
};

/** The latest firing of a schedule at or before `now`, starting from one that is due, and the one after `now`. */
function catchUp(first: TScheduleOccurrence, timing: ReturnType<typeof timingOf>, zone: string, now: Date) {
  let current = first;
  let next = nextOccurrence(timing, zone, current.at);
  while (next.at.getTime() <= now.getTime()) {
    current = next;
    next = nextOccurrence(timing, zone, next.at);
  }
  return { current, next };
}

/** Renders a due schedule for its owner's view and mails it to each recipient, or says why it was skipped. */
async function sendSchedule(deps: TScheduleJobDeps, db: TDb, run: TJobRun, now: Date): Promise<TJobOutcome> {
  const schedule = await scheduleById(db, Number(run.key));
  if (!schedule) return { state: 'skipped', detail: 'scheduleGone' };
  if (schedule.recipients.length === 0) return { state: 'skipped', detail: 'noRecipients' };
  const owner = await ownerAccess(db, deps.env, schedule);
  if (!owner.allowed) return { state: 'skipped', detail: owner.reason };
  // The range is counted from the day the period fired, on the store's calendar: a retry sends the same days.
  const range = reportPresetRange(schedule.range, localDateOf(run.dueAt, schedule.timeZone));
  const params = ZReportParams.parse({ ...schedule.params, ...range });
  const isDigest = schedule.reportFile === DAILY_DIGEST_FILE;
  const runner = isDigest ? digestReport(digestSections(owner.access)) : REPORT_RUNNERS.get(schedule.reportFile);
  if (!runner) return { state: 'skipped', detail: 'reportNotAllowed' };
  const result: TReportResult = await runReport(db, owner.scope, runner, params, owner.productType, now);
  const attachments = await reportAttachments(result, schedule.formats);
  for (const to of schedule.recipients) {
    const unsubscribe = unsubscribeUrl(deps.env.publicUrl, unsubscribeToken(deps.secret, schedule.id, to));
    await deps.mailer.send(
      scheduleMail({
        name: schedule.name,
        result,
        attachments,
        to,
        unsubscribe,
        ...(isDigest ? { summary: digestText(result) } : {}),
      }),
    );
  }
  return { state: 'sent', detail: null };
}

/**
 * The scheduled reports as a job of the runner: due schedules are claimed by moving them on to their next firing
 * (the period they were at is recorded once), then rendered and mailed. After a stop of every process, only the
 * latest missed period of a schedule is sent, not one per missed period.
 */
export function reportScheduleJob(deps: TScheduleJobDeps): TJob {
  return {
    name: REPORT_SCHEDULE_JOB,
    maxAttempts: 3,
    retryDelayMs: 5 * 60_000,
    leaseMs: 10 * 60_000,
    findDue: async (db, now, limit) =>
      (await dueSchedules(db, now, limit)).map((s) => ({
        merchantId: s.merchantId,
        key: String(s.id),
        period: s.nextPeriod!,
        dueAt: s.nextFireAt!,
      })),
    advance: async (tx, occurrence, now) => {
      const schedule = await scheduleById(tx, Number(occurrence.key));
      if (!schedule || schedule.nextPeriod !== occurrence.period || !schedule.nextFireAt) return null;
      const timing = timingOf(schedule);
      const first = { at: schedule.nextFireAt, period: occurrence.period, localDate: '' };
      const { current, next } = catchUp(first, timing, schedule.timeZone, now);
      const moved = await moveScheduleOn(tx, schedule.id, occurrence.period, { at: next.at, period: next.period });
      return moved ? { ...occurrence, period: current.period, dueAt: current.at } : null;
    },
    run: (db, run, now) => sendSchedule(deps, db, run, now),
  };
}

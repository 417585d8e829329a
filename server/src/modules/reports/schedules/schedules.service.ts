import type { TAccessContext } from '@mp/contracts/access/access-context';
import {
  DAILY_DIGEST_FILE,
  DIGEST_DEFAULTS,
  SCHEDULE_ERROR,
  type TSchedule,
  type TScheduleCreate,
  type TScheduleFields,
  type TScheduleList,
  type TScheduleListQuery,
  type TScheduleRunState,
  type TScheduleUpdate,
} from '@mp/contracts/report-schedules';
import { checksumOf, versionOf } from '../../../db/concurrency.ts';
import type { TDb } from '../../../db/create-db.ts';
import { merchantScope, type TViewScope } from '../../../db/tenant.ts';
import { ApiError, badRequest, notFound, staleChecksum } from '../../../plugins/errors.ts';
import { latestRuns } from '../../../shared/jobs/jobs.queries.ts';
import { englishText } from '../report-labels.ts';
import { maySchedule } from './schedule-access.ts';
import { REPORT_SCHEDULE_JOB } from './schedule-job.ts';
import { firstFire, storedMonthDay, timingOf } from './schedule-timing.ts';
import {
  deleteSchedule,
  findDigest,
  findSchedule,
  insertSchedule,
  listSchedules,
  updateSchedule,
  type TScheduleRow,
  type TScheduleValues,
} from './schedules.queries.ts';
import { viewTimeZone } from '../../../shared/view-time-zone/view-time-zone.queries.ts';

/** Who asks: the session's view (where a new schedule belongs), the user and their access now. */
export type TScheduleActor = { db: TDb; view: TViewScope; userId: number; access: TAccessContext; now: Date };

type TLastRun = { dueAt: Date; state: string; detail: string | null };

function toSchedule(row: TScheduleRow, lastRun: TLastRun | undefined): TSchedule {
  const timing = timingOf(row);
  return {
    Id: row.id,
    Kind: row.kind,
    Name: row.name,
    ReportFile: row.reportFile,
    Params: row.params,
    Range: row.range,
    Cadence: timing.Cadence,
    LocalTime: timing.LocalTime,
    Weekday: timing.Weekday,
    MonthDay: timing.MonthDay,
    Recipients: row.recipients,
    Formats: row.formats,
    StoreId: row.storeId ?? 0,
    StoreName: row.storeName,
    TimeZone: row.timeZone,
    NextRunAt: row.nextFireAt?.toISOString() ?? null,
    LastRun: lastRun
      ? { DueAt: lastRun.dueAt.toISOString(), State: lastRun.state as TScheduleRunState, Detail: lastRun.detail }
      : null,
    ConcurrencyChecksum: checksumOf(row.version),
  };
}

async function withLastRuns(db: TDb, view: TViewScope, rows: readonly TScheduleRow[]): Promise<TSchedule[]> {
  const runs = await latestRuns(
    db,
    merchantScope(view.merchantId),
    REPORT_SCHEDULE_JOB,
    rows.map((r) => String(r.id)),
  );
  return rows.map((row) => toSchedule(row, runs.get(String(row.id))));
}

/** The stored values of the fields a user edits, with the first firing counted from `now` in the zone. */
function valuesOf(fields: TScheduleFields, zone: string, now: Date): Omit<TScheduleValues, 'kind' | 'reportFile'> {
  const next = firstFire(fields, zone, fields.Recipients, now);
  return {
    name: fields.Name,
    params: fields.Params,
    range: fields.Range,
    cadence: fields.Cadence,
    localTime: fields.LocalTime,
    weekday: fields.Cadence === 'weekly' ? fields.Weekday : null,
    monthDay: fields.Cadence === 'monthly' ? storedMonthDay(fields.MonthDay) : null,
    recipients: fields.Recipients,
    formats: fields.Formats,
    nextFireAt: next.at,
    nextPeriod: next.period,
  };
}

const notAllowed = () =>
  new ApiError(403, SCHEDULE_ERROR.reportNotAllowed, 'This report cannot be scheduled by this user.', 'ReportFile');
const noSuchSchedule = () => notFound(SCHEDULE_ERROR.notFound, 'No such schedule.', 'Id');

/** The user's report schedules at the merchant, a page of them, and their digest for the session's view. */
export async function listUserSchedules(
  db: TDb,
  view: TViewScope,
  userId: number,
  query: TScheduleListQuery,
): Promise<TScheduleList> {
  const [{ rows, total }, digest] = await Promise.all([
    listSchedules(db, merchantScope(view.merchantId), userId, query),
    findDigest(db, view, userId),
  ]);
  const [resultSet, digestAnswer] = await Promise.all([
    withLastRuns(db, view, rows),
    digest ? withLastRuns(db, view, [digest]) : Promise.resolve([]),
  ]);
  return { ResultSet: resultSet, TotalRowCount: total, Digest: digestAnswer[0] ?? null };
}

export async function getUserSchedule(db: TDb, view: TViewScope, userId: number, id: number): Promise<TSchedule> {
  const row = await findSchedule(db, merchantScope(view.merchantId), userId, id);
  if (!row) throw noSuchSchedule();
  return (await withLastRuns(db, view, [row]))[0]!;
}

/** A new schedule of a report the user may open and export, for the session's view. */
export async function createUserSchedule(actor: TScheduleActor, input: TScheduleCreate) {
  if (!maySchedule(actor.access, input.ReportFile)) throw notAllowed();
  const zone = await viewTimeZone(actor.db, actor.view);
  const { id, version } = await insertSchedule(actor.db, actor.view, actor.userId, {
    kind: 'report',
    reportFile: input.ReportFile,
    ...valuesOf(input, zone, actor.now),
  });
  return { Id: id, ConcurrencyChecksum: checksumOf(version) };
}

/** Saves an edit if the schedule is still as the form loaded it (stale: 409, nothing written). */
export async function updateUserSchedule(actor: TScheduleActor, input: TScheduleUpdate) {
  const scope = merchantScope(actor.view.merchantId);
  const row = await findSchedule(actor.db, scope, actor.userId, input.Id);
  if (!row) throw noSuchSchedule();
  if (!maySchedule(actor.access, row.reportFile)) throw notAllowed();
  const stale = () => staleChecksum(SCHEDULE_ERROR.staleChecksum, 'schedule');
  const version = versionOf(input.ConcurrencyChecksum);
  if (version === null) throw stale();
  const saved = await updateSchedule(
    actor.db,
    scope,
    actor.userId,
    input.Id,
    version,
    valuesOf(input, row.timeZone, actor.now),
  );
  if (saved === null) throw stale();
  return { Id: input.Id, ConcurrencyChecksum: checksumOf(saved) };
}

export async function deleteUserSchedule(db: TDb, view: TViewScope, userId: number, id: number) {
  if (!(await deleteSchedule(db, merchantScope(view.merchantId), userId, id))) throw noSuchSchedule();
  return { IsSuccessful: true as const };
}

/**
 * The daily digest switch for the session's view: on makes it with the defaults (yesterday's figures at 07:00 store
 * time, a PDF, to the user's own address), off deletes it. Either is a no-op when it already is so.
 */
export async function setDailyDigest(actor: TScheduleActor, isOn: boolean, email: string | null) {
  const existing = await findDigest(actor.db, actor.view, actor.userId);
  if (!isOn) {
    if (existing) await deleteSchedule(actor.db, merchantScope(actor.view.merchantId), actor.userId, existing.id);
    return { IsSuccessful: true as const };
  }
  if (!maySchedule(actor.access, DAILY_DIGEST_FILE)) throw notAllowed();
  if (existing) return { IsSuccessful: true as const };
  if (!email) throw badRequest(SCHEDULE_ERROR.recipientsRequired, 'The user has no e-mail address.', 'IsOn');
  const zone = await viewTimeZone(actor.db, actor.view);
  const fields: TScheduleFields = {
    Name: englishText('reportSchedules.digest.name'),
    Params: {},
    Range: DIGEST_DEFAULTS.Range,
    Cadence: 'daily',
    LocalTime: DIGEST_DEFAULTS.LocalTime,
    Weekday: null,
    MonthDay: null,
    Recipients: [email],
    Formats: [...DIGEST_DEFAULTS.Formats],
  };
  await insertSchedule(actor.db, actor.view, actor.userId, {
    kind: 'digest',
    reportFile: DAILY_DIGEST_FILE,
    ...valuesOf(fields, zone, actor.now),
  });
  return { IsSuccessful: true as const };
}

import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { sortFields, ZId, ZIdParam, ZPageNumber, type TSortSpec } from './fields.ts';
import { REPORT_DATE_PRESETS, REPORT_OPTIONS, reportByFile, ZReportParams } from './reports.ts';
import { addDays } from './tickets.ts';
import { instantOfWallClock, wallClockOf } from './time-zones.ts';

/**
 * Scheduled e-mailed reports and the daily digest (issue 16 §7). A user saves a report with its parameters, a
 * relative range (resolved when it fires, in the store's time zone), a cadence at a local time and up to ten
 * recipients; the server renders it (PDF and/or CSV attached) and mails it once per period. The daily digest is the
 * same kind of schedule with a fixed report composed from the existing ones.
 */

export const SCHEDULE_ERROR = {
  required: 'reportSchedules.errors.required',
  nameTooLong: 'reportSchedules.errors.nameTooLong',
  invalidTime: 'reportSchedules.errors.invalidTime',
  weekdayRequired: 'reportSchedules.errors.weekdayRequired',
  monthDayRequired: 'reportSchedules.errors.monthDayRequired',
  recipientsRequired: 'reportSchedules.errors.recipientsRequired',
  tooManyRecipients: 'reportSchedules.errors.tooManyRecipients',
  invalidRecipient: 'reportSchedules.errors.invalidRecipient',
  duplicateRecipient: 'reportSchedules.errors.duplicateRecipient',
  formatsRequired: 'reportSchedules.errors.formatsRequired',
  unknownReport: 'reportSchedules.errors.unknownReport',
  /** 403: the user may not open (or export) the report being scheduled. */
  reportNotAllowed: 'reportSchedules.errors.reportNotAllowed',
  notFound: 'reportSchedules.errors.notFound',
  staleChecksum: staleChecksumKey('reportSchedules'),
  /** The unsubscribe link is not one this server signed, or names a schedule that no longer exists. */
  invalidLink: 'reportSchedules.errors.invalidLink',
} as const;

export const SCHEDULE_KINDS = ['report', 'digest'] as const;
export type TScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const SCHEDULE_CADENCES = ['daily', 'weekly', 'monthly'] as const;
export type TScheduleCadence = (typeof SCHEDULE_CADENCES)[number];

/** The relative ranges a schedule can send: the viewer's presets, counted from the day it fires. */
export const SCHEDULE_RANGES = REPORT_DATE_PRESETS;
export type TScheduleRange = (typeof SCHEDULE_RANGES)[number];

export const SCHEDULE_FORMATS = ['pdf', 'csv'] as const;
export type TScheduleFormat = (typeof SCHEDULE_FORMATS)[number];

export const MAX_SCHEDULE_NAME = 60;
export const MAX_SCHEDULE_RECIPIENTS = 10;
/** The last day of the month, whatever its length (days 29–31 are refused: not every month has them). */
export const LAST_DAY = 'last';
export const MAX_MONTH_DAY = 28;

/** The daily digest's report (not in the catalogue: it is composed from the sales, labor and item reports). */
export const DAILY_DIGEST_FILE = 'DailyDigest';
/** The digest's defaults when switched on: yesterday's figures at 07:00 in the store's zone, as a PDF. */
export const DIGEST_DEFAULTS = { LocalTime: '07:00', Range: 'yesterday', Formats: ['pdf'] } as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The saved parameters (spec 2 §7 names): each option as text, as in the viewer's URL; the dates come from the range when it fires. */
export const ZScheduleParams = z.partialRecord(z.enum(REPORT_OPTIONS), z.string().max(20));
export type TScheduleParams = z.infer<typeof ZScheduleParams>;

const ZName = z
  .string()
  .trim()
  .min(1, { message: SCHEDULE_ERROR.required })
  .max(MAX_SCHEDULE_NAME, { message: SCHEDULE_ERROR.nameTooLong });

const ZRecipient = z
  .string()
  .trim()
  .max(254, { message: SCHEDULE_ERROR.invalidRecipient })
  .pipe(z.email({ message: SCHEDULE_ERROR.invalidRecipient }));

/** The fields a user edits (both the report schedules and the digest). */
const scheduleFields = {
  Name: ZName,
  Params: ZScheduleParams.default({}),
  Range: z.enum(SCHEDULE_RANGES),
  Cadence: z.enum(SCHEDULE_CADENCES),
  /** HH:MM, 24-hour, the store's wall clock. */
  LocalTime: z.string().regex(TIME_PATTERN, { message: SCHEDULE_ERROR.invalidTime }),
  /** Weekly: 0 (Sunday) to 6. */
  Weekday: z.number().int().min(0).max(6).nullable().default(null),
  /** Monthly: 1–28 or 'last'. */
  MonthDay: z
    .union([z.number().int().min(1).max(MAX_MONTH_DAY), z.literal(LAST_DAY)])
    .nullable()
    .default(null),
  Recipients: z
    .array(ZRecipient)
    .min(1, { message: SCHEDULE_ERROR.recipientsRequired })
    .max(MAX_SCHEDULE_RECIPIENTS, { message: SCHEDULE_ERROR.tooManyRecipients }),
  Formats: z.array(z.enum(SCHEDULE_FORMATS)).min(1, { message: SCHEDULE_ERROR.formatsRequired }).max(2),
};

type TFieldsToCheck = {
  Cadence: TScheduleCadence;
  Weekday: number | null;
  MonthDay: number | typeof LAST_DAY | null;
  Recipients: string[];
  Formats: TScheduleFormat[];
  Params: TScheduleParams;
};

/** Rules across fields: the cadence's own field, no address twice, no format twice, parameters the report accepts. */
function checkFields(v: TFieldsToCheck, ctx: z.RefinementCtx) {
  if (v.Cadence === 'weekly' && v.Weekday === null)
    ctx.addIssue({ code: 'custom', path: ['Weekday'], message: SCHEDULE_ERROR.weekdayRequired });
  if (v.Cadence === 'monthly' && v.MonthDay === null)
    ctx.addIssue({ code: 'custom', path: ['MonthDay'], message: SCHEDULE_ERROR.monthDayRequired });
  const seen = new Set<string>();
  v.Recipients.forEach((address, i) => {
    const key = address.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['Recipients', i], message: SCHEDULE_ERROR.duplicateRecipient });
    seen.add(key);
  });
  if (new Set(v.Formats).size !== v.Formats.length)
    ctx.addIssue({ code: 'custom', path: ['Formats'], message: SCHEDULE_ERROR.formatsRequired });
  // The report's own rules for its options, with placeholder dates (the range supplies the real ones).
  const parsed = ZReportParams.safeParse({ FromDate: '2000-01-01', ToDate: '2000-01-01', ...v.Params });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: ['Params', ...issue.path.map(String)], message: issue.message });
}

/** The schedule dialog's form: the fields a user edits, with every rule the server applies to them. */
export const ZScheduleForm = z.object(scheduleFields).superRefine(checkFields);
export type TScheduleFormInput = z.input<typeof ZScheduleForm>;

/** PUT /ReportSchedule/UpdateSchedule (the report itself is fixed when the schedule is made). */
export const ZUpdateScheduleRequest = z
  .object({ Id: ZId, ConcurrencyChecksum: ZConcurrencyChecksum, ...scheduleFields })
  .superRefine(checkFields);
export type TUpdateScheduleRequest = z.input<typeof ZUpdateScheduleRequest>;
export type TScheduleUpdate = z.output<typeof ZUpdateScheduleRequest>;

/** POST /ReportSchedule/CreateSchedule: a report of the catalogue with its options, for the session's view. */
export const ZCreateScheduleRequest = z
  .object({
    ReportFile: z
      .string()
      .max(60)
      .refine((file) => reportByFile(file) !== undefined, { message: SCHEDULE_ERROR.unknownReport }),
    ...scheduleFields,
  })
  .superRefine(checkFields);
export type TCreateScheduleRequest = z.input<typeof ZCreateScheduleRequest>;
export type TScheduleCreate = z.output<typeof ZCreateScheduleRequest>;

/** The editable fields of a schedule, as validated. */
export type TScheduleFields = z.output<typeof ZScheduleForm>;

export const SCHEDULE_RUN_STATES = ['running', 'sent', 'skipped', 'failed'] as const;
export type TScheduleRunState = (typeof SCHEDULE_RUN_STATES)[number];

/** Why a run was skipped: the owner lost access to the report, the view or the account. */
export const SCHEDULE_SKIP_REASONS = ['reportNotAllowed', 'viewNotAllowed', 'userGone', 'noRecipients'] as const;
export type TScheduleSkipReason = (typeof SCHEDULE_SKIP_REASONS)[number];

export const ZScheduleLastRun = z.object({
  /** The period's planned instant (ISO). */
  DueAt: z.string(),
  State: z.enum(SCHEDULE_RUN_STATES),
  /** A skip reason (SCHEDULE_SKIP_REASONS) or, for a failure, a short technical text. */
  Detail: z.string().nullable(),
});

export const ZSchedule = z.object({
  Id: z.number().int(),
  Kind: z.enum(SCHEDULE_KINDS),
  Name: z.string(),
  ReportFile: z.string(),
  Params: ZScheduleParams,
  Range: z.enum(SCHEDULE_RANGES),
  Cadence: z.enum(SCHEDULE_CADENCES),
  LocalTime: z.string(),
  Weekday: z.number().int().nullable(),
  MonthDay: z.union([z.number().int(), z.literal(LAST_DAY)]).nullable(),
  Recipients: z.array(z.string()),
  Formats: z.array(z.enum(SCHEDULE_FORMATS)),
  /** The view it was made in: a store, or 0 for the company view. */
  StoreId: z.number().int(),
  StoreName: z.string(),
  /** The zone its times are in (the store's; the company view's first store's). */
  TimeZone: z.string(),
  /** When it fires next (ISO instant), null when it has no recipient left. */
  NextRunAt: z.string().nullable(),
  LastRun: ZScheduleLastRun.nullable(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TSchedule = z.infer<typeof ZSchedule>;

export const SCHEDULE_SORT_COLUMNS = ['Name', 'ReportFile', 'NextRunAt'] as const;
export type TScheduleSortColumn = (typeof SCHEDULE_SORT_COLUMNS)[number];
export const SCHEDULE_SORT: TSortSpec<TScheduleSortColumn> = {
  columns: SCHEDULE_SORT_COLUMNS,
  defaultSort: { column: 'NextRunAt', direction: 'ASC' },
};

/** GET /ReportSchedule/GetSchedules: the signed-in user's schedules at the merchant, paged and sorted. */
export const ZScheduleListRequest = z.object({
  PageRowCount: z.coerce.number().int().min(1).max(100).default(25),
  RequestedPageNum: ZPageNumber.default(1),
  ...sortFields(SCHEDULE_SORT),
});
export type TScheduleListRequest = z.input<typeof ZScheduleListRequest>;
export type TScheduleListQuery = z.output<typeof ZScheduleListRequest>;

export const ZScheduleList = z.object({
  ResultSet: z.array(ZSchedule),
  TotalRowCount: z.number().int(),
  /** The user's digest for the session's view, if switched on. */
  Digest: ZSchedule.nullable(),
});
export type TScheduleList = z.infer<typeof ZScheduleList>;

export const ZScheduleIdQuery = z.object({ Id: ZIdParam });
export const ZScheduleSaved = z.object({ Id: z.number().int(), ConcurrencyChecksum: ZConcurrencyChecksum });
export const ZScheduleDeleted = z.object({ IsSuccessful: z.literal(true) });

/** POST /ReportSchedule/SetDailyDigest: one click on (with the defaults) or off, for the session's view. */
export const ZSetDigestRequest = z.object({ IsOn: z.boolean() });

/** The public unsubscribe link's query (GET shows the confirmation, POST unsubscribes; RFC 8058 one-click too). */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(1).max(1000) });

/** The form (or one-click) body of POST /ReportSchedule/Unsubscribe. */
export const ZUnsubscribeBody = z
  .object({ token: z.string().max(1000).optional(), 'List-Unsubscribe': z.string().max(40).optional() })
  .optional();

// ---------------------------------------------------------------------------------------------------------------
// When a schedule fires: the next local HH:MM of its cadence in the store's time zone, as a UTC instant, and the
// period that occurrence belongs to (a schedule sends once per period, even when it is edited within the period).

/** What of a schedule decides when it fires. */
export type TScheduleTiming = Pick<TScheduleFields, 'Cadence' | 'LocalTime' | 'Weekday' | 'MonthDay'>;

/** One firing: its instant and the period it stands for (`D:2026-03-08`, `W:2026-03-08` the week's Sunday, `M:2026-03`). */
export type TScheduleOccurrence = { at: Date; period: string; localDate: string };

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export const localDateOf = (instant: Date, timeZone: string): string =>
  new Date(wallClockOf(instant.getTime(), timeZone)).toISOString().slice(0, 10);

/**
 * The instant a zone's wall clock shows `date` at `time`. A time that happens twice (the autumn change) is its first
 * occurrence; a time the spring change skips is moved on by the gap (02:30 on the day New York skips 02:00–03:00 is
 * 03:30 EDT), so a schedule still fires that day.
 */
export const zonedInstant = (date: string, time: string, timeZone: string): Date =>
  new Date(instantOfWallClock(Date.parse(`${date}T${time}:00Z`), timeZone));

const daysInMonth = (yearMonth: string): number => {
  const [y, m] = yearMonth.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).getUTCDate();
};
const weekDayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const nextMonth = (yearMonth: string): string => {
  const [y, m] = yearMonth.split('-').map(Number);
  return m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, '0')}`;
};

/** The local date the cadence fires on in the period containing `date` (the week from Sunday, the month). */
function fireDateIn(timing: TScheduleTiming, date: string): string {
  switch (timing.Cadence) {
    case 'daily':
      return date;
    case 'weekly':
      return addDays(date, (timing.Weekday ?? 0) - weekDayOf(date));
    case 'monthly': {
      const month = date.slice(0, 7);
      const day = timing.MonthDay === LAST_DAY || timing.MonthDay === null ? daysInMonth(month) : timing.MonthDay;
      return `${month}-${String(day).padStart(2, '0')}`;
    }
  }
}

/** The period key of a fire date. */
export function periodOf(cadence: TScheduleCadence, fireDate: string): string {
  if (cadence === 'daily') return `D:${fireDate}`;
  if (cadence === 'weekly') return `W:${addDays(fireDate, -weekDayOf(fireDate))}`;
  return `M:${fireDate.slice(0, 7)}`;
}

/** The period after the one containing `date`: its first local date. */
function nextPeriodStart(cadence: TScheduleCadence, date: string): string {
  if (cadence === 'daily') return addDays(date, 1);
  if (cadence === 'weekly') return addDays(date, 7 - weekDayOf(date));
  return `${nextMonth(date.slice(0, 7))}-01`;
}

/** The first firing strictly after `after`, in the zone: this period's if still ahead, else the next period's. */
export function nextOccurrence(timing: TScheduleTiming, timeZone: string, after: Date): TScheduleOccurrence {
  let date = localDateOf(after, timeZone);
  for (let i = 0; i < 3; i++) {
    const fireDate = fireDateIn(timing, date);
    const at = zonedInstant(fireDate, timing.LocalTime, timeZone);
    if (at.getTime() > after.getTime()) return { at, period: periodOf(timing.Cadence, fireDate), localDate: fireDate };
    date = nextPeriodStart(timing.Cadence, date);
  }
  throw new Error('unreachable: a later period always fires after the earlier one');
}

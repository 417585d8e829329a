import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';

/** Spec 3 §3 capacity settings: one list of intervals per weekday, Monday first. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
export const ZWeekday = z.enum(WEEKDAYS);

/** The weekday of JavaScript's day index (0 Sunday … 6 Saturday), as the hours records number them (spec 3 §3). */
export const weekdayOfIndex = (day: number): TWeekday => WEEKDAYS[(day + 6) % 7]!;

/** Spec 3 §9: time options every 30 minutes from 12:00 AM to 11:30 PM, kept as 'HH:MM'. */
export const CAPACITY_STEP_MINUTES = 30;
export const CAPACITY_TIME_OPTIONS: readonly string[] = Array.from(
  { length: (24 * 60) / CAPACITY_STEP_MINUTES },
  (_, i) => minutesToTime(i * CAPACITY_STEP_MINUTES),
);
/** Spec 3 §9: the grid's default page size. */
export const CAPACITY_PAGE_SIZE = 25;
/** The page sizes the grid offers, its default first. */
export const CAPACITY_PAGE_SIZES: readonly number[] = [CAPACITY_PAGE_SIZE, 50, 100];
/** Not given by the spec: a store takes at most this many orders in one interval. */
export const MAX_ORDER_COUNT = 9999;

export const CAPACITY_ERROR = {
  /** Spec 3 §8 TimeError: from must be earlier than until. */
  time: 'capacity.errors.time',
  /** A time that is not one of the 30-minute options. */
  timeOption: 'capacity.errors.timeOption',
  /** Spec 3 §8 ConflictError: the new intervals overlap existing ones on the listed days. */
  conflict: 'capacity.errors.conflict',
  /** Spec 3 §8: the overlap message of one day's grid rows. */
  overlap: 'capacity.errors.overlap',
  /** Spec 3 §5: at least one weekday. */
  noDay: 'capacity.errors.noDay',
  /** Spec 3 §5: max orders required, a whole number, not negative. */
  maxOrders: 'capacity.errors.maxOrders',
  /** Spec 3 §8 StoreClosure: a day the store is closed cannot be chosen. */
  closedDay: 'capacity.errors.closedDay',
  /** Spec 3 §8: loading error. */
  loading: 'capacity.errors.loading',
  /** Spec 3 §8: save failure (shown 2 s). */
  saveFailure: 'capacity.errors.saveFailure',
} as const satisfies Record<string, TErrorKey>;

/** Spec 3 §9: the save-failure banner shows 2 seconds. */
export const CAPACITY_FAILURE_MS = 2000;

export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
/** Minutes after midnight of 'HH:MM'. */
export const timeToMinutes = (time: string): number => {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
};

const ZTimeOption = z.string().refine((t) => CAPACITY_TIME_OPTIONS.includes(t), CAPACITY_ERROR.timeOption);
const ZOrderCount = z
  .number({ error: CAPACITY_ERROR.maxOrders })
  .int(CAPACITY_ERROR.maxOrders)
  .min(0, CAPACITY_ERROR.maxOrders)
  .max(MAX_ORDER_COUNT, CAPACITY_ERROR.maxOrders);

/** One interval: from, until (exclusive) and how many orders may be due in it (spec 3 §3). */
export const ZCapacityInterval = z
  .object({
    startTime: ZTimeOption,
    endTime: ZTimeOption,
    capacities: z.object({ OrderCount: ZOrderCount }),
  })
  .refine((i) => timeToMinutes(i.startTime) < timeToMinutes(i.endTime), {
    message: CAPACITY_ERROR.time,
    path: ['endTime'],
  });
export type TCapacityInterval = z.infer<typeof ZCapacityInterval>;

type TSpan = { startTime: string; endTime: string };
/** Two half-open intervals [from, until) share a minute. */
export const overlaps = (a: TSpan, b: TSpan): boolean =>
  timeToMinutes(a.startTime) < timeToMinutes(b.endTime) && timeToMinutes(b.startTime) < timeToMinutes(a.endTime);

const ZDayIntervals = z
  .array(ZCapacityInterval)
  .max(48)
  .refine((list) => list.every((a, i) => list.every((b, j) => i === j || !overlaps(a, b))), CAPACITY_ERROR.overlap);

export type TCapacityWeek = Record<TWeekday, TCapacityInterval[]>;
const weekShape = Object.fromEntries(WEEKDAYS.map((day) => [day, ZDayIntervals])) as Record<
  TWeekday,
  typeof ZDayIntervals
>;

/** What the screen saves (spec 3 §7.2 create/update): the description and the week's intervals. */
export const ZCapacitySettingsInput = z.object({
  description: z
    .string()
    .max(255)
    .nullish()
    .transform((v) => v ?? ''),
  ...weekShape,
});
export type TCapacitySettingsInput = z.infer<typeof ZCapacitySettingsInput>;

/** Spec 3 §3 capacity settings, as read; `closedDays` are the days the store's ordering hours close all day. */
export const ZCapacitySettings = z.object({
  id: z.string(),
  description: z.string(),
  ...Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(ZCapacityInterval)])),
  enterpriseUnit: z.number().int().nullable(),
  closedDays: z.array(ZWeekday),
}) as unknown as z.ZodType<TCapacitySettings>;
export type TCapacitySettings = TCapacityWeek & {
  id: string;
  description: string;
  enterpriseUnit: number | null;
  closedDays: TWeekday[];
};

const ZSettingsId = z.string().trim().min(1).max(64);
export const ZCapacitySettingsByIdArgs = z.object({ id: ZSettingsId });
export const ZCreateCapacitySettingsArgs = z.object({ input: ZCapacitySettingsInput });
export const ZUpdateCapacitySettingsArgs = z.object({ id: ZSettingsId, input: ZCapacitySettingsInput });
export const ZAssignCapacitySettingsArgs = z.object({ capacitySettingsId: ZSettingsId });

/** A week without intervals: what the screen creates when the store has no settings yet (spec 3 §4). */
export const emptyCapacityWeek = (): TCapacityWeek =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as TCapacityWeek;

/**
 * Settings with no interval and no closed day: what a viewer is shown for a store without settings (it may not
 * create them), and what a company view greys (spec 3 §6).
 */
export const emptyCapacitySettings = (): TCapacitySettings => ({
  id: '',
  description: '',
  enterpriseUnit: null,
  closedDays: [],
  ...emptyCapacityWeek(),
});

/** Days (of `days`) that have an interval in the week which a closed day cannot carry. */
export const intervalDaysIn = (week: TCapacityWeek, days: readonly TWeekday[]): TWeekday[] =>
  days.filter((day) => week[day].length > 0);

// ---------------------------------------------------------------------------------------------------------------
// The grid (spec 3 §3 grid row, §4 dirty tracking and sorting, §5 rules)

/** Spec 3 §3 grid row: isChecked marks the row for deletion. */
export type TCapacityRow = {
  id: string;
  day: TWeekday;
  fromTime: string;
  untilTime: string;
  maxOrderCount: number;
  isChecked: boolean;
  isDirty: boolean;
  isError: boolean;
  errorMessage: TErrorKey | null;
};

const span = (r: TCapacityRow): TSpan => ({ startTime: r.fromTime, endTime: r.untilTime });

/** Spec 3 §4: rows sorted by weekday (Monday first) then start time. */
export const sortRows = (rows: readonly TCapacityRow[]): TCapacityRow[] =>
  [...rows].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
      timeToMinutes(a.fromTime) - timeToMinutes(b.fromTime) ||
      a.id.localeCompare(b.id),
  );

/** The loaded settings as grid rows (ids are day and position, stable for one load). */
export const rowsOf = (week: TCapacityWeek): TCapacityRow[] =>
  sortRows(
    WEEKDAYS.flatMap((day) =>
      week[day].map((i, index) => ({
        id: `${day}-${index}`,
        day,
        fromTime: i.startTime,
        untilTime: i.endTime,
        maxOrderCount: i.capacities.OrderCount,
        isChecked: false,
        isDirty: false,
        isError: false,
        errorMessage: null,
      })),
    ),
  );

/**
 * Spec 3 §4 and §5 over the whole grid: a row is dirty when from, until, max orders or the delete mark differ from
 * the loaded row (a new row always is); a row is in error when its times are out of order or it overlaps another
 * row of its day that is not marked for deletion.
 */
export function checkRows(rows: readonly TCapacityRow[], loaded: readonly TCapacityRow[]): TCapacityRow[] {
  const byId = new Map(loaded.map((r) => [r.id, r]));
  const kept = rows.filter((r) => !r.isChecked);
  return rows.map((row) => {
    const was = byId.get(row.id);
    const isDirty =
      !was ||
      was.fromTime !== row.fromTime ||
      was.untilTime !== row.untilTime ||
      was.maxOrderCount !== row.maxOrderCount ||
      row.isChecked;
    const errorMessage: TErrorKey | null =
      timeToMinutes(row.fromTime) >= timeToMinutes(row.untilTime)
        ? CAPACITY_ERROR.time
        : kept.some((o) => o.id !== row.id && o.day === row.day && overlaps(span(o), span(row)))
          ? CAPACITY_ERROR.overlap
          : null;
    return { ...row, isDirty, isError: errorMessage !== null, errorMessage };
  });
}

/** Spec 3 §4: Save needs a dirty row and no error on a row that is kept. */
export const canSaveRows = (rows: readonly TCapacityRow[]): boolean =>
  rows.some((r) => r.isDirty) && !rows.some((r) => !r.isChecked && r.isError);

/** The week the grid saves: rows marked for deletion left out. */
export function weekOfRows(rows: readonly TCapacityRow[]): TCapacityWeek {
  const week = emptyCapacityWeek();
  for (const r of sortRows(rows))
    if (!r.isChecked)
      week[r.day].push({ startTime: r.fromTime, endTime: r.untilTime, capacities: { OrderCount: r.maxOrderCount } });
  return week;
}

/** Spec 3 §5: a max-orders text is a whole number of digits (minus, plus, e and decimals are blocked anyway). */
export const parseOrderCount = (text: string): number | null =>
  /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;

/** Spec 3 §5: the keys the max-orders input blocks. */
export const BLOCKED_NUMBER_KEYS: readonly string[] = ['-', '+', 'e', 'E', '.', ','];

/** The 'Add new interval' drawer's values. */
export type TAddIntervalForm = { days: TWeekday[]; fromTime: string; untilTime: string; maxOrders: string };

export type TAddIntervalErrors = Partial<Record<keyof TAddIntervalForm, TErrorKey>> & {
  /** The days a conflict names (spec 3 §8 ConflictError with day list). */
  conflictDays?: TWeekday[];
};

/** Spec 3 §5: the drawer's rules against the grid's kept rows and the store's closed days. */
export function checkAddInterval(
  form: TAddIntervalForm,
  rows: readonly TCapacityRow[],
  closedDays: readonly TWeekday[],
): TAddIntervalErrors {
  const errors: TAddIntervalErrors = {};
  if (form.days.length === 0) errors.days = CAPACITY_ERROR.noDay;
  else if (form.days.some((d) => closedDays.includes(d))) errors.days = CAPACITY_ERROR.closedDay;
  if (!CAPACITY_TIME_OPTIONS.includes(form.fromTime)) errors.fromTime = CAPACITY_ERROR.timeOption;
  if (!CAPACITY_TIME_OPTIONS.includes(form.untilTime)) errors.untilTime = CAPACITY_ERROR.timeOption;
  else if (!errors.fromTime && timeToMinutes(form.fromTime) >= timeToMinutes(form.untilTime))
    errors.untilTime = CAPACITY_ERROR.time;
  if (parseOrderCount(form.maxOrders) === null) errors.maxOrders = CAPACITY_ERROR.maxOrders;
  if (!errors.fromTime && !errors.untilTime && !errors.days) {
    const wanted = { startTime: form.fromTime, endTime: form.untilTime };
    const conflictDays = WEEKDAYS.filter(
      (d) => form.days.includes(d) && rows.some((r) => !r.isChecked && r.day === d && overlaps(span(r), wanted)),
    );
    if (conflictDays.length > 0) {
      errors.days = CAPACITY_ERROR.conflict;
      errors.conflictDays = conflictDays;
    }
  }
  return errors;
}

export const hasAddIntervalErrors = (errors: TAddIntervalErrors): boolean => Object.keys(errors).length > 0;

let newRowSeq = 0;
/** One day of a grid page: its rows on that page, and all of its rows (the header counts them, labels number them). */
export type TCapacityPageDay = { day: TWeekday; closed: boolean; rows: TCapacityRow[]; allRows: TCapacityRow[] };

/**
 * Spec 3 §9 grid paging (25 rows by default) over the grouped grid. The grid pages in the browser: it is the working
 * copy of one record (7 days of at most 48 half-hour intervals) that Save sends whole, so every page's edits must stay
 * in memory. A page holds `pageSize` entries in weekday order: an interval row, or a day without rows on screen
 * (closed, collapsed to its header, or with no interval yet) as one entry. A day whose rows span two pages shows its
 * header on both. `page` is zero-based and is brought within the last page (rows deleted or discarded may shrink it).
 */
export function capacityGridPage(
  rows: readonly TCapacityRow[],
  closedDays: readonly TWeekday[],
  page: number,
  pageSize: number,
): { days: TCapacityPageDay[]; entryCount: number; page: number } {
  const entries = WEEKDAYS.flatMap((day): { day: TWeekday; row: TCapacityRow | null }[] => {
    const dayRows = closedDays.includes(day) ? [] : rows.filter((r) => r.day === day);
    return dayRows.length === 0 ? [{ day, row: null }] : dayRows.map((row) => ({ day, row }));
  });
  const lastPage = Math.max(0, Math.ceil(entries.length / pageSize) - 1);
  const shownPage = Math.min(Math.max(0, page), lastPage);
  const days: TCapacityPageDay[] = [];
  for (const { day, row } of entries.slice(shownPage * pageSize, (shownPage + 1) * pageSize)) {
    let entry = days.at(-1);
    if (!entry || entry.day !== day) {
      const closed = closedDays.includes(day);
      entry = { day, closed, rows: [], allRows: closed ? [] : rows.filter((r) => r.day === day) };
      days.push(entry);
    }
    if (row) entry.rows.push(row);
  }
  return { days, entryCount: entries.length, page: shownPage };
}

/** Spec 3 §4: the drawer's intervals as new (dirty) rows, the grid resorted. */
export function addIntervalRows(rows: readonly TCapacityRow[], form: TAddIntervalForm): TCapacityRow[] {
  const maxOrderCount = parseOrderCount(form.maxOrders) ?? 0;
  const added = WEEKDAYS.filter((d) => form.days.includes(d)).map((day) => ({
    id: `new-${++newRowSeq}-${day}`,
    day,
    fromTime: form.fromTime,
    untilTime: form.untilTime,
    maxOrderCount,
    isChecked: false,
    isDirty: true,
    isError: false,
    errorMessage: null,
  }));
  return sortRows([...rows, ...added]);
}

/** Spec 3 §4: what the 'days added' banner names: every day, or the days in weekday order. */
export const addedDaysText = (days: readonly TWeekday[]): 'all' | TWeekday[] =>
  WEEKDAYS.every((d) => days.includes(d)) ? 'all' : WEEKDAYS.filter((d) => days.includes(d));

/** Spec 3 §9: a time option as the dropdown shows it, on the 12-hour clock ('00:00' → '12:00 AM'). */
export function timeLabel(time: string): string {
  const minutes = timeToMinutes(time);
  const hour = Math.floor(minutes / 60);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

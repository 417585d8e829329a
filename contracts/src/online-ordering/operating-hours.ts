import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';
import { END_OF_DAY, MINUTES_IN_DAY, minutesOfHhmm, type TTimeStep, zHhmm } from './hhmm.ts';

/**
 * Store operating hours (spec 3 §3, §5, §9) and the hours rules both hours screens share (the order-hours screen
 * reuses them): times are 4-digit strings ('0000' … '2400'), days 0 (Sunday) to 6, the week wrapping from 6 to 0.
 */
export const DAYS_IN_WEEK = 7;
/** Spec 3 §5, §9: a window from open to close may last at most a day. */
export const WINDOW_MAX_MINUTES = MINUTES_IN_DAY;
/** Spec 3 §5: an empty open means midnight, an empty close the end of the day. */
export const EMPTY_OPEN = '0000';
export const EMPTY_CLOSE = END_OF_DAY;
/** Spec 3 §9: steps of 30 or 15 minutes; the operating hours screen uses 30 (a store's hours rarely need quarters). */
export const HOURS_STEP_MINUTES: TTimeStep = 30;
/** Rows as the screen lists them: Monday first, so the everyday row reads "Monday to Sunday" (spec 3 §4). */
export const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** The row whose values the everyday toggle copies to every day (spec 3 §4: the first row). */
export const EVERYDAY_SOURCE_DAY = DAY_ORDER[0];

export const OPERATING_HOURS_ERROR = {
  /** Spec 3 §8: OnlineOrdering.OperatingHours.Errors.*. */
  loading: 'onlineOrdering.operatingHours.errors.loading',
  saveFailure: 'onlineOrdering.operatingHours.errors.saveFailure',
  storeView: 'onlineOrdering.operatingHours.errors.storeView',
  storeOffline: 'onlineOrdering.operatingHours.errors.storeOffline',
  overlapSameDay: 'onlineOrdering.operatingHours.errors.overlapSameDay',
  overlapNextDay: 'onlineOrdering.operatingHours.errors.overlapNextDay',
  overlapEveryday: 'onlineOrdering.operatingHours.errors.overlapEveryday',
  overlapResolved: 'onlineOrdering.operatingHours.errors.overlapResolved',
  exceeds24Hours: 'onlineOrdering.operatingHours.errors.exceeds24Hours',
  exceeds24HoursMultiple: 'onlineOrdering.operatingHours.errors.exceeds24HoursMultiple',
  /** Not in the spec's list: a save must name each of the seven days once, with times of the 4-digit form. */
  week: 'onlineOrdering.operatingHours.errors.week',
  time: 'onlineOrdering.operatingHours.errors.time',
} as const satisfies Record<string, TErrorKey>;

/** 'HHMM' from 0000 to 2359, or 2400 (the end of the day, spec 3 §3). */
export const ZHoursTime = zHhmm(OPERATING_HOURS_ERROR.time);

export const ZDayHours = z.object({
  day: z.number().int().min(0).max(6),
  isClosed: z.boolean(),
  opens: z.object({ time: ZHoursTime }),
  closes: z.object({ time: ZHoursTime, nextDay: z.boolean() }),
});
export type TDayHours = z.infer<typeof ZDayHours>;

/** Spec 3 §5: empty times take their defaults (open 0000, close 2400). */
export const withDefaultTimes = (day: TDayHours): TDayHours => ({
  ...day,
  opens: { time: day.opens.time || EMPTY_OPEN },
  closes: { ...day.closes, time: day.closes.time || EMPTY_CLOSE },
});

/** The close as minutes after the day's midnight: next day counts +24 h, and 2400 is the same day (spec 3 §5). */
export const closeMinutes = (day: TDayHours): number => {
  const time = day.closes.time || EMPTY_CLOSE;
  if (time === EMPTY_CLOSE) return WINDOW_MAX_MINUTES;
  return minutesOfHhmm(time) + (day.closes.nextDay ? WINDOW_MAX_MINUTES : 0);
};

const openMinutes = (day: TDayHours): number => minutesOfHhmm(day.opens.time || EMPTY_OPEN);

/** Spec 3 §5: the window lasts longer than a day. */
export const exceeds24Hours = (day: TDayHours): boolean =>
  !day.isClosed && closeMinutes(day) - openMinutes(day) > WINDOW_MAX_MINUTES;

/**
 * Spec 3 §5: on one day the store must open before it closes. The spec's wording ("closing at or after opening is an
 * overlap") reads inverted; a close at or before the open is the window that cannot be, so that is what is refused.
 */
export const overlapsSameDay = (day: TDayHours): boolean => !day.isClosed && closeMinutes(day) <= openMinutes(day);

/** The next day's row (6 wraps to 0). */
export const nextDayOf = (days: readonly TDayHours[], day: number): TDayHours | undefined =>
  days.find((d) => d.day === (day + 1) % DAYS_IN_WEEK);

/** Open from 0000 to 2400: the shape the Save auto-resolution gives a day that the night before runs into. */
const isOpenAllDay = (day: TDayHours): boolean =>
  !day.isClosed && openMinutes(day) === 0 && closeMinutes(day) === WINDOW_MAX_MINUTES;

/**
 * Spec 3 §5: a day's close must come before the next day's open. A close running into the next morning past the
 * next day's opening is the overlap; touching (close next-day 0000, next open 0000, the default hours) is not, nor is
 * a night running into a day open around the clock (what the auto-resolution makes of the overlap, so it saves).
 */
export const overlapsNextDay = (days: readonly TDayHours[], day: TDayHours): boolean => {
  const next = nextDayOf(days, day.day);
  if (day.isClosed || !next || next.isClosed || isOpenAllDay(next)) return false;
  return closeMinutes(day) - WINDOW_MAX_MINUTES > openMinutes(next);
};

export type THoursIssueKind = 'exceeds24Hours' | 'overlapSameDay' | 'overlapNextDay';
export type THoursIssue = { day: number; kind: THoursIssueKind };

/** Every rule the week breaks, day by day (spec 3 §5); the screens mark the closing cell of each. */
export function hoursIssues(days: readonly TDayHours[]): THoursIssue[] {
  return days.flatMap((day): THoursIssue[] => {
    if (exceeds24Hours(day)) return [{ day: day.day, kind: 'exceeds24Hours' }];
    if (overlapsSameDay(day)) return [{ day: day.day, kind: 'overlapSameDay' }];
    if (overlapsNextDay(days, day)) return [{ day: day.day, kind: 'overlapNextDay' }];
    return [];
  });
}

/** The alert a list of issues shows (spec 3 §8): the everyday variant of overlap, the multi-day one of 24 hours. */
export function hoursAlertKey(issues: readonly THoursIssue[], everyday: boolean): TErrorKey | null {
  const long = issues.filter((i) => i.kind === 'exceeds24Hours');
  if (long.length > 0)
    return long.length > 1 && !everyday
      ? OPERATING_HOURS_ERROR.exceeds24HoursMultiple
      : OPERATING_HOURS_ERROR.exceeds24Hours;
  if (issues.length === 0) return null;
  if (everyday) return OPERATING_HOURS_ERROR.overlapEveryday;
  return issues.some((i) => i.kind === 'overlapSameDay')
    ? OPERATING_HOURS_ERROR.overlapSameDay
    : OPERATING_HOURS_ERROR.overlapNextDay;
}

/** Spec 3 §4: with the everyday toggle on, the first row's values go to every day on save. */
export const applyEveryday = (days: readonly TDayHours[]): TDayHours[] => {
  const source = days.find((d) => d.day === EVERYDAY_SOURCE_DAY) ?? days[0];
  if (!source) return [];
  return Array.from({ length: DAYS_IN_WEEK }, (_, day) => ({
    day,
    isClosed: source.isClosed,
    opens: { ...source.opens },
    closes: { ...source.closes },
  }));
};

/** Every day the same: the screen opens with the everyday toggle on. */
export const isEveryday = (days: readonly TDayHours[]): boolean => {
  const [first, ...rest] = days;
  const same = (a: TDayHours, b: TDayHours) =>
    a.isClosed === b.isClosed &&
    a.opens.time === b.opens.time &&
    a.closes.time === b.closes.time &&
    a.closes.nextDay === b.closes.nextDay;
  return days.length === DAYS_IN_WEEK && !!first && rest.every((d) => same(first, d));
};

/**
 * Spec 3 §5, the operating hours screen's Save: a close of 2400 clears its next-day flag, and a day running into the
 * next day's opening makes the next day open 0000 and close 2400 (`resolved` says so, for the 15-second warning).
 */
export function resolveOperatingHours(days: readonly TDayHours[]): { hours: TDayHours[]; resolved: boolean } {
  const hours = days
    .map(withDefaultTimes)
    .map((d) => (d.closes.time === EMPTY_CLOSE ? { ...d, closes: { ...d.closes, nextDay: false } } : d))
    .sort((a, b) => a.day - b.day);
  let resolved = false;
  for (const day of [...hours]) {
    const current = hours[day.day] ?? day;
    if (!overlapsNextDay(hours, current)) continue;
    const nextIndex = hours.findIndex((d) => d.day === (current.day + 1) % DAYS_IN_WEEK);
    const next = hours[nextIndex]!;
    hours[nextIndex] = { ...next, opens: { time: EMPTY_OPEN }, closes: { time: EMPTY_CLOSE, nextDay: false } };
    resolved = true;
  }
  return { hours, resolved };
}

/** Spec 3 §9: a store that never saved its hours is open around the clock (open 00:00, close next-day 00:00). */
export const defaultOperatingHours = (): TDayHours[] =>
  Array.from({ length: DAYS_IN_WEEK }, (_, day) => ({
    day,
    isClosed: false,
    opens: { time: EMPTY_OPEN },
    closes: { time: EMPTY_OPEN, nextDay: true },
  }));

/** A week the server stores: each day once, and no rule of spec 3 §5 broken (issues keyed to the day's index). */
export const ZOperatingHours = z
  .array(ZDayHours)
  .length(DAYS_IN_WEEK, OPERATING_HOURS_ERROR.week)
  .superRefine((days, ctx) => {
    if (new Set(days.map((d) => d.day)).size !== DAYS_IN_WEEK) {
      ctx.addIssue({ code: 'custom', message: OPERATING_HOURS_ERROR.week });
      return;
    }
    for (const issue of hoursIssues(days)) {
      const index = days.findIndex((d) => d.day === issue.day);
      ctx.addIssue({ code: 'custom', message: OPERATING_HOURS_ERROR[issue.kind], path: [index, 'closes', 'time'] });
    }
  });

export const ZUpdateSiteHoursArgs = z.object({ hours: ZOperatingHours });

import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';
import { END_OF_DAY, isHhmm, MINUTES_IN_DAY, minutesOfHhmm, type TTimeStep, zHhmm } from './hhmm.ts';
import { instantOfWallClock, wallClockOf } from '../time-zones.ts';
import { BUFFER_MINUTES_MAX, TIME_SETTINGS_ERROR, ZSettingsId } from './time-settings.ts';

/** Spec 3 §3, §9: the fulfillment types order hours are kept for. */
export const FULFILLMENT_TYPES = ['PICKUP', 'CURBSIDE', 'DINE_IN', 'DELIVERY'] as const;
export type TFulfillmentType = (typeof FULFILLMENT_TYPES)[number];

/** The /hours screen's tabs: pickup and curbside share one table (spec 3 §2.4). */
export const ORDER_HOURS_MODES = {
  pickupCurbside: ['PICKUP', 'CURBSIDE'],
  dineIn: ['DINE_IN'],
  delivery: ['DELIVERY'],
} as const satisfies Record<string, readonly TFulfillmentType[]>;
export type TOrderHoursMode = keyof typeof ORDER_HOURS_MODES;
export const ORDER_HOURS_MODE_KEYS = Object.keys(ORDER_HOURS_MODES) as TOrderHoursMode[];

/** Spec 3 §9: a window is at most a day; days 0 (Sunday) to 6, the week wrapping from 6 to 0. */
export const WINDOW_MINUTES_MAX = MINUTES_IN_DAY;
export const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** Spec 3 §5: an empty open is 0000, an empty close 2400. */
export const DEFAULT_OPEN = '0000';
export const DEFAULT_CLOSE = END_OF_DAY;
/**
 * Spec 3 §9: the order hours' times come in 15-minute steps, matching the time settings' fixed granularity of 15 (an
 * order due time can fall on any quarter hour, so the hours can too).
 */
export const ORDER_HOURS_STEP_MINUTES: TTimeStep = 15;
/** Not given by the spec: an event's name is at most 50 characters and a store keeps at most 100 events. */
export const EVENT_NAME_MAX = 50;
export const EVENTS_MAX = 100;
export const HOURS_DESCRIPTION_MAX = 100;

export const ORDER_HOURS_ERROR = {
  /** Spec 3 §8 Order hours: Exceeds24Hours. */
  exceeds24Hours: 'orderHours.errors.exceeds24Hours',
  /** Closing at or before opening on the same day. */
  overlapSameDay: 'orderHours.errors.overlapSameDay',
  /** Closing after the next day's opening. */
  overlapNextDay: 'orderHours.errors.overlapNextDay',
  invalidTime: 'orderHours.errors.invalidTime',
  /** One entry per day and fulfillment type; an open day has one time block, a closed day none. */
  dayHours: 'orderHours.errors.dayHours',
  eventName: 'orderHours.errors.eventName',
  eventEnd: 'orderHours.errors.eventEnd',
  eventTime: 'orderHours.errors.eventTime',
  /** Not given by the spec: an event that applies on chosen days of the week needs at least one. */
  eventDays: 'orderHours.errors.eventDays',
} as const satisfies Record<string, TErrorKey>;

const ZHhmm = zHhmm(ORDER_HOURS_ERROR.invalidTime);
export const ZTimeBlock = z.object({ startTime: ZHhmm, endTime: ZHhmm });
export type TTimeBlock = z.infer<typeof ZTimeBlock>;

/** Spec 3 §3 window settings' day hours: one entry per day and set of fulfillment types. */
export const ZDayHours = z.object({
  day: z.number().int().min(0).max(6),
  nextDay: z.boolean(),
  closedAllDay: z.boolean(),
  fulfillmentTypes: z.array(z.enum(FULFILLMENT_TYPES)).min(1, ORDER_HOURS_ERROR.dayHours),
  sourceOrganization: z.string().max(64).default(''),
  timeBlocks: z.array(ZTimeBlock).max(1, ORDER_HOURS_ERROR.dayHours),
});
export type TDayHours = z.infer<typeof ZDayHours>;

/** One day of one fulfillment type as the rules and the form read it. */
export type THoursRow = { day: number; open: string; close: string; nextDay: boolean; closedAllDay: boolean };
export type THoursIssue = { day: number; field: 'open' | 'close'; key: TErrorKey };

/** Spec 3 §5: a close of 2400 is the same day's end, whatever the next-day flag says. */
const closeMinutes = (row: THoursRow): number =>
  row.close === DEFAULT_CLOSE ? WINDOW_MINUTES_MAX : minutesOfHhmm(row.close) + (row.nextDay ? WINDOW_MINUTES_MAX : 0);

/**
 * Spec 3 §5 Operating and ordering hours for one fulfillment type's week: a window is at most 1440 minutes, a same-day
 * close must come after the open, and a close running into the next day must not pass that day's open (the week wraps
 * from Saturday to Sunday). Issues sit on the closing cell.
 */
export function hoursIssues(rows: readonly THoursRow[]): THoursIssue[] {
  const issues: THoursIssue[] = [];
  const byDay = new Map(rows.map((row) => [row.day, row]));
  for (const row of rows) {
    if (row.closedAllDay) continue;
    if (!isHhmm(row.open)) issues.push({ day: row.day, field: 'open', key: ORDER_HOURS_ERROR.invalidTime });
    if (!isHhmm(row.close)) issues.push({ day: row.day, field: 'close', key: ORDER_HOURS_ERROR.invalidTime });
    if (!isHhmm(row.open) || !isHhmm(row.close)) continue;
    const open = minutesOfHhmm(row.open);
    const close = closeMinutes(row);
    if (close - open > WINDOW_MINUTES_MAX)
      issues.push({ day: row.day, field: 'close', key: ORDER_HOURS_ERROR.exceeds24Hours });
    else if (close <= open) issues.push({ day: row.day, field: 'close', key: ORDER_HOURS_ERROR.overlapSameDay });
    else if (close > WINDOW_MINUTES_MAX) {
      const next = byDay.get((row.day + 1) % 7);
      if (next && !next.closedAllDay && isHhmm(next.open) && close - WINDOW_MINUTES_MAX > minutesOfHhmm(next.open))
        issues.push({ day: row.day, field: 'close', key: ORDER_HOURS_ERROR.overlapNextDay });
    }
  }
  return issues;
}

/** A day without hours: closed all day. */
const closedRow = (day: number): THoursRow => ({
  day,
  open: DEFAULT_OPEN,
  close: DEFAULT_CLOSE,
  nextDay: false,
  closedAllDay: true,
});

/** The week (Sunday first) of one fulfillment type as stored in day hours. */
export function rowsOfDayHours(dayHours: readonly TDayHours[], type: TFulfillmentType): THoursRow[] {
  return DAYS.map((day) => {
    const entry = dayHours.find((e) => e.day === day && e.fulfillmentTypes.includes(type));
    const block = entry?.timeBlocks[0];
    if (!entry || entry.closedAllDay || !block) return closedRow(day);
    return {
      day,
      open: block.startTime || DEFAULT_OPEN,
      close: block.endTime || DEFAULT_CLOSE,
      nextDay: entry.nextDay && block.endTime !== DEFAULT_CLOSE,
      closedAllDay: false,
    };
  });
}

/** One mode's week as day hours entries. */
export const dayHoursOfRows = (rows: readonly THoursRow[], types: readonly TFulfillmentType[]): TDayHours[] =>
  rows.map((row) => ({
    day: row.day,
    nextDay: !row.closedAllDay && row.nextDay && row.close !== DEFAULT_CLOSE,
    closedAllDay: row.closedAllDay,
    fulfillmentTypes: [...types],
    sourceOrganization: '',
    timeBlocks: row.closedAllDay ? [] : [{ startTime: row.open || DEFAULT_OPEN, endTime: row.close || DEFAULT_CLOSE }],
  }));

/** Spec 3 §4 everyday toggle: the first row's values copied to every day. */
export const everyDayRows = (first: THoursRow): THoursRow[] => DAYS.map((day) => ({ ...first, day }));
/** True when every day has the same hours (the toggle starts on). */
export const isSameEveryDay = (rows: readonly THoursRow[]): boolean =>
  rows.every(
    (r) =>
      r.closedAllDay === rows[0]?.closedAllDay &&
      r.open === rows[0]?.open &&
      r.close === rows[0]?.close &&
      r.nextDay === rows[0]?.nextDay,
  );

/** Every fulfillment type's week checked, with the index of the entry each issue belongs to. */
function dayHoursIssues(dayHours: readonly TDayHours[]): { index: number; key: TErrorKey; field: string }[] {
  const found: { index: number; key: TErrorKey; field: string }[] = [];
  dayHours.forEach((entry, index) => {
    const duplicate = dayHours.findIndex(
      (other, i) =>
        i < index && other.day === entry.day && other.fulfillmentTypes.some((t) => entry.fulfillmentTypes.includes(t)),
    );
    if (duplicate >= 0 || entry.closedAllDay !== (entry.timeBlocks.length === 0))
      found.push({ index, key: ORDER_HOURS_ERROR.dayHours, field: 'timeBlocks' });
  });
  if (found.length > 0) return found;
  for (const type of FULFILLMENT_TYPES)
    for (const issue of hoursIssues(rowsOfDayHours(dayHours, type))) {
      const index = dayHours.findIndex((e) => e.day === issue.day && e.fulfillmentTypes.includes(type));
      found.push({ index, key: issue.key, field: issue.field === 'open' ? 'startTime' : 'endTime' });
    }
  return found;
}

/** The week as saved: every entry valid and the hours rules of spec 3 §5 holding for each fulfillment type. */
export const ZDayHoursList = z
  .array(ZDayHours)
  .max(7 * FULFILLMENT_TYPES.length, ORDER_HOURS_ERROR.dayHours)
  .superRefine((dayHours, ctx) => {
    const [first] = dayHoursIssues(dayHours);
    if (first)
      ctx.addIssue({
        code: 'custom',
        message: first.key,
        path: first.field === 'timeBlocks' ? [first.index, 'timeBlocks'] : [first.index, 'timeBlocks', 0, first.field],
      });
  });

/** Spec 3 §3 window settings as answered. */
export const ZWindowSettings = z.object({
  id: z.string(),
  description: z.string(),
  dayHours: z.array(ZDayHours),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type TWindowSettings = z.infer<typeof ZWindowSettings>;

/** A new record's id is the client's (spec 3 §7.2 create (id, dayHours)), a UUID; the server makes one when absent. */
export const ZCreateWindowSettingsArgs = z.object({ id: z.uuid().optional(), dayHours: ZDayHoursList });
export const ZUpdateWindowSettingsArgs = z.object({ id: ZSettingsId, dayHours: ZDayHoursList });
export const ZWindowSettingsIdArgs = z.object({ id: ZSettingsId });
const ZBuffer = z
  .number()
  .int(TIME_SETTINGS_ERROR.buffer)
  .min(0, TIME_SETTINGS_ERROR.buffer)
  .max(BUFFER_MINUTES_MAX, TIME_SETTINGS_ERROR.buffer);
/** setOrderHoursBuffers (spec 3 §7.2 set buffers (id, bufferOpen, bufferClose)): minutes after open, before close. */
export const ZOrderHoursBuffersArgs = z.object({ id: ZSettingsId, bufferOpen: ZBuffer, bufferClose: ZBuffer });

/** Not given by the spec: the buffer dropdowns' choices in minutes (within the time settings' limit). */
export const BUFFER_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

const ZIsoTime = z.iso.datetime({ offset: true, message: ORDER_HOURS_ERROR.eventTime });

/** Spec 3 §3 event settings' event: a holiday closure (offering off) or extended hours (windows on given days). */
export const ZOrderEvent = z
  .object({
    name: z.string().trim().min(1, ORDER_HOURS_ERROR.eventName).max(EVENT_NAME_MAX, ORDER_HOURS_ERROR.eventName),
    startTime: ZIsoTime,
    endTime: ZIsoTime,
    offeringFulfillment: z.boolean(),
    fulfillmentWindows: z.array(ZTimeBlock).max(7),
    sourceOrganization: z.string().max(64).default(''),
    daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7),
    fulfillmentTypes: z.array(z.enum(FULFILLMENT_TYPES)).min(1).max(4),
  })
  .refine((e) => Date.parse(e.endTime) > Date.parse(e.startTime), {
    message: ORDER_HOURS_ERROR.eventEnd,
    path: ['endTime'],
  });
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

const DAY_MS = 86_400_000;
const dateOfWallClock = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/**
 * An event's dates are the store's local dates (spec 3 §3: times stored in UTC, shown in the store's zone): the first
 * day is the local date of its start, the last the local date just before its end.
 */
export const eventDates = (event: Pick<TOrderEvent, 'startTime' | 'endTime'>, timeZone: string) => ({
  from: dateOfWallClock(wallClockOf(Date.parse(event.startTime), timeZone)),
  to: dateOfWallClock(wallClockOf(Date.parse(event.endTime) - 1, timeZone)),
});

/**
 * The instants of local dates 'YYYY-MM-DD' (both inclusive): from the first day's midnight to the midnight after the
 * last, in the store's zone, so a New York holiday on 2026-12-25 runs 05:00 UTC to 05:00 UTC the next day. A date that
 * is not one gives '' (the schema then refuses it with eventTime).
 */
export function eventInstants(from: string, to: string, timeZone: string): { startTime: string; endTime: string } {
  const instant = (date: string, plusDays: number) => {
    const wall = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00.000Z`) : Number.NaN;
    return Number.isNaN(wall) ? '' : new Date(instantOfWallClock(wall + plusDays * DAY_MS, timeZone)).toISOString();
  };
  return { startTime: instant(from, 0), endTime: instant(to, 1) };
}

/** An event's days of the week as stored: every day (all seven chosen) is the empty list, else sorted. */
export const storedDaysOfWeek = (days: readonly number[]): number[] =>
  new Set(days).size === DAYS.length ? [] : [...new Set(days)].sort((a, b) => a - b);
export type TOrderEventInput = z.input<typeof ZOrderEvent>;

export const ZEventSettingsInput = z.object({
  description: z.string().trim().max(HOURS_DESCRIPTION_MAX).default(''),
  events: z.array(ZOrderEvent).max(EVENTS_MAX),
});
export type TEventSettingsInput = z.infer<typeof ZEventSettingsInput>;

export const ZEventSettings = z.object({
  id: z.string(),
  description: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  events: z.array(ZOrderEvent),
});
export type TEventSettings = z.infer<typeof ZEventSettings>;

export const ZCreateEventSettingsArgs = z.object({ input: ZEventSettingsInput });
export const ZUpdateEventSettingsArgs = z.object({ id: ZSettingsId, input: ZEventSettingsInput });

/** A new store's order hours: every day, every type, open all day (spec 3 §9 default 00:00 to next-day 00:00). */
export const defaultDayHours = (): TDayHours[] =>
  ORDER_HOURS_MODE_KEYS.flatMap((mode) =>
    dayHoursOfRows(
      DAYS.map((day) => ({ day, open: DEFAULT_OPEN, close: DEFAULT_CLOSE, nextDay: false, closedAllDay: false })),
      ORDER_HOURS_MODES[mode],
    ),
  );

import { z } from 'zod';
import { clockText, hhmmOfColonTime, minutesOfHhmm } from './online-ordering/hhmm.ts';
import { isIsoDate } from './tickets.ts';

/**
 * Recurring windows of the week (issue 21 items 4 and 5): the days of the week and a start and end time of day, in
 * the store's own time zone (the POS applies them on its local clock). Event schedules and sale restrictions share
 * them. Days are 0 Sunday … 6 Saturday (JavaScript's getDay). An end before the start crosses midnight (22:00–02:00
 * is the night from each chosen day into the next); an end equal to the start is no window.
 */
export const TIME_WINDOWS_ERROR = {
  daysRequired: 'timeWindows.errors.daysRequired',
  dayInvalid: 'timeWindows.errors.dayInvalid',
  dayRepeated: 'timeWindows.errors.dayRepeated',
  timeInvalid: 'timeWindows.errors.timeInvalid',
  sameStartEnd: 'timeWindows.errors.sameStartEnd',
  dateInvalid: 'timeWindows.errors.dateInvalid',
  endDateBeforeStart: 'timeWindows.errors.endDateBeforeStart',
} as const;
const E = TIME_WINDOWS_ERROR;

export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
export const ALL_DAYS: number[] = [...DAYS_OF_WEEK];
export const WEEKDAYS: number[] = [1, 2, 3, 4, 5];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' from 00:00 to 23:59 (what an HTML time input gives). */
export const isClockTime = (value: string): boolean => CLOCK.test(value);

/** Minutes after midnight of an 'HH:MM' time. */
export const minutesOfClockTime = (value: string): number => minutesOfHhmm(hhmmOfColonTime(value));

/** '17:30' → '5:30 PM' (the list's text). */
export const clockTimeText = (value: string): string => clockText(hhmmOfColonTime(value));

/** Whether a window ends on the day after it starts (its end is before its start). */
export const crossesMidnight = (start: string, end: string): boolean =>
  minutesOfClockTime(end) < minutesOfClockTime(start);

/** The chosen days, at least one, each once, answered in week order. */
export const ZDaysOfWeek = z
  .array(
    z
      .number({ error: E.dayInvalid })
      .int({ error: E.dayInvalid })
      .min(0, { error: E.dayInvalid })
      .max(6, { error: E.dayInvalid }),
    {
      error: E.daysRequired,
    },
  )
  .max(7, { error: E.dayRepeated })
  .refine((days) => days.length > 0, { error: E.daysRequired })
  .refine((days) => new Set(days).size === days.length, { error: E.dayRepeated })
  .transform((days) => [...days].sort((a, b) => a - b));

export const ZClockTime = z.string({ error: E.timeInvalid }).refine(isClockTime, { error: E.timeInvalid });

/** The dates a schedule may name: a real calendar day of these years (PostgreSQL has no year 0). */
export const isScheduleDate = (value: string): boolean =>
  isIsoDate(value) && value >= '1900-01-01' && value <= '2999-12-31';

/** A calendar date 'YYYY-MM-DD', or null for none. */
export const ZOptionalDate = z
  .string({ error: E.dateInvalid })
  .max(10, { error: E.dateInvalid })
  .refine(isScheduleDate, { error: E.dateInvalid })
  .nullable();

/** A window of the week: days, start and end (end ≠ start; an earlier end crosses midnight). */
export const ZTimeWindow = z
  .object({ DaysOfWeek: ZDaysOfWeek, StartTime: ZClockTime, EndTime: ZClockTime })
  .refine((w) => !isClockTime(w.StartTime) || !isClockTime(w.EndTime) || w.StartTime !== w.EndTime, {
    error: E.sameStartEnd,
    path: ['EndTime'],
  });
export type TTimeWindowInput = z.input<typeof ZTimeWindow>;
export type TTimeWindow = z.output<typeof ZTimeWindow>;

/** Whether a date range is in order (either end open). ISO dates compare as text. */
export const isDateRangeInOrder = (start: string | null, end: string | null): boolean =>
  start === null || end === null || !isIsoDate(start) || !isIsoDate(end) || start <= end;

/**
 * Whether a window is open at a local day of the week and minute of the day. A window crossing midnight is open
 * after its start on a chosen day and before its end on the day after one.
 */
export function isWindowOpenAt(window: TTimeWindow, day: number, minute: number): boolean {
  const start = minutesOfClockTime(window.StartTime);
  const end = minutesOfClockTime(window.EndTime);
  if (start < end) return window.DaysOfWeek.includes(day) && minute >= start && minute < end;
  const previous = (day + 6) % 7;
  return (window.DaysOfWeek.includes(day) && minute >= start) || (window.DaysOfWeek.includes(previous) && minute < end);
}

import { LAST_DAY, nextOccurrence, type TScheduleTiming } from '@mp/contracts/report-schedules';
import type { TNextFire } from './schedules.queries.ts';

/** month_day 0 is stored for the month's last day. */
export const STORED_LAST_DAY = 0;

/** The timing of a stored schedule, in the contract's terms. */
export const timingOf = (row: {
  cadence: TScheduleTiming['Cadence'];
  localTime: string;
  weekday: number | null;
  monthDay: number | null;
}): TScheduleTiming => ({
  Cadence: row.cadence,
  LocalTime: row.localTime,
  Weekday: row.weekday,
  MonthDay: row.monthDay === STORED_LAST_DAY ? LAST_DAY : row.monthDay,
});

/** The stored month_day of a timing. */
export const storedMonthDay = (monthDay: TScheduleTiming['MonthDay']): number | null =>
  monthDay === LAST_DAY ? STORED_LAST_DAY : monthDay;

/** When a schedule saved at `now` fires first: nothing while it has no recipient. */
export function firstFire(timing: TScheduleTiming, zone: string, recipients: readonly string[], now: Date): TNextFire {
  if (recipients.length === 0) return { at: null, period: null };
  const next = nextOccurrence(timing, zone, now);
  return { at: next.at, period: next.period };
}

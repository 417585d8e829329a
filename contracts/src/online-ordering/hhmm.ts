import { z } from 'zod';

/**
 * The 4-digit times both hours screens keep (spec 3 §3: '0000' … '2400', 2400 being the end of the day), their
 * 12-hour clock text and the time choices of spec 3 §9. One copy for the operating hours, the order hours, the special
 * hours and the fulfillment-times engine.
 */
export const END_OF_DAY = '2400';
export const MINUTES_IN_DAY = 1440;

const HHMM = /^(([01]\d|2[0-3])[0-5]\d|2400)$/;

/** 'HHMM' from 0000 to 2359, or 2400. */
export const isHhmm = (value: string): boolean => HHMM.test(value);

/** The schema of a 4-digit time, refused with the caller's error key. */
export const zHhmm = (message: string) => z.string().regex(HHMM, message);

/** Minutes after midnight of a 4-digit time ('2400' is 1440). */
export const minutesOfHhmm = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));

/** The 4-digit time of minutes after midnight (1440 gives '2400'). */
export const hhmmOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

/** '1730' → '5:30 PM'; '0000' and '2400' → '12:00 AM' (the screens add "end of day" or "next day" themselves). */
export function clockText(hhmm: string): string {
  const minutes = minutesOfHhmm(hhmm) % MINUTES_IN_DAY;
  const hour = Math.floor(minutes / 60);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

const TYPED = /^\s*(\d{1,2}):([0-5]\d)\s*([ap])\.?\s*m?\.?\s*$/i;

/**
 * Spec 3 §5: a typed time in the format hh:mm AM/PM ('9:30 pm', '09:30PM', '12:00 AM') as its 4-digit time, or null
 * when the text is not such a time (an hour outside 1–12, minutes outside 00–59, no AM/PM).
 */
export function parseClockText(text: string): string | null {
  const match = TYPED.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  const pm = match[3]!.toLowerCase() === 'p';
  return hhmmOfMinutes(((hour % 12) + (pm ? 12 : 0)) * 60 + Number(match[2]));
}

/** A time choice: the 4-digit time and whether it falls on the next day. */
export type TTimeOption = { time: string; nextDay: boolean };

/** Spec 3 §9: the two steps the hours screens choose times in. */
export type TTimeStep = 15 | 30;

/**
 * Spec 3 §9: the time choices, one per step from 00:00 (48 at 30 minutes, 96 at 15), doubled with the next-day
 * variants when allowed; closes may also offer 2400, the end of the same day.
 */
export function timeOptions(step: TTimeStep, withNextDay: boolean, withEndOfDay = false): TTimeOption[] {
  const times = Array.from({ length: MINUTES_IN_DAY / step }, (_, i) => hhmmOfMinutes(i * step));
  return [
    ...times.map((time) => ({ time, nextDay: false })),
    ...(withEndOfDay ? [{ time: END_OF_DAY, nextDay: false }] : []),
    ...(withNextDay ? times.map((time) => ({ time, nextDay: true })) : []),
  ];
}

/** The capacity screen keeps 'HH:MM' (spec 3 §3 capacity intervals): '12:30' → '1230'. */
export const hhmmOfColonTime = (time: string): string => time.replace(':', '');
/** '1230' → '12:30'. */
export const colonTimeOfHhmm = (hhmm: string): string => `${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}`;

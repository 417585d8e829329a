import { clockTimeText, crossesMidnight } from '@mp/contracts/time-windows';
import type { TFunction } from 'i18next';

type TWindow = { DaysOfWeek: number[]; StartTime: string; EndTime: string };

/** 'Every day 2:00 AM – 8:00 AM; Fri, Sat 11:00 PM – 6:00 AM (next day)': the lists' and the panel's text. */
export function windowsText(t: TFunction, daysText: (days: readonly number[]) => string, windows: TWindow[]): string {
  return windows
    .map((w) =>
      t(crossesMidnight(w.StartTime, w.EndTime) ? 'restrictions.windowOvernight' : 'restrictions.window', {
        days: daysText(w.DaysOfWeek),
        start: clockTimeText(w.StartTime),
        end: clockTimeText(w.EndTime),
      }),
    )
    .join('; ');
}

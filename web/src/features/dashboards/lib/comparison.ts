import { changePercent } from '@mp/contracts/dashboards';
import { isRouteAllowed } from '@mp/contracts/access/menu';
import type { TAccessContext } from '@mp/contracts/access/access-context';
import { portalHref } from '../../../lib/session/landing';

/** Which way a figure moved since the same weekday last week ('none': last week had nothing to compare with). */
export type TTrend = 'up' | 'down' | 'flat' | 'none';

export type TComparison = { trend: TTrend; percent: number | null };

/** Today against last week: the direction and the change in percent (one decimal). */
export function compare(today: string | number, lastWeek: string | number): TComparison {
  const percent = changePercent(today, lastWeek);
  if (percent === null) return { trend: 'none', percent };
  return { trend: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat', percent };
}

/** A change as text with its sign ('+12.5%', '-3%', '0%'), in the merchant's locale. */
export function formatChange(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent / 100);
}

/** A count (tickets, guests) with the locale's grouping and no decimals: '1,204'. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** An hour of the day on the store's clock ('9 AM', '21:00' in a 24-hour locale). */
export function formatHour(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));
}

/**
 * Where a figure leads: the report (or screen) behind it, with the day's dates for a report, or null when this user
 * may not open it (the figure then shows without a link).
 */
export function figureHref(
  path: string,
  access: TAccessContext,
  range?: { FromDate: string; ToDate: string },
): string | null {
  if (!isRouteAllowed(path, access)) return null;
  return range ? `${portalHref(path)}?${new URLSearchParams(range).toString()}` : portalHref(path);
}

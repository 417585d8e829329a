import { ALERT_BASELINE_DAYS, ALERT_BASELINE_WEEKS, type TAlertSettings } from '@mp/contracts/alerts';
import type { TDayFigure } from './alerts.queries.ts';

/** One alert that fired: which, the day's figure, the baseline it was compared with and the change in percent. */
export type TFiredAlert = {
  alert: 'sales' | 'price' | 'discount';
  value: number;
  baseline: number;
  /** Rounded to one decimal; null when the baseline is 0 (any figure is then past the threshold). */
  changePercent: number | null;
  threshold: number;
};

/** Calendar arithmetic on ISO dates, in UTC so no time zone shifts a day. */
export const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const valueOn = (figures: readonly TDayFigure[], day: string) => figures.find((f) => f.day === day)?.value ?? 0;
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const percent = (value: number, baseline: number) =>
  baseline === 0 ? null : Math.round(((value - baseline) / baseline) * 1000) / 10;

/** The same weekday in each of the 6 weeks before `day` (the sales comparison). */
export const sameWeekdays = (day: string): string[] =>
  Array.from({ length: ALERT_BASELINE_WEEKS }, (_, i) => addDays(day, -7 * (i + 1)));

/** The 28 days before `day` (the price and discount comparisons). */
export const previousDays = (day: string): string[] =>
  Array.from({ length: ALERT_BASELINE_DAYS }, (_, i) => addDays(day, -(i + 1)));

/** Whether `value` is past `threshold` percent above `baseline` (any activity over a baseline of nothing is). */
const rosePast = (value: number, baseline: number, threshold: number) =>
  baseline === 0 ? value > 0 : value > baseline * (1 + threshold / 100);

/**
 * The alerts a store's day sets off (README, API section: Alert management):
 * - sales: the day's net sales differ from the mean of the same weekday over the 6 weeks before by more than the
 *   threshold, up or down (a baseline of no sales compares nothing);
 * - price: more item price changes that day than the daily mean of the 28 days before, by more than the threshold;
 * - discount: more discount given that day than the daily mean of the 28 days before, by more than the threshold.
 */
export function firedAlerts(
  settings: TAlertSettings,
  day: string,
  figures: { sales: readonly TDayFigure[]; price: readonly TDayFigure[]; discount: readonly TDayFigure[] },
): TFiredAlert[] {
  const fired: TFiredAlert[] = [];
  const sales = settings[1];
  if (sales.on && sales.threshold !== null) {
    const value = valueOn(figures.sales, day);
    const baseline = mean(sameWeekdays(day).map((d) => valueOn(figures.sales, d)));
    const change = percent(value, baseline);
    if (change !== null && Math.abs(change) > sales.threshold)
      fired.push({ alert: 'sales', value, baseline, changePercent: change, threshold: sales.threshold });
  }
  for (const [alert, setting] of [
    ['price', settings[2]],
    ['discount', settings[3]],
  ] as const) {
    if (!setting.on || setting.threshold === null) continue;
    const value = valueOn(figures[alert], day);
    const baseline = mean(previousDays(day).map((d) => valueOn(figures[alert], d)));
    if (rosePast(value, baseline, setting.threshold))
      fired.push({ alert, value, baseline, changePercent: percent(value, baseline), threshold: setting.threshold });
  }
  return fired;
}

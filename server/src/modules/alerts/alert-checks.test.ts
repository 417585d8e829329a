import type { TAlertSettings } from '@mp/contracts/alerts';
import { describe, expect, it } from 'vitest';
import { addDays, firedAlerts, previousDays, sameWeekdays } from './alert-checks.ts';

const off = { on: false, threshold: null };
const settings = (over: Partial<TAlertSettings>): TAlertSettings => ({ 1: off, 2: off, 3: off, 4: off, ...over });
const DAY = '2030-03-12';
const none = { sales: [], price: [], discount: [] };

describe('firedAlerts', () => {
  it('counts days across months and years', () => {
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(sameWeekdays(DAY)).toEqual([
      '2030-03-05',
      '2030-02-26',
      '2030-02-19',
      '2030-02-12',
      '2030-02-05',
      '2030-01-29',
    ]);
    expect(previousDays(DAY)).toHaveLength(28);
    expect(previousDays(DAY).at(-1)).toBe('2030-02-12');
  });

  it('fires sales on a change past the threshold either way, not at it', () => {
    const history = sameWeekdays(DAY).map((day) => ({ day, value: 100 }));
    const at = (value: number, threshold: number) =>
      firedAlerts(settings({ 1: { on: true, threshold } }), DAY, {
        ...none,
        sales: [...history, { day: DAY, value }],
      });
    expect(at(89, 10)).toMatchObject([{ alert: 'sales', changePercent: -11 }]);
    expect(at(111, 10)).toMatchObject([{ alert: 'sales', changePercent: 11 }]);
    expect(at(110, 10)).toEqual([]);
    expect(at(90, 10)).toEqual([]);
    // No sales on those weekdays: nothing to compare with.
    expect(firedAlerts(settings({ 1: { on: true, threshold: 1 } }), DAY, none)).toEqual([]);
  });

  it('fires discount and price on a rise past the threshold over the 28-day mean, any rise over nothing', () => {
    const history = previousDays(DAY).map((day) => ({ day, value: 10 }));
    const on = settings({ 2: { on: true, threshold: 5 }, 3: { on: true, threshold: 20 } });
    const fired = firedAlerts(on, DAY, {
      sales: [],
      price: [{ day: DAY, value: 1 }],
      discount: [...history, { day: DAY, value: 12.5 }],
    });
    expect(fired).toMatchObject([
      { alert: 'price', value: 1, baseline: 0, changePercent: null },
      { alert: 'discount', value: 12.5, baseline: 10, changePercent: 25 },
    ]);
    expect(firedAlerts(on, DAY, { sales: [], price: [], discount: [...history, { day: DAY, value: 5 }] })).toEqual([]);
  });

  it('ignores alerts that are off', () => {
    const fired = firedAlerts(settings({}), DAY, { ...none, price: [{ day: DAY, value: 9 }] });
    expect(fired).toEqual([]);
  });
});

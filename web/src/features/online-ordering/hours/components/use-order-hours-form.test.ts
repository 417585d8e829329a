import { dayHoursOfRows, defaultDayHours, rowsOfDayHours } from '@mp/contracts/online-ordering/order-hours';
import { describe, expect, it } from 'vitest';
import { dayHoursOf, effectiveRows, formOf } from './use-order-hours-form';

const week = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close, nextDay: false, closedAllDay: false }));
const CORNER = [
  ...dayHoursOfRows(week('0700', '2000'), ['PICKUP', 'CURBSIDE']),
  ...dayHoursOfRows(week('0800', '2100'), ['DINE_IN']),
  ...dayHoursOfRows(week('1100', '2000'), ['DELIVERY']),
];
const buffers = { bufferOpen: 0, bufferClose: 0 };

describe('the order hours form', () => {
  it('starts with the toggles the loaded hours imply', () => {
    expect(formOf(defaultDayHours(), buffers)).toMatchObject({
      sameForAll: true,
      everyDay: { pickupCurbside: true, dineIn: true, delivery: true },
    });
    expect(formOf(CORNER, buffers).sameForAll).toBe(false);
  });

  it('same-for-all saves the pickup table for every mode shown', () => {
    const form = { ...formOf(CORNER, buffers), sameForAll: true };
    expect(effectiveRows(form, 'dineIn')[1]).toMatchObject({ open: '0700', close: '2000' });
    const saved = dayHoursOf(form, ['pickupCurbside', 'dineIn', 'delivery'], CORNER);
    expect(rowsOfDayHours(saved, 'DELIVERY')[1]).toMatchObject({ open: '0700' });
  });

  it('the everyday toggle copies the first row to every day', () => {
    const form = formOf(CORNER, buffers);
    form.rows.dineIn[0] = { ...form.rows.dineIn[0]!, close: '1500' };
    expect(effectiveRows(form, 'dineIn').map((r) => r.close)).toEqual(Array(7).fill('1500'));
  });

  it('a hidden mode (delivery without the flag) keeps its loaded hours', () => {
    const form = { ...formOf(CORNER, buffers), sameForAll: true };
    const saved = dayHoursOf(form, ['pickupCurbside', 'dineIn'], CORNER);
    expect(rowsOfDayHours(saved, 'DELIVERY')[1]).toMatchObject({ open: '1100', close: '2000' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  addedDaysText,
  addIntervalRows,
  CAPACITY_ERROR,
  CAPACITY_PAGE_SIZE,
  capacityGridPage,
  CAPACITY_TIME_OPTIONS,
  canSaveRows,
  checkAddInterval,
  checkRows,
  emptyCapacityWeek,
  parseOrderCount,
  rowsOf,
  sortRows,
  timeLabel,
  weekdayOfIndex,
  weekOfRows,
  WEEKDAYS,
  ZCapacitySettingsInput,
  type TAddIntervalForm,
  type TCapacityWeek,
} from './capacity.ts';

const interval = (startTime: string, endTime: string, OrderCount = 10) => ({
  startTime,
  endTime,
  capacities: { OrderCount },
});
const week = (patch: Partial<TCapacityWeek>): TCapacityWeek => ({ ...emptyCapacityWeek(), ...patch });

describe('time options (spec 3 §9)', () => {
  it('run every 30 minutes from 12:00 AM to 11:30 PM', () => {
    expect(CAPACITY_TIME_OPTIONS).toHaveLength(48);
    expect(CAPACITY_TIME_OPTIONS[0]).toBe('00:00');
    expect(CAPACITY_TIME_OPTIONS[1]).toBe('00:30');
    expect(CAPACITY_TIME_OPTIONS.at(-1)).toBe('23:30');
  });

  it.each([
    [0, 'sunday'],
    [1, 'monday'],
    [6, 'saturday'],
  ] as const)('day index %i is %s', (index, day) => expect(weekdayOfIndex(index)).toBe(day));
});

describe('the saved week (server and form share it)', () => {
  it.each([
    {
      name: 'a valid week',
      value: week({ monday: [interval('11:00', '14:00'), interval('17:00', '21:00')] }),
      key: null,
    },
    { name: 'from after until', value: week({ monday: [interval('14:00', '11:00')] }), key: CAPACITY_ERROR.time },
    { name: 'from equal to until', value: week({ friday: [interval('11:00', '11:00')] }), key: CAPACITY_ERROR.time },
    {
      name: 'a time off the 30-minute grid',
      value: week({ monday: [interval('11:15', '14:00')] }),
      key: CAPACITY_ERROR.timeOption,
    },
    {
      name: 'a negative max',
      value: week({ monday: [interval('11:00', '14:00', -1)] }),
      key: CAPACITY_ERROR.maxOrders,
    },
    {
      name: 'a decimal max',
      value: week({ monday: [interval('11:00', '14:00', 1.5)] }),
      key: CAPACITY_ERROR.maxOrders,
    },
    {
      name: 'overlapping intervals on one day',
      value: week({ tuesday: [interval('11:00', '14:00'), interval('13:30', '15:00')] }),
      key: CAPACITY_ERROR.overlap,
    },
    {
      name: 'touching intervals',
      value: week({ tuesday: [interval('11:00', '14:00'), interval('14:00', '15:00')] }),
      key: null,
    },
    { name: 'zero orders (the slot is closed)', value: week({ sunday: [interval('00:00', '23:30', 0)] }), key: null },
  ])('$name', ({ value, key }) => {
    const result = ZCapacitySettingsInput.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(key);
  });

  it('names the field of a refusal', () => {
    const result = ZCapacitySettingsInput.safeParse(week({ monday: [interval('14:00', '11:00')] }));
    expect(result.success ? [] : result.error.issues[0]?.path).toEqual(['monday', 0, 'endTime']);
  });
});

const loaded = rowsOf(
  week({
    monday: [interval('17:00', '21:00', 8), interval('11:00', '14:00', 12)],
    wednesday: [interval('11:00', '14:00')],
  }),
);
const form = (patch: Partial<TAddIntervalForm>): TAddIntervalForm => ({
  days: ['tuesday'],
  fromTime: '11:00',
  untilTime: '14:00',
  maxOrders: '5',
  ...patch,
});

describe('the add-interval drawer (spec 3 §5)', () => {
  it.each([
    { name: 'a free day', patch: {}, errors: {} },
    { name: 'no day', patch: { days: [] }, errors: { days: CAPACITY_ERROR.noDay } },
    { name: 'a closed day', patch: { days: ['sunday' as const] }, errors: { days: CAPACITY_ERROR.closedDay } },
    { name: 'from after until', patch: { fromTime: '15:00' }, errors: { untilTime: CAPACITY_ERROR.time } },
    { name: 'from equal to until', patch: { untilTime: '11:00' }, errors: { untilTime: CAPACITY_ERROR.time } },
    { name: 'an empty max', patch: { maxOrders: '' }, errors: { maxOrders: CAPACITY_ERROR.maxOrders } },
    { name: 'a negative max', patch: { maxOrders: '-1' }, errors: { maxOrders: CAPACITY_ERROR.maxOrders } },
    { name: 'a decimal max', patch: { maxOrders: '1.5' }, errors: { maxOrders: CAPACITY_ERROR.maxOrders } },
    { name: 'an exponent max', patch: { maxOrders: '1e3' }, errors: { maxOrders: CAPACITY_ERROR.maxOrders } },
    {
      name: 'overlap on two of three days',
      patch: {
        days: ['wednesday' as const, 'monday' as const, 'tuesday' as const],
        fromTime: '13:00',
        untilTime: '18:00',
      },
      errors: { days: CAPACITY_ERROR.conflict, conflictDays: ['monday', 'wednesday'] },
    },
    {
      name: 'touching an existing interval',
      patch: { days: ['monday' as const], fromTime: '14:00', untilTime: '17:00' },
      errors: {},
    },
  ])('$name', ({ patch, errors }) => {
    expect(checkAddInterval(form(patch), loaded, ['sunday'])).toEqual(errors);
  });

  it('ignores rows marked for deletion', () => {
    const rows = loaded.map((r) => (r.day === 'wednesday' ? { ...r, isChecked: true } : r));
    expect(checkAddInterval(form({ days: ['wednesday'] }), rows, [])).toEqual({});
  });
});

describe('the grid (spec 3 §4)', () => {
  it('sorts by weekday then start time', () => {
    expect(loaded.map((r) => `${r.day} ${r.fromTime}`)).toEqual(['monday 11:00', 'monday 17:00', 'wednesday 11:00']);
  });

  it('adds new dirty rows for each day, resorted', () => {
    const rows = addIntervalRows(loaded, form({ days: ['sunday', 'monday'], fromTime: '07:00', untilTime: '10:00' }));
    expect(rows.map((r) => `${r.day} ${r.fromTime} ${r.isDirty}`)).toEqual([
      'monday 07:00 true',
      'monday 11:00 false',
      'monday 17:00 false',
      'wednesday 11:00 false',
      'sunday 07:00 true',
    ]);
    expect(canSaveRows(checkRows(rows, loaded))).toBe(true);
  });

  it.each([
    { name: 'nothing changed', change: {}, dirty: false, error: null, canSave: false },
    { name: 'max orders changed', change: { maxOrderCount: 3 }, dirty: true, error: null, canSave: true },
    { name: 'changed back', change: { maxOrderCount: 12 }, dirty: false, error: null, canSave: false },
    { name: 'marked for deletion', change: { isChecked: true }, dirty: true, error: null, canSave: true },
    {
      name: 'until before from',
      change: { untilTime: '10:30' },
      dirty: true,
      error: CAPACITY_ERROR.time,
      canSave: false,
    },
    {
      name: 'grown over the next row',
      change: { untilTime: '18:00' },
      dirty: true,
      error: CAPACITY_ERROR.overlap,
      canSave: false,
    },
    {
      name: 'in error but marked for deletion',
      change: { untilTime: '10:30', isChecked: true },
      dirty: true,
      error: CAPACITY_ERROR.time,
      canSave: true,
    },
  ])('$name', ({ change, dirty, error, canSave }) => {
    const rows = checkRows(
      loaded.map((r, i) => (i === 0 ? { ...r, ...change } : r)),
      loaded,
    );
    expect(rows[0]).toMatchObject({ isDirty: dirty, errorMessage: error, isError: error !== null });
    expect(canSaveRows(rows)).toBe(canSave);
  });

  it('saves the kept rows as the week', () => {
    const rows = loaded.map((r) => (r.day === 'wednesday' ? { ...r, isChecked: true } : r));
    expect(weekOfRows(sortRows(rows))).toEqual(
      week({ monday: [interval('11:00', '14:00', 12), interval('17:00', '21:00', 8)] }),
    );
  });

  it.each([
    ['12', 12],
    ['0', 0],
    ['', null],
    ['-2', null],
    ['2.5', null],
    ['1e2', null],
    ['12345', null],
  ])('max orders %j reads as %j', (text, value) => expect(parseOrderCount(text)).toBe(value));

  it.each([
    { days: [...WEEKDAYS], text: 'all' },
    { days: ['friday', 'monday'] as const, text: ['monday', 'friday'] },
    { days: ['sunday'] as const, text: ['sunday'] },
  ])('the banner names $text', ({ days, text }) => expect(addedDaysText([...days])).toEqual(text));
});

describe('time labels (spec 3 §9: 12:00 AM to 11:30 PM)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['11:30', '11:30 AM'],
    ['12:00', '12:00 PM'],
    ['23:30', '11:30 PM'],
  ])('%s reads %s', (time, label) => expect(timeLabel(time)).toBe(label));
});

describe('grid paging (spec 3 §9: 25 rows a page)', () => {
  // Four intervals on each of Monday to Saturday, Sunday closed: 24 rows and Sunday's header, then one more row.
  const four = [
    interval('08:00', '09:00'),
    interval('09:00', '10:00'),
    interval('10:00', '11:00'),
    interval('11:00', '12:00'),
  ];
  const rows = rowsOf(week(Object.fromEntries(WEEKDAYS.slice(0, 6).map((d) => [d, four]))));

  it('pages the rows in weekday order, a closed or empty day counting as one entry', () => {
    const first = capacityGridPage(rows, ['sunday'], 0, CAPACITY_PAGE_SIZE);
    expect(first.entryCount).toBe(25);
    expect(first.days.map((d) => [d.day, d.rows.length])).toEqual([
      ...WEEKDAYS.slice(0, 6).map((d) => [d, 4]),
      ['sunday', 0],
    ]);
    const withEmpty = capacityGridPage(rows.slice(4), [], 0, 10);
    expect(withEmpty.days.map((d) => [d.day, d.rows.length])).toEqual([
      ['monday', 0],
      ['tuesday', 4],
      ['wednesday', 4],
      ['thursday', 1],
    ]);
  });

  it("shows a day's header on each page its rows reach, with all its rows for counting", () => {
    const second = capacityGridPage(rows, [], 1, 10);
    expect(second.days.map((d) => [d.day, d.rows.map((r) => r.fromTime)])).toEqual([
      ['wednesday', ['10:00', '11:00']],
      ['thursday', ['08:00', '09:00', '10:00', '11:00']],
      ['friday', ['08:00', '09:00', '10:00', '11:00']],
    ]);
    expect(second.days[0]!.allRows).toHaveLength(4);
  });

  it('brings a page past the end back to the last page', () => {
    const paged = capacityGridPage(rows, [], 5, CAPACITY_PAGE_SIZE);
    expect(paged).toMatchObject({ page: 0, entryCount: 25 });
    expect(capacityGridPage([], [], 3, CAPACITY_PAGE_SIZE)).toMatchObject({ page: 0, entryCount: 7 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  dayHoursOfRows,
  defaultDayHours,
  eventDates,
  eventInstants,
  everyDayRows,
  hoursIssues,
  isSameEveryDay,
  ORDER_HOURS_ERROR as E,
  rowsOfDayHours,
  storedDaysOfWeek,
  type THoursRow,
  ZDayHoursList,
  ZOrderEvent,
} from './order-hours.ts';

const open = (day: number, o: string, c: string, nextDay = false): THoursRow => ({
  day,
  open: o,
  close: c,
  nextDay,
  closedAllDay: false,
});
const closed = (day: number): THoursRow => ({ day, open: '0000', close: '2400', nextDay: false, closedAllDay: true });
const week = (row: (day: number) => THoursRow) => [0, 1, 2, 3, 4, 5, 6].map(row);

describe('hoursIssues (spec 3 §5 operating and ordering hours)', () => {
  it.each<{ name: string; rows: THoursRow[]; issues: { day: number; key: string }[] }>([
    { name: 'a plain week', rows: week((d) => open(d, '0700', '2000')), issues: [] },
    { name: 'closed all week', rows: week(closed), issues: [] },
    { name: '2400 is the same day', rows: week((d) => open(d, '0000', '2400')), issues: [] },
    {
      name: '2400 with the next-day flag is still the same day',
      rows: week((d) => open(d, '0800', '2400', true)),
      issues: [],
    },
    {
      name: 'close before open on one day',
      rows: [open(1, '0900', '0800')],
      issues: [{ day: 1, key: E.overlapSameDay }],
    },
    { name: 'close equal to open', rows: [open(2, '0900', '0900')], issues: [{ day: 2, key: E.overlapSameDay }] },
    { name: 'next day close within a day', rows: [open(5, '1800', '0200', true), closed(6)], issues: [] },
    { name: 'exactly 1440 minutes', rows: [open(5, '0600', '0600', true), closed(6)], issues: [] },
    {
      name: 'over 1440 minutes',
      rows: [open(5, '0600', '0700', true), closed(6)],
      issues: [{ day: 5, key: E.exceeds24Hours }],
    },
    {
      name: "close past the next day's open",
      rows: [open(5, '1800', '0300', true), open(6, '0200', '2000')],
      issues: [{ day: 5, key: E.overlapNextDay }],
    },
    {
      name: "close at the next day's open",
      rows: [open(5, '1800', '0200', true), open(6, '0200', '2000')],
      issues: [],
    },
    {
      name: 'the week wraps from Saturday to Sunday',
      rows: [open(6, '1800', '0300', true), open(0, '0100', '2000')],
      issues: [{ day: 6, key: E.overlapNextDay }],
    },
    { name: 'a closed next day takes any close', rows: [open(6, '1800', '0500', true), closed(0)], issues: [] },
    { name: 'a malformed time', rows: [open(3, '0790', '2000')], issues: [{ day: 3, key: E.invalidTime }] },
  ])('$name', ({ rows, issues }) => {
    expect(hoursIssues(rows).map(({ day, key }) => ({ day, key }))).toEqual(issues);
  });

  it('marks the closing cell', () => {
    expect(hoursIssues([open(1, '0900', '0800')])[0]?.field).toBe('close');
  });
});

describe('rows and day hours', () => {
  it('round-trip one mode, closed days included', () => {
    const rows = [
      open(0, '1000', '1600'),
      ...[1, 2, 3, 4, 5].map((d) => open(d, '0700', '2000')),
      open(6, '2000', '0100', true),
    ];
    rows[3] = closed(3);
    const dayHours = dayHoursOfRows(rows, ['PICKUP', 'CURBSIDE']);
    expect(dayHours[3]).toMatchObject({ closedAllDay: true, timeBlocks: [] });
    expect(rowsOfDayHours(dayHours, 'CURBSIDE')).toEqual(rows);
    expect(rowsOfDayHours(dayHours, 'DELIVERY').every((r) => r.closedAllDay)).toBe(true);
  });

  it('everyday copies the first row; isSameEveryDay sees it', () => {
    const rows = everyDayRows(open(0, '0800', '2100'));
    expect(rows.map((r) => r.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(isSameEveryDay(rows)).toBe(true);
    expect(isSameEveryDay([...rows.slice(0, 6), closed(6)])).toBe(false);
  });
});

describe('ZDayHoursList', () => {
  it('takes the default week', () => {
    expect(ZDayHoursList.safeParse(defaultDayHours()).success).toBe(true);
  });

  it.each([
    {
      name: 'an overlap names the closing time',
      dayHours: dayHoursOfRows([open(1, '0900', '0800')], ['PICKUP']),
      path: [0, 'timeBlocks', 0, 'endTime'],
      key: E.overlapSameDay,
    },
    {
      name: 'two entries of one day and type',
      dayHours: [
        ...dayHoursOfRows([open(1, '0900', '1000')], ['PICKUP']),
        ...dayHoursOfRows([open(1, '1100', '1200')], ['PICKUP']),
      ],
      path: [1, 'timeBlocks'],
      key: E.dayHours,
    },
    {
      name: 'an open day without a block',
      dayHours: [{ ...dayHoursOfRows([open(1, '0900', '1000')], ['PICKUP'])[0]!, timeBlocks: [] }],
      path: [0, 'timeBlocks'],
      key: E.dayHours,
    },
    {
      name: 'a malformed time',
      dayHours: dayHoursOfRows([open(1, '9:00', '1000')], ['PICKUP']),
      path: [0, 'timeBlocks', 0, 'startTime'],
      key: E.invalidTime,
    },
  ])('$name', ({ dayHours, path, key }) => {
    const result = ZDayHoursList.safeParse(dayHours);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path, message: key });
  });
});

describe('ZOrderEvent', () => {
  const event = {
    name: 'Thanksgiving',
    startTime: '2026-11-26T00:00:00Z',
    endTime: '2026-11-27T00:00:00Z',
    offeringFulfillment: false,
    fulfillmentWindows: [],
    daysOfWeek: [],
    fulfillmentTypes: ['PICKUP'],
  };
  it.each([
    { name: 'a holiday closure', change: {}, key: null },
    { name: 'an empty name', change: { name: '  ' }, key: E.eventName },
    { name: 'a name over 50', change: { name: 'x'.repeat(51) }, key: E.eventName },
    { name: 'end before start', change: { endTime: '2026-11-25T00:00:00Z' }, key: E.eventEnd },
    { name: 'end equal to start', change: { endTime: event.startTime }, key: E.eventEnd },
    { name: 'not a time', change: { startTime: 'tomorrow' }, key: E.eventTime },
  ])('$name', ({ change, key }) => {
    const result = ZOrderEvent.safeParse({ ...event, ...change });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(key);
  });
});

describe("event dates are the store's local dates", () => {
  it.each([
    ['America/New_York', '2026-12-25', '2026-12-25', '2026-12-25T05:00:00.000Z', '2026-12-26T05:00:00.000Z'],
    ['America/New_York', '2026-07-04', '2026-07-05', '2026-07-04T04:00:00.000Z', '2026-07-06T04:00:00.000Z'],
    ['Asia/Tokyo', '2026-12-25', '2026-12-25', '2026-12-24T15:00:00.000Z', '2026-12-25T15:00:00.000Z'],
    ['UTC', '2026-12-25', '2026-12-31', '2026-12-25T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    // The night New York turns its clocks back is 25 hours long; the day still ends at the next local midnight.
    ['America/New_York', '2026-11-01', '2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
  ])('%s %s to %s runs %s to %s and reads back', (zone, from, to, startTime, endTime) => {
    expect(eventInstants(from, to, zone)).toEqual({ startTime, endTime });
    expect(eventDates({ startTime, endTime }, zone)).toEqual({ from, to });
  });

  it.each(['', '2026-13-45', '25/12/2026'])('%j is no date', (date) =>
    expect(eventInstants(date, date, 'UTC')).toEqual({ startTime: '', endTime: '' }),
  );

  it.each([
    [[0, 1, 2, 3, 4, 5, 6], []],
    [[6, 0, 1, 2, 3, 4, 5], []],
    [
      [5, 1, 3],
      [1, 3, 5],
    ],
    [[2, 2], [2]],
  ])('days %j are stored as %j', (days, stored) => expect(storedDaysOfWeek(days)).toEqual(stored));
});

import { emptyCapacityWeek, type TCapacityWeek } from '@mp/contracts/online-ordering/capacity';
import { instantOfWallClock, wallClockOf } from '@mp/contracts/time-zones';
import { describe, expect, it } from 'vitest';
import { availableFulfillmentTimes, type TFulfillmentTimesInput, type TOrderingDayHours } from './fulfillment-times.ts';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const SYDNEY = 'Australia/Sydney';

/** Every day the same hours, for every type. */
const everyDay = (startTime: string, endTime: string, nextDay = false): TOrderingDayHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    closedAllDay: false,
    fulfillmentTypes: [],
    timeBlocks: [{ startTime, endTime, nextDay }],
  }));

/** A local wall-clock time ('2026-03-02 10:07') in the zone, as a Date. */
const at = (local: string, timeZone = NY) =>
  new Date(instantOfWallClock(Date.parse(`${local.replace(' ', 'T')}:00Z`), timeZone));
/** An ISO instant as local 'YYYY-MM-DD HH:MM' in the zone. */
const local = (iso: string, timeZone = NY) =>
  new Date(wallClockOf(Date.parse(iso), timeZone)).toISOString().slice(0, 16).replace('T', ' ');

const input = (patch: Partial<TFulfillmentTimesInput> = {}): TFulfillmentTimesInput => ({
  now: at('2026-03-02 10:07'), // a Monday
  timeZone: NY,
  fulfillmentType: 'pickup',
  acceptingOrders: true,
  offerings: { pickup: true, curbside: true, dinein: true, delivery: true },
  orderingHours: everyDay('1100', '1400'),
  time: { bufferOpen: 0, bufferClose: 0, granularity: 15, maxFutureDays: 0 },
  durations: { prepDuration: 15 * 60, queueDuration: 0, packagingDuration: 0, setupDuration: 0, deliveryDuration: 0 },
  events: [],
  capacity: null,
  dueOrders: [],
  ...patch,
});

const run = (patch: Partial<TFulfillmentTimesInput> = {}) => {
  const result = availableFulfillmentTimes(input(patch));
  const zone = patch.timeZone ?? NY;
  return {
    times: result.futureTimes.map((t) => local(t, zone)),
    next: result.nextAvailableTime && local(result.nextAvailableTime, zone),
    result,
  };
};

const quarterHours = (date: string, from: string, until: string) => {
  const out: string[] = [];
  const [fh, fm] = from.split(':').map(Number);
  const [uh, um] = until.split(':').map(Number);
  for (let m = fh! * 60 + fm!; m <= uh! * 60 + um!; m += 15)
    out.push(`${date} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
};

describe('slots within the day (America/New_York)', () => {
  it.each([
    {
      name: 'opening hours, every quarter hour',
      patch: {},
      first: '2026-03-02 11:00',
      last: '2026-03-02 14:00',
      count: 13,
    },
    {
      name: 'the earliest time is now plus prep (10:50 + 15 min → 11:15)',
      patch: { now: at('2026-03-02 10:50') },
      first: '2026-03-02 11:15',
      last: '2026-03-02 14:00',
      count: 12,
    },
    {
      name: 'mid-service: the next quarter hour after now plus prep',
      patch: { now: at('2026-03-02 12:01') },
      first: '2026-03-02 12:30',
      last: '2026-03-02 14:00',
      count: 7,
    },
    {
      name: 'buffers: first ≥ open + 30, last ≤ close − 15',
      patch: { time: { bufferOpen: 30, bufferClose: 15, granularity: 15, maxFutureDays: 0 } },
      first: '2026-03-02 11:30',
      last: '2026-03-02 13:45',
      count: 10,
    },
    {
      name: 'after closing, nothing today',
      patch: { now: at('2026-03-02 13:50') },
      first: null,
      last: null,
      count: 0,
    },
    {
      name: 'delivery adds packaging and the drive',
      patch: {
        fulfillmentType: 'delivery' as const,
        now: at('2026-03-02 11:00'),
        durations: {
          prepDuration: 900,
          queueDuration: 300,
          packagingDuration: 300,
          setupDuration: 3600,
          deliveryDuration: 1200,
        },
      },
      first: '2026-03-02 11:45',
      last: '2026-03-02 14:00',
      count: 10,
    },
    {
      name: 'dine-in adds the setup, not packaging',
      patch: {
        fulfillmentType: 'dinein' as const,
        now: at('2026-03-02 11:00'),
        durations: {
          prepDuration: 0,
          queueDuration: 0,
          packagingDuration: 3600,
          setupDuration: 600,
          deliveryDuration: 0,
        },
      },
      first: '2026-03-02 11:15',
      last: '2026-03-02 14:00',
      count: 12,
    },
  ])('$name', ({ patch, first, last, count }) => {
    const { times, next } = run(patch);
    expect(times[0] ?? null).toBe(first);
    expect(next).toBe(first);
    expect(times.at(-1) ?? null).toBe(last);
    expect(times).toHaveLength(count);
  });

  it('answers ISO instants in UTC', () => {
    expect(run().result.nextAvailableTime).toBe('2026-03-02T16:00:00.000Z');
  });
});

describe('a day crossing midnight (18:00 – 02:00 next day)', () => {
  it('offers the late hours after midnight from the day before', () => {
    const { times } = run({ orderingHours: everyDay('1800', '0200', true), now: at('2026-03-03 00:20') });
    expect(times).toEqual(
      quarterHours('2026-03-03', '00:45', '02:00').concat(quarterHours('2026-03-03', '18:00', '23:45')),
    );
  });

  it('runs past midnight into tomorrow when tomorrow is allowed', () => {
    const { times } = run({
      orderingHours: everyDay('1800', '0200', true),
      now: at('2026-03-02 17:00'),
      time: { bufferOpen: 0, bufferClose: 0, granularity: 15, maxFutureDays: 1 },
    });
    expect(times.slice(0, 2)).toEqual(['2026-03-02 18:00', '2026-03-02 18:15']);
    expect(times).toContain('2026-03-03 02:00');
    expect(times.filter((t) => t.startsWith('2026-03-03 0'))).toHaveLength(9);
  });

  it('a close before the open counts as the next day even without the flag', () => {
    expect(run({ orderingHours: everyDay('2300', '0100'), now: at('2026-03-02 22:00') }).times).toEqual(
      quarterHours('2026-03-02', '23:00', '23:45'),
    );
  });
});

describe('daylight saving time', () => {
  const allDay = everyDay('0000', '2400');
  const day = {
    time: { bufferOpen: 0, bufferClose: 0, granularity: 15, maxFutureDays: 0 },
    durations: input().durations,
  };
  const zero = { ...day.durations, prepDuration: 0 };

  it.each([
    { zone: NY, date: '2026-03-08', kind: 'spring forward', count: 92, skipped: '02:00', repeated: null },
    { zone: NY, date: '2026-11-01', kind: 'fall back', count: 100, skipped: null, repeated: '01:30' },
    { zone: LONDON, date: '2026-03-29', kind: 'spring forward', count: 92, skipped: '01:00', repeated: null },
    { zone: LONDON, date: '2026-10-25', kind: 'fall back', count: 100, skipped: null, repeated: '01:30' },
    { zone: SYDNEY, date: '2026-10-04', kind: 'spring forward', count: 92, skipped: '02:00', repeated: null },
    { zone: SYDNEY, date: '2026-04-05', kind: 'fall back', count: 100, skipped: null, repeated: '02:30' },
    { zone: NY, date: '2026-03-09', kind: 'an ordinary day', count: 96, skipped: null, repeated: null },
  ])('$zone $date ($kind): $count quarter hours', ({ zone, date, count, skipped, repeated }) => {
    const { times, result } = run({
      timeZone: zone,
      orderingHours: allDay,
      now: at(`${date} 00:00`, zone),
      durations: zero,
    });
    expect(times).toHaveLength(count);
    expect(times[0]).toBe(`${date} 00:00`);
    expect(times.at(-1)).toBe(`${date} 23:45`);
    // Every slot is a real, distinct instant 15 minutes after the one before.
    const instants = result.futureTimes.map((t) => Date.parse(t));
    expect(instants.every((t, i) => i === 0 || t - instants[i - 1]! === 15 * 60_000)).toBe(true);
    if (skipped) expect(times).not.toContain(`${date} ${skipped}`);
    if (repeated) expect(times.filter((t) => t === `${date} ${repeated}`)).toHaveLength(2);
  });

  it('hours that open inside the skipped hour open when the clock resumes', () => {
    const hours = everyDay('0230', '0400');
    const { times } = run({ orderingHours: hours, now: at('2026-03-08 00:00'), durations: zero });
    expect(times).toEqual(['2026-03-08 03:30', '2026-03-08 03:45', '2026-03-08 04:00']);
  });

  it('a week across the change keeps local opening times', () => {
    const { times } = run({
      now: at('2026-03-07 09:00'),
      time: { bufferOpen: 0, bufferClose: 0, granularity: 15, maxFutureDays: 2 },
    });
    expect(times.filter((t) => t.endsWith('11:00'))).toEqual([
      '2026-03-07 11:00',
      '2026-03-08 11:00',
      '2026-03-09 11:00',
    ]);
  });
});

describe('days', () => {
  const tuesdayClosed = everyDay('1100', '1400').map((h) => (h.day === 2 ? { ...h, closedAllDay: true } : h));

  it.each([
    { name: 'max future days 0: today only', patch: { maxFutureDays: 0 }, dates: ['2026-03-02'] },
    {
      name: 'max future days 2: today and two more',
      patch: { maxFutureDays: 2 },
      dates: ['2026-03-02', '2026-03-03', '2026-03-04'],
    },
    {
      name: 'max future days 7: a week ahead',
      patch: { maxFutureDays: 7 },
      dates: ['02', '03', '04', '05', '06', '07', '08', '09'].map((d) => `2026-03-${d}`),
    },
  ])('$name', ({ patch, dates }) => {
    const { times } = run({ time: { bufferOpen: 0, bufferClose: 0, granularity: 15, ...patch } });
    expect([...new Set(times.map((t) => t.slice(0, 10)))]).toEqual(dates);
  });

  it('a closed day offers nothing', () => {
    const { times } = run({
      orderingHours: tuesdayClosed,
      time: { bufferOpen: 0, bufferClose: 0, granularity: 15, maxFutureDays: 2 },
    });
    expect([...new Set(times.map((t) => t.slice(0, 10)))]).toEqual(['2026-03-02', '2026-03-04']);
  });

  it("hours kept for another type are not this type's", () => {
    const hours: TOrderingDayHours[] = [
      ...everyDay('1100', '1400').map((h) => ({ ...h, fulfillmentTypes: ['pickup' as const] })),
      ...everyDay('1700', '1800').map((h) => ({ ...h, fulfillmentTypes: ['delivery' as const] })),
    ];
    expect(run({ orderingHours: hours, fulfillmentType: 'delivery' }).times).toEqual(
      quarterHours('2026-03-02', '17:00', '18:00'),
    );
  });
});

describe('the store', () => {
  it.each([
    { name: 'not accepting orders (locked)', patch: { acceptingOrders: false } },
    {
      name: 'not offering the type',
      patch: { offerings: { pickup: false, curbside: true, dinein: true, delivery: true } },
    },
    { name: 'no ordering hours at all', patch: { orderingHours: [] } },
  ])('$name: no times', ({ patch }) => {
    expect(run(patch).result).toEqual({ futureTimes: [], nextAvailableTime: null });
  });
});

describe('events (special hours)', () => {
  const twoDays = { time: { bufferOpen: 0, bufferClose: 0, granularity: 15, maxFutureDays: 1 } };
  const closure = {
    name: 'Staff party',
    startTime: at('2026-03-03 00:00').toISOString(),
    endTime: at('2026-03-04 00:00').toISOString(),
    offeringFulfillment: false,
    fulfillmentWindows: [],
    fulfillmentTypes: [],
  };

  it('a closure removes the day', () => {
    const { times } = run({ ...twoDays, events: [closure] });
    expect(times.every((t) => t.startsWith('2026-03-02'))).toBe(true);
  });

  it('a closure for delivery leaves pickup open', () => {
    const { times } = run({ ...twoDays, events: [{ ...closure, fulfillmentTypes: ['delivery'] }] });
    expect(times.filter((t) => t.startsWith('2026-03-03'))).toHaveLength(13);
  });

  it('a closure on other weekdays of its dates leaves this one', () => {
    const { times } = run({
      ...twoDays,
      events: [{ ...closure, endTime: at('2026-04-01 00:00').toISOString(), daysOfWeek: [5] }],
    });
    expect(times.filter((t) => t.startsWith('2026-03-03'))).toHaveLength(13);
  });

  it('changed hours replace the regular ones', () => {
    const extended = {
      ...closure,
      name: 'Late night',
      offeringFulfillment: true,
      fulfillmentWindows: [{ startTime: '2000', endTime: '0100', nextDay: true }],
    };
    const { times } = run({ ...twoDays, events: [extended] });
    expect(times.filter((t) => t.startsWith('2026-03-03'))).toEqual(quarterHours('2026-03-03', '20:00', '23:45'));
  });

  // The dialog stores a holiday as the store's local midnights; the engine reads them in the store's zone.
  const christmas = {
    ...closure,
    name: 'Christmas Day',
    startTime: '2026-12-25T05:00:00.000Z',
    endTime: '2026-12-26T05:00:00.000Z',
  };
  const aroundChristmas = {
    now: at('2026-12-24 00:00'),
    orderingHours: everyDay('0000', '2400'),
    durations: { prepDuration: 0, queueDuration: 0, packagingDuration: 0, setupDuration: 0, deliveryDuration: 0 },
    time: { bufferOpen: 0, bufferClose: 0, granularity: 15, maxFutureDays: 2 },
    events: [christmas],
  };

  it("a New York store's Dec 25 closure closes exactly 00:00 to 24:00 New York time", () => {
    const { result, times } = run(aroundChristmas);
    expect(times.some((t) => t.startsWith('2026-12-25'))).toBe(false);
    expect(times.filter((t) => t.startsWith('2026-12-24')).at(-1)).toBe('2026-12-24 23:45');
    expect(times.find((t) => t.startsWith('2026-12-26'))).toBe('2026-12-26 00:00');
    // In UTC: open until 04:45 on the 25th, closed for the 24 hours from 05:00, open again at 05:00 on the 26th.
    const gap = result.futureTimes.findIndex((t) => t === '2026-12-25T04:45:00.000Z');
    expect(result.futureTimes.slice(gap, gap + 2)).toEqual(['2026-12-25T04:45:00.000Z', '2026-12-26T05:00:00.000Z']);
  });
});

describe('capacity', () => {
  const capacity: TCapacityWeek = {
    ...emptyCapacityWeek(),
    monday: [{ startTime: '11:00', endTime: '12:00', capacities: { OrderCount: 2 } }],
  };

  it.each([
    { name: 'an interval with room is offered', due: ['2026-03-02 11:15'], first: '2026-03-02 11:00' },
    {
      name: 'a full interval is not offered',
      due: ['2026-03-02 11:15', '2026-03-02 11:45'],
      first: '2026-03-02 12:00',
    },
    {
      name: 'orders of another day do not count',
      due: ['2026-03-09 11:15', '2026-03-09 11:45'],
      first: '2026-03-02 11:00',
    },
    {
      name: 'orders outside the interval do not count',
      due: ['2026-03-02 12:00', '2026-03-02 12:15'],
      first: '2026-03-02 11:00',
    },
  ])('$name', ({ due, first }) => {
    const { times } = run({ capacity, dueOrders: due.map((d) => at(d)) });
    expect(times[0]).toBe(first);
  });

  it('a max of 0 closes the interval', () => {
    const closed = { ...capacity, monday: [{ ...capacity.monday[0]!, capacities: { OrderCount: 0 } }] };
    expect(run({ capacity: closed }).times).toEqual(quarterHours('2026-03-02', '12:00', '14:00'));
  });
});

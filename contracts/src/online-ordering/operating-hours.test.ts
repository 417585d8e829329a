import { describe, expect, it } from 'vitest';
import {
  applyEveryday,
  closeMinutes,
  defaultOperatingHours,
  exceeds24Hours,
  hoursAlertKey,
  hoursIssues,
  isEveryday,
  OPERATING_HOURS_ERROR,
  overlapsNextDay,
  overlapsSameDay,
  resolveOperatingHours,
  type TDayHours,
  withDefaultTimes,
  ZOperatingHours,
} from './operating-hours.ts';

const d = (day: number, opens: string, closes: string, nextDay = false, isClosed = false): TDayHours => ({
  day,
  isClosed,
  opens: { time: opens },
  closes: { time: closes, nextDay },
});
/** A week of 9 to 17 with one day replaced. */
const week = (...changed: TDayHours[]): TDayHours[] =>
  Array.from({ length: 7 }, (_, day) => changed.find((c) => c.day === day) ?? d(day, '0900', '1700'));

describe('closeMinutes', () => {
  it.each([
    [d(0, '0900', '1700'), 1020],
    [d(0, '0900', '2400'), 1440],
    [d(0, '0900', '2400', true), 1440],
    [d(0, '0900', '0200', true), 1560],
    [d(0, '0900', '', false), 1440],
  ])('%o closes at %i', (day, minutes) => expect(closeMinutes(day)).toBe(minutes));
});

describe('the hours rules (spec 3 §5)', () => {
  it.each([
    ['9 to 17', d(1, '0900', '1700'), false, false],
    ['a full day', d(1, '0000', '2400'), false, false],
    ['midnight to next-day midnight (1440)', d(1, '0000', '0000', true), false, false],
    ['over a day', d(1, '0000', '0030', true), true, false],
    ['close before open', d(1, '1700', '0900'), false, true],
    ['close at open', d(1, '0900', '0900'), false, true],
    ['closed all day', d(1, '1700', '0900', false, true), false, false],
    ['into the night', d(1, '1800', '0200', true), false, false],
    ['empty times: 0000 to 2400', d(1, '', ''), false, false],
  ])('%s: exceeds 24 h %s, same-day overlap %s', (_, day, long, overlap) => {
    expect(exceeds24Hours(day)).toBe(long);
    expect(overlapsSameDay(day)).toBe(overlap);
  });

  it.each([
    ['closes into the next morning past its opening', d(1, '1800', '1000', true), true],
    ['closes at the next opening', d(1, '1800', '0900', true), false],
    ['closes before the next opening', d(1, '1800', '0200', true), false],
    ['same-day close never overlaps', d(1, '0900', '2400'), false],
  ])('%s → %s', (_, day, expected) => expect(overlapsNextDay(week(day), day)).toBe(expected));

  it('wraps the week from Saturday to Sunday', () => {
    const saturday = d(6, '1800', '1000', true);
    expect(overlapsNextDay(week(saturday), saturday)).toBe(true);
    expect(overlapsNextDay(week(saturday, d(0, '0900', '1700', false, true)), saturday)).toBe(false);
  });

  it('the default hours break no rule', () => {
    expect(hoursIssues(defaultOperatingHours())).toEqual([]);
  });

  it('lists each broken day once, the worst first', () => {
    expect(hoursIssues(week(d(2, '0000', '0100', true), d(4, '1700', '0900'), d(5, '1800', '1000', true)))).toEqual([
      { day: 2, kind: 'exceeds24Hours' },
      { day: 4, kind: 'overlapSameDay' },
      { day: 5, kind: 'overlapNextDay' },
    ]);
  });
});

describe('hoursAlertKey', () => {
  it.each([
    [[], false, null],
    [[{ day: 1, kind: 'exceeds24Hours' }], false, OPERATING_HOURS_ERROR.exceeds24Hours],
    [
      [
        { day: 1, kind: 'exceeds24Hours' },
        { day: 2, kind: 'exceeds24Hours' },
      ],
      false,
      OPERATING_HOURS_ERROR.exceeds24HoursMultiple,
    ],
    [[{ day: 1, kind: 'overlapSameDay' }], false, OPERATING_HOURS_ERROR.overlapSameDay],
    [[{ day: 1, kind: 'overlapNextDay' }], false, OPERATING_HOURS_ERROR.overlapNextDay],
    [[{ day: 1, kind: 'overlapSameDay' }], true, OPERATING_HOURS_ERROR.overlapEveryday],
  ] as const)('%o (everyday %s) → %s', (issues, everyday, key) => expect(hoursAlertKey(issues, everyday)).toBe(key));
});

describe('the everyday toggle', () => {
  it('copies the first row (Monday) to every day', () => {
    const hours = applyEveryday(week(d(1, '0700', '2200')));
    expect(hours).toHaveLength(7);
    expect(hours.map((h) => h.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(hours.every((h) => h.opens.time === '0700' && h.closes.time === '2200')).toBe(true);
    expect(isEveryday(hours)).toBe(true);
    expect(isEveryday(week(d(1, '0700', '2200')))).toBe(false);
  });
});

describe('resolveOperatingHours (the Save of the operating hours screen)', () => {
  it('clears the next-day flag of a 2400 close', () => {
    const { hours, resolved } = resolveOperatingHours(week(d(3, '0900', '2400', true)));
    expect(hours[3]!.closes).toEqual({ time: '2400', nextDay: false });
    expect(resolved).toBe(false);
  });

  it('opens the next day at 0000 and closes it at 2400 when the day runs into it', () => {
    const { hours, resolved } = resolveOperatingHours(week(d(3, '1800', '1000', true)));
    expect(hours[4]).toEqual(d(4, '0000', '2400'));
    expect(resolved).toBe(true);
    expect(hoursIssues(hours)).toEqual([]);
  });

  it('wraps from Saturday to Sunday, and fills empty times', () => {
    const { hours, resolved } = resolveOperatingHours(week(d(6, '1800', '1000', true), d(2, '', '')));
    expect(hours[0]).toEqual(d(0, '0000', '2400'));
    expect(hours[2]).toEqual(d(2, '0000', '2400'));
    expect(resolved).toBe(true);
  });

  it('leaves valid hours alone', () => {
    expect(resolveOperatingHours(week())).toEqual({ hours: week(), resolved: false });
  });
});

describe('ZOperatingHours', () => {
  it.each([
    ['a valid week', week(), null],
    ['six days', week().slice(1), OPERATING_HOURS_ERROR.week],
    ['a day twice', [...week().slice(1), d(1, '0900', '1700')], OPERATING_HOURS_ERROR.week],
    ['a bad time', week(d(2, '0960', '1700')), OPERATING_HOURS_ERROR.time],
    ['2500', week(d(2, '0900', '2500')), OPERATING_HOURS_ERROR.time],
    ['over 24 hours', week(d(2, '0000', '0100', true)), OPERATING_HOURS_ERROR.exceeds24Hours],
    ['a same-day overlap', week(d(2, '1700', '0900')), OPERATING_HOURS_ERROR.overlapSameDay],
    ['a next-day overlap', week(d(2, '1700', '1000', true)), OPERATING_HOURS_ERROR.overlapNextDay],
  ])('%s → %s', (_, hours, key) => {
    const result = ZOperatingHours.safeParse(hours);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(key);
  });

  it('names the closing cell of the broken day', () => {
    const result = ZOperatingHours.safeParse(week(d(2, '1700', '0900')));
    expect(result.error?.issues[0]?.path).toEqual([2, 'closes', 'time']);
  });
});

describe('defaults (spec 3 §5)', () => {
  it('withDefaultTimes fills empty times', () => {
    expect(withDefaultTimes(d(0, '', ''))).toEqual(d(0, '0000', '2400'));
  });
});

import { describe, expect, it } from 'vitest';
import {
  clockTimeText,
  crossesMidnight,
  isDateRangeInOrder,
  isWindowOpenAt,
  TIME_WINDOWS_ERROR as E,
  ZTimeWindow,
} from './time-windows.ts';

const VALID = { DaysOfWeek: [5, 1], StartTime: '16:00', EndTime: '18:00' };
const problemsOf = (values: Record<string, unknown>) =>
  ZTimeWindow.safeParse({ ...VALID, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZTimeWindow', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a valid window', {}, []],
    ['a window crossing midnight', { StartTime: '22:00', EndTime: '02:00' }, []],
    ['the last minute of the day', { StartTime: '00:00', EndTime: '23:59' }, []],
    ['no day', { DaysOfWeek: [] }, [['DaysOfWeek', E.daysRequired]]],
    ['a missing day list', { DaysOfWeek: undefined }, [['DaysOfWeek', E.daysRequired]]],
    ['day 7', { DaysOfWeek: [7] }, [['DaysOfWeek.0', E.dayInvalid]]],
    ['day -1', { DaysOfWeek: [-1] }, [['DaysOfWeek.0', E.dayInvalid]]],
    ['a fractional day', { DaysOfWeek: [1.5] }, [['DaysOfWeek.0', E.dayInvalid]]],
    ['a repeated day', { DaysOfWeek: [1, 1] }, [['DaysOfWeek', E.dayRepeated]]],
    ['24:00', { EndTime: '24:00' }, [['EndTime', E.timeInvalid]]],
    ['9:00 without its zero', { StartTime: '9:00' }, [['StartTime', E.timeInvalid]]],
    ['minutes 60', { StartTime: '10:60' }, [['StartTime', E.timeInvalid]]],
    ['a missing time', { StartTime: undefined }, [['StartTime', E.timeInvalid]]],
    ['start equal to end', { EndTime: '16:00' }, [['EndTime', E.sameStartEnd]]],
  ])('%s', (_name, values, expected) => {
    expect(problemsOf(values)).toEqual(expected);
  });

  it('answers the days in week order', () => {
    expect(ZTimeWindow.parse(VALID).DaysOfWeek).toEqual([1, 5]);
  });
});

describe('window helpers', () => {
  it.each<[string, string, boolean]>([
    ['16:00', '18:00', false],
    ['22:00', '02:00', true],
    ['00:00', '23:59', false],
  ])('%s–%s crosses midnight: %s', (start, end, expected) => {
    expect(crossesMidnight(start, end)).toBe(expected);
  });

  it.each<[string, string]>([
    ['00:00', '12:00 AM'],
    ['12:30', '12:30 PM'],
    ['17:05', '5:05 PM'],
  ])('%s reads %s', (time, text) => {
    expect(clockTimeText(time)).toBe(text);
  });

  it.each<[string | null, string | null, boolean]>([
    [null, null, true],
    ['2026-01-01', null, true],
    [null, '2026-01-01', true],
    ['2026-01-01', '2026-01-01', true],
    ['2026-01-02', '2026-01-01', false],
  ])('range %s – %s in order: %s', (start, end, expected) => {
    expect(isDateRangeInOrder(start, end)).toBe(expected);
  });

  const night = { DaysOfWeek: [5], StartTime: '22:00', EndTime: '02:00' };
  const lunch = { DaysOfWeek: [1, 2], StartTime: '11:00', EndTime: '14:00' };
  it.each<[string, typeof night, number, number, boolean]>([
    ['lunch on Monday at 11:00', lunch, 1, 660, true],
    ['lunch on Monday at 14:00 (end excluded)', lunch, 1, 840, false],
    ['lunch on Wednesday', lunch, 3, 700, false],
    ['Friday night at 23:00', night, 5, 1380, true],
    ['Friday night spills into Saturday 01:00', night, 6, 60, true],
    ['Friday night is over on Saturday at 02:00', night, 6, 120, false],
    ['not Friday into Saturday: Thursday 23:00', night, 4, 1380, false],
    ['Friday 01:00 belongs to Thursday night', night, 5, 60, false],
  ])('%s', (_name, window, day, minute, expected) => {
    expect(isWindowOpenAt(window, day, minute)).toBe(expected);
  });
});

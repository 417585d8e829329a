import { describe, expect, it } from 'vitest';
import {
  clockText,
  colonTimeOfHhmm,
  hhmmOfColonTime,
  hhmmOfMinutes,
  isHhmm,
  minutesOfHhmm,
  parseClockText,
  timeOptions,
  type TTimeStep,
  zHhmm,
} from './hhmm.ts';

describe('isHhmm and zHhmm', () => {
  it.each([
    ['0000', true],
    ['0700', true],
    ['2359', true],
    ['2400', true],
    ['2401', false],
    ['2500', false],
    ['0760', false],
    ['700', false],
    ['07:00', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isHhmm(value)).toBe(valid);
    expect(zHhmm('bad').safeParse(value).success).toBe(valid);
  });
});

describe('minutes', () => {
  it.each([
    ['0000', 0],
    ['0030', 30],
    ['0915', 555],
    ['2359', 1439],
    ['2400', 1440],
  ])('%s is %i minutes and back', (hhmm, minutes) => {
    expect(minutesOfHhmm(hhmm)).toBe(minutes);
    expect(hhmmOfMinutes(minutes)).toBe(hhmm);
  });
});

describe('clockText', () => {
  it.each([
    ['0000', '12:00 AM'],
    ['0030', '12:30 AM'],
    ['0700', '7:00 AM'],
    ['1200', '12:00 PM'],
    ['1730', '5:30 PM'],
    ['2345', '11:45 PM'],
    ['2400', '12:00 AM'],
  ])('%s → %s', (hhmm, text) => expect(clockText(hhmm)).toBe(text));
});

describe('parseClockText (typed hh:mm AM/PM)', () => {
  it.each([
    ['9:30 PM', '2130'],
    ['09:30 pm', '2130'],
    ['9:30PM', '2130'],
    [' 7:05 am ', '0705'],
    ['12:00 AM', '0000'],
    ['12:00 PM', '1200'],
    ['12:45 a.m.', '0045'],
    ['11:59 PM', '2359'],
    ['13:00 PM', null],
    ['0:30 AM', null],
    ['9:60 AM', null],
    ['9:30', null],
    ['21:30', null],
    ['930 PM', null],
    ['noon', null],
    ['', null],
  ])('%j → %s', (text, hhmm) => expect(parseClockText(text)).toBe(hhmm));

  it('every choice reads back from its clock text', () => {
    for (const { time } of timeOptions(15, false)) expect(parseClockText(clockText(time))).toBe(time);
  });
});

describe('time options (spec 3 §9)', () => {
  it.each([
    [30, false, false, 48, '2330'],
    [30, true, false, 96, '2330'],
    [15, false, false, 96, '2345'],
    [15, true, false, 192, '2345'],
    [30, true, true, 97, '2400'],
    [15, false, true, 97, '2400'],
  ] as [TTimeStep, boolean, boolean, number, string][])(
    'step %i, next day %s, end of day %s: %i options, the last same-day one %s',
    (step, next, end, count, last) => {
      const options = timeOptions(step, next, end);
      expect(options).toHaveLength(count);
      expect(options[0]).toEqual({ time: '0000', nextDay: false });
      expect(options.filter((o) => !o.nextDay).at(-1)?.time).toBe(last);
      expect(options.filter((o) => o.nextDay)).toHaveLength(next ? 1440 / step : 0);
    },
  );

  it.each([30, 15] as TTimeStep[])('steps of %i minutes from 0000', (step) =>
    expect(
      timeOptions(step, false)
        .slice(0, 3)
        .map((o) => o.time),
    ).toEqual([hhmmOfMinutes(0), hhmmOfMinutes(step), hhmmOfMinutes(2 * step)]),
  );
});

describe("the capacity screen's 'HH:MM'", () => {
  it.each([
    ['00:00', '0000'],
    ['09:30', '0930'],
    ['23:30', '2330'],
  ])('%s ↔ %s', (colon, hhmm) => {
    expect(hhmmOfColonTime(colon)).toBe(hhmm);
    expect(colonTimeOfHhmm(hhmm)).toBe(colon);
  });
});

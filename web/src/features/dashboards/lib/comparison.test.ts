import { describe, expect, it } from 'vitest';
import { compare, formatChange, formatCount, formatHour } from './comparison';

describe('compare', () => {
  it.each([
    ['120.00', '100.00', { trend: 'up', percent: 20 }],
    ['75.00', '100.00', { trend: 'down', percent: -25 }],
    [10, 10, { trend: 'flat', percent: 0 }],
    ['50.00', '0.00', { trend: 'none', percent: null }],
    [1, 3, { trend: 'down', percent: -66.7 }],
    ['-5.00', '-10.00', { trend: 'up', percent: 50 }],
  ])('%s against %s', (today, lastWeek, expected) => {
    expect(compare(today, lastWeek)).toEqual(expected);
  });
});

describe('formatChange', () => {
  it.each([
    [20, '+20%'],
    [-66.7, '-66.7%'],
    [0, '0%'],
  ])('%s', (percent, text) => {
    expect(formatChange(percent, 'en-US')).toBe(text);
  });
});

describe('formatHour', () => {
  it('reads the hour on a 12- or 24-hour clock as the locale does', () => {
    expect(formatHour(0, 'en-US')).toBe('12 AM');
    expect(formatHour(15, 'en-US')).toBe('3 PM');
    expect(formatHour(15, 'en-GB')).toBe('15');
  });
});

describe('formatCount', () => {
  it('groups thousands as the locale does, without decimals', () => {
    expect(formatCount(1204, 'en-US')).toBe('1,204');
    expect(formatCount(1204, 'de-DE')).toBe('1.204');
  });
});

import { describe, expect, it } from 'vitest';
import { formatAmount, formatDay, formatQuantity, formatRate, formatStoreDateTime, hasRoundedAmount } from './format';

describe('formatAmount', () => {
  it.each([
    [12.5, '12.50'],
    ['7.1', '7.10'],
    [0, '0.00'],
    [-3.456, '-3.46'],
    [1234567.891, '1,234,567.89'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['abc', ''],
  ])('%s → "%s"', (value, expected) => expect(formatAmount(value)).toBe(expected));
});

describe('formatQuantity', () => {
  it.each([
    [2, false, '2.00'],
    ['1.235', true, '1.24 (M)'],
    ['0.750', false, '0.75'],
    ['0.5', true, '0.50 (M)'],
    [null, true, ''],
  ] as const)('%s manual=%s → "%s"', (value, manual, expected) => expect(formatQuantity(value, manual)).toBe(expected));
});

describe('hasRoundedAmount', () => {
  it.each([
    [0.02, true],
    ['-0.01', true],
    [0, false],
    ['0.00', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (value, expected) => expect(hasRoundedAmount(value)).toBe(expected));
});

describe('formatRate', () => {
  it.each([
    ['8.8750', '8.875%'],
    ['6.0000', '6.00%'],
    ['7.1234', '7.1234%'],
  ])('%s → %s', (value, expected) => expect(formatRate(value)).toBe(expected));
  it('leaves an absent rate empty', () => expect(formatRate(null)).toBe(''));
});

describe('formatStoreDateTime', () => {
  it('shows the instant on the store clock, not the browser clock', () => {
    expect(formatStoreDateTime('2026-01-10T02:30:00Z', 'America/New_York')).toBe('01/09/2026, 9:30 PM');
    expect(formatStoreDateTime('2026-01-10T02:30:00Z', 'Europe/London')).toBe('01/10/2026, 2:30 AM');
  });
  it('keeps an unparsable value and leaves an absent one empty', () => {
    expect(formatStoreDateTime('not a date', 'UTC')).toBe('not a date');
    expect(formatStoreDateTime(null, 'UTC')).toBe('');
  });
});

describe('formatDay', () => {
  it.each([
    ['2026-11-22', '11/22/2026'],
    ['2026-01-05', '01/05/2026'],
    ['22.11.2026', '22.11.2026'],
    [null, ''],
  ])('%s → "%s"', (value, expected) => expect(formatDay(value)).toBe(expected));
});

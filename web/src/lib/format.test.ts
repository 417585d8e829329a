import { describe, expect, it } from 'vitest';
import {
  currencyForCountry,
  formatDateTime,
  formatDay,
  formatDiscount,
  formatMoney,
  formatNumber,
  formatPercent,
} from './format';

const US = { locale: 'en-US', currency: 'USD' };

describe('currencyForCountry', () => {
  it.each([
    [840, 'USD'],
    [124, 'CAD'],
    [826, 'GBP'],
    [36, 'AUD'],
    [276, 'USD'],
    [0, 'USD'],
  ])('%s → %s', (countryId, expected) => expect(currencyForCountry(countryId)).toBe(expected));
});

describe('formatMoney', () => {
  it.each([
    [12.5, US, '$12.50'],
    ['7.1', US, '$7.10'],
    [0, US, '$0.00'],
    [-0, US, '$0.00'],
    ['-3.456', US, '-$3.46'],
    [1234567.891, US, '$1,234,567.89'],
    ['10.83', { locale: 'en-CA', currency: 'CAD' }, '$10.83'],
    ['10.83', { locale: 'en-US', currency: 'CAD' }, 'CA$10.83'],
    ['1234.5', { locale: 'en-GB', currency: 'GBP' }, '£1,234.50'],
    ['1234.5', { locale: 'de-DE', currency: 'EUR' }, '1.234,50\u00a0€'],
    [null, US, ''],
    [undefined, US, ''],
    ['', US, ''],
    ['abc', US, ''],
  ])('%s in %o → "%s"', (value, context, expected) => expect(formatMoney(value, context)).toBe(expected));
});

describe('formatDiscount', () => {
  it.each([
    ['2.00', '-$2.00'],
    [-2, '-$2.00'],
    ['0.00', '$0.00'],
    [null, ''],
  ])('%s → "%s"', (value, expected) => expect(formatDiscount(value, US)).toBe(expected));
});

describe('formatNumber', () => {
  it.each([
    [2, 'en-US', '2.00'],
    ['1.235', 'en-US', '1.24'],
    ['0.750', 'en-US', '0.75'],
    ['1234.5', 'de-DE', '1.234,50'],
    [null, 'en-US', ''],
  ])('%s in %s → "%s"', (value, locale, expected) => expect(formatNumber(value, locale)).toBe(expected));
});

describe('formatPercent', () => {
  it.each([
    ['8.8750', 'en-US', '8.875%'],
    ['6.0000', 'en-US', '6.00%'],
    ['7.1234', 'en-US', '7.1234%'],
    [15, 'en-US', '15.00%'],
    ['8.25', 'de-DE', '8,25\u00a0%'],
    [null, 'en-US', ''],
  ])('%s in %s → "%s"', (value, locale, expected) => expect(formatPercent(value, locale)).toBe(expected));
});

describe('formatDateTime', () => {
  const instant = '2026-01-10T02:30:00Z';
  it.each([
    // The store's clock, not the browser's; its zone named when the browser is elsewhere.
    [instant, 'America/New_York', 'America/New_York', '01/09/2026, 9:30 PM'],
    [instant, 'America/New_York', 'Europe/London', '01/09/2026, 9:30 PM EST'],
    [instant, 'Europe/London', 'Europe/London', '01/10/2026, 2:30 AM'],
    [instant, 'Europe/London', 'America/Chicago', '01/10/2026, 2:30 AM GMT'],
    ['not a date', 'UTC', 'UTC', 'not a date'],
    [null, 'UTC', 'UTC', ''],
  ])('%s on %s seen from %s → "%s"', (value, zone, viewer, expected) =>
    expect(formatDateTime(value, 'en-US', zone, viewer)).toBe(expected),
  );
  it('uses the locale order', () =>
    expect(formatDateTime(instant, 'en-GB', 'Europe/London', 'Europe/London')).toBe('10/01/2026, 2:30'));
});

describe('formatDay', () => {
  it.each([
    ['2026-11-22', 'en-US', '11/22/2026'],
    ['2026-01-05', 'en-US', '01/05/2026'],
    ['2026-01-05', 'en-GB', '05/01/2026'],
    ['22.11.2026', 'en-US', '22.11.2026'],
    [null, 'en-US', ''],
  ])('%s in %s → "%s"', (value, locale, expected) => expect(formatDay(value, locale)).toBe(expected));
});

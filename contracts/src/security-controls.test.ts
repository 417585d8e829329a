import { describe, expect, it } from 'vitest';
import {
  countProblem,
  dollarProblem,
  filterCountInput,
  filterDollarInput,
  formatDollarInput,
  normalizeCountInput,
  SECURITY_CONTROLS_ERROR as E,
  type TSecurityControlsInput,
  ZUpdateSecurityControlRequest,
} from './security-controls.ts';

describe('count fields', () => {
  it.each([
    ['1', null],
    ['9999', null],
    ['42', null],
    [25, null],
    ['', E.empty],
    ['  ', E.empty],
    [null, E.empty],
    ['0', E.number],
    ['10000', E.number],
    ['12.5', E.number],
    ['-3', E.number],
    ['abc', E.number],
    [0, E.number],
    [10000, E.number],
    [2.5, E.number],
  ])('%j → %s', (value, expected) => expect(countProblem(value)).toBe(expected));

  it.each([
    ['12a3', '123'],
    ['123456', '1234'],
    ['-5', '5'],
  ])('typing %j keeps %j', (typed, kept) => expect(filterCountInput(typed)).toBe(kept));

  it.each([
    ['007', '7'],
    ['12.9', '12'],
    ['', ''],
    ['x', 'x'],
  ])('blur turns %j into %j', (typed, shown) => expect(normalizeCountInput(typed)).toBe(shown));
});

describe('dollar fields', () => {
  it.each([
    ['0.01', null],
    ['999999.99', null],
    ['12', null],
    ['12.5', null],
    ['.5', null],
    ['0', E.dollar],
    ['0.00', E.dollar],
    ['1000000', E.dollar],
    ['1.234', E.dollar],
    ['1,00', E.dollar],
    ['-1', E.dollar],
  ])('%j → %s', (text, expected) => expect(dollarProblem(text)).toBe(expected));

  it.each([
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['.5', '0.50'],
    ['999999.99', '999999.99'],
    ['abc', 'abc'],
  ])('blur turns %j into %j', (typed, shown) => expect(formatDollarInput(typed)).toBe(shown));

  it.each([
    ['12a.3.45', '12.34'],
    ['1234567', '123456'],
    ['$5', '5'],
  ])('typing %j keeps %j', (typed, kept) => expect(filterDollarInput(typed)).toBe(kept));
});

const OFF: TSecurityControlsInput = {
  IsLimitChecksEnabled: false,
  MaxOpenChecks: null,
  IsLimitClearItemsEnabled: false,
  MaxClearItems: null,
  IsLimitDeleteTicketsEnabled: false,
  MaxDeleteTickets: null,
  IsLimitMaxRefundAmountEnabled: false,
  MaxTicketAmount: null,
  MaxShiftAmount: null,
  IsLimitUserPermissionEnabled: false,
  ConcurrencyChecksum: '0',
};

const issuesOf = (input: TSecurityControlsInput) => {
  const r = ZUpdateSecurityControlRequest.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('ZUpdateSecurityControlRequest', () => {
  it.each<[string, Partial<TSecurityControlsInput>, string[][]]>([
    ['all off', {}, []],
    ['an off limit ignores its value', { MaxOpenChecks: 'junk', MaxTicketAmount: 'x' }, []],
    ['an on count needs a value', { IsLimitChecksEnabled: true }, [['MaxOpenChecks', E.empty]]],
    ['an on count in range', { IsLimitClearItemsEnabled: true, MaxClearItems: '12' }, []],
    [
      'an on count out of range',
      { IsLimitDeleteTicketsEnabled: true, MaxDeleteTickets: 0 },
      [['MaxDeleteTickets', E.number]],
    ],
    ['refund needs an amount', { IsLimitMaxRefundAmountEnabled: true }, [['MaxTicketAmount', E.refundAmountRequired]]],
    ['refund with the shift amount alone', { IsLimitMaxRefundAmountEnabled: true, MaxShiftAmount: '50' }, []],
    [
      'refund with a bad amount',
      { IsLimitMaxRefundAmountEnabled: true, MaxTicketAmount: '0', MaxShiftAmount: '1000000' },
      [
        ['MaxTicketAmount', E.dollar],
        ['MaxShiftAmount', E.dollar],
      ],
    ],
  ])('%s', (_name, values, expected) => expect(issuesOf({ ...OFF, ...values })).toEqual(expected));

  it('stores off limits cleared, counts as numbers, amounts with 2 decimals and which amounts are set', () => {
    const parsed = ZUpdateSecurityControlRequest.parse({
      ...OFF,
      MaxOpenChecks: '7',
      IsLimitClearItemsEnabled: true,
      MaxClearItems: '007',
      IsLimitMaxRefundAmountEnabled: true,
      MaxTicketAmount: '25.5',
      MaxShiftAmount: '',
      IsShiftAmountEnabled: true,
    });
    expect(parsed).toMatchObject({
      MaxOpenChecks: null,
      MaxClearItems: 7,
      MaxTicketAmount: '25.50',
      MaxShiftAmount: null,
      IsTicketAmountEnabled: true,
      IsShiftAmountEnabled: false,
    });
  });
});

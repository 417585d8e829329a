import { describe, expect, it } from 'vitest';
import {
  addDays,
  isIsoDate,
  ONLINE_ORDER_STATUSES,
  onlineOrderStatusName,
  POS_TRANSACTIONS_ERROR,
  posTransactionExportUrl,
  presetRange,
  resetToDate,
  todayInZone,
  TRANSACTION_TYPE_CODES,
  TRANSACTION_TYPES,
  transactionTypeName,
  ZGetTicketsRequest,
  ZPosTransactionExportQuery,
  ZReceiptEmailForm,
  ZSendEmailReceiptRequest,
} from './tickets.ts';

describe('transaction types', () => {
  it('lists the nine codes of spec 2 §3 in the dropdown order', () => {
    expect(TRANSACTION_TYPES.map((t) => t.Code)).toEqual(['S', 'RT', 'SR', 'C', 'V', 'P', 'I', 'R', 'F']);
    expect(TRANSACTION_TYPE_CODES).toEqual(TRANSACTION_TYPES.map((t) => t.Code));
  });
  it.each([
    ['S', 'Sale'],
    ['RT', 'Return'],
    ['SR', 'Sale-Return'],
    ['C', 'Clear'],
    ['V', 'Void'],
    ['P', 'Payout'],
    ['I', 'Payin'],
    ['R', 'Revised'],
    ['F', 'Future Order'],
    ['X', 'X'],
  ])('%s is %s', (code, name) => expect(transactionTypeName(code)).toBe(name));
});

describe('online order status', () => {
  it.each([
    [0, 'ReceivedForFulfillment'],
    [1, 'InFulfillment'],
    [2, 'Finished'],
    [3, 'Expired'],
    [4, 'Closed'],
    [5, 'InProgress'],
    [6, 'ReadyForValidation'],
    [7, 'Validated'],
    [8, 'OrderPlaced'],
    [9, 'OrderUpdated'],
    [10, 'ReadyForPickup'],
    [11, 'InTransit'],
    [12, 'RejectedForFulfillment'],
    [13, 'Canceled'],
    [14, 'Abandoned'],
    [15, 'Error'],
  ])('%i is %s', (code, name) => {
    expect(ONLINE_ORDER_STATUSES[code]).toBe(name);
    expect(onlineOrderStatusName(code, '2026-11-20T12:00:00-05:00')).toBe(name);
  });
  it.each([
    [2, null],
    [null, '2026-11-20T12:00:00-05:00'],
    [16, '2026-11-20T12:00:00-05:00'],
  ])('status %s with due date %s is hidden', (status, due) => {
    expect(onlineOrderStatusName(status, due)).toBeNull();
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-20', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['11/20/2026', false],
    ['2026-11-20T00:00', false],
    ['', false],
  ])('isIsoDate(%s) is %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));

  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-01-01', -29, '2025-12-03'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-08', 0, '2026-03-08'],
  ])('addDays(%s, %i) is %s', (from, days, expected) => expect(addDays(from, days)).toBe(expected));

  it.each([
    ['today', { FromDate: '2026-11-20', ToDate: '2026-11-20' }],
    ['yesterday', { FromDate: '2026-11-19', ToDate: '2026-11-19' }],
    ['last7', { FromDate: '2026-11-14', ToDate: '2026-11-20' }],
    ['last30', { FromDate: '2026-10-22', ToDate: '2026-11-20' }],
  ] as const)('preset %s counts from the store’s today', (preset, range) => {
    expect(presetRange(preset, '2026-11-20')).toEqual(range);
  });

  it.each([
    ['2026-11-10', '2026-11-12', '2026-11-12'],
    ['2026-11-10', '2026-11-10', '2026-11-10'],
    ['2026-11-10', '2026-11-09', '2026-11-10'],
    ['2026-11-10', '2025-12-31', '2026-11-10'],
  ])('From %s, To %s → To %s', (from, to, expected) => expect(resetToDate(from, to)).toBe(expected));

  it.each([
    // 03:30 UTC on the 21st is still the 20th in New York and already the 21st in Berlin.
    ['America/New_York', '2026-11-21T03:30:00Z', '2026-11-20'],
    ['Europe/Berlin', '2026-11-21T03:30:00Z', '2026-11-21'],
    ['Pacific/Honolulu', '2026-11-21T09:59:00Z', '2026-11-20'],
    ['UTC', '2026-11-21T00:00:00Z', '2026-11-21'],
  ])('today in %s at %s is %s', (zone, now, expected) => expect(todayInZone(zone, new Date(now))).toBe(expected));
});

describe('receipt e-mail', () => {
  it.each([
    ['ann@example.com', true],
    ['ann.o’neil@example.com', false],
    ["ann.o'neil+receipts@mail.example.co.uk", true],
    ['  ann@example.com  ', true],
    ['ann@example', false],
    ['ann@@example.com', false],
    ['ann example@example.com', false],
    ['a@b.c', false],
    ['', false],
    ['ann@example.com, bob@example.com', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%s valid: %s', (address, ok) => {
    const result = ZReceiptEmailForm.safeParse({ EmailAddress: address });
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe(POS_TRANSACTIONS_ERROR.invalidEmail);
  });
  it('the send request reads form-style booleans', () => {
    expect(
      ZSendEmailReceiptRequest.parse({ DocumentId: '7', EmailAddress: 'a@example.com', IncludeNotes: 'true' }),
    ).toMatchObject({ DocumentId: 7, IncludeNotes: true, IncludeCustomerInfo: false, IsOrderTicket: false });
  });
});

describe('ZGetTicketsRequest', () => {
  const range = { FromDate: '2026-11-01', ToDate: '2026-11-20' };
  it('defaults to the first page of 25, every type, newest first', () => {
    expect(ZGetTicketsRequest.parse(range)).toEqual({
      ...range,
      TicketFilter: '',
      SearchArg: '',
      SearchColumnFilter: '',
      PageRowCount: 25,
      RequestedPageNum: 1,
      SortColumn: 'TicketDate',
      SortDirection: 'DESC',
    });
  });
  it.each([
    [{ ...range, ToDate: '2026-10-31' }, 'ToDate', POS_TRANSACTIONS_ERROR.toBeforeFrom],
    [{ ...range, FromDate: '2026-02-30' }, 'FromDate', POS_TRANSACTIONS_ERROR.invalidDate],
    [{ ...range, TicketFilter: 'Z' }, 'TicketFilter', undefined],
    [{ ...range, SearchColumnFilter: 'Password' }, 'SearchColumnFilter', undefined],
    [{ ...range, PageRowCount: 0 }, 'PageRowCount', undefined],
    [{ ...range, RequestedPageNum: 0 }, 'RequestedPageNum', undefined],
    [{ ...range, SearchArg: 'x'.repeat(101) }, 'SearchArg', undefined],
  ])('refuses %o naming %s', (input, field, key) => {
    const issue = ZGetTicketsRequest.safeParse(input).error?.issues[0];
    expect(issue?.path.join('.')).toBe(field);
    if (key) expect(issue?.message).toBe(key);
  });
  it.each(['', 'All', ...TRANSACTION_TYPE_CODES])('accepts TicketFilter %s', (code) => {
    expect(ZGetTicketsRequest.safeParse({ ...range, TicketFilter: code }).success).toBe(true);
  });
});

describe('export query', () => {
  it('caps the export at 100,000 rows', () => {
    const base = { exportTypeCode: 'PosTrans', FromDate: '2026-11-01', ToDate: '2026-11-02' };
    expect(ZPosTransactionExportQuery.parse(base).PageRowCount).toBe(100_000);
    expect(ZPosTransactionExportQuery.safeParse({ ...base, PageRowCount: 100_001 }).success).toBe(false);
    expect(ZPosTransactionExportQuery.safeParse({ ...base, exportTypeCode: 'Other' }).success).toBe(false);
  });
  it('builds the download URL', () => {
    expect(
      posTransactionExportUrl({
        exportTypeCode: 'TicketDetail',
        FromDate: '2026-11-01',
        ToDate: '2026-11-02',
        SearchArg: 'a&b',
      }),
    ).toBe(
      '/Export/GetPosTransactionExport?exportTypeCode=TicketDetail&FromDate=2026-11-01&ToDate=2026-11-02&SearchArg=a%26b',
    );
  });
});

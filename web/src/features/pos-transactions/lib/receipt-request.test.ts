import { describe, expect, it } from 'vitest';
import { receiptRequestFor } from './receipt-request';

describe('receiptRequestFor', () => {
  const options = { IncludeCustomerInfo: true, IncludeNotes: false };
  it.each([
    ['S', null, false, false],
    ['RT', null, false, true],
    ['SR', null, false, true],
    ['F', null, true, false],
    ['S', '2026-11-20T18:00:00-05:00', true, false],
    ['V', null, false, false],
  ] as const)('type %s due %s → order %s, return %s', (code, due, isOrder, isReturn) => {
    expect(receiptRequestFor({ DocumentId: 42, TransactionTypeCode: code, OrderDueDateTime: due }, options)).toEqual({
      DocumentId: 42,
      IncludeCustomerInfo: true,
      IncludeNotes: false,
      IsOrderTicket: isOrder,
      IsReturnTicket: isReturn,
    });
  });
});

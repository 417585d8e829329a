import type { TReceiptPreviewRequest, TTicketDetail } from '@mp/contracts/tickets';

export type TReceiptOptions = { IncludeCustomerInfo: boolean; IncludeNotes: boolean };

// Returns and sale-returns print the return receipt layout.
const RETURN_TYPES: ReadonlySet<string> = new Set(['RT', 'SR']);

/** The receipt call for a ticket: the options chosen on the tab plus what the ticket itself is (spec 2 §7). */
export function receiptRequestFor(
  detail: Pick<TTicketDetail, 'DocumentId' | 'TransactionTypeCode' | 'OrderDueDateTime'>,
  options: TReceiptOptions,
): TReceiptPreviewRequest {
  return {
    DocumentId: detail.DocumentId,
    ...options,
    // A future order, or any ticket with a due date, is an order ticket.
    IsOrderTicket: detail.TransactionTypeCode === 'F' || detail.OrderDueDateTime !== null,
    IsReturnTicket: RETURN_TYPES.has(detail.TransactionTypeCode),
  };
}

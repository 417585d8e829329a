import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  onlineOrderStatusName,
  POS_TRANSACTIONS_ERROR,
  RECEIPT_SENT_KEY,
  SEARCH_COLUMNS,
  type TGetTicketsQuery,
  type TGetTicketsResponse,
  type TTicketDetail,
  type TTicketLine,
  type TTicketNote,
  type TTicketPayment,
  type TTicketTax,
  type TTransactionTypeCode,
  type TViewerSettings,
  todayInZone,
  TRANSACTION_TYPES,
  transactionTypeName,
  ZReceiptPreviewRequest,
} from '@mp/contracts/tickets';
import type { z } from 'zod';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreScope, TViewScope } from '../../db/tenant.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { ApiError } from '../../plugins/errors.ts';
import { renderReceiptHtml, renderReceiptText, type TReceipt } from '../../shared/receipts/receipt-renderer.ts';
import {
  receiptStore,
  ticketCount,
  ticketInScope,
  ticketLineRows,
  ticketNoteRows,
  ticketPage,
  ticketPaymentRows,
  ticketTaxRows,
  viewedStore,
  type TLineRow,
  type TNoteRow,
  type TPageArgs,
  type TPaymentRow,
  type TTaxRow,
  type TTicketDetailRow,
  type TTicketListRow,
} from './tickets.queries.ts';

/**
 * GET /TicketViewer/GetViewerSettings for the view the ticket calls answer for: a store (its name and zone), or the
 * company view of a multi-site merchant (the merchant's name, its first store's zone, IsStoreViewOnly).
 */
export async function viewerSettings(
  db: TDb,
  scope: TViewScope,
  flags: Partial<Record<string, boolean>>,
  now: Date = new Date(),
): Promise<TViewerSettings> {
  const store = await viewedStore(db, scope);
  const timeZone = store?.timeZone ?? 'UTC';
  const isStoreView = scope.kind === 'store';
  return {
    StoreId: isStoreView ? (store?.id ?? 0) : 0,
    StoreName: (isStoreView ? store?.name : store?.merchantName) ?? '',
    TimeZone: timeZone,
    Today: todayInZone(timeZone, now),
    IsStoreViewOnly: !isStoreView,
    IsSearchByEnabled: flags.ticketSearchBy === true,
    TicketTypes: TRANSACTION_TYPES.map((t) => ({ Code: t.Code, Name: t.Name })),
    SearchColumns: SEARCH_COLUMNS.map((c) => ({ Value: c.Value, Name: c.Name })),
  };
}

/** '2026-11-20T12:34:56' and -18000 → '2026-11-20T12:34:56-05:00'. */
export function isoWithOffset(local: string, offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const minutes = Math.abs(Math.round(offsetSeconds / 60));
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

const typeCode = (code: string) => code as TTransactionTypeCode;

const listRow = (r: TTicketListRow) => ({
  DocumentId: r.id,
  TicketDate: isoWithOffset(r.local_at, r.offset_s),
  OrderName: r.order_name,
  TicketNumber: r.ticket_number,
  CheckNumber: r.check_number,
  TransactionType: transactionTypeName(r.transaction_type),
  TransactionTypeCode: typeCode(r.transaction_type),
  CustomerName: r.customer_name,
  TotalAmount: r.total_amount,
  UserName: r.user_name,
  Station: r.station,
  BusinessDate: r.business_date,
});

/** POST /TicketViewer/GetTickets: one page of the store's tickets and the count of all that match. */
export async function listTickets(db: TDb, scope: TStoreScope, q: TGetTicketsQuery): Promise<TGetTicketsResponse> {
  const page = {
    sortColumn: q.SortColumn,
    sortDirection: q.SortDirection,
    limit: q.PageRowCount,
    offset: (q.RequestedPageNum - 1) * q.PageRowCount,
  };
  const { rows, total } = await ticketPage(db, scope, q, page);
  // Past the last page the windowed count comes with no row: count alone.
  const totalRows = rows.length === 0 && page.offset > 0 ? await ticketCount(db, scope, q) : total;
  return { ResultSet: rows.map(listRow), TotalRowCount: totalRows };
}

const notFound = () => new ApiError(404, API_ERROR_KEY.notFound, 'Ticket not found.', 'DocumentId');

async function ticketOrNotFound(db: TDb, scope: TStoreScope, documentId: number): Promise<TTicketDetailRow> {
  const row = await ticketInScope(db, scope, documentId);
  if (!row) throw notFound();
  return row;
}

function detailOf(r: TTicketDetailRow): TTicketDetail {
  const due = r.due_local_at === null ? null : isoWithOffset(r.due_local_at, r.due_offset_s ?? 0);
  const payIn = r.transaction_type === 'I';
  const payOut = r.transaction_type === 'P';
  return {
    ...listRow(r),
    CustomerNumber: r.customer_number,
    SalesAssociateName: r.sales_associate_name,
    SellingLocation: r.selling_location,
    TicketTime: r.local_at.slice(11),
    CustomerEmailAddress: r.customer_email,
    PayinReason: payIn ? r.reason_name : null,
    PayoutReason: payOut ? r.reason_name : null,
    PayinComment: payIn ? r.reason_comment : null,
    PayoutComment: payOut ? r.reason_comment : null,
    ExternalReferenceNumber: r.external_reference_number,
    OrderDueDateTime: due,
    OrderStatus: r.order_status,
    OrderStatusName: onlineOrderStatusName(r.order_status, due),
    LastPrintedUtcDateTime: r.last_printed_at,
    ContactName: r.contact_name,
    ContactPhone: r.contact_phone,
    ContactAddress1: r.contact_address1,
    ContactAddress2: r.contact_address2,
    ContactCity: r.contact_city,
    ContactState: r.contact_state,
    ContactZipCode: r.contact_zip_code,
    SubTotalAmount: r.sub_total_amount,
    ChargesAmount: r.charges_amount,
    CCSurchargesAmount: r.cc_surcharges_amount,
    DiscountAmount: r.discount_amount,
    DonationsAmount: r.donations_amount,
    PriceOverridesAmount: r.price_overrides_amount,
    TaxAmount: r.tax_amount,
    GratuityAmount: r.gratuity_amount,
    GratuityTaxAmount: r.gratuity_tax_amount,
    TipAmount: r.tip_amount,
    TotalAmount: r.total_amount,
    PaymentRoundedAmount: r.payment_rounded_amount,
    TenderAmount: r.tender_amount,
    ChangeAmount: r.change_amount,
  };
}

/** POST /TicketViewer/GetTicketDetail2. */
export async function ticketDetail(db: TDb, scope: TStoreScope, documentId: number): Promise<TTicketDetail> {
  return detailOf(await ticketOrNotFound(db, scope, documentId));
}

type TPaged<T> = { ResultSet: T[]; TotalRowCount: number };
type TChildRequest = { DocumentId: number; PageRowCount: number; RequestedPageNum: number };

const pageArgs = (r: TChildRequest): TPageArgs => ({
  limit: r.PageRowCount,
  offset: (r.RequestedPageNum - 1) * r.PageRowCount,
});

/**
 * The child lists share one shape: the ticket must be the store's (else 404, like a missing one), then one page of
 * its rows. TotalRowCount comes with the rows; a page past the end still needs the count.
 */
function childList<TRow extends { total: number }, T>(
  read: (db: TDb, scope: TStoreScope, ticketId: number, page: TPageArgs) => Promise<TRow[]>,
  map: (row: TRow) => T,
) {
  return async (db: TDb, scope: TStoreScope, request: TChildRequest): Promise<TPaged<T>> => {
    await ticketOrNotFound(db, scope, request.DocumentId);
    const rows = await read(db, scope, request.DocumentId, pageArgs(request));
    const total = rows[0]?.total ?? (await read(db, scope, request.DocumentId, { limit: 1, offset: 0 }))[0]?.total ?? 0;
    return { ResultSet: rows.map(map), TotalRowCount: total };
  };
}

const lineOf = (l: TLineRow): TTicketLine => ({
  LineItemId: l.id,
  ItemName: l.item_name,
  ItemNumber: l.item_number,
  Description: l.description,
  QuantitySold: l.quantity,
  IsSoldByWeight: l.is_sold_by_weight,
  IsManualWeight: l.is_manual_weight,
  LineType: l.line_type as TTicketLine['LineType'],
  LineTypeExtension: l.line_type_extension,
  LineDiscount: l.line_discount,
  TicketDiscount: l.ticket_discount,
  Price: l.price,
  Amount: l.amount,
  ParentLineItemId: l.parent_line_id,
  IsPriceOverride: l.is_price_override,
});

const paymentOf = (p: TPaymentRow): TTicketPayment => ({
  Description: p.description,
  PaymentAmount: p.amount,
  TipAmount: p.tip_amount,
  AdditionalPaymentInfo: p.additional_info,
  TransactionId: p.transaction_id,
  PaymentType: p.payment_type,
});

const taxOf = (x: TTaxRow): TTicketTax => ({ RuleName: x.rule_name, TaxRate: x.tax_rate, TaxAmount: x.tax_amount });
const noteOf = (n: TNoteRow): TTicketNote => ({ Note: n.note, SequenceNumber: n.sequence_number });

/** POST /TicketViewer/GetTicketLines, GetTicketPayments, GetTicketTaxes, GetTicketNotes. */
export const ticketLines = childList(ticketLineRows, lineOf);
export const ticketPayments = childList(ticketPaymentRows, paymentOf);
export const ticketTaxes = childList(ticketTaxRows, taxOf);
export const ticketNotes = childList(ticketNoteRows, noteOf);

type TReceiptOptions = z.output<typeof ZReceiptPreviewRequest>;

/** Everything one receipt shows, read with the store scope. */
async function receiptOf(db: TDb, scope: TStoreScope, request: TReceiptOptions): Promise<TReceipt> {
  const ticket = detailOf(await ticketOrNotFound(db, scope, request.DocumentId));
  // A receipt prints every row; a ticket has a few dozen at most.
  const all = { limit: 10_000, offset: 0 };
  const [lines, payments, taxes, notes, store] = await Promise.all([
    ticketLineRows(db, scope, request.DocumentId, all),
    ticketPaymentRows(db, scope, request.DocumentId, all),
    ticketTaxRows(db, scope, request.DocumentId, all),
    ticketNoteRows(db, scope, request.DocumentId, all),
    receiptStore(db, scope),
  ]);
  // The tenancy hook resolved the scope from an existing store row: its absence is a bug, not a client error.
  if (!store) throw new Error('the store scope names no store');
  const { settings } = store;
  return {
    store: {
      name: store.name,
      address: store.address,
      phone: settings?.phone ?? null,
      showAddress: settings?.showStoreAddress ?? true,
    },
    settings: {
      header: settings?.headerText || store.name,
      footer: settings?.footerText ?? '',
      returnPolicy: settings?.returnPolicyText ?? '',
      orderFooter: settings?.orderFooterText ?? '',
      tipSuggestion: settings?.displayTipSuggestion
        ? {
            message: settings.tipSuggestionMessage,
            percents: [settings.tipSuggestion1, settings.tipSuggestion2, settings.tipSuggestion3].filter(
              (p): p is number => p !== null,
            ),
          }
        : null,
      qrCodeUrl: settings?.includeQrCode && settings.qrCodeWebsiteUrl ? settings.qrCodeWebsiteUrl : null,
    },
    ticket,
    lines: lines.map(lineOf),
    payments: payments.map(paymentOf),
    taxes: taxes.map(taxOf),
    notes: notes.map(noteOf),
    options: {
      includeCustomerInfo: request.IncludeCustomerInfo,
      includeNotes: request.IncludeNotes,
      isOrderTicket: request.IsOrderTicket,
      isReturnTicket: request.IsReturnTicket,
    },
  };
}

/** POST /ReceiptPreview/GetReceiptPreview. */
export async function receiptPreview(
  db: TDb,
  scope: TStoreScope,
  request: TReceiptOptions,
): Promise<{ HtmlReceipt: string; IsSuccessful: boolean }> {
  return { HtmlReceipt: renderReceiptHtml(await receiptOf(db, scope, request)), IsSuccessful: true };
}

/**
 * POST /ReceiptPreview/SendEmailReceipt: the same receipt as text through the mailer (SMTP or the outbox). A mail
 * failure is an answer, not an error: IsSuccessful false with the message key, as the receipt modal expects.
 */
export async function sendReceipt(
  db: TDb,
  mailer: TMailer,
  scope: TStoreScope,
  request: TReceiptOptions & { EmailAddress: string },
  log: { error: (obj: object, msg: string) => void },
): Promise<{ IsSuccessful: boolean; Message: string }> {
  const receipt = await receiptOf(db, scope, request);
  try {
    await mailer.send({
      kind: 'receipt',
      to: request.EmailAddress,
      subject: `Your receipt from ${receipt.store.name} (ticket #${receipt.ticket.TicketNumber})`,
      text: renderReceiptText(receipt),
    });
  } catch (error) {
    log.error({ err: error }, 'receipt e-mail failed');
    return { IsSuccessful: false, Message: POS_TRANSACTIONS_ERROR.emailFailed };
  }
  return { IsSuccessful: true, Message: RECEIPT_SENT_KEY };
}

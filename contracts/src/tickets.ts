import { z } from 'zod';
import { PG_INT_MAX, sortFields, type TSortSpec, ZIdParam, ZPageNumber } from './fields.ts';

/**
 * POS transactions (spec 2 §2 POS transactions, §3 Tickets, §4 Receipt modal, §5 Receipt and dates, §7, §9).
 * Amounts travel as exact decimal strings with 2 decimals ('12.30', '-4.00'); quantities with 3 ('0.750'); tax
 * rates with 4 ('8.8750'). Dates are the store's local calendar dates ('YYYY-MM-DD', inclusive business dates);
 * instants are ISO 8601 with the store's UTC offset ('2026-11-20T12:34:56-05:00'), so they read as local wall time.
 */

/** Grid page size (spec 2 §9) and the most a grid page may ask for. */
export const TICKETS_PAGE_SIZE = 25;
export const MAX_TICKETS_PAGE_SIZE = 1000;
/** Export page size and cap (spec 2 §9): at most 100,000 rows, sorted by TicketDate descending. */
export const EXPORT_MAX_ROWS = 100_000;

/** i18n keys of this area's refusals (the server's 4xx `messageKey`, the form's zod messages). */
export const POS_TRANSACTIONS_ERROR = {
  /** 409: the company view of a multi-site merchant shows no tickets (the store-view-only modal). */
  storeViewOnly: 'posTransactions.errors.storeViewOnly',
  invalidDate: 'posTransactions.errors.invalidDate',
  toBeforeFrom: 'posTransactions.errors.toBeforeFrom',
  invalidEmail: 'posTransactions.errors.invalidEmail',
  emailFailed: 'posTransactions.errors.emailFailed',
} as const;

/** Transaction type codes (spec 2 §3) in the order the ticket-type dropdown lists them. */
export const TRANSACTION_TYPES = [
  { Code: 'S', Name: 'Sale' },
  { Code: 'RT', Name: 'Return' },
  { Code: 'SR', Name: 'Sale-Return' },
  { Code: 'C', Name: 'Clear' },
  { Code: 'V', Name: 'Void' },
  { Code: 'P', Name: 'Payout' },
  { Code: 'I', Name: 'Payin' },
  { Code: 'R', Name: 'Revised' },
  { Code: 'F', Name: 'Future Order' },
] as const;
export const TRANSACTION_TYPE_CODES = ['S', 'RT', 'SR', 'C', 'V', 'P', 'I', 'R', 'F'] as const;
export const ZTransactionTypeCode = z.enum(TRANSACTION_TYPE_CODES);
export type TTransactionTypeCode = z.infer<typeof ZTransactionTypeCode>;

export const transactionTypeName = (code: string): string =>
  TRANSACTION_TYPES.find((t) => t.Code === code)?.Name ?? code;

/** Online order status codes 0–15 (spec 2 §3), shown only when the ticket has an order due date. */
export const ONLINE_ORDER_STATUSES = [
  'ReceivedForFulfillment',
  'InFulfillment',
  'Finished',
  'Expired',
  'Closed',
  'InProgress',
  'ReadyForValidation',
  'Validated',
  'OrderPlaced',
  'OrderUpdated',
  'ReadyForPickup',
  'InTransit',
  'RejectedForFulfillment',
  'Canceled',
  'Abandoned',
  'Error',
] as const;
export type TOnlineOrderStatusName = (typeof ONLINE_ORDER_STATUSES)[number];

/** The status name of a code, null when there is no status or no due date (the row is then hidden). */
export function onlineOrderStatusName(
  status: number | null,
  orderDueDateTime: string | null,
): TOnlineOrderStatusName | null {
  if (status === null || !orderDueDateTime) return null;
  return ONLINE_ORDER_STATUSES[status] ?? null;
}

/** Columns the search-by dropdown offers (flag `ticketSearchBy`). '' searches ticket/check number and names. */
export const SEARCH_COLUMNS = [
  { Value: 'TicketNumber', Name: 'Ticket Number' },
  { Value: 'CheckNumber', Name: 'Check Number' },
  { Value: 'CustomerName', Name: 'Customer Name' },
  { Value: 'OrderName', Name: 'Order Name' },
  { Value: 'UserName', Name: 'User Name' },
  { Value: 'TotalAmount', Name: 'Total Amount' },
] as const;
export const ZSearchColumn = z.enum(['', 'All', ...SEARCH_COLUMNS.map((c) => c.Value)]);
export type TSearchColumn = z.infer<typeof ZSearchColumn>;

// ---------------------------------------------------------------------------------------------------------------
// Dates: pure calendar arithmetic on 'YYYY-MM-DD' strings (no local-time Date objects, so no DST surprises).

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The date `days` after (negative: before) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's calendar date in an IANA time zone (the store's "today"). */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The date presets of the range control (spec 2 §9: 0, -1, -6, -29 days). */
export const DATE_PRESETS = [
  { key: 'today', days: 0 },
  { key: 'yesterday', days: -1 },
  { key: 'last7', days: -6 },
  { key: 'last30', days: -29 },
] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number]['key'];

/** The From/To of a preset counted from the store's today; Yesterday is that one day, the others end today. */
export function presetRange(preset: TDatePreset, today: string): { FromDate: string; ToDate: string } {
  const days = DATE_PRESETS.find((p) => p.key === preset)!.days;
  const from = addDays(today, days);
  return { FromDate: from, ToDate: preset === 'yesterday' ? from : today };
}

/** Spec 2 §5: To cannot precede From; when it does, To resets to From. */
export function resetToDate(fromDate: string, toDate: string): string {
  return toDate < fromDate ? fromDate : toDate;
}

const ZIsoDate = z.string().refine(isIsoDate, { message: POS_TRANSACTIONS_ERROR.invalidDate });

/** Receipt e-mail (spec 2 §5): a standard address pattern, one address. */
export const RECEIPT_EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const ZReceiptEmail = z
  .string()
  .trim()
  .max(254, { message: POS_TRANSACTIONS_ERROR.invalidEmail })
  .regex(RECEIPT_EMAIL_PATTERN, { message: POS_TRANSACTIONS_ERROR.invalidEmail });

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

// ---------------------------------------------------------------------------------------------------------------
// GET /TicketViewer/GetViewerSettings

export const ZViewerSettings = z.object({
  /** The session's store; 0 in the company view. */
  StoreId: z.number().int(),
  StoreName: z.string(),
  /** IANA zone of the store (company view: the merchant's first store's). */
  TimeZone: z.string(),
  /** Today in the store's zone: the presets count from it. */
  Today: z.string(),
  /** Company view of a multi-site merchant: the page shows the store-view-only modal, ticket calls answer 409. */
  IsStoreViewOnly: z.boolean(),
  /** Flag `ticketSearchBy`: show the search-by dropdown. */
  IsSearchByEnabled: z.boolean(),
  TicketTypes: z.array(z.object({ Code: z.string(), Name: z.string() })),
  SearchColumns: z.array(z.object({ Value: z.string(), Name: z.string() })),
});
export type TViewerSettings = z.infer<typeof ZViewerSettings>;

// ---------------------------------------------------------------------------------------------------------------
// POST /TicketViewer/GetTickets

/** Filters shared by the grid and the export. */
const ticketFilterFields = {
  FromDate: ZIsoDate,
  ToDate: ZIsoDate,
  /** '' or 'All' for every type, else one transaction type code. */
  TicketFilter: z.union([z.literal(''), z.literal('All'), ZTransactionTypeCode]).default(''),
  SearchArg: z.string().trim().max(100).default(''),
  SearchColumnFilter: ZSearchColumn.default(''),
};

const toNotBeforeFrom = (v: { FromDate: string; ToDate: string }) => v.ToDate >= v.FromDate;
const toBeforeFromIssue = { message: POS_TRANSACTIONS_ERROR.toBeforeFrom, path: ['ToDate'] };

/** Grid sort columns; the default is TicketDate descending. */
export const TICKET_SORT_COLUMNS = ['TicketDate', 'TicketNumber', 'CheckNumber', 'TotalAmount'] as const;
export type TTicketSortColumn = (typeof TICKET_SORT_COLUMNS)[number];
export const TICKET_SORT: TSortSpec<TTicketSortColumn> = {
  columns: TICKET_SORT_COLUMNS,
  defaultSort: { column: 'TicketDate', direction: 'DESC' },
};

export const ZGetTicketsRequest = z
  .object({
    ...ticketFilterFields,
    PageRowCount: z.coerce.number().int().min(1).max(MAX_TICKETS_PAGE_SIZE).default(TICKETS_PAGE_SIZE),
    RequestedPageNum: ZPageNumber.default(1),
    ...sortFields(TICKET_SORT),
  })
  .refine(toNotBeforeFrom, toBeforeFromIssue);
export type TGetTicketsRequest = z.input<typeof ZGetTicketsRequest>;
export type TGetTicketsQuery = z.output<typeof ZGetTicketsRequest>;

const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** A grid row (spec 2 §3 list row). */
export const ZTicketRow = z.object({
  DocumentId: z.number().int(),
  TicketDate: z.string(),
  OrderName: z.string().nullable(),
  TicketNumber: z.number().int(),
  CheckNumber: z.number().int().nullable(),
  TransactionType: z.string(),
  TransactionTypeCode: ZTransactionTypeCode,
  CustomerName: z.string().nullable(),
  TotalAmount: money,
  UserName: z.string(),
  Station: z.string(),
  BusinessDate: z.string(),
});
export type TTicketRow = z.infer<typeof ZTicketRow>;

export const ZGetTicketsResponse = z.object({ ResultSet: z.array(ZTicketRow), TotalRowCount: z.number().int() });
export type TGetTicketsResponse = z.infer<typeof ZGetTicketsResponse>;

// ---------------------------------------------------------------------------------------------------------------
// POST /TicketViewer/GetTicketDetail2, GetTicketLines, GetTicketPayments, GetTicketTaxes, GetTicketNotes

/**
 * The ticket is named by DocumentId; TicketNumber, BusinessDate and FromDate are accepted as the legacy page sends
 * them but only DocumentId selects. The list calls page with PageRowCount/RequestedPageNum (default: all rows).
 */
export const ZTicketDetailRequest = z.object({
  DocumentId: ZIdParam,
  TicketNumber: z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
  BusinessDate: z.string().optional(),
  FromDate: z.string().optional(),
  PageRowCount: z.coerce.number().int().min(1).max(MAX_TICKETS_PAGE_SIZE).default(MAX_TICKETS_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
});
export type TTicketDetailRequest = z.input<typeof ZTicketDetailRequest>;

export const ZTicketDetail = z.object({
  DocumentId: z.number().int(),
  TransactionType: z.string(),
  TransactionTypeCode: ZTransactionTypeCode,
  TicketDate: z.string(),
  BusinessDate: z.string(),
  TicketNumber: z.number().int(),
  CheckNumber: z.number().int().nullable(),
  CustomerName: z.string().nullable(),
  CustomerNumber: z.string().nullable(),
  UserName: z.string(),
  SalesAssociateName: z.string().nullable(),
  Station: z.string(),
  SellingLocation: z.string().nullable(),
  /** Local wall time 'HH:mm:ss'. */
  TicketTime: z.string(),
  OrderName: z.string().nullable(),
  CustomerEmailAddress: z.string().nullable(),
  PayinReason: z.string().nullable(),
  PayoutReason: z.string().nullable(),
  PayinComment: z.string().nullable(),
  PayoutComment: z.string().nullable(),
  ExternalReferenceNumber: z.string().nullable(),
  OrderDueDateTime: z.string().nullable(),
  /** Online order status code 0–15, null when not an online order. */
  OrderStatus: z.number().int().nullable(),
  /** Its name (ONLINE_ORDER_STATUSES), null when the status row is hidden. */
  OrderStatusName: z.string().nullable(),
  LastPrintedUtcDateTime: z.string().nullable(),
  ContactName: z.string().nullable(),
  ContactPhone: z.string().nullable(),
  ContactAddress1: z.string().nullable(),
  ContactAddress2: z.string().nullable(),
  ContactCity: z.string().nullable(),
  ContactState: z.string().nullable(),
  ContactZipCode: z.string().nullable(),
  SubTotalAmount: money,
  ChargesAmount: money,
  CCSurchargesAmount: money,
  DiscountAmount: money,
  DonationsAmount: money,
  PriceOverridesAmount: money,
  TaxAmount: money,
  GratuityAmount: money,
  GratuityTaxAmount: money,
  TipAmount: money,
  TotalAmount: money,
  /** Cash rounding applied to the total (e.g. '-0.02'); null when none, and the row is hidden. */
  PaymentRoundedAmount: money.nullable(),
  TenderAmount: money,
  ChangeAmount: money,
});
export type TTicketDetail = z.infer<typeof ZTicketDetail>;

/** Line types: a sold item, a modifier of its parent line, a charge (service fee, delivery) or a donation. */
export const LINE_TYPES = ['Item', 'Modifier', 'Charge', 'Donation'] as const;

export const ZTicketLine = z.object({
  LineItemId: z.number().int(),
  ItemName: z.string(),
  ItemNumber: z.string().nullable(),
  Description: z.string().nullable(),
  QuantitySold: z.string(),
  IsSoldByWeight: z.boolean(),
  /** Weight keyed by hand: the web marks the quantity (M). */
  IsManualWeight: z.boolean(),
  LineType: z.enum(LINE_TYPES),
  /** Refinement of the type: 'Returned', 'Voided', 'Gratuity', 'Surcharge', … or null. */
  LineTypeExtension: z.string().nullable(),
  LineDiscount: money,
  TicketDiscount: money,
  /** Unit price. */
  Price: money,
  /** Quantity × price rounded to cents, before discounts (negative on returns). */
  Amount: money,
  /** The line a modifier belongs to (its LineItemId), null for top-level lines. */
  ParentLineItemId: z.number().int().nullable(),
  IsPriceOverride: z.boolean(),
});
export type TTicketLine = z.infer<typeof ZTicketLine>;

export const ZTicketPayment = z.object({
  Description: z.string(),
  PaymentAmount: money,
  TipAmount: money,
  AdditionalPaymentInfo: z.string().nullable(),
  TransactionId: z.string().nullable(),
  PaymentType: z.string(),
});
export type TTicketPayment = z.infer<typeof ZTicketPayment>;

export const ZTicketTax = z.object({ RuleName: z.string(), TaxRate: z.string(), TaxAmount: money });
export type TTicketTax = z.infer<typeof ZTicketTax>;

export const ZTicketNote = z.object({ Note: z.string(), SequenceNumber: z.number().int() });
export type TTicketNote = z.infer<typeof ZTicketNote>;

const paged = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ ResultSet: z.array(row), TotalRowCount: z.number().int() });
export const ZTicketLinesResponse = paged(ZTicketLine);
export const ZTicketPaymentsResponse = paged(ZTicketPayment);
export const ZTicketTaxesResponse = paged(ZTicketTax);
export const ZTicketNotesResponse = paged(ZTicketNote);
export type TTicketLinesResponse = z.infer<typeof ZTicketLinesResponse>;
export type TTicketPaymentsResponse = z.infer<typeof ZTicketPaymentsResponse>;
export type TTicketTaxesResponse = z.infer<typeof ZTicketTaxesResponse>;
export type TTicketNotesResponse = z.infer<typeof ZTicketNotesResponse>;

// ---------------------------------------------------------------------------------------------------------------
// POST /ReceiptPreview/GetReceiptPreview, SendEmailReceipt

export const ZReceiptPreviewRequest = z.object({
  DocumentId: ZIdParam,
  IncludeCustomerInfo: boolish,
  IncludeNotes: boolish,
  IsOrderTicket: boolish,
  IsReturnTicket: boolish,
});
export type TReceiptPreviewRequest = z.input<typeof ZReceiptPreviewRequest>;

export const ZReceiptPreviewResponse = z.object({ HtmlReceipt: z.string(), IsSuccessful: z.boolean() });
export type TReceiptPreviewResponse = z.infer<typeof ZReceiptPreviewResponse>;

/** The receipt modal's e-mail form; the server validates the same schema. */
export const ZReceiptEmailForm = z.object({ EmailAddress: ZReceiptEmail });
export type TReceiptEmailForm = z.infer<typeof ZReceiptEmailForm>;

export const ZSendEmailReceiptRequest = ZReceiptPreviewRequest.extend(ZReceiptEmailForm.shape);
export type TSendEmailReceiptRequest = z.input<typeof ZSendEmailReceiptRequest>;

/** SendEmailReceipt's Message when the mail went out (the receipt modal's ReceiptPreview.Success). */
export const RECEIPT_SENT_KEY = 'posTransactions.receipt.sent';

export const ZSendEmailReceiptResponse = z.object({ IsSuccessful: z.boolean(), Message: z.string() });
export type TSendEmailReceiptResponse = z.infer<typeof ZSendEmailReceiptResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET /Export/GetPosTransactionExport

/** PosTrans: one row per ticket; TicketDetail: one row per ticket line. */
export const EXPORT_TYPES = [
  { Code: 'PosTrans', FileName: 'POS Trans.csv' },
  { Code: 'TicketDetail', FileName: 'Ticket Detail.csv' },
] as const;
export const ZExportTypeCode = z.enum(['PosTrans', 'TicketDetail']);
export type TExportTypeCode = z.infer<typeof ZExportTypeCode>;

export const ZPosTransactionExportQuery = z
  .object({
    exportTypeCode: ZExportTypeCode,
    ...ticketFilterFields,
    PageRowCount: z.coerce.number().int().min(1).max(EXPORT_MAX_ROWS).default(EXPORT_MAX_ROWS),
    /** Accepted as the spec sends them; the export is always TicketDate descending. */
    SortColumn: z.literal('TicketDate').default('TicketDate'),
    SortDirection: z.literal('DESC').default('DESC'),
  })
  .refine(toNotBeforeFrom, toBeforeFromIssue);
export type TPosTransactionExportQuery = z.input<typeof ZPosTransactionExportQuery>;

/** The export's URL for the web's download link. */
export function posTransactionExportUrl(query: TPosTransactionExportQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  return `/Export/GetPosTransactionExport?${params.toString()}`;
}

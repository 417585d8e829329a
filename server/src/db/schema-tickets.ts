import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantRef, money, storeRef, ts } from './columns.ts';
import { versionColumn } from './concurrency.ts';
import { stores } from './schema.ts';

/*
 * POS tickets as the stores send them (spec 2 §3). Shaped for two readers:
 * - the ticket viewer: one store, a date range, newest first, 25 rows a page → tickets_store_time_idx;
 * - the reports (a later issue), which aggregate millions of lines by store, business date, hour, item, category,
 *   employee and tender. So every child table repeats merchant_id, store_id and business_date (and lines the
 *   transaction type), lines keep the item's name, number and category as sold, and the report groupings
 *   (business_hour, employee_id) are plain columns: no report needs the live menu or a join to filter.
 * Money is numeric(12,2) read as strings; times are UTC instants with the store's zone kept beside them, and
 * business_date is the local calendar date of ticket_at in that zone.
 */

const zero = (name: string) => money(name).notNull().default('0');
/**
 * Tenant columns of the child tables: plain, no foreign keys. A child row belongs to its ticket (which carries both
 * keys, checked) and these tables take millions of appended rows, where two more key checks per row would triple the
 * cost of every bulk load.
 */
const childMerchant = () => integer('merchant_id').notNull();
const childStore = () => integer('store_id').notNull();

/**
 * Pay-in (I) and pay-out (P) reason codes a store's cashiers choose from: the merchant's Pay In/Out Codes (spec 3 §3,
 * the settings page edits them; tickets name theirs by id). A delete only marks the row, so tickets keep their code;
 * names are unique per merchant without case among the codes not deleted. Each merchant has one system code, SAFEDROP
 * (read-only, pay-out only), created for every merchant by the migration and for a new merchant on its first list.
 */
export const payInOutReasons = pgTable(
  'pay_in_out_reasons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    /** 'I' pay-in, 'P' pay-out: the letter of the ticket's transaction type (the page's Type 1 and 0). */
    kind: text('kind').$type<'I' | 'P'>().notNull(),
    /** The code's name (at most 10 characters through the API). */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isSystem: boolean('is_system').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    version: versionColumn(),
  },
  (t) => [
    index('pay_in_out_reasons_merchant_idx').on(t.merchantId),
    uniqueIndex('pay_in_out_reasons_merchant_name_idx')
      .on(t.merchantId, sql`upper(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
    uniqueIndex('pay_in_out_reasons_merchant_system_idx')
      .on(t.merchantId)
      .where(sql`${t.isSystem}`),
  ],
);

/**
 * Revenue that is not a sale (gift card sales, house account payments): rung up as a Charge line that names its
 * category, so ticket totals stay as they are and the sales reports leave it out.
 */
export const nonSalesRevenueCategories = pgTable(
  'non_sales_revenue_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    name: text('name').notNull(),
  },
  (t) => [index('non_sales_revenue_categories_merchant_idx').on(t.merchantId)],
);

export const tickets = pgTable(
  'tickets',
  {
    /** The DocumentId. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: merchantRef(),
    storeId: storeRef(),
    /** S, RT, SR, C, V, P, I, R, F (contracts TRANSACTION_TYPE_CODES). */
    transactionType: text('transaction_type').notNull(),
    ticketNumber: integer('ticket_number').notNull(),
    checkNumber: integer('check_number'),
    ticketAt: ts('ticket_at').notNull(),
    /** IANA zone of the store when the ticket was rung up. */
    timeZone: text('time_zone').notNull(),
    /** Local calendar date and hour (0–23) of ticket_at in time_zone: the report groupings. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    businessHour: smallint('business_hour').notNull(),
    /** The POS employee who rang it up (no foreign key: history outlives employees) and their name then. */
    employeeId: integer('employee_id'),
    userName: text('user_name').notNull(),
    salesAssociateName: text('sales_associate_name'),
    station: text('station').notNull(),
    /** The register or handheld it was rung up on (no foreign key, as for the employee). */
    deviceId: integer('device_id'),
    /** Dine In, Take Out, Delivery, Online … */
    sellingLocation: text('selling_location'),
    guestCount: smallint('guest_count').notNull().default(1),
    orderName: text('order_name'),
    /** The merchant's customer (db/schema-customers.ts) when one was named; no foreign key, as for the employee. */
    customerId: integer('customer_id'),
    customerName: text('customer_name'),
    customerNumber: text('customer_number'),
    customerEmail: text('customer_email'),
    /** For returns and revisions: the ticket they refer to. */
    originalTicketId: integer('original_ticket_id'),
    reasonId: integer('reason_id').references(() => payInOutReasons.id),
    /** The reason's name as chosen (pay-ins and pay-outs). */
    reasonName: text('reason_name'),
    reasonComment: text('reason_comment'),
    // Online orders (spec 2 §3): the status row shows only when order_due_at is set.
    externalReferenceNumber: text('external_reference_number'),
    orderDueAt: ts('order_due_at'),
    /** 0–15, contracts ONLINE_ORDER_STATUSES. */
    orderStatus: smallint('order_status'),
    lastPrintedAt: ts('last_printed_at'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactAddress1: text('contact_address1'),
    contactAddress2: text('contact_address2'),
    contactCity: text('contact_city'),
    contactState: text('contact_state'),
    contactZipCode: text('contact_zip_code'),
    // Totals: total = sub_total - discount + charges + cc_surcharges + donations + tax + gratuity + gratuity_tax;
    // tender - change = total + payment_rounded (cash rounding, null when none); tips are paid on top.
    subTotalAmount: zero('sub_total_amount'),
    chargesAmount: zero('charges_amount'),
    ccSurchargesAmount: zero('cc_surcharges_amount'),
    discountAmount: zero('discount_amount'),
    donationsAmount: zero('donations_amount'),
    priceOverridesAmount: zero('price_overrides_amount'),
    taxAmount: zero('tax_amount'),
    gratuityAmount: zero('gratuity_amount'),
    gratuityTaxAmount: zero('gratuity_tax_amount'),
    tipAmount: zero('tip_amount'),
    totalAmount: zero('total_amount'),
    paymentRoundedAmount: money('payment_rounded_amount'),
    tenderAmount: zero('tender_amount'),
    changeAmount: zero('change_amount'),
  },
  (t) => [
    // The viewer: one store, a ticket_at range, newest first; also serves the export's keyset pages.
    index('tickets_store_time_idx').on(t.merchantId, t.storeId, t.ticketAt, t.id),
    // Reports: a store's business-date range, grouped by type, hour and employee.
    index('tickets_store_date_idx').on(t.merchantId, t.storeId, t.businessDate, t.transactionType),
    index('tickets_store_number_idx').on(t.storeId, t.ticketNumber),
    // A customer's visits (customer reports' top items, the customer's history).
    index('tickets_customer_idx')
      .on(t.merchantId, t.customerId, t.businessDate)
      .where(sql`${t.customerId} is not null`),
    // The online-order board: open orders by due time.
    index('tickets_order_due_idx')
      .on(t.storeId, t.orderDueAt)
      .where(sql`${t.orderDueAt} is not null`),
    // Change and cash rounding, which no rollup keeps (the financial close, the cash manager by register): only the
    // tickets that have either, with every column those reads take, so they read this index alone.
    index('tickets_store_date_change_idx')
      .on(
        t.merchantId,
        t.storeId,
        t.businessDate,
        t.transactionType,
        t.deviceId,
        t.changeAmount,
        t.paymentRoundedAmount,
      )
      .where(sql`${t.changeAmount} <> 0 or ${t.paymentRoundedAmount} <> 0`),
  ],
);

const ticketRef = () =>
  integer('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' });
const businessDate = () => date('business_date', { mode: 'string' }).notNull();

/**
 * Written with their ticket, in its order: the export reads a store's lines ticket by ticket in time order, which is
 * a run of neighbouring pages only while each ticket's lines follow it (the demo seed writes them so).
 */
export const ticketLines = pgTable(
  'ticket_lines',
  {
    /** The LineItemId; bigint: lines outnumber tickets several times. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: childMerchant(),
    storeId: childStore(),
    ticketId: ticketRef(),
    businessDate: businessDate(),
    /** The ticket's type, so item and category reports filter lines alone. */
    transactionType: text('transaction_type').notNull(),
    lineNumber: smallint('line_number').notNull(),
    /** A modifier's item line. */
    parentLineId: bigint('parent_line_id', { mode: 'number' }),
    /** Item, Modifier, Charge, Donation (contracts LINE_TYPES). */
    lineType: text('line_type').notNull(),
    lineTypeExtension: text('line_type_extension'),
    // The item as sold: id for grouping, name, number and category kept so reports never read the live menu.
    itemId: integer('item_id'),
    itemName: text('item_name').notNull(),
    itemNumber: text('item_number'),
    categoryId: integer('category_id'),
    categoryName: text('category_name'),
    departmentId: integer('department_id'),
    departmentName: text('department_name'),
    /** Set on a Charge line that is non-sales revenue. */
    nonSalesCategoryId: integer('non_sales_category_id'),
    description: text('description'),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'string' }).notNull(),
    isSoldByWeight: boolean('is_sold_by_weight').notNull().default(false),
    isManualWeight: boolean('is_manual_weight').notNull().default(false),
    /** Unit price; amount = round(quantity × price, 2) before discounts (negative on returns). */
    price: money('price').notNull(),
    amount: money('amount').notNull(),
    lineDiscount: zero('line_discount'),
    /** This line's share of a ticket-level discount. */
    ticketDiscount: zero('ticket_discount'),
    /**
     * The discounts as named when rung up (null when none): the discounts report groups by them, and a discount
     * renamed or deleted later keeps its history.
     */
    lineDiscountName: text('line_discount_name'),
    ticketDiscountName: text('ticket_discount_name'),
    isPriceOverride: boolean('is_price_override').notNull().default(false),
    /** The menu price a price override replaced (price is what was charged); null when not overridden. */
    originalPrice: money('original_price'),
  },
  (t) => [
    index('ticket_lines_ticket_idx').on(t.ticketId, t.lineNumber),
    index('ticket_lines_store_date_item_idx').on(t.merchantId, t.storeId, t.businessDate, t.itemId),
    // The price overrides report lists these few lines (under 2 % in the demo) over any range.
    index('ticket_lines_price_override_idx')
      .on(t.merchantId, t.storeId, t.businessDate)
      .where(sql`${t.isPriceOverride}`),
  ],
);

export const ticketPayments = pgTable(
  'ticket_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: childMerchant(),
    storeId: childStore(),
    ticketId: ticketRef(),
    businessDate: businessDate(),
    sequenceNumber: smallint('sequence_number').notNull(),
    /** The tender: Cash, Credit, Debit, Gift Card, Online, Check. */
    paymentType: text('payment_type').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    tipAmount: zero('tip_amount'),
    additionalInfo: text('additional_info'),
    transactionId: text('transaction_id'),
    /**
     * A card taken while the store was offline, authorised later: 'pending' until the processor answers, then
     * 'settled' or 'declined'. Null for every payment taken online.
     */
    offlineState: text('offline_state').$type<'pending' | 'settled' | 'declined'>(),
    offlineSettledAt: ts('offline_settled_at'),
  },
  (t) => [
    index('ticket_payments_ticket_idx').on(t.ticketId, t.sequenceNumber),
    index('ticket_payments_store_date_idx').on(t.merchantId, t.storeId, t.businessDate, t.paymentType),
  ],
);

export const ticketTaxes = pgTable(
  'ticket_taxes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: childMerchant(),
    storeId: childStore(),
    ticketId: ticketRef(),
    businessDate: businessDate(),
    ruleName: text('rule_name').notNull(),
    /** Percent, e.g. 8.875. */
    taxRate: numeric('tax_rate', { precision: 7, scale: 4, mode: 'string' }).notNull(),
    taxAmount: money('tax_amount').notNull(),
  },
  (t) => [
    index('ticket_taxes_ticket_idx').on(t.ticketId),
    index('ticket_taxes_store_date_idx').on(t.merchantId, t.storeId, t.businessDate),
  ],
);

export const ticketNotes = pgTable(
  'ticket_notes',
  {
    merchantId: childMerchant(),
    storeId: childStore(),
    ticketId: ticketRef(),
    sequenceNumber: smallint('sequence_number').notNull(),
    note: text('note').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.sequenceNumber] })],
);

/** How a store's receipts look: one row per store, seeded with defaults. */
export const storeReceiptSettings = pgTable('store_receipt_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  merchantId: merchantRef(),
  /** Lines printed above the ticket, one per line. */
  headerText: text('header_text').notNull().default(''),
  footerText: text('footer_text').notNull().default(''),
  showStoreAddress: boolean('show_store_address').notNull().default(true),
  phone: text('phone'),
  /** Printed on return tickets (IsReturnTicket). */
  returnPolicyText: text('return_policy_text').notNull().default(''),
  /** Printed on order tickets (IsOrderTicket), e.g. pick-up instructions. */
  orderFooterText: text('order_footer_text').notNull().default(''),
  /** Store configuration (spec 3 §3): a QR code of the website printed under the footer. */
  includeQrCode: boolean('include_qr_code').notNull().default(false),
  qrCodeWebsiteUrl: text('qr_code_website_url').notNull().default(''),
  /** Store configuration: the tip suggestions printed with the total (whole percents). */
  displayTipSuggestion: boolean('display_tip_suggestion').notNull().default(false),
  tipSuggestionMessage: text('tip_suggestion_message').notNull().default(''),
  tipSuggestion1: smallint('tip_suggestion_1'),
  tipSuggestion2: smallint('tip_suggestion_2'),
  tipSuggestion3: smallint('tip_suggestion_3'),
  /** Company information's receipt info and Store configuration edit this row (ConcurrencyChecksum); the receipt preview reads it. */
  version: versionColumn(),
});

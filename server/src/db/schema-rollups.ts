import { date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/*
 * Per-store rollups of the ticket tables (issue 15 §1): the reports read these instead of aggregating millions of
 * lines. db/rollups.ts keeps them: a ticket write adds its tickets' sums in the same transaction, and a rebuild
 * recomputes them from the raw rows. Every rollup keeps the transaction type as a key, so each report decides which
 * types it counts and a rollup never bakes in a report's rule. Keys that may be missing on a ticket (no employee,
 * no item id) are stored as 0 or '' so they can be part of the primary key. No foreign keys: like the ticket child
 * tables they are written in bulk and follow their tickets.
 */

const merchantId = () => integer('merchant_id').notNull();
const storeId = () => integer('store_id').notNull();
const businessDate = () => date('business_date', { mode: 'string' }).notNull();
const transactionType = () => text('transaction_type').notNull();
/** A sum of money over many tickets: wider than a ticket's numeric(12,2). */
const total = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'string' }).notNull().default('0');
const counter = (name: string) => integer(name).notNull().default(0);

/** Ticket totals by business date and hour: the operations summary, hourly sales and the location report. */
export const rollupSalesHour = pgTable(
  'rollup_sales_hour',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    businessHour: smallint('business_hour').notNull(),
    transactionType: transactionType(),
    ticketCount: counter('ticket_count'),
    guestCount: counter('guest_count'),
    subTotal: total('sub_total'),
    discount: total('discount'),
    charges: total('charges'),
    ccSurcharges: total('cc_surcharges'),
    donations: total('donations'),
    priceOverrides: total('price_overrides'),
    tax: total('tax'),
    gratuity: total('gratuity'),
    tip: total('tip'),
    totalAmount: total('total_amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.businessHour, t.transactionType] })],
);

/**
 * The same totals by business date alone: what the summary by day reads, a sixteenth of the hourly rows (at a store's
 * volume the hourly rollup alone is only about eight times smaller than its tickets).
 */
export const rollupSalesDay = pgTable(
  'rollup_sales_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    transactionType: transactionType(),
    ticketCount: counter('ticket_count'),
    guestCount: counter('guest_count'),
    subTotal: total('sub_total'),
    discount: total('discount'),
    charges: total('charges'),
    ccSurcharges: total('cc_surcharges'),
    donations: total('donations'),
    priceOverrides: total('price_overrides'),
    tax: total('tax'),
    gratuity: total('gratuity'),
    tip: total('tip'),
    totalAmount: total('total_amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.transactionType] })],
);

/** Lines by item as sold and day: item, modifier, donation and non-sales revenue reports (by line type). */
export const rollupItemDay = pgTable(
  'rollup_item_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    transactionType: transactionType(),
    lineType: text('line_type').notNull(),
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    nonSalesCategoryId: integer('non_sales_category_id').notNull(),
    lineCount: counter('line_count'),
    quantity: numeric('quantity', { precision: 16, scale: 3, mode: 'string' }).notNull().default('0'),
    amount: total('amount'),
    discount: total('discount'),
    priceOverrides: total('price_overrides'),
  },
  (t) => [
    primaryKey({
      columns: [
        t.merchantId,
        t.storeId,
        t.businessDate,
        t.transactionType,
        t.lineType,
        t.itemId,
        t.itemName,
        t.nonSalesCategoryId,
      ],
    }),
  ],
);

/** Item and modifier lines by department and category as sold, and day. */
export const rollupCategoryDay = pgTable(
  'rollup_category_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    transactionType: transactionType(),
    departmentId: integer('department_id').notNull(),
    departmentName: text('department_name').notNull(),
    categoryId: integer('category_id').notNull(),
    categoryName: text('category_name').notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 3, mode: 'string' }).notNull().default('0'),
    amount: total('amount'),
    discount: total('discount'),
  },
  (t) => [
    primaryKey({
      columns: [
        t.merchantId,
        t.storeId,
        t.businessDate,
        t.transactionType,
        t.departmentId,
        t.departmentName,
        t.categoryId,
        t.categoryName,
      ],
    }),
  ],
);

/** Ticket totals by employee and day: employee, tips, commissions and the sales side of labor %. */
export const rollupEmployeeDay = pgTable(
  'rollup_employee_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    employeeId: integer('employee_id').notNull(),
    transactionType: transactionType(),
    ticketCount: counter('ticket_count'),
    guestCount: counter('guest_count'),
    subTotal: total('sub_total'),
    discount: total('discount'),
    priceOverrides: total('price_overrides'),
    tax: total('tax'),
    gratuity: total('gratuity'),
    tip: total('tip'),
    totalAmount: total('total_amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.employeeId, t.transactionType] })],
);

/** Payments by tender and day, with the offline card share. */
export const rollupTenderDay = pgTable(
  'rollup_tender_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    paymentType: text('payment_type').notNull(),
    transactionType: transactionType(),
    paymentCount: counter('payment_count'),
    amount: total('amount'),
    tip: total('tip'),
    offlineCount: counter('offline_count'),
    offlineAmount: total('offline_amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.paymentType, t.transactionType] })],
);

/** Discounts by kind ('line' or 'ticket') and day. */
export const rollupDiscountDay = pgTable(
  'rollup_discount_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    kind: text('kind').$type<'line' | 'ticket'>().notNull(),
    transactionType: transactionType(),
    lineCount: counter('line_count'),
    amount: total('amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.kind, t.transactionType] })],
);

/** Tax by rule and rate and day. */
export const rollupTaxDay = pgTable(
  'rollup_tax_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    ruleName: text('rule_name').notNull(),
    taxRate: numeric('tax_rate', { precision: 7, scale: 4, mode: 'string' }).notNull(),
    transactionType: transactionType(),
    ticketCount: counter('ticket_count'),
    taxAmount: total('tax_amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.ruleName, t.taxRate, t.transactionType] })],
);

/** Ticket totals by device and day. */
export const rollupDeviceDay = pgTable(
  'rollup_device_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    deviceId: integer('device_id').notNull(),
    transactionType: transactionType(),
    ticketCount: counter('ticket_count'),
    subTotal: total('sub_total'),
    discount: total('discount'),
    tax: total('tax'),
    tip: total('tip'),
    totalAmount: total('total_amount'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.deviceId, t.transactionType] })],
);

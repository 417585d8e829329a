import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/*
 * Per-store rollups of the ticket tables (issue 15 §1): the reports read these instead of aggregating millions of
 * lines. db/rollups.ts keeps them: a ticket write adds its tickets' sums in the same transaction, and a rebuild
 * recomputes them from the raw rows. Every rollup keeps the transaction type as a key, so each report decides which
 * types it counts and a rollup never bakes in a report's rule. Keys that may be missing on a ticket (no employee,
 * no item id) are stored as 0 or '' so they can be part of the primary key. No foreign keys: like the ticket child
 * tables they are written in bulk and follow their tickets.
 *
 * The rollups by item and by hour keep a weekly twin (weeks from Sunday, as the reports' presets count them): an item
 * sells, and an hour is busy, on most days of a week, so a week's row holds what up to seven daily rows would, and a
 * long range reads its whole weeks there (modules/reports/facts/report-sql.ts byWeeks).
 */

const merchantId = () => integer('merchant_id').notNull();
const storeId = () => integer('store_id').notNull();
const businessDate = () => date('business_date', { mode: 'string' }).notNull();
const transactionType = () => text('transaction_type').notNull();
/** A sum of money over many tickets: wider than a ticket's numeric(12,2). */
const total = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'string' }).notNull().default('0');
const counter = (name: string) => integer(name).notNull().default(0);
/** The built columns of a rollup's column set, for its primary key (shared by a daily rollup and its weekly twin). */
type TColumnsOf<TColumns extends () => object> = Record<keyof ReturnType<TColumns>, AnyPgColumn>;

/** Ticket totals by business date and hour: the operations summary, hourly sales and the location report. */
const salesHourColumns = () => ({
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
});
const salesHourKey = (t: TColumnsOf<typeof salesHourColumns>) =>
  primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.businessHour, t.transactionType] });
export const rollupSalesHour = pgTable('rollup_sales_hour', salesHourColumns(), (t) => [salesHourKey(t)]);
/** rollup_sales_hour by week (business_date: the week's Sunday): hours over a range of any weekdays. */
export const rollupSalesHourWeek = pgTable('rollup_sales_hour_week', salesHourColumns(), (t) => [salesHourKey(t)]);

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
    /** Net sales (subtotal - discount) of the tickets that carry tax: the taxes report's taxable sales. */
    taxableSales: total('taxable_sales'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.transactionType] })],
);

/** Lines by item as sold and day: item, modifier, donation and non-sales revenue reports (by line type). */
const itemColumns = () => ({
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
});
const itemKey = (t: TColumnsOf<typeof itemColumns>) =>
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
  });
export const rollupItemDay = pgTable('rollup_item_day', itemColumns(), (t) => [itemKey(t)]);
/** rollup_item_day by week (business_date: the week's Sunday). */
export const rollupItemWeek = pgTable('rollup_item_week', itemColumns(), (t) => [itemKey(t)]);

/** Item and modifier lines by department and category as sold (each line its own), and day. */
const categoryColumns = () => ({
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
  /**
   * The lines' shares of their tickets' tax (each ticket's tax split among its lines by net amount), unrounded: the
   * taxes report rounds the sum, so the rollup adds up to exactly what the raw lines do.
   */
  taxShare: numeric('tax_share', { mode: 'string' }).notNull().default('0'),
});
const categoryKey = (t: TColumnsOf<typeof categoryColumns>) =>
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
  });
export const rollupCategoryDay = pgTable('rollup_category_day', categoryColumns(), (t) => [categoryKey(t)]);
/** rollup_category_day by week (business_date: the week's Sunday). */
export const rollupCategoryWeek = pgTable('rollup_category_week', categoryColumns(), (t) => [categoryKey(t)]);

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

/**
 * Discounts by employee (the ticket's), name as rung up ('' on lines written before names were kept), kind ('line' or
 * 'ticket') and day. A ticket has one employee and one business date and its lines are written together, so the
 * distinct tickets of each row add up across days and stores.
 */
export const rollupDiscountDay = pgTable(
  'rollup_discount_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    employeeId: integer('employee_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'line' | 'ticket'>().notNull(),
    transactionType: transactionType(),
    lineCount: counter('line_count'),
    ticketCount: counter('ticket_count'),
    amount: total('amount'),
  },
  (t) => [
    primaryKey({
      columns: [t.merchantId, t.storeId, t.businessDate, t.employeeId, t.name, t.kind, t.transactionType],
    }),
  ],
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

/**
 * Item and modifier lines by item as sold and day, each modifier beside the item it modifies: the category (and item)
 * of a modifier line is its parent item's, its department its own. The item report and the department report's item
 * detail read it; the plain item rollup cannot, since a line keeps no parent's category.
 */
const itemSalesColumns = () => ({
  merchantId: merchantId(),
  storeId: storeId(),
  businessDate: businessDate(),
  transactionType: transactionType(),
  departmentId: integer('department_id').notNull(),
  departmentName: text('department_name').notNull(),
  categoryId: integer('category_id').notNull(),
  categoryName: text('category_name').notNull(),
  itemId: integer('item_id').notNull(),
  itemName: text('item_name').notNull(),
  isModifier: boolean('is_modifier').notNull(),
  modifierId: integer('modifier_id').notNull(),
  modifierName: text('modifier_name').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 3, mode: 'string' }).notNull().default('0'),
  amount: total('amount'),
  discount: total('discount'),
});
const itemSalesKey = (t: TColumnsOf<typeof itemSalesColumns>, table: string) =>
  primaryKey({
    name: `${table}_pk`,
    columns: [
      t.merchantId,
      t.storeId,
      t.businessDate,
      t.transactionType,
      t.departmentId,
      t.departmentName,
      t.categoryId,
      t.categoryName,
      t.itemId,
      t.itemName,
      t.isModifier,
      t.modifierId,
      t.modifierName,
    ],
  });
export const rollupItemSalesDay = pgTable('rollup_item_sales_day', itemSalesColumns(), (t) => [
  itemSalesKey(t, 'rollup_item_sales_day'),
]);
/** rollup_item_sales_day by week (business_date: the week's Sunday). */
export const rollupItemSalesWeek = pgTable('rollup_item_sales_week', itemSalesColumns(), (t) => [
  itemSalesKey(t, 'rollup_item_sales_week'),
]);

/** Payments by the ticket's device and employee, tender and day: the device report's payments and the tips report. */
export const rollupPaymentDay = pgTable(
  'rollup_payment_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    deviceId: integer('device_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    paymentType: text('payment_type').notNull(),
    transactionType: transactionType(),
    paymentCount: counter('payment_count'),
    amount: total('amount'),
    tip: total('tip'),
  },
  (t) => [
    primaryKey({
      columns: [t.merchantId, t.storeId, t.businessDate, t.deviceId, t.employeeId, t.paymentType, t.transactionType],
    }),
  ],
);

/** Item and modifier lines by the ticket's employee and the item as sold (a modifier as its own item), and day. */
const employeeItemColumns = () => ({
  merchantId: merchantId(),
  storeId: storeId(),
  businessDate: businessDate(),
  transactionType: transactionType(),
  employeeId: integer('employee_id').notNull(),
  itemId: integer('item_id').notNull(),
  itemName: text('item_name').notNull(),
  quantity: numeric('quantity', { precision: 16, scale: 3, mode: 'string' }).notNull().default('0'),
  amount: total('amount'),
  discount: total('discount'),
});
const employeeItemKey = (t: TColumnsOf<typeof employeeItemColumns>, table: string) =>
  primaryKey({
    name: `${table}_pk`,
    columns: [t.merchantId, t.storeId, t.businessDate, t.transactionType, t.employeeId, t.itemId, t.itemName],
  });
export const rollupEmployeeItemDay = pgTable('rollup_employee_item_day', employeeItemColumns(), (t) => [
  employeeItemKey(t, 'rollup_employee_item_day'),
]);
/** rollup_employee_item_day by week (business_date: the week's Sunday). */
export const rollupEmployeeItemWeek = pgTable('rollup_employee_item_week', employeeItemColumns(), (t) => [
  employeeItemKey(t, 'rollup_employee_item_week'),
]);

/**
 * Ticket totals by customer and day (issue 16 §2): customer sales, the customer dashboard. Only tickets that name a
 * customer.
 */
export const rollupCustomerDay = pgTable(
  'rollup_customer_day',
  {
    merchantId: merchantId(),
    storeId: storeId(),
    businessDate: businessDate(),
    customerId: integer('customer_id').notNull(),
    transactionType: transactionType(),
    ticketCount: counter('ticket_count'),
    subTotal: total('sub_total'),
    discount: total('discount'),
    tax: total('tax'),
    tip: total('tip'),
    totalAmount: total('total_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.storeId, t.businessDate, t.customerId, t.transactionType] }),
    // A customer's history across the merchant's stores (the customer dashboard's returning customers).
    index('rollup_customer_day_customer_idx').on(t.merchantId, t.customerId, t.businessDate),
  ],
);

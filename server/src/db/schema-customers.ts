import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantRef, money, storeRef, ts } from './columns.ts';
import { tieredPriceLists } from './schema-loyalty.ts';

/*
 * Customers and the money they hold with the merchant (issue 16 §1): customer profiles with their notes and loyalty
 * membership, house accounts (charges on account, payments against them) and gift cards (sold, reloaded, redeemed).
 * Customers belong to the merchant, not to a store: one customer shops at every store of a company. Activity rows
 * (account entries, gift card entries) name the store where they happened and the business date there, like tickets,
 * and point at their ticket when a ticket carried them. Money is numeric(12,2) read as strings.
 */

const businessDate = () => date('business_date', { mode: 'string' }).notNull();

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    /** The CustomerNumber printed on tickets (spec 2 §3). */
    customerNumber: text('customer_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Agreed to marketing e-mail: the bulk e-mail report lists only these. */
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** A loyalty member prices at the merchant's tier price list; null for everyone else (and once it is deleted). */
    loyaltyPriceListId: integer('loyalty_price_list_id').references(() => tieredPriceLists.id, {
      onDelete: 'set null',
    }),
    loyaltyJoinedAt: ts('loyalty_joined_at'),
  },
  (t) => [
    uniqueIndex('customers_merchant_number_idx').on(t.merchantId, t.customerNumber),
    index('customers_merchant_name_idx').on(t.merchantId, t.lastName, t.firstName),
  ],
);

/** What staff wrote about a customer, where and when. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: merchantRef(),
    storeId: storeRef(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Who wrote it, as named then. */
    userName: text('user_name').notNull(),
  },
  (t) => [index('customer_notes_merchant_at_idx').on(t.merchantId, t.createdAt)],
);

/** A customer's account: tickets charged to it raise the balance, payments lower it, up to the credit limit. */
export const houseAccounts = pgTable(
  'house_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accountNumber: text('account_number').notNull(),
    creditLimit: money('credit_limit').notNull(),
    openedAt: ts('opened_at').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('house_accounts_merchant_number_idx').on(t.merchantId, t.accountNumber),
    uniqueIndex('house_accounts_customer_idx').on(t.customerId),
    check('house_accounts_credit_limit_range', sql`${t.creditLimit} between 0 and 999999.99`),
  ],
);

/**
 * One charge or payment on a house account. Amounts are positive; the kind says which way it moves the balance
 * (balance = charges − payments).
 */
export const houseAccountEntries = pgTable(
  'house_account_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: merchantRef(),
    storeId: storeRef(),
    houseAccountId: integer('house_account_id')
      .notNull()
      .references(() => houseAccounts.id),
    kind: text('kind').$type<'charge' | 'payment'>().notNull(),
    amount: money('amount').notNull(),
    at: ts('at').notNull(),
    businessDate: businessDate(),
    ticketId: integer('ticket_id'),
  },
  (t) => [
    index('house_account_entries_account_idx').on(t.houseAccountId, t.at),
    index('house_account_entries_store_date_idx').on(t.merchantId, t.storeId, t.businessDate),
    check('house_account_entries_kind', sql`${t.kind} in ('charge', 'payment')`),
    check('house_account_entries_amount', sql`${t.amount} > 0`),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    cardNumber: text('card_number').notNull(),
    /** Who it was sold to, when known. */
    customerId: integer('customer_id').references(() => customers.id),
    issuedAt: ts('issued_at').notNull(),
  },
  (t) => [uniqueIndex('gift_cards_merchant_number_idx').on(t.merchantId, t.cardNumber)],
);

/**
 * Money onto a card (a sale or a reload: positive) and off it (a redemption: negative). A card's balance is the sum
 * of its entries; the merchant's gift card liability at a date is the sum of every entry up to that date.
 */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: merchantRef(),
    storeId: storeRef(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: text('kind').$type<'sale' | 'reload' | 'redemption'>().notNull(),
    amount: money('amount').notNull(),
    at: ts('at').notNull(),
    businessDate: businessDate(),
    ticketId: integer('ticket_id'),
  },
  (t) => [
    index('gift_card_entries_card_idx').on(t.giftCardId, t.at),
    // A store's liability is every entry up to a date: kind and amount in the index let the gift settlement read it
    // alone, however long the cards' history.
    index('gift_card_entries_store_date_idx').on(t.merchantId, t.storeId, t.businessDate, t.kind, t.amount),
    check('gift_card_entries_kind', sql`${t.kind} in ('sale', 'reload', 'redemption')`),
    check(
      'gift_card_entries_sign',
      sql`(${t.kind} = 'redemption' and ${t.amount} < 0) or (${t.kind} <> 'redemption' and ${t.amount} > 0)`,
    ),
  ],
);

/** Cash taken out of a register drawer to the safe during a shift (the cash manager's drops). */
export const cashDrops = pgTable(
  'cash_drops',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    merchantId: merchantRef(),
    storeId: storeRef(),
    drawerShiftId: bigint('drawer_shift_id', { mode: 'number' }).notNull(),
    deviceId: integer('device_id').notNull(),
    employeeId: integer('employee_id'),
    amount: money('amount').notNull(),
    at: ts('at').notNull(),
    businessDate: businessDate(),
  },
  (t) => [
    index('cash_drops_store_date_idx').on(t.merchantId, t.storeId, t.businessDate),
    index('cash_drops_shift_idx').on(t.drawerShiftId),
    check('cash_drops_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * A store's card settlement batch of a business date, per card source: 'pos' (cards taken at the store: Credit and
 * Debit) and 'commerce' (online-order cards). Counts and sums add up as tickets arrive; the fee is the processor's
 * (a rate on the amount plus a fixed fee per transaction), the net is what the bank deposits on the deposit date.
 */
export const cardBatches = pgTable(
  'card_batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: merchantRef(),
    storeId: storeRef(),
    source: text('source').$type<'pos' | 'commerce'>().notNull(),
    businessDate: businessDate(),
    depositDate: date('deposit_date', { mode: 'string' }).notNull(),
    saleCount: integer('sale_count').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    /** Card sales with their tips, and refunds (positive), both before fees. */
    salesAmount: money('sales_amount').notNull().default('0'),
    tipAmount: money('tip_amount').notNull().default('0'),
    refundAmount: money('refund_amount').notNull().default('0'),
    feeAmount: money('fee_amount').notNull().default('0'),
    /** The processor's batch state: 'open' for today's batch, else 'settled'. */
    status: text('status').$type<'open' | 'settled'>().notNull(),
    batchNumber: smallint('batch_number').notNull(),
  },
  (t) => [
    uniqueIndex('card_batches_store_source_date_idx').on(t.merchantId, t.storeId, t.source, t.businessDate),
    check('card_batches_source', sql`${t.source} in ('pos', 'commerce')`),
  ],
);

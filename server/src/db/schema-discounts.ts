import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchantRef, money, storeRef, ts } from './columns.ts';
import { versionColumn } from './concurrency.ts';

/**
 * A merchant's discounts (spec 2 §3). `version` backs the ConcurrencyChecksum: every write bumps it, and a write
 * carrying an older one is refused. Deleting sets `deleted_at`: tickets may still name the discount.
 */
export const discounts = pgTable(
  'discounts',
  {
    // Ids are given explicitly by the demo data; later inserts draw from a range above it.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** I set item price, A amount, P percent, B promoted amount, Q promoted percent. */
    discountType: text('discount_type').notNull(),
    /** Percent for P, money otherwise; 0 for the promoted kinds. */
    discountAmount: money('discount_amount').notNull().default('0'),
    minimumDiscountAmount: money('minimum_discount_amount').notNull().default('0'),
    /** L item (ticket line), H whole ticket. */
    appliesTo: text('applies_to').notNull(),
    validFor: integer('valid_for').notNull().default(0),
    emailOfferOnly: boolean('email_offer_only').notNull().default(false),
    externalDiscountId: text('external_discount_id').notNull().default(''),
    usedInMailout: boolean('used_in_mailout').notNull().default(false),
    barcodeRangeStart: text('barcode_range_start').notNull().default(''),
    barcodeRangeEnd: text('barcode_range_end').notNull().default(''),
    isApprovalNeeded: boolean('is_approval_needed').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    showOnActivitySummary: boolean('show_on_activity_summary').notNull().default(false),
    isAutoCashDiscount: boolean('is_auto_cash_discount').notNull().default(false),
    version: versionColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    // The list reads live discounts of one merchant by name.
    index('discounts_merchant_live_idx')
      .on(t.merchantId, t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The stores a discount is assigned to (AssignedStores) and whether it is active at each one's POS (AvailableStores). */
export const discountStores = pgTable(
  'discount_stores',
  {
    merchantId: merchantRef(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    storeId: storeRef(),
    isPosActive: boolean('is_pos_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.storeId] }), index('discount_stores_store_idx').on(t.storeId)],
);

/**
 * Per-store payment facts the auto-cash-discount rules read. credit_gateway 9 is the connected-payments gateway
 * (CONNECTED_PAYMENTS_GATEWAY in contracts); a store without a row uses gateway 0 (none) and no surcharge.
 */
export const storePaymentSettings = pgTable(
  'store_payment_settings',
  {
    merchantId: merchantRef(),
    storeId: storeRef().primaryKey(),
    creditGateway: integer('credit_gateway').notNull().default(0),
    ccSurchargeEnabled: boolean('cc_surcharge_enabled').notNull().default(false),
  },
  (t) => [index('store_payment_settings_merchant_idx').on(t.merchantId)],
);

import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchantRef, ts } from './columns.ts';

/**
 * A merchant's POS messages (spec 3 §2.4 and §3). The spec shows only the list's columns and no create flow, so the
 * row keeps exactly those: the stores and recipient as the list shows them, and the author's name as it was when the
 * message was written (a later rename does not rewrite it). The demo has none: the spec's list is always empty.
 */
export const posMessages = pgTable(
  'pos_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    subject: text('subject').notNull(),
    /** The full text; the list shows its beginning. */
    message: text('message').notNull(),
    displayTime: ts('display_time').notNull(),
    /** null: shown until deleted. */
    expiration: ts('expiration'),
    stores: text('stores').notNull(),
    recipient: text('recipient').notNull(),
    createdBy: text('created_by').notNull(),
  },
  // The list reads one merchant's messages by display time (its default order).
  (t) => [index('pos_messages_merchant_display_idx').on(t.merchantId, t.displayTime, t.id)],
);

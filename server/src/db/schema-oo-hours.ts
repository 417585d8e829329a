import type { TDayHours, TOrderEvent } from '@mp/contracts/online-ordering/order-hours';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, stores } from './schema.ts';

/**
 * Online ordering hours (spec 3 §3 window settings): per day and set of fulfillment types the hours orders may be
 * due, published when the merchant publishes them. A record belongs to the merchant and is assigned to at most one
 * store (spec 3 §7.2 createWindowSettings, then assignWindowSettings); a store has at most one.
 */
export const ooWindowSettings = pgTable(
  'oo_window_settings',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The store it is assigned to; null between create and assign. */
    storeId: integer('store_id').references(() => stores.id),
    description: text('description').notNull().default(''),
    dayHours: jsonb('day_hours').$type<TDayHours[]>().notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oo_window_settings_store_idx').on(t.storeId),
    index('oo_window_settings_merchant_idx').on(t.merchantId),
  ],
);

/**
 * A store's special hours (spec 3 §3 event settings): holiday closures and extended hours, each with a date range,
 * the fulfillment types it concerns and whether orders are taken. One record per store.
 */
export const ooEventSettings = pgTable(
  'oo_event_settings',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<TOrderEvent[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oo_event_settings_store_idx').on(t.storeId),
    index('oo_event_settings_merchant_idx').on(t.merchantId),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, stores } from './schema.ts';

/**
 * Online ordering's time settings (spec 3 §3): buffers after opening and before closing, the slot granularity (fixed
 * at 15) and how many days ahead orders may be placed. A record belongs to the merchant and is assigned to at most
 * one store (spec 3 §7.2 createTimeSettings, then assignTimeSettings); a store has at most one.
 */
export const ooTimeSettings = pgTable(
  'oo_time_settings',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The store it is assigned to; null between create and assign. */
    storeId: integer('store_id').references(() => stores.id),
    description: text('description').notNull().default(''),
    bufferOpen: smallint('buffer_open').notNull().default(0),
    bufferClose: smallint('buffer_close').notNull().default(0),
    granularity: smallint('granularity').notNull().default(15),
    maxFutureDays: smallint('max_future_days').notNull().default(7),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oo_time_settings_store_idx').on(t.storeId),
    index('oo_time_settings_merchant_idx').on(t.merchantId),
    check(
      'oo_time_settings_limits',
      sql`${t.bufferOpen} between 0 and 120 and ${t.bufferClose} between 0 and 120 and ${t.maxFutureDays} between 0 and 7`,
    ),
  ],
);

const seconds = (name: string) => integer(name).notNull().default(0);
const offering = (name: string, on = false) => boolean(name).notNull().default(on);

/**
 * A store's fulfillment time settings (spec 3 §3): the durations an order goes through, in seconds, and which
 * fulfillment types it offers. One row per store; a store without one has the defaults (contracts).
 */
export const ooFulfillmentTimeSettings = pgTable('oo_fulfillment_time_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  prepDuration: integer('prep_duration').notNull().default(900),
  queueDuration: seconds('queue_duration'),
  setupDuration: seconds('setup_duration'),
  packagingDuration: seconds('packaging_duration'),
  deliveryDuration: seconds('delivery_duration'),
  cateringPrepDuration: seconds('catering_prep_duration'),
  cateringPackagingDuration: seconds('catering_packaging_duration'),
  cateringDeliveryDuration: seconds('catering_delivery_duration'),
  deliveryPrepDuration: seconds('delivery_prep_duration'),
  deliveryPackagingDuration: seconds('delivery_packaging_duration'),
  offeringCatering: offering('offering_catering'),
  offeringCurbside: offering('offering_curbside'),
  offeringDelivery: offering('offering_delivery'),
  offeringDriveThru: offering('offering_drive_thru'),
  offeringFulfillment: offering('offering_fulfillment', true),
  offeringPickup: offering('offering_pickup', true),
  offeringDineIn: offering('offering_dine_in'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { versionColumn } from './concurrency.ts';
import { merchants, stores } from './schema.ts';

/**
 * A store's configuration (spec 3 §3 "Store configuration") beyond what other tables already hold: the address in
 * its parts and the contacts. The store's name and time zone stay on `stores` (the printed address there is composed
 * from these parts) and its receipt text, phone, QR website and tip suggestions on `store_receipt_settings`, the row
 * the receipt prints; a save writes all three in one transaction. The ConcurrencyChecksum names this row's version
 * and the receipt row's (Company information's receipt info edits that one too).
 */
export const storeConfigurations = pgTable(
  'store_configurations',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    add1: text('add1').notNull().default(''),
    add2: text('add2').notNull().default(''),
    city: text('city').notNull().default(''),
    /** USPS code of a US state or territory. */
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    contName: text('cont_name').notNull().default(''),
    email: text('email').notNull().default(''),
    contPhone: text('cont_phone').notNull().default(''),
    secondaryContName: text('secondary_cont_name').notNull().default(''),
    secondaryEmail: text('secondary_email').notNull().default(''),
    secondaryContPhone: text('secondary_cont_phone').notNull().default(''),
    /**
     * Set when a save changed address line 1 (UpdateStoreCoordinates): the store's map position is to be looked up
     * again. This installation has no geocoder, so the request is kept for one to pick up.
     */
    coordinatesRequestedAt: timestamp('coordinates_requested_at', { withTimezone: true }),
    version: versionColumn(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId] })],
);

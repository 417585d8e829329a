import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { versionColumn } from './concurrency.ts';
import { merchants, stores } from './schema.ts';

/**
 * A store's alert subscriptions (spec 3 §2.4, §3): the four switchable alerts with their percent thresholds (the
 * fifth is always subscribed and kept nowhere). A store without a row subscribes to none of the four. An alert that
 * is on always has a threshold; an off one may keep the last valid one.
 */
export const storeAlerts = pgTable(
  'store_alerts',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    salesOn: boolean('sales_on').notNull().default(false),
    salesThreshold: smallint('sales_threshold'),
    priceOn: boolean('price_on').notNull().default(false),
    priceThreshold: smallint('price_threshold'),
    discountOn: boolean('discount_on').notNull().default(false),
    discountThreshold: smallint('discount_threshold'),
    marketingOn: boolean('marketing_on').notNull().default(false),
    marketingThreshold: smallint('marketing_threshold'),
    version: versionColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.storeId] }),
    check(
      'store_alerts_thresholds',
      sql`${t.salesThreshold} between 1 and 25 and ${t.priceThreshold} between 1 and 25
          and ${t.discountThreshold} between 1 and 25 and ${t.marketingThreshold} between 1 and 25`,
    ),
    check(
      'store_alerts_on_has_threshold',
      sql`(not ${t.salesOn} or ${t.salesThreshold} is not null) and (not ${t.priceOn} or ${t.priceThreshold} is not null)
          and (not ${t.discountOn} or ${t.discountThreshold} is not null)
          and (not ${t.marketingOn} or ${t.marketingThreshold} is not null)`,
    ),
  ],
);

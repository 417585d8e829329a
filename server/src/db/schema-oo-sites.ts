import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TDayHours } from '@mp/contracts/online-ordering/operating-hours';
import { merchantRef, money, storeRef, ts } from './columns.ts';

/**
 * A store's online-ordering site (spec 3 §3 Site, Store operating hours, Store status record, Provisioning): its map
 * position, status and lock, web domain name, operating hours and the shopping-cart set's `minimumdeliveryamount`.
 * One row per store; the name, address, phone and time zone stay where Store configuration keeps them. The domain
 * name is unique across all merchants (case aside): it is the /s/{site} part of a public web address.
 */
export const ooSites = pgTable(
  'oo_sites',
  {
    storeId: storeRef().primaryKey(),
    merchantId: merchantRef(),
    // Degrees as a map service gives them; not money, so floating point is what they are.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Spec 3 §4: Accept, Busy or Not; null before a status was ever set. */
    status: text('status'),
    /** Spec 3 §3: true means the store accepts no orders (offline). */
    locked: boolean('locked').notNull().default(false),
    uriName: text('uri_name'),
    /** Seven days, 0 Sunday to 6 (contracts/online-ordering/operating-hours.ts). */
    hours: jsonb('hours').$type<TDayHours[]>().notNull(),
    minimumDeliveryAmount: money('minimum_delivery_amount'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [uniqueIndex('oo_sites_uri_name_idx').on(sql`lower(${t.uriName})`)],
);

/**
 * The company's online-ordering provisioning (spec 3 §3 Provisioning): its web domain name, the /m/{company} part
 * of every site's address, unique across all merchants; one per merchant (company level, no store).
 */
export const ooCompanyProvisioning = pgTable(
  'oo_company_provisioning',
  {
    merchantId: merchantRef().primaryKey(),
    uriName: text('uri_name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [uniqueIndex('oo_company_provisioning_uri_name_idx').on(sql`lower(${t.uriName})`)],
);

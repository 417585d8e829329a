import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantRef, storeRef } from './columns.ts';
import { versionColumn } from './concurrency.ts';
import { devices } from './schema-devices.ts';

/**
 * A merchant's revenue centres (spec 3 §2.4, §3): a named group of stores, and of their order modes and devices, that
 * reports split sales by. The name is unique per merchant without case.
 */
export const revenueCenters = pgTable(
  'revenue_centers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    externalId: text('external_id').notNull().default(''),
    version: versionColumn(),
  },
  (t) => [uniqueIndex('revenue_centers_merchant_name_idx').on(t.merchantId, sql`upper(${t.name})`)],
);

/** The stores a centre spans; its order modes and devices hang off these rows (deleted with them). */
export const revenueCenterStores = pgTable(
  'revenue_center_stores',
  {
    merchantId: merchantRef(),
    revenueCenterId: integer('revenue_center_id')
      .notNull()
      .references(() => revenueCenters.id, { onDelete: 'cascade' }),
    storeId: storeRef(),
  },
  (t) => [
    primaryKey({ columns: [t.revenueCenterId, t.storeId] }),
    index('revenue_center_stores_store_idx').on(t.merchantId, t.storeId),
  ],
);

/**
 * An order mode of a store that a centre takes. The unique index is the rule that an order mode of a store belongs to
 * at most one centre: two saves racing for it cannot both win.
 */
export const revenueCenterOrderModes = pgTable(
  'revenue_center_order_modes',
  {
    merchantId: merchantRef(),
    revenueCenterId: integer('revenue_center_id').notNull(),
    storeId: storeRef(),
    /** contracts ORDER_MODE. */
    orderModeId: smallint('order_mode_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.revenueCenterId, t.storeId, t.orderModeId] }),
    uniqueIndex('revenue_center_order_modes_store_mode_idx').on(t.merchantId, t.storeId, t.orderModeId),
    foreignKey({
      name: 'revenue_center_order_modes_store_fk',
      columns: [t.revenueCenterId, t.storeId],
      foreignColumns: [revenueCenterStores.revenueCenterId, revenueCenterStores.storeId],
    }).onDelete('cascade'),
    check('revenue_center_order_modes_known', sql`${t.orderModeId} between 1 and 5`),
  ],
);

/** A device of a store that a centre takes; the unique index keeps a device in at most one centre. */
export const revenueCenterDevices = pgTable(
  'revenue_center_devices',
  {
    merchantId: merchantRef(),
    revenueCenterId: integer('revenue_center_id').notNull(),
    storeId: storeRef(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
  },
  (t) => [
    primaryKey({ columns: [t.revenueCenterId, t.deviceId] }),
    uniqueIndex('revenue_center_devices_device_idx').on(t.deviceId),
    foreignKey({
      name: 'revenue_center_devices_store_fk',
      columns: [t.revenueCenterId, t.storeId],
      foreignColumns: [revenueCenterStores.revenueCenterId, revenueCenterStores.storeId],
    }).onDelete('cascade'),
  ],
);

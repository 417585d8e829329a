import type { TCapacityWeek } from '@mp/contracts/online-ordering/capacity';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantRef, ts } from './columns.ts';
import { stores } from './schema.ts';

/**
 * Online ordering capacity settings (spec 3 §3): for each weekday the intervals and how many orders may be due in
 * each. A record is created for the merchant, then assigned to a store (spec 3 §7.2 createCapacitySettings, then
 * assignCapacitySettings): store_id stays null until then, and a store has at most one.
 */
export const ooCapacitySettings = pgTable(
  'oo_capacity_settings',
  {
    /** A uuid, as the spec's records are named. */
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    storeId: integer('store_id').references(() => stores.id),
    description: text('description').notNull().default(''),
    /** Monday … Sunday, each a list of { startTime 'HH:MM', endTime, capacities { OrderCount } }. */
    week: jsonb('week').$type<TCapacityWeek>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('oo_capacity_settings_store_idx').on(t.storeId),
    index('oo_capacity_settings_merchant_idx').on(t.merchantId),
  ],
);

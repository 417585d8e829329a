import { boolean, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { TTipSuggestion } from '@mp/contracts/online-ordering/tipping';
import { ts } from './columns.ts';
import { merchants, stores } from './schema.ts';

/**
 * A store's online-ordering tip settings (spec 3 §3): the switch and the three suggestions. One row per store; a store
 * without one has the defaults (off; 15, 18, 20 percent).
 */
export const ooTipSettings = pgTable('oo_tip_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  enabled: boolean('enabled').notNull().default(false),
  suggestions: jsonb('suggestions').$type<TTipSuggestion[]>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

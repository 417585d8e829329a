import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { merchants, stores } from './schema.ts';

/**
 * A company's online-ordering configuration settings (spec 3 §7.2 setConfigurationSettings): key/value pairs within a
 * configuration set, such as the item-level special instructions of HEC-FRONTEND-CUSTOMIZATION. A key never saved
 * has its default.
 */
export const ooConfigurationSettings = pgTable(
  'oo_configuration_settings',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    configurationSetId: text('configuration_set_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.configurationSetId, t.key] })],
);

/** Whether a store's online menu shows its popular items (spec 3 §3); off until switched on. */
export const ooPopularItemsSettings = pgTable('oo_popular_items_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

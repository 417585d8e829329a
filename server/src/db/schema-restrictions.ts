import type { TTimeWindow } from '@mp/contracts/time-windows';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantRef } from './columns.ts';
import { versionColumn } from './concurrency.ts';
import { itemCategories, items } from './schema-menu.ts';

/**
 * Sale restrictions the POS enforces (issue 21 item 4): a minimum age with an optional ID-check prompt, and windows
 * of the week (store time, `TimeWindows` of contracts/time-windows.ts, kept whole as the form sends them) when the
 * items may not be sold. The name is unique per merchant without case.
 */
export const restrictions = pgTable(
  'restrictions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    minimumAge: smallint('minimum_age'),
    requireIdCheck: boolean('require_id_check').notNull().default(false),
    timeWindows: jsonb('time_windows').$type<TTimeWindow[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('restrictions_merchant_name_idx').on(t.merchantId, sql`upper(${t.name})`),
    check('restrictions_minimum_age', sql`${t.minimumAge} is null or ${t.minimumAge} between 1 and 99`),
  ],
);

/** The items a restriction applies to directly. */
export const restrictionItems = pgTable(
  'restriction_items',
  {
    merchantId: merchantRef(),
    restrictionId: integer('restriction_id')
      .notNull()
      .references(() => restrictions.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.restrictionId, t.itemId] }), index('restriction_items_item_idx').on(t.itemId)],
);

/** The categories a restriction applies to: every item of the category is restricted. */
export const restrictionCategories = pgTable(
  'restriction_categories',
  {
    merchantId: merchantRef(),
    restrictionId: integer('restriction_id')
      .notNull()
      .references(() => restrictions.id, { onDelete: 'cascade' }),
    itemCategoryId: integer('item_category_id')
      .notNull()
      .references(() => itemCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.restrictionId, t.itemCategoryId] }),
    index('restriction_categories_category_idx').on(t.itemCategoryId),
  ],
);

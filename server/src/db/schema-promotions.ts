import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchantRef, money } from './columns.ts';
import { versionColumn } from './concurrency.ts';
import { stores } from './schema.ts';
import { eventSchedules } from './schema-event-schedules.ts';
import { itemCategories, items } from './schema-menu.ts';

/**
 * Promotions (issue 21 item 6): time-bound price rules of the merchant's catalogue. `kind` is PercentOff, AmountOff
 * or SetPrice (contracts/promotions.ts) and `value` its percent or amount; the time is either an event schedule
 * (whose delete is refused while a promotion names it) or a date range, never both. The name is unique per merchant
 * without case.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    value: money('value').notNull(),
    eventScheduleId: integer('event_schedule_id').references(() => eventSchedules.id),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('promotions_merchant_name_idx').on(t.merchantId, sql`upper(${t.name})`),
    index('promotions_event_schedule_idx').on(t.eventScheduleId),
    check('promotions_kind', sql`${t.kind} in ('PercentOff', 'AmountOff', 'SetPrice')`),
    check(
      'promotions_timing',
      sql`(${t.eventScheduleId} is not null and ${t.startDate} is null and ${t.endDate} is null)
        or (${t.eventScheduleId} is null and ${t.startDate} is not null and ${t.endDate} is not null
          and ${t.startDate} <= ${t.endDate})`,
    ),
  ],
);

/** The items a promotion applies to directly (the row goes with a deleted item, as a restriction's does). */
export const promotionItems = pgTable(
  'promotion_items',
  {
    merchantId: merchantRef(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.itemId] }), index('promotion_items_item_idx').on(t.itemId)],
);

/** The categories a promotion applies to: every item of the category is promoted. */
export const promotionCategories = pgTable(
  'promotion_categories',
  {
    merchantId: merchantRef(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    itemCategoryId: integer('item_category_id')
      .notNull()
      .references(() => itemCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.itemCategoryId] }),
    index('promotion_categories_category_idx').on(t.itemCategoryId),
  ],
);

/** The stores a promotion runs in. */
export const promotionStores = pgTable(
  'promotion_stores',
  {
    merchantId: merchantRef(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.storeId] }), index('promotion_stores_store_idx').on(t.storeId)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { itemVariations, items } from './schema-menu.ts';
import { merchants } from './schema.ts';
import { versionColumn } from './concurrency.ts';

/** A merchant's loyalty tier price list (spec 2 §3). The screen edits one per merchant, so the merchant is unique. */
export const tieredPriceLists = pgTable(
  'tiered_price_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name').notNull(),
    /**
     * Backs the list's ConcurrencyChecksum (db/concurrency.ts): a save of the name or of any member price bumps it,
     * so the screen's save is refused when anyone saved the list since it was loaded.
     */
    version: versionColumn(),
  },
  (t) => [uniqueIndex('tiered_price_lists_merchant_idx').on(t.merchantId)],
);

/**
 * A member's price on the list: an item master (item_variation_id null) or one of its variations. Members the list
 * has no row for show a null price-list price; a row whose price is cleared keeps null too.
 */
export const tieredPriceListMembers = pgTable(
  'tiered_price_list_members',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    tieredPriceListId: integer('tiered_price_list_id')
      .notNull()
      .references(() => tieredPriceLists.id, { onDelete: 'cascade' }),
    /** MemberType of spec 2 §3: 0 item, 1 item variation, 2 modifier, 3 modifier variation. */
    memberType: smallint('member_type').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    itemVariationId: integer('item_variation_id').references(() => itemVariations.id, { onDelete: 'cascade' }),
    retailPriceVariationGroupId: integer('retail_price_variation_group_id'),
    priceListPrice: numeric('price_list_price', { precision: 12, scale: 2, mode: 'string' }),
  },
  (t) => [
    // One row per member: a missing variation counts as 0, so item-level rows are unique too.
    uniqueIndex('tiered_price_list_members_member_idx').on(
      t.tieredPriceListId,
      t.itemId,
      sql`coalesce(${t.itemVariationId}, 0)`,
    ),
    index('tiered_price_list_members_merchant_idx').on(t.merchantId),
    check('tiered_price_list_members_price_range', sql`${t.priceListPrice} between 0 and 999999.99`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchantRef, money, ts } from './columns.ts';
import { versionColumn } from './concurrency.ts';
import { stores } from './schema.ts';

/** Ids from an identity; demo data gives its own below 100000. */
const idColumn = (name: string) => integer(name).primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 });

export const departments = pgTable(
  'departments',
  {
    id: idColumn('id'),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    /** Backs the department's ConcurrencyChecksum (db/concurrency.ts): a rename or delete names the version it read. */
    version: versionColumn(),
  },
  (t) => [index('departments_merchant_idx').on(t.merchantId)],
);

export const taxCategories = pgTable(
  'tax_categories',
  {
    id: idColumn('id'),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    /** Percent, e.g. 8.875. */
    rate: numeric('rate', { precision: 7, scale: 4, mode: 'string' }).notNull().default('0'),
    /** The one a new item starts with. */
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('tax_categories_merchant_idx').on(t.merchantId)],
);

/** Kitchen routing (printer) groups. */
export const printerGroups = pgTable(
  'printer_groups',
  {
    id: idColumn('id'),
    merchantId: merchantRef(),
    name: text('name').notNull(),
  },
  (t) => [index('printer_groups_merchant_idx').on(t.merchantId)],
);

export const tags = pgTable(
  'tags',
  {
    id: idColumn('id'),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    /** Backs the tag's ConcurrencyChecksum (db/concurrency.ts). */
    version: versionColumn(),
  },
  (t) => [index('tags_merchant_idx').on(t.merchantId)],
);

export const itemCategories = pgTable(
  'item_categories',
  {
    id: idColumn('id'),
    merchantId: merchantRef(),
    /** Stored uppercased, at most 20 characters. */
    name: text('name').notNull(),
    /** Hex without '#', one of the 12 presets, or null for none. */
    displayColor: text('display_color'),
    departmentId: integer('department_id').references(() => departments.id),
    sortOrder: integer('sort_order').notNull().default(0),
    parentItemCategoryId: integer('parent_item_category_id'),
    /** Backs the category's ConcurrencyChecksum (db/concurrency.ts). */
    version: versionColumn(),
  },
  (t) => [
    index('item_categories_merchant_idx').on(t.merchantId),
    uniqueIndex('item_categories_merchant_name_idx').on(t.merchantId, sql`upper(${t.name})`),
  ],
);

export const itemCategoryTags = pgTable(
  'item_category_tags',
  {
    merchantId: merchantRef(),
    itemCategoryId: integer('item_category_id')
      .notNull()
      .references(() => itemCategories.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemCategoryId, t.tagId] })],
);

/** The item master: menu items, modifiers (item_type M) and items that are both (B). */
export const items = pgTable(
  'items',
  {
    id: idColumn('id'),
    merchantId: merchantRef(),
    itemName: text('item_name').notNull(),
    description: text('description').notNull().default(''),
    /** The POS's item number (SKU), printed on tickets. */
    itemNumber: text('item_number'),
    isSellable: boolean('is_sellable').notNull().default(true),
    isFavorite: boolean('is_favorite').notNull().default(false),
    itemCategoryId: integer('item_category_id').references(() => itemCategories.id),
    printPriority: integer('print_priority').notNull().default(0),
    /** I item, M modifier, B both. */
    itemType: text('item_type').$type<'I' | 'M' | 'B'>().notNull().default('I'),
    /** 1 each, 2 weight. */
    soldBy: smallint('sold_by').notNull().default(1),
    /** EACH or LB. */
    stockingUnit: text('stocking_unit').$type<'EACH' | 'LB'>().notNull().default('EACH'),
    retailPrice: money('retail_price').notNull().default('0'),
    taxCategoryId: integer('tax_category_id').references(() => taxCategories.id),
    promptForPrice: boolean('prompt_for_price').notNull().default(false),
    printerGroupId: integer('printer_group_id').references(() => printerGroups.id),
    isMenuItem: boolean('is_menu_item').notNull().default(true),
    isModifier: boolean('is_modifier').notNull().default(false),
    isAodDeliveryPartnerFee: boolean('is_aod_delivery_partner_fee').notNull().default(false),
    /** Spec 3 §3 Fee item template: 5 for an online-ordering fee's sales item; null for every other item. */
    itemMasterType: smallint('item_master_type'),
    /** Spec 3 §3 IsAODFee: the sales item of an online-ordering fee (oo_fees), written only through the fees service. */
    isAodFee: boolean('is_aod_fee').notNull().default(false),
    /** Charge items (delivery fees, service charges) live outside the menu and its categories. */
    isChargeItem: boolean('is_charge_item').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Backs the item's ConcurrencyChecksum (db/concurrency.ts): every write of the item bumps it. */
    version: versionColumn(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('items_merchant_name_idx').on(t.merchantId, sql`lower(${t.itemName})`),
    index('items_category_idx').on(t.itemCategoryId),
  ],
);

/** Sizes and other price variations of an item (tier pricing lists them as Item Variation / Modifier Variation). */
export const itemVariations = pgTable(
  'item_variations',
  {
    id: idColumn('id'),
    merchantId: merchantRef(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** The variation group (e.g. Size) the price belongs to. */
    retailPriceVariationGroupId: integer('retail_price_variation_group_id').notNull().default(0),
    name: text('name').notNull(),
    retailPrice: money('retail_price').notNull(),
  },
  (t) => [index('item_variations_item_idx').on(t.itemId), index('item_variations_merchant_idx').on(t.merchantId)],
);

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: idColumn('id'),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    minSelections: smallint('min_selections').notNull().default(0),
    maxSelections: smallint('max_selections').notNull().default(1),
    /** The cashier must choose at least min_selections (contracts/modifiers.ts holds the POS rules). */
    isRequired: boolean('is_required').notNull().default(false),
    /** The POS opens the prompt by itself when the item is rung up; otherwise the cashier opens it. */
    isForced: boolean('is_forced').notNull().default(false),
    /** Backs the group's ConcurrencyChecksum (db/concurrency.ts). */
    version: versionColumn(),
  },
  (t) => [index('modifier_groups_merchant_idx').on(t.merchantId)],
);

/** The modifiers (items of type M or B) a group offers. */
export const modifierGroupItems = pgTable(
  'modifier_group_items',
  {
    merchantId: merchantRef(),
    modifierGroupId: integer('modifier_group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Chosen for the cashier when the prompt opens. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.modifierGroupId, t.itemId] })],
);

/** Which modifier groups an item asks for at the POS. */
export const itemModifierGroups = pgTable(
  'item_modifier_groups',
  {
    merchantId: merchantRef(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    modifierGroupId: integer('modifier_group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.modifierGroupId] })],
);

/**
 * An item's availability at one store. A missing row means the defaults: in stock, active at the POS and available
 * online.
 */
export const itemStoreAvailability = pgTable(
  'item_store_availability',
  {
    merchantId: merchantRef(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    isInStock: boolean('is_in_stock').notNull().default(true),
    isPosActive: boolean('is_pos_active').notNull().default(true),
    isAvailableOnline: boolean('is_available_online').notNull().default(true),
    /** Backs the row's ConcurrencyChecksum (db/concurrency.ts); a row not stored yet reads as version 0. */
    version: versionColumn(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.itemId] }), index('item_store_availability_item_idx').on(t.itemId)],
);

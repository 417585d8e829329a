import { AVAILABLE, type TItem, type TItemSortColumn, type TSoldBy } from '@mp/contracts/menu-items';
import { and, asc, count, eq, inArray, isNull, ne, not, type SQL, sql } from 'drizzle-orm';
import { checksumColumn, nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import {
  departments,
  itemCategories,
  itemCategoryTags,
  items,
  itemStoreAvailability,
  printerGroups,
  tags,
  taxCategories,
} from '../../db/schema.ts';
import { sortTerms, type TListSort } from '../../db/list-sort.ts';
import { perDbVariant } from '../../db/prepared.ts';
import {
  merchantKey,
  merchantOf,
  ofMerchant,
  ofStore,
  PREPARED_SCOPE,
  type TMerchantScope,
  type TPreparedScope,
  type TTenantScope,
  type TViewScope,
  viewParams,
} from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TReader = TDb | TTx;

// Categories, lookups and items are the merchant's (TMerchantScope): company view and store view see the same menu.
// Only the item list and detail take the view (TViewScope), whose store decides what an item's Available says.

/** Menu items as the lists show them: not deleted, not charge items (modifiers included). */
const listedItem = (scope: TTenantScope | TPreparedScope) =>
  and(ofMerchant(items, scope), not(items.isDeleted), not(items.isChargeItem));

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- categories -------------------------------------------------------------------------------------------------

export type TCategoryRow = typeof itemCategories.$inferSelect & { tagIds: number[]; itemCount: number };

/** The merchant's categories in display order, with their tag ids and live item counts; `search` filters by name. */
export async function merchantCategories(db: TReader, scope: TMerchantScope, search = ''): Promise<TCategoryRow[]> {
  const tagIds = sql<number[]>`coalesce((select array_agg(t.tag_id order by t.tag_id) from ${itemCategoryTags} t
      where t.item_category_id = item_categories.id and ${merchantOf('t', scope)}), '{}')`;
  const itemCount = sql<number>`(select count(*)::int from ${items} i where i.item_category_id = item_categories.id
      and ${merchantOf('i', scope)} and not i.is_deleted and not i.is_charge_item)`;
  const rows = await db
    .select({ category: itemCategories, tagIds, itemCount })
    .from(itemCategories)
    .where(
      and(
        ofMerchant(itemCategories, scope),
        search ? sql`${itemCategories.name} ilike ${likePattern(search)}` : undefined,
      ),
    )
    .orderBy(asc(itemCategories.sortOrder), asc(itemCategories.name), asc(itemCategories.id));
  return rows.map((r) => ({ ...r.category, tagIds: r.tagIds, itemCount: r.itemCount }));
}

/** Id and name of every listed item of the merchant that has a category, for GetCategoriesAndItems. */
export const categorizedItems = (db: TReader, scope: TMerchantScope) =>
  db
    .select({ id: items.id, name: items.itemName, categoryId: items.itemCategoryId })
    .from(items)
    .where(listedItem(scope))
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id));

/** The merchant's category with that id, or null (another merchant's alike). */
export async function categoryOfMerchant(db: TReader, scope: TMerchantScope, categoryId: number) {
  const [row] = await db
    .select()
    .from(itemCategories)
    .where(and(ofMerchant(itemCategories, scope), eq(itemCategories.id, categoryId)));
  return row ?? null;
}

/** Another category of the merchant with the same name (names are compared uppercased, as stored). */
export async function categoryNameTaken(
  db: TReader,
  scope: TMerchantScope,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: itemCategories.id })
    .from(itemCategories)
    .where(
      and(
        ofMerchant(itemCategories, scope),
        sql`upper(${itemCategories.name}) = upper(${name})`,
        exceptId ? ne(itemCategories.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export type TCategoryValues = {
  name: string;
  displayColor: string | null;
  departmentId: number | null;
  sortOrder: number;
  parentItemCategoryId: number | null;
};

export async function insertCategory(tx: TTx, scope: TMerchantScope, values: TCategoryValues): Promise<number> {
  const [row] = await tx
    .insert(itemCategories)
    .values({ ...merchantKey(scope), ...values })
    .returning({ id: itemCategories.id });
  return row!.id;
}

/**
 * Writes the merchant's category only if it still has `version` (the one its ConcurrencyChecksum named), bumping it.
 * The new version, or null when another save came first (or there is no such category): nothing was written.
 */
export async function updateCategory(
  tx: TTx,
  scope: TMerchantScope,
  id: number,
  version: number,
  values: TCategoryValues,
): Promise<number | null> {
  const [row] = await tx
    .update(itemCategories)
    .set({ ...values, version: nextVersion(itemCategories.version) })
    .where(and(ofMerchant(itemCategories, scope), eq(itemCategories.id, id), eq(itemCategories.version, version)))
    .returning({ version: itemCategories.version });
  return row?.version ?? null;
}

/** The category's tag names, sorted and comma-separated ('' without tags): how the change log shows its tags. */
export async function categoryTagNames(db: TReader, scope: TMerchantScope, categoryId: number): Promise<string> {
  const rows = await db
    .select({ name: tags.name })
    .from(itemCategoryTags)
    .innerJoin(tags, and(eq(tags.id, itemCategoryTags.tagId), eq(tags.merchantId, itemCategoryTags.merchantId)))
    .where(and(ofMerchant(itemCategoryTags, scope), eq(itemCategoryTags.itemCategoryId, categoryId)))
    .orderBy(asc(tags.name));
  return rows.map((r) => r.name).join(', ');
}

/** Replaces the category's tag assignments; the caller has checked the tags are the merchant's. */
export async function replaceCategoryTags(
  tx: TTx,
  scope: TMerchantScope,
  categoryId: number,
  tagIds: readonly number[],
) {
  await tx
    .delete(itemCategoryTags)
    .where(and(ofMerchant(itemCategoryTags, scope), eq(itemCategoryTags.itemCategoryId, categoryId)));
  if (tagIds.length > 0)
    await tx
      .insert(itemCategoryTags)
      .values(tagIds.map((tagId) => ({ ...merchantKey(scope), itemCategoryId: categoryId, tagId })));
}

// ---- lookups ----------------------------------------------------------------------------------------------------

export const merchantDepartments = (db: TReader, scope: TMerchantScope) =>
  db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(ofMerchant(departments, scope))
    .orderBy(asc(departments.name), asc(departments.id));

export const merchantTags = (db: TReader, scope: TMerchantScope) =>
  db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(ofMerchant(tags, scope))
    .orderBy(asc(tags.name), asc(tags.id));

export const activeTaxCategories = (db: TReader, scope: TMerchantScope) =>
  db
    .select({ id: taxCategories.id, name: taxCategories.name, isDefault: taxCategories.isDefault })
    .from(taxCategories)
    .where(and(ofMerchant(taxCategories, scope), eq(taxCategories.isActive, true)))
    .orderBy(asc(taxCategories.name), asc(taxCategories.id));

export const merchantPrinterGroups = (
  db: TReader,
  scope: TMerchantScope,
  options: { search: string; descending: boolean; limit: number },
) =>
  db
    .select({ id: printerGroups.id, name: printerGroups.name })
    .from(printerGroups)
    .where(
      and(
        ofMerchant(printerGroups, scope),
        options.search ? sql`${printerGroups.name} ilike ${likePattern(options.search)}` : undefined,
      ),
    )
    .orderBy(options.descending ? sql`lower(${printerGroups.name}) desc` : sql`lower(${printerGroups.name}) asc`)
    .limit(options.limit);

type TOwnedTable = typeof departments | typeof tags | typeof printerGroups | typeof itemCategories;

/** Which of `ids` belong to the merchant in `table` (departments, tags, printer groups, categories). */
export async function ownedIds(
  db: TReader,
  table: TOwnedTable,
  scope: TMerchantScope,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(ofMerchant(table, scope), inArray(table.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export async function isActiveTaxCategory(db: TReader, scope: TMerchantScope, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: taxCategories.id })
    .from(taxCategories)
    .where(and(ofMerchant(taxCategories, scope), eq(taxCategories.id, id), eq(taxCategories.isActive, true)));
  return row !== undefined;
}

// ---- items ------------------------------------------------------------------------------------------------------

const itemColumns = {
  ItemMasterId: items.id,
  ItemName: items.itemName,
  Description: items.description,
  IsSellable: items.isSellable,
  IsFavorite: items.isFavorite,
  ItemCategoryId: items.itemCategoryId,
  CategoryName: itemCategories.name,
  PrintPriority: items.printPriority,
  ItemType: items.itemType,
  SoldBy: sql<TSoldBy>`${items.soldBy}`,
  StockingUnit: items.stockingUnit,
  RetailPrice: items.retailPrice,
  TaxCategoryId: items.taxCategoryId,
  TaxCategoryName: taxCategories.name,
  PromptForPrice: items.promptForPrice,
  PrinterGroupId: items.printerGroupId,
  PrinterGroupName: printerGroups.name,
  ItemNumber: sql<string>`coalesce(${items.itemNumber}, '')`,
  IsMenuItem: items.isMenuItem,
  IsModifier: items.isModifier,
  IsAODDeliveryPartnerFee: items.isAodDeliveryPartnerFee,
  ConcurrencyChecksum: checksumColumn(items.version),
  // A missing availability row (and every row in company view, which joins none) means in stock and POS active.
  Available: sql<TItem['Available']>`case when ${items.isSellable}
      and coalesce(${itemStoreAvailability.isInStock}, true)
      and coalesce(${itemStoreAvailability.isPosActive}, true) then ${AVAILABLE.yes} else ${AVAILABLE.no} end`,
};

/**
 * The view's availability row of each item: the store's own; the company view has no store to be out of stock at,
 * so it joins none and sellable means available.
 */
const availabilityOf = (scope: TViewScope) =>
  and(
    eq(itemStoreAvailability.itemId, items.id),
    scope.kind === 'store' ? ofStore(itemStoreAvailability, scope) : sql`false`,
  );

/** Items with their category, tax, printer group and the view's availability joined in. */
const selectItems = (db: TReader, scope: TViewScope) =>
  db
    .select(itemColumns)
    .from(items)
    .leftJoin(itemCategories, and(eq(itemCategories.id, items.itemCategoryId), ofMerchant(itemCategories, scope)))
    .leftJoin(taxCategories, and(eq(taxCategories.id, items.taxCategoryId), ofMerchant(taxCategories, scope)))
    .leftJoin(printerGroups, and(eq(printerGroups.id, items.printerGroupId), ofMerchant(printerGroups, scope)))
    .leftJoin(itemStoreAvailability, availabilityOf(scope));

export type TItemsFilter = {
  categoryId: number | null | 'all';
  search: string;
  limit: number;
  offset: number;
  /** The list's order; name ascending when absent. */
  sort?: TListSort<TItemSortColumn>;
};

const BY_NAME: TListSort<TItemSortColumn> = { column: 'ItemName', direction: 'ASC' };

/**
 * What each sort column orders by. The category's name is read per row (a merchant lists hundreds of items, not
 * millions); uncategorized items sort as an empty name so they lead ascending and trail descending.
 */
const ITEM_SORT_EXPRESSIONS: { [C in TItemSortColumn]: (scope: TPreparedScope) => SQL } = {
  ItemName: () => sql`lower(${items.itemName})`,
  ItemNumber: () => sql`lower(coalesce(${items.itemNumber}, ''))`,
  CategoryName: (scope) => sql`coalesce((select lower(c.name) from ${itemCategories} c
      where c.id = ${items.itemCategoryId} and ${merchantOf('c', scope)}), '')`,
  RetailPrice: () => sql`${items.retailPrice}`,
};

/**
 * Which conditions a page of the list needs. Each shape is its own prepared statement with only its own conditions:
 * one statement whose parameters switched conditions on and off (`$1::boolean or …`) made PostgreSQL plan it anew on
 * every call, which cost twice its execution (bench:reads); a statement without such switches keeps its generic plan.
 */
type TItemsShape = { category: 'all' | 'none' | 'one'; search: boolean; sort: TListSort<TItemSortColumn> };

const shapeKey = (shape: TItemsShape) =>
  `${shape.category}${shape.search ? '_search' : ''}_${shape.sort.column}_${shape.sort.direction}`;

const shapeOf = (filter: TItemsFilter): TItemsShape => ({
  category: filter.categoryId === 'all' ? 'all' : filter.categoryId === null ? 'none' : 'one',
  search: filter.search !== '',
  sort: filter.sort ?? BY_NAME,
});

const countShapeKey = (shape: TItemsShape) => shapeKey({ ...shape, sort: BY_NAME });

/** The filter of the items list on a prepared query's parameters: a category (or none, or all) and a search. */
const itemsMatch = (scope: TPreparedScope, shape: TItemsShape) => {
  const pattern = sql.placeholder('pattern');
  return and(
    listedItem(scope),
    shape.category === 'none' ? isNull(items.itemCategoryId) : undefined,
    shape.category === 'one' ? eq(items.itemCategoryId, sql.placeholder('categoryId')) : undefined,
    shape.search
      ? sql`(${items.itemName} ilike ${pattern} or ${items.itemNumber} ilike ${pattern}
      or ${items.description} ilike ${pattern} or exists (select 1 from ${itemCategories} c
        where c.id = ${items.itemCategoryId} and ${merchantOf('c', scope)} and c.name ilike ${pattern}))`
      : undefined,
  );
};

/**
 * One page of the list and the number of matches in one prepared statement per shape (the grid calls it on every
 * page, search, category and sort; a sort is part of the shape, one of a fixed few): the page's ids are taken in the
 * sort's order first (for the default, name order, the merchant-and-name index gives it, stopping at the page's end) and only those rows are joined to their category, tax, printer group and availability;
 * the matches are counted by a subquery of the same statement, run once. The company view passes store 0, which no
 * availability row has, so sellable means available there.
 */
const itemsPageQuery = perDbVariant(shapeKey, (db, shape: TItemsShape, key) => {
  const scope = PREPARED_SCOPE;
  const order = sortTerms(shape.sort.direction, ITEM_SORT_EXPRESSIONS[shape.sort.column](scope), items.id);
  const matched = db.$with('matched').as(
    db
      .select({ id: items.id })
      .from(items)
      .where(itemsMatch(scope, shape))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const matching = db.select({ n: count() }).from(items).where(itemsMatch(scope, shape));
  return (
    db
      .with(matched)
      .select({ ...itemColumns, total: sql<number>`(${matching})`.mapWith(Number) })
      .from(matched)
      .innerJoin(items, eq(items.id, matched.id))
      .leftJoin(itemCategories, and(eq(itemCategories.id, items.itemCategoryId), ofMerchant(itemCategories, scope)))
      .leftJoin(taxCategories, and(eq(taxCategories.id, items.taxCategoryId), ofMerchant(taxCategories, scope)))
      .leftJoin(printerGroups, and(eq(printerGroups.id, items.printerGroupId), ofMerchant(printerGroups, scope)))
      .leftJoin(
        itemStoreAvailability,
        and(eq(itemStoreAvailability.itemId, items.id), ofStore(itemStoreAvailability, scope)),
      )
      // The same terms again: they name the joined item's own columns.
      .orderBy(...order)
      .prepare(`menu_items_page_${key}`)
  );
});

/** The count alone, for a page past the end (the count comes with rows only). */
const itemsCountQuery = perDbVariant(countShapeKey, (db, shape: TItemsShape, key) =>
  db.select({ n: count() }).from(items).where(itemsMatch(PREPARED_SCOPE, shape)).prepare(`menu_items_count_${key}`),
);

/** One page of the view's listed items (a category, those without one, or all; searched) and how many match. */
export async function itemsPage(db: TDb, scope: TViewScope, filter: TItemsFilter) {
  const shape = shapeOf(filter);
  const params = {
    ...viewParams(scope),
    ...(shape.category === 'one' ? { categoryId: filter.categoryId } : {}),
    ...(shape.search ? { pattern: likePattern(filter.search) } : {}),
  };
  const found = await itemsPageQuery(db, shape).execute({ ...params, limit: filter.limit, offset: filter.offset });
  if (found.length === 0 && filter.offset > 0) {
    const [count] = await itemsCountQuery(db, shape).execute(params);
    return { rows: [], total: count?.n ?? 0 };
  }
  return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
}

/** One listed item of the merchant, or null (another merchant's, deleted or a charge item alike). */
export async function itemOfMerchant(db: TReader, scope: TViewScope, itemId: number) {
  const [row] = await selectItems(db, scope).where(and(listedItem(scope), eq(items.id, itemId)));
  return row ?? null;
}

export type TItemValues = Omit<typeof items.$inferInsert, 'id' | 'merchantId' | 'createdAt' | 'isDeleted' | 'version'>;

export async function insertItem(db: TReader, scope: TMerchantScope, values: TItemValues): Promise<number> {
  const [row] = await db
    .insert(items)
    .values({ ...merchantKey(scope), ...values })
    .returning({ id: items.id });
  return row!.id;
}

const liveItem = (scope: TMerchantScope, itemId: number, kind: 'menu' | 'charge') =>
  and(ofMerchant(items, scope), eq(items.id, itemId), not(items.isDeleted), eq(items.isChargeItem, kind === 'charge'));

/**
 * Updates a live item of the merchant, bumping its version; with `version`, only if the item still has it (the one
 * its ConcurrencyChecksum named), checked and written in this one statement. The new version, or null when nothing
 * was written (no such item, or another save came first).
 */
export async function updateItem(
  db: TReader,
  scope: TMerchantScope,
  itemId: number,
  values: Partial<TItemValues>,
  options: { kind?: 'menu' | 'charge'; version?: number } = {},
): Promise<number | null> {
  const [row] = await db
    .update(items)
    .set({ ...values, version: nextVersion(items.version), updatedAt: new Date() })
    .where(
      and(
        liveItem(scope, itemId, options.kind ?? 'menu'),
        options.version === undefined ? undefined : eq(items.version, options.version),
      ),
    )
    .returning({ version: items.version });
  return row?.version ?? null;
}

/**
 * The merchant's live items of those ids, locked until the transaction ends: the values a save replaces, for the
 * change log.
 */
export async function lockItems(
  tx: TTx,
  scope: TMerchantScope,
  itemIds: readonly number[],
  kind: 'menu' | 'charge' = 'menu',
) {
  if (itemIds.length === 0) return [];
  return tx
    .select()
    .from(items)
    .where(
      and(
        ofMerchant(items, scope),
        inArray(items.id, [...itemIds]),
        not(items.isDeleted),
        eq(items.isChargeItem, kind === 'charge'),
      ),
    )
    .for('update');
}

/** Whether the merchant has that live item (tells a refused conditional update's 404 from its 409). */
export async function liveItemExists(
  db: TReader,
  scope: TMerchantScope,
  itemId: number,
  kind: 'menu' | 'charge' = 'menu',
): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(liveItem(scope, itemId, kind));
  return row !== undefined;
}

/** Soft delete: tickets and price lists keep referencing the row. */
export async function softDeleteItem(db: TReader, scope: TMerchantScope, itemId: number): Promise<boolean> {
  const rows = await db
    .update(items)
    .set({ isDeleted: true, version: nextVersion(items.version), updatedAt: new Date() })
    .where(and(listedItem(scope), eq(items.id, itemId)))
    .returning({ id: items.id });
  return rows.length > 0;
}

// ---- charge items -----------------------------------------------------------------------------------------------

export const merchantChargeItems = (db: TReader, scope: TMerchantScope) =>
  db
    .select({
      ItemMasterId: items.id,
      ItemName: items.itemName,
      RetailPrice: items.retailPrice,
      TaxCategoryId: items.taxCategoryId,
      IsAODDeliveryPartnerFee: items.isAodDeliveryPartnerFee,
    })
    .from(items)
    // An online-ordering fee's sales item is the fee's (fees service), not a charge to choose.
    .where(and(ofMerchant(items, scope), not(items.isDeleted), eq(items.isChargeItem, true), not(items.isAodFee)))
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id));

// ---- CSV --------------------------------------------------------------------------------------------------------

/** Every listed menu item for the CSV download, in category then name order. */
export const exportRows = (db: TReader, scope: TMerchantScope) =>
  db
    .select({
      id: items.id,
      itemNumber: items.itemNumber,
      name: items.itemName,
      description: items.description,
      category: itemCategories.name,
      price: items.retailPrice,
      tax: taxCategories.name,
      soldBy: items.soldBy,
      isSellable: items.isSellable,
    })
    .from(items)
    .leftJoin(itemCategories, and(eq(itemCategories.id, items.itemCategoryId), ofMerchant(itemCategories, scope)))
    .leftJoin(taxCategories, and(eq(taxCategories.id, items.taxCategoryId), ofMerchant(taxCategories, scope)))
    .where(listedItem(scope))
    .orderBy(
      asc(itemCategories.sortOrder),
      asc(itemCategories.name),
      asc(sql`lower(${items.itemName})`),
      asc(items.id),
    );

/** Names (lower case) to ids, and the live item ids, that an import is checked against. */
export async function importLookups(db: TReader, scope: TMerchantScope) {
  const [categoryRows, taxRows, itemRows] = await Promise.all([
    db
      .select({ id: itemCategories.id, name: itemCategories.name })
      .from(itemCategories)
      .where(ofMerchant(itemCategories, scope)),
    activeTaxCategories(db, scope),
    db.select({ id: items.id }).from(items).where(listedItem(scope)),
  ]);
  return {
    categories: new Map(categoryRows.map((r) => [r.name.toLowerCase(), r.id])),
    taxCategories: new Map(taxRows.map((r) => [r.name.toLowerCase(), r.id])),
    itemIds: new Set(itemRows.map((r) => r.id)),
  };
}

export type TImportWrite = {
  id: number | null;
  itemNumber: string | null;
  itemName: string;
  description: string;
  itemCategoryId: number;
  retailPrice: string;
  taxCategoryId: number;
  soldBy: TSoldBy;
  stockingUnit: 'EACH' | 'LB';
  isSellable: boolean;
};

/**
 * Writes a checked import: one multi-row insert for the new items, one update joined to a VALUES list for the rest.
 * Answers the new items' ids (in the rows' order) and how many rows the update touched, so the caller can refuse
 * when an item vanished in between.
 */
export async function writeImport(tx: TTx, scope: TMerchantScope, rows: readonly TImportWrite[]) {
  const created = rows.filter((r) => r.id === null);
  const updated = rows.filter((r) => r.id !== null);
  const createdIds =
    created.length === 0
      ? []
      : (
          await tx
            .insert(items)
            .values(created.map(({ id: _id, ...r }) => ({ ...merchantKey(scope), ...r })))
            .returning({ id: items.id })
        ).map((r) => r.id);
  if (updated.length > 0) {
    const values = sql.join(
      updated.map(
        (r) =>
          sql`(${r.id}::int, ${r.itemNumber}::text, ${r.itemName}::text, ${r.description}::text, ${r.itemCategoryId}::int,
               ${r.retailPrice}::numeric, ${r.taxCategoryId}::int, ${r.soldBy}::smallint, ${r.stockingUnit}::text,
               ${r.isSellable}::boolean)`,
      ),
      sql`, `,
    );
    const result = await tx.execute(sql`
      update ${items} set item_number = v.item_number, item_name = v.item_name, description = v.description,
             item_category_id = v.item_category_id, retail_price = v.retail_price, tax_category_id = v.tax_category_id,
             sold_by = v.sold_by, stocking_unit = v.stocking_unit, is_sellable = v.is_sellable,
             version = ${nextVersion(items.version)}, updated_at = now()
        from (values ${values}) as v(id, item_number, item_name, description, item_category_id, retail_price,
             tax_category_id, sold_by, stocking_unit, is_sellable)
       where ${items.id} = v.id and ${ofMerchant(items, scope)} and not ${items.isDeleted}
             and not ${items.isChargeItem}`);
    const { rowCount, affectedRows } = result as { rowCount?: number; affectedRows?: number };
    return { createdIds, updated: rowCount ?? affectedRows ?? updated.length };
  }
  return { createdIds, updated: updated.length };
}

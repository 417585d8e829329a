import {
  ITEM_AVAILABILITY_SORT,
  type TAvailabilityValues,
  type TItemAvailabilityChange,
  type TItemAvailabilityRow,
  type TItemAvailabilitySortColumn,
} from '@mp/contracts/item-availability';
import { and, eq, ne, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { checksumColumn, nextVersion } from '../../db/concurrency.ts';
import { queryPrepared, type TDb } from '../../db/create-db.ts';
import { sortTerms, type TListSort } from '../../db/list-sort.ts';
import { perDb, perDbVariant } from '../../db/prepared.ts';
import { itemCategories, items, itemStoreAvailability } from '../../db/schema.ts';
import {
  ofMerchant,
  ofStore,
  PREPARED_SCOPE,
  storeKey,
  storeParams,
  type TPreparedScope,
  type TStoreScope,
} from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

/** Where availability applies: one store of one merchant (or, in a prepared query, its parameters). */
type TScope = TStoreScope | TPreparedScope;

/**
 * The items the screen lists: the merchant's menu items (types I and B) that are not deleted. Modifiers only (type M)
 * are not listed: availability is set on the items a guest orders.
 */
const listedItems = (scope: TScope) => and(ofMerchant(items, scope), not(items.isDeleted), ne(items.itemType, 'M'));

// A missing availability row means in stock, POS active and available online.
const isInStock = sql<boolean>`coalesce(${itemStoreAvailability.isInStock}, true)`;
const isPosActive = sql<boolean>`coalesce(${itemStoreAvailability.isPosActive}, true)`;
const isAvailableOnline = sql<boolean>`coalesce(${itemStoreAvailability.isAvailableOnline}, true)`;
/** A row not stored yet is version 0: its first save inserts it. */
const version = sql<number>`coalesce(${itemStoreAvailability.version}, 0)`;

/** Joins the store's availability row of `itemId`; the merchant is part of the filter so a foreign row never matches. */
const availabilityJoin = (scope: TScope, itemId: SQLWrapper) =>
  and(ofStore(itemStoreAvailability, scope), eq(itemStoreAvailability.itemId, itemId));

/**
 * Case-insensitive "contains" on the item name or its category's name; null matches everything. The category side
 * is a hashed sub-plan over the merchant's few categories, not a join per item.
 */
const searchMatches = (pattern: SQLWrapper, scope: TScope) =>
  sql`(${pattern}::text is null or lower(${items.itemName}) like ${pattern} or ${items.itemCategoryId} in (
    select ${itemCategories.id} from ${itemCategories}
     where ${ofMerchant(itemCategories, scope)} and lower(${itemCategories.name}) like ${pattern}))`;

/**
 * The sort key of each column (spec 2 §3 row), over the matched items: the name and the category sort
 * case-insensitively, a switch sorts off before on; a missing availability row reads as on.
 */
const SORT_KEY: Record<TItemAvailabilitySortColumn, SQL> = {
  ItemName: sql`lower(${items.itemName})`,
  CategoryName: sql`lower(coalesce(${itemCategories.name}, ''))`,
  IsInStock: isInStock,
  IsPosActive: isPosActive,
  IsAvailableOnline: isAvailableOnline,
};

/**
 * One page and the number of matching items in one statement: the items are filtered, counted (count(*) over () is
 * taken before the limit) and cut to the page first; only the page's rows are joined to categories and availability.
 * By name (the default) the cut needs no join; another column joins what it sorts by before the cut. Prepared once per
 * database and sort: the grid calls it on every page and search.
 */
const pageQuery = perDbVariant(
  (sort: TListSort<TItemAvailabilitySortColumn>) => `item_availability_page_${sort.column}_${sort.direction}`,
  (db, sort, name) => {
    const scope = PREPARED_SCOPE;
    const byName = sort.column === 'ItemName';
    const cut = db
      .select({
        id: items.id,
        itemCategoryId: items.itemCategoryId,
        itemName: items.itemName,
        sortKey: sql`${SORT_KEY[sort.column]}`.as('sort_key'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(items);
    const joined = byName
      ? cut
      : cut
          .leftJoin(itemCategories, and(eq(itemCategories.id, items.itemCategoryId), ofMerchant(itemCategories, scope)))
          .leftJoin(itemStoreAvailability, availabilityJoin(scope, items.id));
    const matched = db.$with('matched').as(
      joined
        .where(and(listedItems(scope), searchMatches(sql.placeholder('pattern'), scope)))
        .orderBy(...sortTerms(sort.direction, sql`sort_key`, items.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    return db
      .with(matched)
      .select({
        ItemMasterId: matched.id,
        ItemCategoryId: matched.itemCategoryId,
        ItemName: matched.itemName,
        CategoryName: sql<string>`coalesce(${itemCategories.name}, '')`,
        IsInStock: isInStock,
        IsPosActive: isPosActive,
        IsAvailableOnline: isAvailableOnline,
        ConcurrencyChecksum: checksumColumn(version),
        total: sql<number>`${matched.total}`.mapWith(Number),
      })
      .from(matched)
      .leftJoin(itemCategories, and(eq(itemCategories.id, matched.itemCategoryId), ofMerchant(itemCategories, scope)))
      .leftJoin(itemStoreAvailability, availabilityJoin(scope, matched.id))
      .orderBy(...sortTerms(sort.direction, sql`${matched.sortKey}`, matched.id))
      .prepare(name);
  },
);

/** The count alone, for a page past the end (the windowed count comes with rows only). */
const countQuery = perDb((db) =>
  db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(items)
    .where(and(listedItems(PREPARED_SCOPE), searchMatches(sql.placeholder('pattern'), PREPARED_SCOPE)))
    .prepare('item_availability_count'),
);

/** LIKE pattern for a search text: its own %, _ and \ match literally. */
const containsPattern = (search: string): string | null =>
  search === '' ? null : `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type TAvailabilityPage = { rows: TItemAvailabilityRow[]; total: number };

/** One page of the store's availability in the sort's order (then by id, so pages never overlap). */
export async function availabilityPage(
  db: TDb,
  scope: TStoreScope,
  page: { search: string; pageNum: number; pageSize: number; sort?: TListSort<TItemAvailabilitySortColumn> },
): Promise<TAvailabilityPage> {
  const pattern = containsPattern(page.search);
  const found = await pageQuery(db, page.sort ?? ITEM_AVAILABILITY_SORT.defaultSort).execute({
    ...storeParams(scope),
    pattern,
    limit: page.pageSize,
    offset: (page.pageNum - 1) * page.pageSize,
  });
  if (found.length === 0 && page.pageNum > 1) {
    const [count] = await countQuery(db).execute({ ...storeParams(scope), pattern });
    return { rows: [], total: count?.total ?? 0 };
  }
  return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]?.total ?? 0 };
}

export type TStoredAvailability = TAvailabilityValues & { version: number; itemName: string };

/**
 * Stored values and versions of those of `ids` that are listed items of the merchant; foreign, deleted and modifier
 * ids are absent.
 */
export async function storedAvailability(
  db: TReader,
  scope: TStoreScope,
  ids: readonly number[],
): Promise<Map<number, TStoredAvailability>> {
  // Prepared (every save reads its rows first): the ids travel as one array parameter whatever their number.
  const rows = await queryPrepared<TStoredAvailability & { id: number }>(
    db,
    sql`select ${items.id} as "id", ${items.itemName} as "itemName", ${isInStock} as "IsInStock",
          ${isPosActive} as "IsPosActive", ${isAvailableOnline} as "IsAvailableOnline", ${version}::int as "version"
        from ${items} left join ${itemStoreAvailability} on ${availabilityJoin(scope, items.id)}
       where ${listedItems(scope)} and ${items.id} = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map(({ id, ...values }) => [id, values]));
}

/**
 * Writes each row (insert or update) only if it still has the version its change names, bumping it: a row not stored
 * yet (version 0) is inserted at version 1, a stored one is updated where its version is still the named one, in this
 * one statement, so of two saves that loaded the same version exactly one writes. Answers the rows written with their
 * new versions; a row missing from the answer was written by someone else first (the caller rolls back). The caller
 * has checked every id is a listed item of the merchant.
 */
export async function upsertAvailability(
  tx: TReader,
  scope: TStoreScope,
  changes: readonly (TItemAvailabilityChange & { version: number })[],
): Promise<{ itemId: number; version: number }[]> {
  // The version each row will have; the update matches only the row one version before it. Prepared, the rows as one
  // JSON parameter, so every save of any size reuses one statement.
  const rows = JSON.stringify(
    changes.map((c) => ({
      item_id: c.ItemMasterId,
      is_in_stock: c.IsInStock,
      is_pos_active: c.IsPosActive,
      is_available_online: c.IsAvailableOnline,
      version: c.version + 1,
    })),
  );
  const { merchantId, storeId } = storeKey(scope);
  return queryPrepared(
    tx,
    sql`insert into ${itemStoreAvailability} as a
          (merchant_id, store_id, item_id, is_in_stock, is_pos_active, is_available_online, version)
        select ${merchantId}::int, ${storeId}::int, r.item_id, r.is_in_stock, r.is_pos_active, r.is_available_online,
               r.version
          from jsonb_to_recordset(${rows}::jsonb)
            as r(item_id int, is_in_stock boolean, is_pos_active boolean, is_available_online boolean, version int)
        on conflict (store_id, item_id) do update
           set is_in_stock = excluded.is_in_stock, is_pos_active = excluded.is_pos_active,
               is_available_online = excluded.is_available_online, version = excluded.version, updated_at = now()
         where a.version = excluded.version - 1
        returning a.item_id as "itemId", a.version as "version"`,
  );
}

/**
 * Sets one switch on for every item of the store. Only stored rows can be off (a missing row means on), so one
 * update of the store's rows does it. Answers the items it turned on (for the change log).
 */
export async function setAllOn(
  db: TReader,
  scope: TStoreScope,
  field: 'isInStock' | 'isAvailableOnline',
): Promise<{ itemId: number; itemName: string }[]> {
  return db
    .update(itemStoreAvailability)
    .set({ [field]: true, version: nextVersion(itemStoreAvailability.version), updatedAt: sql`now()` })
    .from(items)
    .where(
      and(
        ofStore(itemStoreAvailability, scope),
        eq(itemStoreAvailability[field], false),
        eq(items.id, itemStoreAvailability.itemId),
        ofMerchant(items, scope),
      ),
    )
    .returning({ itemId: itemStoreAvailability.itemId, itemName: items.itemName });
}

import type { TChangeLogEntity } from '@mp/contracts/change-log';
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
import { changeLog, itemCategories, items, itemStoreAvailability } from '../../db/schema.ts';
import {
  ofMerchant,
  ofStore,
  PREPARED_SCOPE,
  storeKey,
  storeParams,
  type TPreparedScope,
  type TStoreScope,
} from '../../db/tenant.ts';
import type { TActor } from '../../plugins/tenancy.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

/** Where availability applies: one store of one merchant (or, in a prepared query, its parameters). */
type TScope = TStoreScope | TPreparedScope;

/**
 * The items the screen lists: the merchant's menu items (types I and B) that are not deleted. Modifiers only (type M)
 * and charges (a takeout fee, a service charge) are not listed: availability is set on the items a guest orders.
 */
const listedItems = (scope: TScope) =>
  and(ofMerchant(items, scope), not(items.isDeleted), ne(items.itemType, 'M'), not(items.isChargeItem));

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

/** One row of a save as the database saw it: the stored values before it, and the version written (null: not written). */
export type TAvailabilityWrite = TAvailabilityValues & {
  itemId: number;
  /** A listed item of the merchant; foreign, deleted, modifier and unknown ids are not. */
  listed: boolean;
  itemName: string;
  /** The stored version before the save (0: no row yet). */
  version: number;
  written: number | null;
};

/**
 * Saves the rows in one statement, with their change-log entries: it reads each row's stored values and version,
 * writes (insert or update) the listed items whose change names the stored version, bumping it, and logs one entry
 * per written row whose switches changed. The update matches only the row one version before it, so of two saves
 * that loaded the same version exactly one writes. Answers one row per change, in their order; the caller refuses the
 * save (and its transaction rolls back, entries included) when any row is not listed, stale, or was not written.
 * One statement rather than a read, a write and a log insert: a save is the screen's most frequent write and on
 * PGlite every statement queues behind the one connection. Each item is looked up by its key (the lateral, whose
 * limit keeps the planner from flattening it): as a plain join the planner takes jsonb_to_recordset for 100 rows and
 * hashes every item of the merchant, which tripled the statement's time at 5,000 items.
 */
export async function writeAvailability(
  tx: TReader,
  scope: TStoreScope,
  actor: TActor,
  changes: readonly (TItemAvailabilityChange & { version: number | null })[],
): Promise<TAvailabilityWrite[]> {
  // Prepared, the rows as one JSON parameter, so every save of any size reuses one statement.
  const rows = JSON.stringify(
    changes.map((c, ord) => ({
      ord,
      item_id: c.ItemMasterId,
      is_in_stock: c.IsInStock,
      is_pos_active: c.IsPosActive,
      is_available_online: c.IsAvailableOnline,
      version: c.version,
    })),
  );
  const { merchantId, storeId } = storeKey(scope);
  const entity: TChangeLogEntity = 'itemAvailability';
  return queryPrepared(
    tx,
    sql`with r as (
          select * from jsonb_to_recordset(${rows}::jsonb) as r(ord int, item_id int, is_in_stock boolean,
                 is_pos_active boolean, is_available_online boolean, version int)
        ), s as (
          select r.*, i.id is not null as listed, coalesce(i.item_name, '') as item_name,
                 ${isInStock} as was_in_stock, ${isPosActive} as was_pos_active,
                 ${isAvailableOnline} as was_available_online, ${version}::int as was_version
            from r
            left join lateral (
              select ${items.id} as id, ${items.itemName} as item_name from ${items}
               where ${items.id} = r.item_id and ${listedItems(scope)} limit 1
            ) i on true
            left join ${itemStoreAvailability} on ${availabilityJoin(scope, sql`r.item_id`)}
        ), w as (
          insert into ${itemStoreAvailability} as a
                 (merchant_id, store_id, item_id, is_in_stock, is_pos_active, is_available_online, version)
          select ${merchantId}::int, ${storeId}::int, item_id, is_in_stock, is_pos_active, is_available_online,
                 version + 1
            from s where listed and was_version = version
          on conflict (store_id, item_id) do update
             set is_in_stock = excluded.is_in_stock, is_pos_active = excluded.is_pos_active,
                 is_available_online = excluded.is_available_online, version = excluded.version, updated_at = now()
           where a.version = excluded.version - 1
          returning a.item_id, a.version
        ), logged as (
          insert into ${changeLog} (merchant_id, store_id, user_id, user_name, entity, entity_id, entity_name, changes)
          select ${merchantId}::int, ${storeId}::int, ${actor.userId}::int, ${actor.userName}::text, ${entity}::text,
                 s.item_id, s.item_name, d.changes
            from s join w on w.item_id = s.item_id
            cross join lateral (
              select jsonb_agg(jsonb_build_object('Field', f.field, 'Before', f.before, 'After', f.after) order by f.n)
                     as changes
                from (values (1, 'IsInStock', s.was_in_stock, s.is_in_stock),
                             (2, 'IsPosActive', s.was_pos_active, s.is_pos_active),
                             (3, 'IsAvailableOnline', s.was_available_online, s.is_available_online))
                     as f(n, field, before, after)
               where f.before <> f.after
            ) d
           where d.changes is not null
        )
        select s.item_id as "itemId", s.listed, s.item_name as "itemName", s.was_in_stock as "IsInStock",
               s.was_pos_active as "IsPosActive", s.was_available_online as "IsAvailableOnline",
               s.was_version as "version", w.version as "written"
          from s left join w on w.item_id = s.item_id
         order by s.ord`,
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

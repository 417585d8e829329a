import type { TDepartmentSortColumn, TTagSortColumn } from '@mp/contracts/menu-configuration';
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { sortTerms, type TListSort } from '../../db/list-sort.ts';
import { departments, itemCategories, itemCategoryTags, items, tags } from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TMerchantScope } from '../../db/tenant.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

/** One page of a list: how many rows to skip and take, in which order, matching which search. */
export type TPageQuery<C extends string> = { limit: number; offset: number; search: string; sort: TListSort<C> };

export type TStoredDepartment = typeof departments.$inferSelect;
export type TStoredTag = typeof tags.$inferSelect;
export type TUsingCategoryRow = { id: number; name: string };

// Counts are correlated subqueries on the merchant's own rows: the department of an item is its category's, and only
// live menu items count (deleted items and charge items are in no menu list). The outer row's columns are named with
// their table: Drizzle leaves a column unqualified in a single-table query, where the subquery's own would shadow it.
const departmentCategoryCount = sql<number>`(select count(*)::int from ${itemCategories} c
  where c.merchant_id = "departments"."merchant_id" and c.department_id = "departments"."id")`;
const departmentItemCount = sql<number>`(select count(*)::int from ${items} i
  join ${itemCategories} c on c.id = i.item_category_id and c.merchant_id = i.merchant_id
  where i.merchant_id = "departments"."merchant_id" and c.department_id = "departments"."id"
    and not i.is_deleted and not i.is_charge_item)`;
const tagCategoryCount = sql<number>`(select count(*)::int from ${itemCategoryTags} ct
  where ct.merchant_id = "tags"."merchant_id" and ct.tag_id = "tags"."id")`;

const DEPARTMENT_ORDER: Record<TDepartmentSortColumn, SQL> = {
  Name: sql`upper(${departments.name})`,
  CategoryCount: departmentCategoryCount,
  ItemCount: departmentItemCount,
};
const TAG_ORDER: Record<TTagSortColumn, SQL> = {
  Name: sql`upper(${tags.name})`,
  CategoryCount: tagCategoryCount,
};

export type TDepartmentListRow = TStoredDepartment & { categoryCount: number; itemCount: number };

const departmentWhere = (scope: TMerchantScope, search: string) =>
  and(ofMerchant(departments, scope), search === '' ? undefined : ilike(departments.name, likePattern(search)));

/** One page of the merchant's departments with their category and item counts, and how many match in all. */
export async function departmentPage(
  db: TReader,
  scope: TMerchantScope,
  q: TPageQuery<TDepartmentSortColumn>,
): Promise<{ rows: TDepartmentListRow[]; total: number }> {
  const where = departmentWhere(scope, q.search);
  const [totalRow] = await db.select({ n: count() }).from(departments).where(where);
  const rows = await db
    .select({ department: departments, categoryCount: departmentCategoryCount, itemCount: departmentItemCount })
    .from(departments)
    .where(where)
    .orderBy(...sortTerms(q.sort.direction, DEPARTMENT_ORDER[q.sort.column], departments.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    rows: rows.map((r) => ({ ...r.department, categoryCount: r.categoryCount, itemCount: r.itemCount })),
    total: totalRow?.n ?? 0,
  };
}

/** One department of the merchant with its counts, or null (another merchant's id finds nothing). */
export async function departmentInScope(
  db: TReader,
  scope: TMerchantScope,
  id: number,
): Promise<TDepartmentListRow | null> {
  const [row] = await db
    .select({ department: departments, categoryCount: departmentCategoryCount, itemCount: departmentItemCount })
    .from(departments)
    .where(and(ofMerchant(departments, scope), eq(departments.id, id)));
  return row ? { ...row.department, categoryCount: row.categoryCount, itemCount: row.itemCount } : null;
}

/** Whether another department of the merchant has this name, without case (`exceptId`: the department itself). */
export async function isDepartmentNameUsed(
  db: TReader,
  scope: TMerchantScope,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        ofMerchant(departments, scope),
        sql`upper(${departments.name}) = upper(${name})`,
        sql`${departments.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertDepartment(db: TReader, scope: TMerchantScope, name: string): Promise<TStoredDepartment> {
  const [row] = await db
    .insert(departments)
    .values({ ...merchantKey(scope), name })
    .returning();
  return row!;
}

/** Renames one of the merchant's departments only if it is still at `version`; null when another save came first. */
export async function renameDepartment(
  db: TReader,
  scope: TMerchantScope,
  id: number,
  version: number,
  name: string,
): Promise<TStoredDepartment | null> {
  const [row] = await db
    .update(departments)
    .set({ name, version: nextVersion(departments.version) })
    .where(and(ofMerchant(departments, scope), eq(departments.id, id), eq(departments.version, version)))
    .returning();
  return row ?? null;
}

/** The merchant's categories naming the department, by name. */
export async function categoriesOfDepartment(
  db: TReader,
  scope: TMerchantScope,
  departmentId: number,
): Promise<TUsingCategoryRow[]> {
  return db
    .select({ id: itemCategories.id, name: itemCategories.name })
    .from(itemCategories)
    .where(and(ofMerchant(itemCategories, scope), eq(itemCategories.departmentId, departmentId)))
    .orderBy(asc(itemCategories.name), asc(itemCategories.id));
}

/**
 * Deletes one of the merchant's departments only if it is still at `version` and no category names it (checked in
 * the same statement, so a category saved meanwhile keeps it); answers whether a row went.
 */
export async function deleteDepartment(
  db: TReader,
  scope: TMerchantScope,
  id: number,
  version: number,
): Promise<boolean> {
  const gone = await db
    .delete(departments)
    .where(
      and(
        ofMerchant(departments, scope),
        eq(departments.id, id),
        eq(departments.version, version),
        sql`not exists (select 1 from ${itemCategories} c where c.merchant_id = "departments"."merchant_id"
          and c.department_id = "departments"."id")`,
      ),
    )
    .returning({ id: departments.id });
  return gone.length > 0;
}

export type TTagListRow = TStoredTag & { categoryCount: number };

const tagWhere = (scope: TMerchantScope, search: string) =>
  and(ofMerchant(tags, scope), search === '' ? undefined : ilike(tags.name, likePattern(search)));

/** One page of the merchant's tags with how many categories carry each, and how many match in all. */
export async function tagPage(
  db: TReader,
  scope: TMerchantScope,
  q: TPageQuery<TTagSortColumn>,
): Promise<{ rows: TTagListRow[]; total: number }> {
  const where = tagWhere(scope, q.search);
  const [totalRow] = await db.select({ n: count() }).from(tags).where(where);
  const rows = await db
    .select({ tag: tags, categoryCount: tagCategoryCount })
    .from(tags)
    .where(where)
    .orderBy(...sortTerms(q.sort.direction, TAG_ORDER[q.sort.column], tags.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows: rows.map((r) => ({ ...r.tag, categoryCount: r.categoryCount })), total: totalRow?.n ?? 0 };
}

/** One tag of the merchant with its count, or null. */
export async function tagInScope(db: TReader, scope: TMerchantScope, id: number): Promise<TTagListRow | null> {
  const [row] = await db
    .select({ tag: tags, categoryCount: tagCategoryCount })
    .from(tags)
    .where(and(ofMerchant(tags, scope), eq(tags.id, id)));
  return row ? { ...row.tag, categoryCount: row.categoryCount } : null;
}

/** The categories each of these tags is on, by name (where a tag is used); tags on none are absent. */
export async function categoriesOfTags(
  db: TReader,
  scope: TMerchantScope,
  tagIds: readonly number[],
): Promise<Map<number, TUsingCategoryRow[]>> {
  const used = new Map<number, TUsingCategoryRow[]>();
  if (tagIds.length === 0) return used;
  const rows = await db
    .select({ tagId: itemCategoryTags.tagId, id: itemCategories.id, name: itemCategories.name })
    .from(itemCategoryTags)
    .innerJoin(
      itemCategories,
      and(
        eq(itemCategories.id, itemCategoryTags.itemCategoryId),
        eq(itemCategories.merchantId, itemCategoryTags.merchantId),
      ),
    )
    .where(and(ofMerchant(itemCategoryTags, scope), inArray(itemCategoryTags.tagId, [...tagIds])))
    .orderBy(asc(itemCategories.name), asc(itemCategories.id));
  for (const { tagId, id, name } of rows) used.set(tagId, [...(used.get(tagId) ?? []), { id, name }]);
  return used;
}

export async function isTagNameUsed(
  db: TReader,
  scope: TMerchantScope,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(ofMerchant(tags, scope), sql`upper(${tags.name}) = upper(${name})`, sql`${tags.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}

export async function insertTag(db: TReader, scope: TMerchantScope, name: string): Promise<TStoredTag> {
  const [row] = await db
    .insert(tags)
    .values({ ...merchantKey(scope), name })
    .returning();
  return row!;
}

export async function renameTag(
  db: TReader,
  scope: TMerchantScope,
  id: number,
  version: number,
  name: string,
): Promise<TStoredTag | null> {
  const [row] = await db
    .update(tags)
    .set({ name, version: nextVersion(tags.version) })
    .where(and(ofMerchant(tags, scope), eq(tags.id, id), eq(tags.version, version)))
    .returning();
  return row ?? null;
}

/**
 * Bumps the version of the merchant's categories carrying the tag: deleting it changes their tag list, so a category
 * dialog opened before must not save the old list back.
 */
export async function touchCategoriesOfTag(db: TReader, scope: TMerchantScope, tagId: number): Promise<void> {
  await db
    .update(itemCategories)
    .set({ version: nextVersion(itemCategories.version) })
    .where(
      and(
        ofMerchant(itemCategories, scope),
        sql`exists (select 1 from ${itemCategoryTags} ct where ct.merchant_id = "item_categories"."merchant_id"
          and ct.item_category_id = "item_categories"."id" and ct.tag_id = ${tagId})`,
      ),
    );
}

/**
 * Deletes one of the merchant's tags only if it is still at `version`; its category assignments go with it (the
 * foreign key cascades). Answers whether a row went.
 */
export async function deleteTag(db: TReader, scope: TMerchantScope, id: number, version: number): Promise<boolean> {
  const gone = await db
    .delete(tags)
    .where(and(ofMerchant(tags, scope), eq(tags.id, id), eq(tags.version, version)))
    .returning({ id: tags.id });
  return gone.length > 0;
}

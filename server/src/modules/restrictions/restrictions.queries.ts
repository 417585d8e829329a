import type { TRestrictionSortColumn, TRestrictionsListQuery } from '@mp/contracts/restrictions';
import { and, asc, count, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { nextVersion } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import { isNameTaken } from '../../db/name-taken.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { sortTerms } from '../../db/list-sort.ts';
import { items, restrictionCategories, restrictionItems, restrictions } from '../../db/schema.ts';
import { merchantKey, ofMerchant, type TTenantScope } from '../../db/tenant.ts';
import { assignableItem } from '../../shared/menu-targets/assignable-item.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TReader = TDb | TTx;

export type TStoredRestriction = typeof restrictions.$inferSelect;
export type TRestrictionWrite = Pick<
  TStoredRestriction,
  'name' | 'minimumAge' | 'requireIdCheck' | 'timeWindows' | 'isActive'
>;
export type TRestrictionPageRow = TStoredRestriction & { itemCount: number; categoryCount: number };

// Correlated sub-queries name the outer row by its table (drizzle writes a one-table select's columns bare, which
// would be ambiguous inside them) and their own rows by alias.
const OUTER_ID = sql.raw('"restrictions"."id"');
const OUTER_MERCHANT = sql.raw('"restrictions"."merchant_id"');

// Counted per row of the page: the assignments to live items, and to categories.
const itemCount = sql<number>`(select count(*)::int from ${restrictionItems} ri join ${items} i on i.id = ri.item_id
  where ri.restriction_id = ${OUTER_ID} and ${OUTER_MERCHANT} = ri.merchant_id
    and not i.is_deleted and not i.is_charge_item)`;
const categoryCount = sql<number>`(select count(*)::int from ${restrictionCategories} rc
  where rc.restriction_id = ${OUTER_ID} and ${OUTER_MERCHANT} = rc.merchant_id)`;

const SORT_EXPRESSION: Record<TRestrictionSortColumn, SQL | AnyColumn> = {
  Name: sql`upper(${restrictions.name})`,
  MinimumAge: restrictions.minimumAge,
  ItemCount: itemCount,
  CategoryCount: categoryCount,
};

/** One page of the merchant's restrictions with their assignment counts, in the requested order (ties by id). */
export async function pageRestrictions(
  db: TReader,
  scope: TTenantScope,
  query: TRestrictionsListQuery,
): Promise<{ rows: TRestrictionPageRow[]; total: number }> {
  const where = and(
    ofMerchant(restrictions, scope),
    query.SearchArg === '' ? undefined : ilike(restrictions.name, likePattern(query.SearchArg)),
  );
  const [counted] = await db.select({ total: count() }).from(restrictions).where(where);
  const rows = await db
    .select({ restriction: restrictions, itemCount, categoryCount })
    .from(restrictions)
    .where(where)
    .orderBy(...sortTerms(query.SortDirection, SORT_EXPRESSION[query.SortColumn], restrictions.id))
    .limit(query.PageRowCount)
    .offset((query.RequestedPageNum - 1) * query.PageRowCount);
  return {
    rows: rows.map((r) => ({ ...r.restriction, itemCount: r.itemCount, categoryCount: r.categoryCount })),
    total: counted?.total ?? 0,
  };
}

/** One restriction of the merchant, or null: another merchant's id finds nothing. */
export async function restrictionInScope(
  db: TReader,
  scope: TTenantScope,
  id: number,
): Promise<TStoredRestriction | null> {
  const [row] = await db
    .select()
    .from(restrictions)
    .where(and(ofMerchant(restrictions, scope), eq(restrictions.id, id)));
  return row ?? null;
}

/** The live items and the categories a restriction of the merchant applies to, by id. */
export async function restrictionTargetIds(
  db: TReader,
  scope: TTenantScope,
  id: number,
): Promise<{ itemIds: number[]; categoryIds: number[] }> {
  const itemRows = await db
    .select({ id: restrictionItems.itemId })
    .from(restrictionItems)
    .innerJoin(items, eq(items.id, restrictionItems.itemId))
    .where(and(ofMerchant(restrictionItems, scope), eq(restrictionItems.restrictionId, id), assignableItem(scope)))
    .orderBy(asc(restrictionItems.itemId));
  const categoryRows = await db
    .select({ id: restrictionCategories.itemCategoryId })
    .from(restrictionCategories)
    .where(and(ofMerchant(restrictionCategories, scope), eq(restrictionCategories.restrictionId, id)))
    .orderBy(asc(restrictionCategories.itemCategoryId));
  return { itemIds: itemRows.map((r) => r.id), categoryIds: categoryRows.map((r) => r.id) };
}

/** Whether another restriction of the merchant has this name, without case (`exceptId`: the restriction itself). */
export const isRestrictionNameUsed = (db: TReader, scope: TTenantScope, name: string, exceptId: number) =>
  isNameTaken(db, scope, restrictions, name, exceptId);

export async function insertRestriction(
  db: TReader,
  scope: TTenantScope,
  values: TRestrictionWrite,
): Promise<TStoredRestriction> {
  const [row] = await db
    .insert(restrictions)
    .values({ ...merchantKey(scope), ...values })
    .returning();
  return row!;
}

/** Writes the restriction only if it is still at `version`, bumping it; null when another save came first. */
export async function updateRestriction(
  db: TReader,
  scope: TTenantScope,
  id: number,
  version: number,
  values: TRestrictionWrite,
): Promise<TStoredRestriction | null> {
  const [row] = await db
    .update(restrictions)
    .set({ ...values, version: nextVersion(restrictions.version) })
    .where(and(ofMerchant(restrictions, scope), eq(restrictions.id, id), eq(restrictions.version, version)))
    .returning();
  return row ?? null;
}

/**
 * Sets what a restriction of the merchant applies to: exactly these items and categories (the caller checked they
 * are the merchant's). Assignments to items deleted since are dropped with the rest.
 */
export async function replaceRestrictionTargets(
  db: TReader,
  scope: TTenantScope,
  id: number,
  itemIds: number[],
  categoryIds: number[],
): Promise<void> {
  await db
    .delete(restrictionItems)
    .where(and(ofMerchant(restrictionItems, scope), eq(restrictionItems.restrictionId, id)));
  await db
    .delete(restrictionCategories)
    .where(and(ofMerchant(restrictionCategories, scope), eq(restrictionCategories.restrictionId, id)));
  if (itemIds.length > 0)
    await db
      .insert(restrictionItems)
      .values(itemIds.map((itemId) => ({ ...merchantKey(scope), restrictionId: id, itemId })));
  if (categoryIds.length > 0)
    await db
      .insert(restrictionCategories)
      .values(categoryIds.map((itemCategoryId) => ({ ...merchantKey(scope), restrictionId: id, itemCategoryId })));
}

/** Deletes the restriction only if it is still at `version`; false when another save came first. */
export async function deleteRestriction(
  db: TReader,
  scope: TTenantScope,
  id: number,
  version: number,
): Promise<boolean> {
  const rows = await db
    .delete(restrictions)
    .where(and(ofMerchant(restrictions, scope), eq(restrictions.id, id), eq(restrictions.version, version)))
    .returning({ id: restrictions.id });
  return rows.length > 0;
}

/**
 * The merchant's active restrictions that apply to one of its items: assigned to the item, or to its category (both
 * when both). Nothing for another merchant's item.
 */
export async function restrictionsOfItem(
  db: TReader,
  scope: TTenantScope,
  itemId: number,
): Promise<{ restriction: TStoredRestriction; viaItem: boolean }[]> {
  const viaItem = sql<boolean>`exists (select 1 from ${restrictionItems} ri
    where ri.restriction_id = ${OUTER_ID} and ${OUTER_MERCHANT} = ri.merchant_id and ri.item_id = ${itemId})`;
  const viaCategory = sql<boolean>`exists (select 1 from ${restrictionCategories} rc
    join ${items} i on i.item_category_id = rc.item_category_id and i.merchant_id = rc.merchant_id
    where rc.restriction_id = ${OUTER_ID} and ${OUTER_MERCHANT} = rc.merchant_id and i.id = ${itemId})`;
  const rows = await db
    .select({ restriction: restrictions, viaItem })
    .from(restrictions)
    .where(and(ofMerchant(restrictions, scope), eq(restrictions.isActive, true), sql`(${viaItem} or ${viaCategory})`))
    .orderBy(asc(sql`upper(${restrictions.name})`), asc(restrictions.id));
  return rows;
}

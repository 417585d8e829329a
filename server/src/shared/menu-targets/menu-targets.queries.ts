import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TDbTransaction } from '../../db/create-db.ts';
import { itemCategories, items } from '../../db/schema.ts';
import { ofMerchant, type TTenantScope } from '../../db/tenant.ts';
import { assignableItem } from './assignable-item.ts';

type TReader = TDb | TDbTransaction;

/**
 * The menu targets restrictions and promotions share (issue 21 items 4 and 6): which ids are the merchant's items and
 * categories, and what their forms offer to pick.
 */

/** Of `ids`, those that are the merchant's assignable items. */
export async function assignableItemIds(db: TReader, scope: TTenantScope, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(assignableItem(scope), inArray(items.id, ids)));
  return rows.map((r) => r.id);
}

/** Of `ids`, those that are the merchant's categories. */
export async function ownCategoryIds(db: TReader, scope: TTenantScope, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: itemCategories.id })
    .from(itemCategories)
    .where(and(ofMerchant(itemCategories, scope), inArray(itemCategories.id, ids)));
  return rows.map((r) => r.id);
}

/** What a form offers to assign: the merchant's categories and assignable items, by name. */
export async function menuTargetChoices(db: TReader, scope: TTenantScope) {
  const categories = await db
    .select({ id: itemCategories.id, name: itemCategories.name })
    .from(itemCategories)
    .where(ofMerchant(itemCategories, scope))
    .orderBy(asc(itemCategories.name), asc(itemCategories.id));
  const itemRows = await db
    .select({ id: items.id, name: items.itemName, categoryName: itemCategories.name })
    .from(items)
    .leftJoin(itemCategories, eq(itemCategories.id, items.itemCategoryId))
    .where(assignableItem(scope))
    .orderBy(asc(sql`lower(${items.itemName})`), asc(items.id));
  return { categories, items: itemRows };
}

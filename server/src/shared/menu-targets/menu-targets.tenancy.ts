import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { itemCategories, items } from '../../db/schema.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import { assignableItemIds, menuTargetChoices, ownCategoryIds } from './menu-targets.queries.ts';

/** One of B's items and categories, by id. */
export async function idsOfB({ db, B }: TTenancyWorld) {
  const [item] = await db.select({ id: items.id }).from(items).where(eq(items.merchantId, B.merchantId)).limit(1);
  const [category] = await db
    .select({ id: itemCategories.id })
    .from(itemCategories)
    .where(eq(itemCategories.merchantId, B.merchantId))
    .limit(1);
  return { itemId: item!.id, categoryId: category!.id };
}

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: assignableItemIds,
    run: async (world) => assignableItemIds(world.db, world.A.company, [(await idsOfB(world)).itemId]),
    check: (ids) => expect(ids).toEqual([]),
  },
  {
    fn: ownCategoryIds,
    run: async (world) => ownCategoryIds(world.db, world.A.company, [(await idsOfB(world)).categoryId]),
    check: (ids) => expect(ids).toEqual([]),
  },
  { fn: menuTargetChoices, run: ({ db, A }) => menuTargetChoices(db, A.company) },
];

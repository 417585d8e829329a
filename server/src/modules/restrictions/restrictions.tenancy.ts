import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { itemCategories, items } from '../../db/schema.ts';
import { RESTRICTION, restrictionIdOf } from '../../demo/ids.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import {
  assignableItemIds,
  deleteRestriction,
  insertRestriction,
  isRestrictionNameUsed,
  ownCategoryIds,
  pageRestrictions,
  replaceRestrictionTargets,
  restrictionInScope,
  restrictionsOfItem,
  restrictionTargetChoices,
  restrictionTargetIds,
  updateRestriction,
} from './restrictions.queries.ts';

const idOfB = (merchantId: number) => restrictionIdOf(merchantId, RESTRICTION.alcoholAge);
const WRITE = { name: 'Tenancy', minimumAge: 18, requireIdCheck: false, timeWindows: [], isActive: true };
const PAGE = {
  PageRowCount: 200,
  RequestedPageNum: 1,
  SearchArg: '',
  SortColumn: 'Name',
  SortDirection: 'ASC',
} as const;

/** One of B's items and categories, by id. */
async function idsOfB({ db, B }: TTenancyWorld) {
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
    fn: pageRestrictions,
    run: ({ db, A }) => pageRestrictions(db, A.company, PAGE),
    check: (page, { A }) =>
      expect((page as { rows: { merchantId: number }[] }).rows.every((r) => r.merchantId === A.merchantId)).toBe(true),
  },
  {
    fn: restrictionInScope,
    run: ({ db, A, B }) => restrictionInScope(db, A.company, idOfB(B.merchantId)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: restrictionTargetIds,
    run: ({ db, A, B }) => restrictionTargetIds(db, A.company, idOfB(B.merchantId)),
    check: (ids) => expect(ids).toEqual({ itemIds: [], categoryIds: [] }),
  },
  {
    fn: isRestrictionNameUsed,
    run: ({ db, A, B }) => isRestrictionNameUsed(db, A.company, `Alcohol 21+ ${B.marker}`, 0),
    check: (used) => expect(used).toBe(false),
  },
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
  { fn: restrictionTargetChoices, run: ({ db, A }) => restrictionTargetChoices(db, A.company) },
  {
    fn: insertRestriction,
    run: ({ db, A }) => insertRestriction(db, A.company, WRITE),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, name: 'Tenancy' }),
  },
  {
    fn: updateRestriction,
    run: ({ db, A, B }) => updateRestriction(db, A.company, idOfB(B.merchantId), 1, { ...WRITE, name: 'Stolen' }),
    check: (row) => expect(row).toBeNull(),
  },
  {
    // B's restriction by id: A's replacement deletes none of B's assignments (the harness sees every write of B's).
    fn: replaceRestrictionTargets,
    run: ({ db, A, B }) => replaceRestrictionTargets(db, A.company, idOfB(B.merchantId), [], []),
  },
  {
    fn: deleteRestriction,
    run: ({ db, A, B }) => deleteRestriction(db, A.company, idOfB(B.merchantId), 1),
    check: (deleted) => expect(deleted).toBe(false),
  },
  {
    fn: restrictionsOfItem,
    run: async (world) => restrictionsOfItem(world.db, world.A.company, (await idsOfB(world)).itemId),
    check: (rows) => expect(rows).toEqual([]),
  },
];

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { promotions } from '../../db/schema.ts';
import { PROMOTION, promotionIdOf } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  deletePromotion,
  insertPromotion,
  isPromotionNameUsed,
  itemsReached,
  pagePromotions,
  promotionInScope,
  promotionLinks,
  promotionReach,
  promotionScheduleChoices,
  promotionStoreChoices,
  replacePromotionLinks,
  timedPromotions,
  updatePromotion,
} from './promotions.queries.ts';
import { idsOfB } from '../../shared/menu-targets/menu-targets.tenancy.ts';

const idOfB = (merchantId: number) => promotionIdOf(merchantId, PROMOTION.happyHour);
const WRITE = {
  name: 'Tenancy',
  kind: 'PercentOff',
  value: '10.00',
  eventScheduleId: null,
  startDate: '2026-01-01',
  endDate: '2026-01-31',
};
const PAGE = {
  PageRowCount: 200,
  RequestedPageNum: 1,
  SearchArg: '',
  SortColumn: 'Name',
  SortDirection: 'ASC',
} as const;
const ofA = (rows: { merchantId: number }[], merchantId: number) => rows.every((r) => r.merchantId === merchantId);
const NONE = { itemIds: [], categoryIds: [], storeIds: [] };

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: pagePromotions,
    run: ({ db, A }) => pagePromotions(db, A.company, PAGE, '2026-06-01'),
    check: (page, { A }) => expect(ofA((page as { rows: { merchantId: number }[] }).rows, A.merchantId)).toBe(true),
  },
  {
    fn: timedPromotions,
    run: ({ db, A }) => timedPromotions(db, A.company),
    check: (rows, { A }) => expect(ofA(rows as { merchantId: number }[], A.merchantId)).toBe(true),
  },
  {
    fn: promotionInScope,
    run: ({ db, A, B }) => promotionInScope(db, A.company, idOfB(B.merchantId)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: promotionLinks,
    run: ({ db, A, B }) => promotionLinks(db, A.company, idOfB(B.merchantId)),
    check: (links) => expect(links).toEqual(NONE),
  },
  {
    fn: promotionReach,
    run: ({ db, A }) => promotionReach(db, A.company),
    check: async (reach, { db, B }) => {
      const ofB = await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(eq(promotions.merchantId, B.merchantId));
      const ids = new Set(ofB.map((r) => r.id));
      const { items, stores } = reach as { items: { promotionId: number }[]; stores: { promotionId: number }[] };
      expect([...items, ...stores].filter((r) => ids.has(r.promotionId))).toEqual([]);
    },
  },
  {
    fn: itemsReached,
    run: async (world) => {
      const { itemId, categoryId } = await idsOfB(world);
      return itemsReached(world.db, world.A.company, [itemId], [categoryId]);
    },
    check: (rows) => expect(rows).toEqual([]),
  },
  {
    fn: isPromotionNameUsed,
    run: ({ db, A, B }) => isPromotionNameUsed(db, A.company, `Happy Hour drinks ${B.marker}`, 0),
    check: (used) => expect(used).toBe(false),
  },
  { fn: promotionStoreChoices, run: ({ db, A }) => promotionStoreChoices(db, A.company) },
  { fn: promotionScheduleChoices, run: ({ db, A }) => promotionScheduleChoices(db, A.company) },
  {
    fn: insertPromotion,
    run: ({ db, A }) => insertPromotion(db, A.company, WRITE),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, name: 'Tenancy' }),
  },
  {
    fn: updatePromotion,
    run: ({ db, A, B }) => updatePromotion(db, A.company, idOfB(B.merchantId), 1, { ...WRITE, name: 'Stolen' }),
    check: (row) => expect(row).toBeNull(),
  },
  {
    // B's promotion by id: A's replacement deletes none of B's links (the harness sees every write of B's).
    fn: replacePromotionLinks,
    run: ({ db, A, B }) => replacePromotionLinks(db, A.company, idOfB(B.merchantId), NONE),
  },
  {
    fn: deletePromotion,
    run: ({ db, A, B }) => deletePromotion(db, A.company, idOfB(B.merchantId), 1),
    check: (deleted) => expect(deleted).toBe(false),
  },
];

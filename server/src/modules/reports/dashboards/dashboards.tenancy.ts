import type { TTenancyCase } from '../../../test/tenancy.ts';
import { customerSalesSplit, customerVisits } from './customer-dashboard.queries.ts';
import {
  categoryMix,
  discountLinesOnDays,
  laborByDate,
  openOnlineOrdersOnDays,
  outOfStockItems,
  salesByDate,
  salesByHourOnDays,
  salesOnDays,
  tenderMix,
  topItemsOnDays,
  type TStoreDay,
} from './dashboards.queries.ts';

const ALL = { from: '2000-01-01', to: '2100-01-01' };

/**
 * The store-day queries are asked, as merchant A, about B's and C's stores too: the view's own filter must still
 * keep every row of theirs out, whatever store ids a caller passes.
 */
const DAYS = (ids: readonly number[]): TStoreDay[] =>
  ids.flatMap((storeId) =>
    Array.from({ length: 120 }, (_, i) => ({
      storeId,
      date: new Date(Date.now() - (i - 5) * 86_400_000).toISOString().slice(0, 10),
      which: 'today',
    })),
  );

const byRange = [salesByDate, tenderMix, categoryMix, laborByDate, customerVisits, customerSalesSplit];
const byDays = [salesOnDays, discountLinesOnDays, salesByHourOnDays, openOnlineOrdersOnDays];

export const TENANCY_CASES: TTenancyCase[] = [
  ...byRange.flatMap((fn): TTenancyCase[] => [
    { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store, ALL) },
    { fn, name: `${fn.name} of A's company view`, run: ({ db, A }) => fn(db, A.company, ALL) },
  ]),
  ...byDays.flatMap((fn): TTenancyCase[] => [
    {
      fn,
      name: `${fn.name} of A's store`,
      run: ({ db, A, B, C }) => fn(db, A.store, DAYS([A.storeId, B.storeId, C.storeId])),
    },
    {
      fn,
      name: `${fn.name} of A's company view`,
      run: ({ db, A, B, C }) => fn(db, A.company, DAYS([A.storeId, B.storeId, C.storeId])),
    },
  ]),
  {
    fn: salesOnDays,
    name: "salesOnDays of only B's and C's stores, asked as A",
    run: ({ db, A, B, C }) => salesOnDays(db, A.company, DAYS([B.storeId, C.storeId])),
    check: (result) => {
      if ((result as unknown[]).length > 0) throw new Error("A's view summed another merchant's sales");
    },
  },
  {
    fn: topItemsOnDays,
    name: "topItemsOnDays of A's company view",
    run: ({ db, A, B, C }) => topItemsOnDays(db, A.company, DAYS([A.storeId, B.storeId, C.storeId]), 50),
  },
  {
    fn: outOfStockItems,
    name: "outOfStockItems of A's store",
    run: ({ db, A }) => outOfStockItems(db, A.store, 50),
  },
  {
    fn: outOfStockItems,
    name: "outOfStockItems of A's company view",
    run: ({ db, A }) => outOfStockItems(db, A.company, 50),
  },
];

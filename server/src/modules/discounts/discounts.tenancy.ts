import { expect } from 'vitest';
import { DISCOUNT, discountIdOf } from '../../demo/ids.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import {
  findDiscount,
  insertDiscount,
  liveStores,
  paymentFacts,
  replaceStores,
  searchDiscounts,
  updateDiscountIfCurrent,
} from './discounts.queries.ts';

/** A demo discount every merchant has: A's own, or the one A's calls name to reach another merchant's row. */
const happyHourOf = (merchantId: number) => discountIdOf(merchantId, DISCOUNT.happyHour);
const allRows = { search: '', limit: 1000, offset: 0 };

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: searchDiscounts,
    name: 'searchDiscounts, company view',
    run: ({ db, A }) => searchDiscounts(db, A.company, allRows),
  },
  {
    fn: searchDiscounts,
    name: 'searchDiscounts, store view',
    run: ({ db, A }) => searchDiscounts(db, A.store, allRows),
  },
  {
    fn: searchDiscounts,
    name: 'searchDiscounts searching a name only B has',
    run: ({ db, A, B }) => searchDiscounts(db, A.company, { ...allRows, search: B.marker }),
    check: (result) => expect(result).toEqual({ rows: [], total: 0 }),
  },
  {
    fn: findDiscount,
    run: ({ db, A }) => findDiscount(db, A.company, happyHourOf(A.merchantId)),
    check: (result) => expect(result).not.toBeNull(),
  },
  {
    fn: findDiscount,
    name: "findDiscount of B's discount",
    run: ({ db, A, B }) => findDiscount(db, A.company, happyHourOf(B.merchantId)),
    check: (result) => expect(result).toBeNull(),
  },
  { fn: liveStores, run: ({ db, A }) => liveStores(db, A.merchant) },
  { fn: paymentFacts, run: ({ db, A }) => paymentFacts(db, A.merchant) },
  {
    fn: insertDiscount,
    run: ({ db, A }: TTenancyWorld) =>
      db.transaction((tx) =>
        insertDiscount(
          tx,
          A.merchant,
          { name: 'Tenancy', description: '', discountType: 'A', discountAmount: '1.00', appliesTo: 'H' },
          [{ storeId: A.storeId, isPosActive: true }],
        ),
      ),
  },
  {
    fn: updateDiscountIfCurrent,
    run: ({ db, A }) =>
      db.transaction((tx) =>
        updateDiscountIfCurrent(tx, A.merchant, happyHourOf(A.merchantId), 1, { description: 'Changed by A' }),
      ),
    check: (result) => expect(result).not.toBeNull(),
  },
  {
    fn: updateDiscountIfCurrent,
    name: "updateDiscountIfCurrent of B's discount",
    run: ({ db, A, B }) =>
      db.transaction((tx) =>
        updateDiscountIfCurrent(tx, A.merchant, happyHourOf(B.merchantId), 1, { description: 'Changed by A' }),
      ),
    check: (result) => expect(result).toBeNull(),
  },
  {
    fn: replaceStores,
    run: ({ db, A }) =>
      db.transaction((tx) =>
        replaceStores(tx, A.merchant, happyHourOf(A.merchantId), [{ storeId: A.storeId, isPosActive: true }]),
      ),
  },
  {
    fn: replaceStores,
    // The delete half alone: a filter that missed the merchant would remove B's links.
    name: "replaceStores naming B's discount",
    run: ({ db, A, B }) => db.transaction((tx) => replaceStores(tx, A.merchant, happyHourOf(B.merchantId), [])),
  },
];

import { expect } from 'vitest';
import { REVENUE_CENTER } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  deleteRevenueCenter,
  devicesOfStores,
  insertRevenueCenter,
  isRevenueCenterNameUsed,
  liveStoresOf,
  orderModesTakenOf,
  replaceRevenueCenterAssignments,
  revenueCenterAssignments,
  revenueCenterAvailability,
  revenueCenterInScope,
  revenueCentersOf,
  updateRevenueCenter,
} from './revenue-centers.queries.ts';

/** B (Corner Cafe) has the demo centre Counter; A (Demo Bistro) asks for it, or for B's store, by id. */
const B_CENTRE = REVENUE_CENTER.cornerCafeCounter;
const WRITE = { name: 'Tenancy', description: 'Tenancy case', externalId: '' };
const onlyA = (rows: unknown, merchantId: number) =>
  expect((rows as { merchantId: number }[]).every((r) => r.merchantId === merchantId)).toBe(true);

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: liveStoresOf,
    run: ({ db, A }) => liveStoresOf(db, A.store),
    check: (rows, { B }) => expect((rows as { id: number }[]).map((r) => r.id)).not.toContain(B.storeId),
  },
  {
    fn: revenueCentersOf,
    run: ({ db, A }) => revenueCentersOf(db, A.company),
    check: (rows, { A }) => onlyA(rows, A.merchantId),
  },
  {
    fn: revenueCenterInScope,
    run: ({ db, A }) => revenueCenterInScope(db, A.company, B_CENTRE),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: revenueCenterAssignments,
    run: ({ db, A }) => revenueCenterAssignments(db, A.company, [B_CENTRE]),
    check: (found) => expect(found).toEqual({ stores: [], orderModes: [], devices: [] }),
  },
  {
    fn: devicesOfStores,
    run: ({ db, A, B }) => devicesOfStores(db, A.company, [A.storeId, B.storeId]),
    check: (rows, { A }) => expect((rows as { storeId: number }[]).every((r) => r.storeId === A.storeId)).toBe(true),
  },
  {
    fn: orderModesTakenOf,
    run: ({ db, A, B }) => orderModesTakenOf(db, A.company, [A.storeId, B.storeId]),
    check: (rows, { A }) => expect((rows as { storeId: number }[]).every((r) => r.storeId === A.storeId)).toBe(true),
  },
  { fn: revenueCenterAvailability, run: ({ db, A }) => revenueCenterAvailability(db, A.company, 5) },
  {
    fn: isRevenueCenterNameUsed,
    // B's centre is named Counter (with B's marker); A has none of that name.
    run: ({ db, A, B }) => isRevenueCenterNameUsed(db, A.company, `Counter ${B.marker}`, 0),
    check: (used) => expect(used).toBe(false),
  },
  {
    fn: insertRevenueCenter,
    run: ({ db, A }) => insertRevenueCenter(db, A.company, { ...WRITE, name: `Tenancy ${Date.now()}` }),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId }),
  },
  {
    fn: updateRevenueCenter,
    run: ({ db, A }) => updateRevenueCenter(db, A.company, B_CENTRE, 1, { ...WRITE, name: 'Stolen' }),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: replaceRevenueCenterAssignments,
    // B's centre by id: A's write neither removes its stores nor hangs A's store on it.
    run: ({ db, A }) =>
      replaceRevenueCenterAssignments(db, A.company, B_CENTRE, [
        { StoreId: A.storeId, OrderModes: [5], StoreDeviceIds: [] },
      ]),
  },
  {
    fn: deleteRevenueCenter,
    run: ({ db, A }) => deleteRevenueCenter(db, A.company, B_CENTRE),
    check: (row) => expect(row).toBeNull(),
  },
];

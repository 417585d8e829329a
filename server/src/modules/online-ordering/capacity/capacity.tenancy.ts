import { emptyCapacityWeek } from '@mp/contracts/online-ordering/capacity';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import type { TTenancyCase, TTenancyWorld } from '../../../test/tenancy.ts';
import { assignCapacity, capacityById, capacityOfStore, insertCapacity, updateCapacity } from './capacity.queries.ts';

const input = { description: 'Tenancy', ...emptyCapacityWeek() };

/** Any record of merchant B (the demo seeds Corner Cafe's). */
const idOfB = async ({ db, B }: TTenancyWorld) =>
  (
    await queryRows<{ id: string }>(
      db,
      sql`select id from oo_capacity_settings where merchant_id = ${B.merchantId} limit 1`,
    )
  )[0]!.id;

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: capacityOfStore, run: ({ db, A }) => capacityOfStore(db, A.store) },
  {
    fn: capacityById,
    run: async (world) => capacityById(world.db, world.A.merchant, await idOfB(world)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: insertCapacity,
    run: ({ db, A }) => insertCapacity(db, A.merchant, 1, `tenancy-${Date.now()}`, input),
    check: (row) => expect(row).toMatchObject({ description: 'Tenancy', storeId: null }),
  },
  {
    fn: updateCapacity,
    run: async (world) => updateCapacity(world.db, world.A.merchant, 1, await idOfB(world), input),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: assignCapacity,
    name: "assignCapacity of B's id",
    run: async (world) => assignCapacity(world.db, world.A.store, 1, await idOfB(world)),
    check: (row) => expect(row).toBeNull(),
  },
];

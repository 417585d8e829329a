import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import { availabilityPage, setAllOn, storedAvailability, upsertAvailability } from './item-availability.queries.ts';

/** A listed item of the tenant (an id merchant A's calls name to reach another merchant's row). */
const itemOf = async ({ db }: TTenancyWorld, merchantId: number) => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from items where merchant_id = ${merchantId} and item_type <> 'M' and not is_deleted limit 1`,
  );
  return row!.id;
};

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: availabilityPage,
    run: ({ db, A }) => availabilityPage(db, A.store, { search: '', pageNum: 1, pageSize: 200 }),
  },
  {
    fn: availabilityPage,
    name: 'availabilityPage searching a name only B has',
    run: ({ db, A, B }) => availabilityPage(db, A.store, { search: B.marker, pageNum: 1, pageSize: 25 }),
    check: (result) => expect(result).toEqual({ rows: [], total: 0 }),
  },
  {
    fn: storedAvailability,
    run: async (world) =>
      storedAvailability(world.db, world.A.store, [
        await itemOf(world, world.B.merchantId),
        await itemOf(world, world.A.merchantId),
      ]),
    check: async (result, world) =>
      expect([...(result as Map<number, unknown>).keys()]).toEqual([await itemOf(world, world.A.merchantId)]),
  },
  {
    fn: upsertAvailability,
    // The service has checked the ids are A's listed items; the write must land on A's store alone.
    run: async (world) =>
      upsertAvailability(world.db, world.A.store, [
        {
          ItemMasterId: await itemOf(world, world.A.merchantId),
          IsInStock: false,
          IsPosActive: true,
          IsAvailableOnline: true,
          ConcurrencyChecksum: '0',
          version: 0,
        },
      ]),
  },
  { fn: setAllOn, run: ({ db, A }) => setAllOn(db, A.store, 'isInStock') },
];

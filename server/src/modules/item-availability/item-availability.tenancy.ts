import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import { availabilityPage, setAllOn, writeAvailability, type TAvailabilityWrite } from './item-availability.queries.ts';

/** A listed item of the tenant (an id merchant A's calls name to reach another merchant's row). */
const itemOf = async ({ db }: TTenancyWorld, merchantId: number) => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from items where merchant_id = ${merchantId} and item_type <> 'M' and not is_deleted limit 1`,
  );
  return row!.id;
};

/** Who the write's change-log entries name (the log keeps no key to users). */
const ACTOR = { userId: 1, userName: 'tenancy', storeId: null };

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
    fn: writeAvailability,
    // B's item named by A is not listed, so neither written nor logged; A's own lands on A's store alone.
    run: async (world) => {
      const own = await itemOf(world, world.A.merchantId);
      const row = (ItemMasterId: number) => ({
        ItemMasterId,
        IsInStock: false,
        IsPosActive: true,
        IsAvailableOnline: true,
        ConcurrencyChecksum: '0',
        version: 0,
      });
      return writeAvailability(world.db, world.A.store, ACTOR, [
        row(await itemOf(world, world.B.merchantId)),
        row(own),
      ]);
    },
    check: async (result, world) =>
      expect(
        (result as TAvailabilityWrite[]).map(({ itemId, listed, written }) => ({ itemId, listed, written })),
      ).toEqual([
        { itemId: await itemOf(world, world.B.merchantId), listed: false, written: null },
        { itemId: await itemOf(world, world.A.merchantId), listed: true, written: expect.any(Number) },
      ]),
  },
  { fn: setAllOn, run: ({ db, A }) => setAllOn(db, A.store, 'isInStock') },
];

import { MEMBER_TYPE } from '@mp/contracts/loyalty-pricing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tieredPriceLists } from '../../db/schema.ts';
import { menuIdsOf, tierPriceListIdOf } from '../../demo/ids.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import {
  catalogMembersByKey,
  insertPriceList,
  membersPage,
  priceListById,
  priceListOfMerchant,
  renamePriceList,
  type TCatalogMember,
  writeMemberPrices,
} from './loyalty-pricing.queries.ts';

const ALL_TYPES = Object.values(MEMBER_TYPE);

/** A's list: looked up, since the insertPriceList case replaces the demo one. */
const listOfA = async ({ db, A }: TTenancyWorld) => (await priceListOfMerchant(db, A.merchant))!.id;

/** The first demo item of a tenant (a modifier without sizes, so a member of its own). */
const firstItemOf = (merchantId: number) => menuIdsOf(merchantId).item(1);

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: priceListOfMerchant, run: ({ db, A }) => priceListOfMerchant(db, A.merchant) },
  {
    fn: priceListById,
    run: ({ db, A, B }) => priceListById(db, A.merchant, tierPriceListIdOf(B.merchantId)),
    check: (result) => expect(result).toBeNull(),
  },
  {
    fn: membersPage,
    run: async (world) =>
      membersPage(world.db, world.A.merchant, {
        listId: await listOfA(world),
        nameFilter: '',
        memberTypes: ALL_TYPES,
        offset: 0,
        limit: 10000,
      }),
  },
  {
    fn: membersPage,
    // Prices are numbers, which carry no marker: B's list must lend A's members none of its prices.
    name: "membersPage with B's list",
    run: ({ db, A, B }) =>
      membersPage(db, A.merchant, {
        listId: tierPriceListIdOf(B.merchantId),
        nameFilter: '',
        memberTypes: ALL_TYPES,
        offset: 0,
        limit: 10000,
      }),
    check: (result) => {
      const { rows } = result as { rows: TCatalogMember[] };
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.priceListPrice !== null)).toEqual([]);
    },
  },
  {
    fn: catalogMembersByKey,
    run: ({ db, A, B }) =>
      db.transaction((tx) =>
        catalogMembersByKey(tx, A.merchant, 0, [
          { itemId: firstItemOf(B.merchantId), variationId: null },
          { itemId: firstItemOf(A.merchantId), variationId: null },
        ]),
      ),
    check: (result, { A }) =>
      expect((result as TCatalogMember[]).map((m) => m.itemId)).toEqual([firstItemOf(A.merchantId)]),
  },
  {
    fn: insertPriceList,
    // One list per merchant: A's demo list makes way for the new one.
    run: ({ db, A }) =>
      db.transaction(async (tx) => {
        await tx.delete(tieredPriceLists).where(eq(tieredPriceLists.merchantId, A.merchantId));
        return insertPriceList(tx, A.merchant, 'Tenancy Club');
      }),
    check: async (row, { db, A }) =>
      expect(await priceListById(db, A.merchant, (row as { id: number }).id)).not.toBeNull(),
  },
  {
    fn: renamePriceList,
    // B's id renames nothing (the harness sees any write to B); A's own list takes the name.
    run: async (world) => {
      // Looked up before the transaction: PGlite's one connection would wait for it.
      const list = (await priceListOfMerchant(world.db, world.A.merchant))!;
      await world.db.transaction(async (tx) => {
        await renamePriceList(tx, world.A.merchant, tierPriceListIdOf(world.B.merchantId), 1, 'Moved');
        await renamePriceList(tx, world.A.merchant, list.id, list.version, 'Tenancy Renamed');
      });
    },
    check: async (_result, world) =>
      expect(await priceListOfMerchant(world.db, world.A.merchant)).toMatchObject({ name: 'Tenancy Renamed' }),
  },
  {
    fn: writeMemberPrices,
    // The service has checked the list and members are A's; the write must land on A's rows alone.
    run: async (world) => {
      const listId = await listOfA(world);
      await world.db.transaction((tx) =>
        writeMemberPrices(tx, world.A.merchant, listId, [
          {
            memberType: MEMBER_TYPE.modifier,
            itemId: firstItemOf(world.A.merchantId),
            variationId: null,
            groupId: null,
            priceListPrice: '1.23',
          },
        ]),
      );
    },
  },
];

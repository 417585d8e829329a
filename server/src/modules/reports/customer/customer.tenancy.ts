import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import type { TTenancyCase, TTenancyWorld } from '../../../test/tenancy.ts';
import {
  customerList,
  customerNotesIn,
  customerSpend,
  customerTopItems,
  houseAccountBalances,
  houseAccountEntries,
  houseAccountMovements,
  mailingList,
} from './customer.queries.ts';

const ALL = { from: '2000-01-01', to: '2100-01-01' };

const byRange = [customerSpend, customerNotesIn, houseAccountEntries, houseAccountMovements] as const;

/** Customers of B, as A would guess their ids. */
const customersOfB = async ({ db, B }: TTenancyWorld) =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select customer_id as id from tickets where merchant_id = ${B.merchantId} and customer_id is not null limit 20`,
    )
  ).map((r) => r.id);

export const TENANCY_CASES: TTenancyCase[] = [
  ...byRange.flatMap((fn): TTenancyCase[] => [
    { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store, ALL) },
    { fn, name: `${fn.name} of A's company view`, run: ({ db, A }) => fn(db, A.company, ALL) },
  ]),
  {
    fn: customerTopItems,
    name: "customerTopItems of B's customers in A's company view is empty",
    run: async (world) => customerTopItems(world.db, world.A.company, ALL, await customersOfB(world)),
    check: (result) => expect(result).toEqual([]),
  },
  {
    fn: mailingList,
    name: "mailingList of A's company view",
    run: ({ db, A }) => mailingList(db, A.company, ALL, { onlyVisitors: false, minimumSpend: undefined }),
  },
  {
    fn: houseAccountBalances,
    name: "houseAccountBalances of A's store",
    run: ({ db, A }) => houseAccountBalances(db, A.store, ALL.to),
  },
  {
    fn: houseAccountBalances,
    name: "houseAccountBalances of A's company view",
    run: ({ db, A }) => houseAccountBalances(db, A.company, ALL.to),
  },
  { fn: customerList, name: "customerList of A's store", run: ({ db, A }) => customerList(db, A.store) },
];

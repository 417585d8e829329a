import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import type { TTenancyCase, TTenancyWorld } from '../../../test/tenancy.ts';
import {
  commissionItems,
  commissions,
  dailySales,
  departmentItemSales,
  departmentSales,
  donations,
  hourlySales,
  isMerchantCategory,
  isMerchantModifierGroup,
  itemSalesLines,
  modifierSales,
  nonSalesRevenue,
} from './sales.queries.ts';

const ALL = { from: '2000-01-01', to: '2100-01-01' };

const byRange = [departmentSales, departmentItemSales, dailySales, nonSalesRevenue, donations] as const;
const withFilter = [itemSalesLines, modifierSales, commissions, commissionItems] as const;

export const TENANCY_CASES: TTenancyCase[] = [
  ...byRange.flatMap((fn): TTenancyCase[] => [
    { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store, ALL) },
    { fn, name: `${fn.name} of A's company view`, run: ({ db, A }) => fn(db, A.company, ALL) },
  ]),
  ...withFilter.flatMap((fn): TTenancyCase[] => [
    { fn, name: `${fn.name} of A's store`, run: ({ db, A }) => fn(db, A.store, ALL, undefined) },
    { fn, name: `${fn.name} of A's company view`, run: ({ db, A }) => fn(db, A.company, ALL, undefined) },
  ]),
  { fn: hourlySales, name: "hourlySales of A's store", run: ({ db, A }) => hourlySales(db, A.store, ALL, -1) },
  {
    fn: hourlySales,
    name: "hourlySales of A's company view on weekends",
    run: ({ db, A }) => hourlySales(db, A.company, ALL, [0, 6]),
  },
];

/** The id of one of B's rows in a table, as A would guess it. */
const idOfB = async ({ db, B }: TTenancyWorld, table: 'item_categories' | 'modifier_groups') =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(table)} where merchant_id = ${B.merchantId} limit 1`,
    )
  )[0]?.id ?? 0;

TENANCY_CASES.push(
  {
    fn: isMerchantCategory,
    name: "isMerchantCategory does not know B's category",
    run: async (world) => isMerchantCategory(world.db, world.A.company, await idOfB(world, 'item_categories')),
    check: (result) => expect(result).toBe(false),
  },
  {
    fn: isMerchantModifierGroup,
    name: "isMerchantModifierGroup does not know B's modifier group",
    run: async (world) => isMerchantModifierGroup(world.db, world.A.store, await idOfB(world, 'modifier_groups')),
    check: (result) => expect(result).toBe(false),
  },
);

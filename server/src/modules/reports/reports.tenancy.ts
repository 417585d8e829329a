import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import { isMerchantEmployee, reportStores } from './reports.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: reportStores,
    name: "reportStores of A's store is that store",
    run: ({ db, A }) => reportStores(db, A.store),
    check: (result, { A }) => expect((result as { id: number }[]).map((s) => s.id)).toEqual([A.storeId]),
  },
  {
    fn: reportStores,
    name: "reportStores of A's company view are A's stores",
    run: ({ db, A }) => reportStores(db, A.company),
    check: (result) => expect((result as unknown[]).length).toBeGreaterThan(0),
  },
];

/** One of B's employees, as A would guess its id. */
const employeeOfB = async ({ db, B }: TTenancyWorld) =>
  (await queryRows<{ id: number }>(db, sql`select id from employees where merchant_id = ${B.merchantId} limit 1`))[0]
    ?.id ?? 0;

TENANCY_CASES.push({
  fn: isMerchantEmployee,
  name: "isMerchantEmployee does not know B's employee",
  run: async (world) => isMerchantEmployee(world.db, world.A.merchant, await employeeOfB(world)),
  check: (result) => expect(result).toBe(false),
});

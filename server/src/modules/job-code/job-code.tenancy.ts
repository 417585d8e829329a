import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { roleIdOf } from '../../demo/ids.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import { merchantUserByName, upsertRoleFeatures } from './job-code.queries.ts';

/** A user name of the tenant (B's carries B's marker, as the world stores it). */
const userNameOf = async ({ db }: TTenancyWorld, merchantId: number) => {
  const [row] = await queryRows<{ user_name: string }>(
    db,
    sql`select user_name from users where merchant_id = ${merchantId} order by id limit 1`,
  );
  return row!.user_name;
};

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: upsertRoleFeatures,
    // The service has checked the roles are A's; the cell must land on A's role alone.
    run: ({ db, A }) =>
      db.transaction((tx) =>
        upsertRoleFeatures(tx, A.merchant, [
          { roleId: roleIdOf(A.merchantId, 'Cashier'), featureId: FEATURE_ID.discounts, isActive: false },
        ]),
      ),
  },
  {
    fn: merchantUserByName,
    run: async (world) => merchantUserByName(world.db, world.A.merchant, await userNameOf(world, world.A.merchantId)),
    check: (result) => expect(result).not.toBeNull(),
  },
  {
    fn: merchantUserByName,
    name: "merchantUserByName of B's user",
    run: async (world) => merchantUserByName(world.db, world.A.merchant, await userNameOf(world, world.B.merchantId)),
    check: (result) => expect(result).toBeNull(),
  },
];

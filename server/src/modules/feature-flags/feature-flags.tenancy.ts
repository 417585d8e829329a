import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { USER } from '../../demo/ids.ts';
import type { TTenancyCase, TTenancyWorld } from '../../test/tenancy.ts';
import { evaluateFlags, flagValuesInScope, merchantWithStores, writeFlagValue } from './feature-flags.queries.ts';

/** The flag the seed sets at the organization level of A and of B alike. */
const SHARED_FLAG = 'cashDiscount';

/**
 * The name B's value of that flag carries in the world (its text has B's marker), so a delete of A's value whose
 * filter missed the merchant would match B's row, which the harness records.
 */
const foreignFlagName = async ({ db, B }: TTenancyWorld) => {
  const [row] = await queryRows<{ flag_name: string }>(
    db,
    sql`select flag_name from feature_flag_values where merchant_id = ${B.merchantId} and store_id = 0
         and flag_name like ${`${SHARED_FLAG}%`}`,
  );
  return row!.flag_name;
};

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: flagValuesInScope,
    name: 'flagValuesInScope, organization',
    run: ({ db, A }) => flagValuesInScope(db, A.company),
  },
  { fn: flagValuesInScope, name: 'flagValuesInScope, store', run: ({ db, A }) => flagValuesInScope(db, A.store) },
  {
    fn: evaluateFlags,
    run: ({ db, A }) => evaluateFlags(db, { merchantId: A.merchantId, storeId: A.storeId }),
  },
  {
    fn: evaluateFlags,
    name: "evaluateFlags naming B's store under A",
    run: ({ db, A, B }) => evaluateFlags(db, { merchantId: A.merchantId, storeId: B.storeId }),
    // Only A's organization values apply: B's store is no store of A's.
    check: async (result, { db, A }) =>
      expect(result).toEqual(await evaluateFlags(db, { merchantId: A.merchantId, storeId: 0 })),
  },
  {
    fn: merchantWithStores,
    run: ({ db, A }) => merchantWithStores(db, A.merchant),
    check: (result, { A }) =>
      expect((result as { stores: { storeId: number }[] }).stores.map((s) => s.storeId)).toContain(A.storeId),
  },
  {
    fn: writeFlagValue,
    name: "writeFlagValue, A's organization value",
    run: ({ db, A }) => writeFlagValue(db, A.company, SHARED_FLAG, false, USER.support),
    check: async (_result, { db, A }) =>
      expect(await flagValuesInScope(db, A.company)).toContainEqual({ flagName: SHARED_FLAG, storeId: 0, isOn: false }),
  },
  {
    fn: writeFlagValue,
    name: "writeFlagValue, A's store value",
    run: ({ db, A }) => writeFlagValue(db, A.store, SHARED_FLAG, true, USER.support),
    check: async (_result, { db, A }) =>
      expect(await flagValuesInScope(db, A.store)).toContainEqual({
        flagName: SHARED_FLAG,
        storeId: A.storeId,
        isOn: true,
      }),
  },
  {
    fn: writeFlagValue,
    name: "writeFlagValue clearing A's organization value",
    run: ({ db, A }) => writeFlagValue(db, A.company, SHARED_FLAG, null, USER.support),
    check: async (_result, { db, A }) =>
      expect((await flagValuesInScope(db, A.company)).map((v) => v.flagName)).not.toContain(SHARED_FLAG),
  },
  {
    fn: writeFlagValue,
    name: "writeFlagValue clearing, at A's organization and store levels, the flag B has set",
    run: async (world) => {
      const name = await foreignFlagName(world);
      await writeFlagValue(world.db, world.A.company, name, null, USER.support);
      await writeFlagValue(world.db, world.A.store, name, null, USER.support);
    },
  },
];

import { expect } from 'vitest';
import { STORE, USER } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  activeFeatureIds,
  assignedStores,
  findUserContextById,
  findUserContextByLogin,
  merchantStores,
  pendingEula,
} from './sign-in.queries.ts';

const storeIds = (rows: unknown) => (rows as { id: number }[]).map((s) => s.id);

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: findUserContextById,
    unscoped: 'the user a session, one-time token or identity link names: the sign-in context the tenant comes from',
  },
  { fn: findUserContextByLogin, unscoped: 'sign-in by user name (or e-mail address): no tenant before sign-in' },
  {
    fn: activeFeatureIds,
    unscoped: "the signing-in user's own role, by the id on their row (admin and partner roles have no merchant)",
  },
  {
    fn: merchantStores,
    run: ({ db, A }) => merchantStores(db, A.merchant),
    check: (rows) =>
      expect(storeIds(rows).sort()).toEqual([STORE.bistroDowntown, STORE.bistroRiverside, STORE.bistroOldTown].sort()),
  },
  {
    fn: assignedStores,
    run: ({ db, A }) => assignedStores(db, A.merchant, USER.ssostore),
    check: (rows) => expect(storeIds(rows)).toEqual([STORE.bistroRiverside]),
  },
  {
    fn: assignedStores,
    name: "assignedStores of B's store user, as A",
    run: ({ db, A }) => assignedStores(db, A.merchant, USER.store),
    check: (rows) => expect(rows).toEqual([]),
  },
  { fn: pendingEula, run: ({ db, A }) => pendingEula(db, A.merchant) },
];

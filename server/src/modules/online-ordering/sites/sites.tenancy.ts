import { expect } from 'vitest';
import type { TTenancyCase } from '../../../test/tenancy.ts';
import {
  insertCompanyProvisioning,
  isUriNameTaken,
  readCompanyProvisioning,
  readSite,
  readStoreProfile,
  renameCompanyProvisioning,
  updateExistingSite,
  writeSite,
} from './sites.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: readStoreProfile, run: ({ db, A }) => readStoreProfile(db, A.store) },
  {
    fn: readSite,
    run: ({ db, A }) => readSite(db, A.store),
    check: (row) => expect(row).toMatchObject({ uriName: 'bistro-downtown' }),
  },
  {
    fn: writeSite,
    run: ({ db, A }) => writeSite(db, A.store, 1, { latitude: 1, longitude: 2 }),
    check: async (_, { db, A }) => expect(await readSite(db, A.store)).toMatchObject({ latitude: 1, longitude: 2 }),
  },
  {
    fn: updateExistingSite,
    run: ({ db, A }) => updateExistingSite(db, A.store, 1, { status: 'Not', locked: true }),
    check: (row) => expect(row).toMatchObject({ status: 'Not', locked: true }),
  },
  {
    fn: readCompanyProvisioning,
    run: ({ db, A }) => readCompanyProvisioning(db, A.merchant),
  },
  {
    fn: insertCompanyProvisioning,
    run: ({ db, A }) => insertCompanyProvisioning(db, A.merchant, 1, 'tenancy-a'),
    check: async (_, { db, A }) =>
      expect(await readCompanyProvisioning(db, A.merchant)).toMatchObject({ uriName: 'tenancy-a' }),
  },
  {
    fn: renameCompanyProvisioning,
    run: ({ db, A }) => renameCompanyProvisioning(db, A.merchant, 1, 'tenancy-a2'),
  },
  {
    // Reads across merchants on purpose (names of public addresses are unique everywhere), answering only a boolean.
    fn: isUriNameTaken,
    run: async ({ db, A }) => [
      await isUriNameTaken(db, A.merchant, 'company', 'nobody-has-this'),
      await isUriNameTaken(db, A.store, 'site', 'bistro-downtown'),
    ],
    check: (result) => expect(result).toEqual([false, false]),
  },
];

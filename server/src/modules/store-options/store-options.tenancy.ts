import { expect } from 'vitest';
import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  merchantIsQuickService,
  storeChargeChoices,
  storedStoreOptions,
  type TStoreOptionsWrite,
  writeStoreOptions,
} from './store-options.queries.ts';

const VALUES: Partial<TStoreOptionsWrite> = { isTakeoutEnabled: true, minimumBreakMinutes: 30 };

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: storedStoreOptions, run: ({ db, A }) => storedStoreOptions(db, A.store) },
  { fn: merchantIsQuickService, run: ({ db, A }) => merchantIsQuickService(db, A.store).then((quick) => [quick]) },
  { fn: storeChargeChoices, run: ({ db, A }) => storeChargeChoices(db, A.store) },
  {
    fn: writeStoreOptions,
    // A's first save inserts A's store row alone (unless a case before it did: the cases run shuffled), and a later
    // one updates only it.
    run: async ({ db, A }) => {
      const first =
        (await storedStoreOptions(db, A.store)) ??
        (await writeStoreOptions(db, A.store, 0, VALUES as TStoreOptionsWrite));
      const { merchantId: _m, storeId: _s, version, ...columns } = first!;
      return writeStoreOptions(db, A.store, version, { ...columns, minimumBreakMinutes: 45 });
    },
    check: (row, { A }) =>
      expect(row).toMatchObject({ merchantId: A.merchantId, storeId: A.storeId, minimumBreakMinutes: 45 }),
  },
];

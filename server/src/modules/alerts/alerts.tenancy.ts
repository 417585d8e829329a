import { expect } from 'vitest';
import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  alertStore,
  discountsByDay,
  dueAlertStores,
  netSalesByDay,
  priceChangesByDay,
  storedAlerts,
  writeAlerts,
} from './alerts.queries.ts';

const VALUES = {
  salesOn: true,
  salesThreshold: 10,
  priceOn: false,
  priceThreshold: null,
  discountOn: true,
  discountThreshold: 5,
  marketingOn: false,
  marketingThreshold: null,
};

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: storedAlerts, run: ({ db, A }) => storedAlerts(db, A.store) },
  {
    fn: writeAlerts,
    // A's first save inserts A's store row alone (unless a case before it did: the cases run shuffled), and a later
    // one updates only it.
    run: async ({ db, A }) => {
      const first = (await storedAlerts(db, A.store)) ?? (await writeAlerts(db, A.store, 0, VALUES));
      return writeAlerts(db, A.store, first!.version, { ...VALUES, salesThreshold: 12 });
    },
    check: (row, { A }) =>
      expect(row).toMatchObject({ merchantId: A.merchantId, storeId: A.storeId, salesThreshold: 12 }),
  },
  {
    fn: alertStore,
    run: async ({ db, A }) => {
      // The first writeAlerts case may have stored the row already: an insert that finds one writes nothing.
      await writeAlerts(db, A.store, 0, VALUES);
      return alertStore(db, A.store);
    },
    check: (row) => expect(row).not.toBeNull(),
  },
  { fn: netSalesByDay, run: ({ db, A }) => netSalesByDay(db, A.store, '2000-01-01', '2100-01-01') },
  { fn: discountsByDay, run: ({ db, A }) => discountsByDay(db, A.store, '2000-01-01', '2100-01-01') },
  {
    fn: priceChangesByDay,
    run: ({ db, A }) => priceChangesByDay(db, A.store, 'America/New_York', '2000-01-01', '2100-01-01'),
  },
  {
    fn: dueAlertStores,
    unscoped:
      'the job runner works for every merchant at once, outside any request: it lists the stores due, each carrying its own merchant, and every figure it then reads is read in that store scope',
  },
];

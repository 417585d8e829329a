import { defaultFulfillmentTimeSettings } from '@mp/contracts/online-ordering/fulfillment-settings';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { storeOptions } from '../../../db/schema.ts';
import type { TTenancyCase } from '../../../test/tenancy.ts';
import {
  enterpriseUnitOf,
  setTakeoutDownloadThreshold,
  storedFulfillmentSettings,
  writeFulfillmentSettings,
} from './fulfillment-settings.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: storedFulfillmentSettings, run: ({ db, A }) => storedFulfillmentSettings(db, A.store) },
  { fn: enterpriseUnitOf, run: ({ db, A }) => enterpriseUnitOf(db, A.store) },
  {
    fn: writeFulfillmentSettings,
    run: ({ db, A }) =>
      writeFulfillmentSettings(db, A.store, 1, { ...defaultFulfillmentTimeSettings(), prepDuration: 1200 }),
    check: (row) => expect(row).toMatchObject({ prepDuration: 1200 }),
  },
  {
    fn: setTakeoutDownloadThreshold,
    run: ({ db, A }) => setTakeoutDownloadThreshold(db, A.store, 25),
    check: async (_, { db, A }) => {
      const [row] = await db
        .select({ minutes: storeOptions.orderDownloadThresholdTakeout })
        .from(storeOptions)
        .where(and(eq(storeOptions.merchantId, A.merchantId), eq(storeOptions.storeId, A.storeId)));
      expect(row?.minutes).toBe(25);
    },
  },
];

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import { storeScope } from '../../../db/tenant.ts';
import type { TTenancyCase } from '../../../test/tenancy.ts';
import { companySources, merchantImageInfo, migrationStores, storeSources } from './data-migration.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: migrationStores,
    run: ({ db, A }) => migrationStores(db, A.company),
    check: (rows) => expect((rows as { merchantId: number }[]).length).toBeGreaterThan(0),
  },
  {
    fn: migrationStores,
    name: "another merchant's store",
    run: ({ db, A, B }) => migrationStores(db, storeScope(A.merchantId, B.storeId)),
    check: (rows) => expect(rows).toEqual([]),
  },
  { fn: companySources, run: ({ db, A }) => companySources(db, A.company) },
  {
    fn: merchantImageInfo,
    name: 'a hash only another merchant stores',
    run: async ({ db, A, B }) => {
      // B's own image, asked for in A's scope: it must not be found.
      const [row] = await queryRows<{ sha256: Buffer }>(
        db,
        sql`select sha256 from merchant_images where merchant_id = ${B.merchantId} limit 1`,
      );
      expect(row).toBeDefined();
      return merchantImageInfo(db, A.company, row!.sha256);
    },
    check: (row) => expect(row).toBeNull(),
  },
  { fn: storeSources, run: ({ db, A }) => storeSources(db, A.store) },
];

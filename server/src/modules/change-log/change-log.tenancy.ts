import { expect } from 'vitest';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { changeLogPage, changeLogUsers } from './change-log.queries.ts';

const everyRow = { limit: 10_000, offset: 0 };
type TPage = Awaited<ReturnType<typeof changeLogPage>>;

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: changeLogPage,
    name: "changeLogPage, the merchant's log",
    run: ({ db, A }) => changeLogPage(db, A.merchant, A.company, {}, everyRow),
    check: (result, { A }) => {
      const { rows } = result as TPage;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.merchantId === A.merchantId)).toBe(true);
    },
  },
  {
    fn: changeLogPage,
    name: "changeLogPage, one store's log",
    run: ({ db, A }) =>
      changeLogPage(
        db,
        A.store,
        A.store,
        // Days are bounded in the store's zone: the widest range keeps every row, so the check sees them all.
        { entity: 'itemAvailability', fromDate: '2000-01-01', toDate: '2999-12-31' },
        everyRow,
      ),
    check: (result, { A }) => expect((result as TPage).rows.every((r) => r.storeId === A.storeId)).toBe(true),
  },
  { fn: changeLogUsers, run: ({ db, A }) => changeLogUsers(db, A.merchant) },
];

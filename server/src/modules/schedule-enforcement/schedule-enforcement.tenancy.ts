import { expect } from 'vitest';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { storedEnforcement, writeEnforcement } from './schedule-enforcement.queries.ts';

const VALUES = {
  isClockInEnforcementEnabled: true,
  clockInLowerLimit: -20,
  clockInUpperLimit: 10,
  isClockOutEnforcementEnabled: false,
  clockOutLowerLimit: -10,
  clockOutUpperLimit: 0,
  isUnScheduledShiftApprovalRequired: true,
  lastModifiedUserCode: 'tenancy',
};

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: storedEnforcement, run: ({ db, A }) => storedEnforcement(db, A.store) },
  {
    fn: writeEnforcement,
    // A's first save inserts A's store row alone, and a later one updates only it.
    run: async ({ db, A }) => {
      const first = await writeEnforcement(db, A.store, 0, VALUES);
      return writeEnforcement(db, A.store, first!.version, { ...VALUES, clockInUpperLimit: 15 });
    },
    check: (row, { A }) =>
      expect(row).toMatchObject({ merchantId: A.merchantId, storeId: A.storeId, clockInUpperLimit: 15, version: 2 }),
  },
];

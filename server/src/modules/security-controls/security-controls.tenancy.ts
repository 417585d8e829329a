import { expect } from 'vitest';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { storedControls, writeControls } from './security-controls.queries.ts';

const VALUES = {
  IsLimitChecksEnabled: true,
  MaxOpenChecks: 5,
  IsLimitClearItemsEnabled: false,
  MaxClearItems: null,
  IsLimitDeleteTicketsEnabled: false,
  MaxDeleteTickets: null,
  IsLimitMaxRefundAmountEnabled: true,
  MaxTicketAmount: '10.00',
  MaxShiftAmount: null,
  IsTicketAmountEnabled: true,
  IsShiftAmountEnabled: false,
  IsLimitUserPermissionEnabled: false,
};

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: storedControls, run: ({ db, A }) => storedControls(db, A.company) },
  {
    fn: writeControls,
    // Whatever B and C hold, A's first save inserts A's row alone, and a later one updates only it.
    run: async ({ db, A }) => {
      const first = await writeControls(db, A.company, 0, VALUES);
      return writeControls(db, A.company, first!.version, { ...VALUES, MaxOpenChecks: 6 });
    },
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, maxOpenChecks: 6, version: 2 }),
  },
];

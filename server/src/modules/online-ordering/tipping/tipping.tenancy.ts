import { defaultTipsConfiguration } from '@mp/contracts/online-ordering/tipping';
import { expect } from 'vitest';
import type { TTenancyCase } from '../../../test/tenancy.ts';
import { storedTipSettings, writeTipSettings } from './tipping.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: storedTipSettings, run: ({ db, A }) => storedTipSettings(db, A.store) },
  {
    fn: writeTipSettings,
    run: ({ db, A }) => writeTipSettings(db, A.store, 1, { ...defaultTipsConfiguration(), enabled: true }),
    check: async (row, { db, A }) => {
      expect(row).toMatchObject({ enabled: true });
      expect(await storedTipSettings(db, A.store)).toMatchObject({ enabled: true });
    },
  },
];

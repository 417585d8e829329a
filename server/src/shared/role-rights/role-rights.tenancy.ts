import { expect } from 'vitest';
import { roleIdOf } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { activeRoleFeatures, allFeatures, merchantRoles } from './role-rights.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: allFeatures, unscoped: 'the permission catalogue is one for every merchant' },
  { fn: merchantRoles, run: ({ db, A }) => merchantRoles(db, A.merchant) },
  { fn: activeRoleFeatures, run: ({ db, A }) => activeRoleFeatures(db, A.merchant) },
  {
    fn: activeRoleFeatures,
    name: "activeRoleFeatures of B's roles",
    run: ({ db, A, B }) => activeRoleFeatures(db, A.merchant, [roleIdOf(B.merchantId, 'Owner')]),
    check: (result) => expect(result).toEqual([]),
  },
];

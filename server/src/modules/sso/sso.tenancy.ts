import type { TFlagValue } from '@mp/contracts/feature-flags';
import { expect } from 'vitest';
import { USER } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { linkedUser, linkIdentity, organizationFlagValues, ssoUsersByEmail } from './sso.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: linkedUser,
    unscoped:
      "the identity provider's subject as the organization's verified token names it; the service refuses a user outside the organization's merchant",
  },
  {
    fn: linkIdentity,
    unscoped: "sso_identities belongs to no merchant; the service links a user it found in the organization's merchant",
  },
  {
    fn: ssoUsersByEmail,
    run: ({ db, A }) => ssoUsersByEmail(db, A.merchant, 'SSOStore@demo.test'),
    check: (ids) => expect(ids).toEqual([USER.ssostore]),
  },
  {
    fn: organizationFlagValues,
    run: ({ db, A }) => organizationFlagValues(db, A.merchant),
    check: (values) => {
      expect((values as TFlagValue[]).every((v) => v.storeId === 0)).toBe(true);
      expect(values).toContainEqual({ flagName: 'federatedLogin', storeId: 0, isOn: true });
    },
  },
];

import { LATEST_EULA } from '../../demo/seed.ts';
import { USER } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  clearFailedAttempts,
  eulaExists,
  findUsersByEmail,
  recordEulaAcceptance,
  recordFailedAttempt,
} from './account.queries.ts';

const SIGNING_IN = "the signing-in user's own row, found by the user name they gave: no tenant before sign-in";

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: findUsersByEmail,
    unscoped: 'the forgotten-user-names mail lists every user with the address, whichever merchant, to that address',
  },
  { fn: recordFailedAttempt, unscoped: SIGNING_IN },
  { fn: clearFailedAttempts, unscoped: SIGNING_IN },
  { fn: eulaExists, unscoped: 'licence agreements are the same for every merchant' },
  {
    fn: recordEulaAcceptance,
    run: ({ db, A }) => recordEulaAcceptance(db, A.merchant, LATEST_EULA.id, USER.company),
  },
];

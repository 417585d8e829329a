import { LATEST_EULA } from '../../demo/seed.ts';
import { USER } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { eulaExists, findUsersByEmail, recordEulaAcceptance } from './account.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: findUsersByEmail,
    unscoped: 'the forgotten-user-names mail lists every user with the address, whichever merchant, to that address',
  },
  { fn: eulaExists, unscoped: 'licence agreements are the same for every merchant' },
  {
    fn: recordEulaAcceptance,
    run: ({ db, A }) => recordEulaAcceptance(db, A.merchant, LATEST_EULA.id, USER.company),
  },
];

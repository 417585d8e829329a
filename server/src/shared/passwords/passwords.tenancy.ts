import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  recordFailure,
  recordSuccess,
  recordUnknownFailure,
  consumeToken,
  insertToken,
  peekToken,
  setPassword,
} from './passwords.queries.ts';

const SIGNING_IN =
  "the user's own row, found by the user name they gave or their session: the lock-out counts before any tenant";
const OWN_TOKEN =
  'password_reset_tokens has no merchant: a one-time token is found by its hash, which only its holder has';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: setPassword,
    unscoped: "the user's own row: the signed-in user, or the one a reset or change token they hold names",
  },
  { fn: insertToken, unscoped: OWN_TOKEN },
  { fn: peekToken, unscoped: OWN_TOKEN },
  { fn: consumeToken, unscoped: OWN_TOKEN },
  { fn: recordFailure, unscoped: SIGNING_IN },
  { fn: recordSuccess, unscoped: SIGNING_IN },
  { fn: recordUnknownFailure, unscoped: 'a user name that belongs to no user, so to no merchant either' },
];

import type { TTenancyCase } from '../../test/tenancy.ts';
import { consumeToken, insertToken, peekToken, setPassword } from './passwords.queries.ts';

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
];

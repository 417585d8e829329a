import type { TTenancyCase } from '../../test/tenancy.ts';
import { isTokenRevoked, revokeToken } from './sso-tokens.queries.ts';

const GLOBAL = "the revocation list is keyed by the identity provider's token id and belongs to no merchant";

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: isTokenRevoked, unscoped: GLOBAL },
  { fn: revokeToken, unscoped: GLOBAL },
];

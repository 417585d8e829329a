import type { TTenancyCase } from '../test/tenancy.ts';
import { loadRequestContext } from './request-context.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: loadRequestContext,
    unscoped:
      "the session's own row, by the hash of the cookie its holder sent: every tenant scope is resolved from it, so there is none before it",
  },
];

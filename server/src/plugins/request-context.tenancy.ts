import { USER } from '../demo/ids.ts';
import type { TTenancyCase } from '../test/tenancy.ts';
import { loadRequestContext, loadViewContext } from './request-context.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: loadRequestContext,
    unscoped:
      "the session's own row, by the hash of the cookie its holder sent: every tenant scope is resolved from it, so there is none before it",
  },
  {
    fn: loadViewContext,
    run: ({ db, A }) => loadViewContext(db, { userId: USER.company, merchantId: A.merchantId, storeId: A.storeId }),
  },
];

import { POS_MESSAGE_SORT } from '@mp/contracts/pos-messages';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { pagePosMessages } from './pos-messages.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: pagePosMessages,
    run: ({ db, A }) => pagePosMessages(db, A.company, { limit: 1000, offset: 0, sort: POS_MESSAGE_SORT.defaultSort }),
  },
];

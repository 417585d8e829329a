import { USER } from '../../demo/ids.ts';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { insertChangeLogEntries } from './change-log.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: insertChangeLogEntries,
    run: ({ db, A }) =>
      insertChangeLogEntries(db, A.merchant, [
        {
          storeId: A.storeId,
          userId: USER.merchantadmin,
          userName: 'merchantadmin',
          entity: 'item',
          entityId: 1,
          entityName: 'Tenancy',
          changes: [{ Field: 'itemName', Before: 'A', After: 'B' }],
        },
      ]),
  },
];

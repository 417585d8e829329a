import { expect } from 'vitest';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { activeNotifications, type TNotificationRow } from './notification.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: activeNotifications,
    run: ({ db, A }) => activeNotifications(db, A.merchant, new Date()),
    // Only A's own notices and those addressed to every merchant.
    check: (result, { A }) =>
      expect(
        (result as TNotificationRow[]).filter((n) => n.merchantId !== null && n.merchantId !== A.merchantId),
      ).toEqual([]),
  },
];

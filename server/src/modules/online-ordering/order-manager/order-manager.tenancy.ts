import { expect } from 'vitest';
import type { TTenancyCase } from '../../../test/tenancy.ts';
import { onlineOrdersOfStore } from './order-manager.queries.ts';

const EVERYTHING = {
  statuses: null,
  fulfillmentTypes: null,
  from: '2000-01-01T00:00:00Z',
  to: '2100-01-01T00:00:00Z',
  limit: 1000,
};

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: onlineOrdersOfStore,
    run: ({ db, A }) => onlineOrdersOfStore(db, A.store, EVERYTHING),
    check: (rows) => expect(Array.isArray(rows)).toBe(true),
  },
];

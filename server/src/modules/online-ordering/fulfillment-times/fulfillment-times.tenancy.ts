import { expect } from 'vitest';
import type { TTenancyCase } from '../../../test/tenancy.ts';
import { dueOrderTimes, storeTimeZone } from './fulfillment-times.queries.ts';

const YEARS = 50 * 365 * 24 * 3600 * 1000;

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: storeTimeZone,
    run: ({ db, A }) => storeTimeZone(db, A.store),
    check: (zone) => expect(typeof zone).toBe('string'),
  },
  {
    fn: dueOrderTimes,
    run: ({ db, A }) => dueOrderTimes(db, A.store, new Date(Date.now() - YEARS), new Date(Date.now() + YEARS), 'x'),
  },
];

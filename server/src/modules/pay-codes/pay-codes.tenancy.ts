import { expect } from 'vitest';
import type { TTenancyCase } from '../../test/tenancy.ts';
import {
  ensureSystemPayCode,
  insertPayCode,
  isPayCodeNameUsed,
  livePayCodes,
  payCodeInScope,
  updatePayCode,
} from './pay-codes.queries.ts';

/** B's (Corner Cafe's) demo code SUPPLIES: (merchant - 1000) * 10 + 1, as the demo seed numbers them. */
const idOfB = (merchantId: number) => (merchantId - 1000) * 10 + 1;
const CODE = { kind: 'P' as const, name: 'TENANCY', description: 'Tenancy case', isDeleted: false };

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: ensureSystemPayCode, run: ({ db, A }) => ensureSystemPayCode(db, A.company) },
  {
    fn: livePayCodes,
    run: ({ db, A }) => livePayCodes(db, A.store),
    check: (rows, { A }) =>
      expect((rows as { merchantId: number }[]).every((r) => r.merchantId === A.merchantId)).toBe(true),
  },
  {
    fn: payCodeInScope,
    run: ({ db, A, B }) => payCodeInScope(db, A.company, idOfB(B.merchantId)),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: isPayCodeNameUsed,
    // B and C have a code of this name; A's lookup of a name only they use finds nothing.
    run: ({ db, A, B }) => isPayCodeNameUsed(db, A.company, `SUPPLIES ${B.marker}`, 0),
    check: (used) => expect(used).toBe(false),
  },
  {
    fn: insertPayCode,
    run: ({ db, A }) => insertPayCode(db, A.company, CODE),
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, name: 'TENANCY' }),
  },
  {
    fn: updatePayCode,
    // B's code by id, at its version: A's update writes nothing.
    run: ({ db, A, B }) => updatePayCode(db, A.company, idOfB(B.merchantId), 1, { ...CODE, name: 'STOLEN' }),
    check: (row) => expect(row).toBeNull(),
  },
];

import type { TTenancyCase } from '../../../test/tenancy.ts';
import { expect } from 'vitest';
import { storedPrivacyPolicy, writePrivacyPolicy } from './privacy.queries.ts';

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: storedPrivacyPolicy, run: ({ db, A }) => storedPrivacyPolicy(db, A.store) },
  {
    fn: writePrivacyPolicy,
    run: ({ db, A }) => writePrivacyPolicy(db, A.company, 1, '# A'),
    check: async (text, { db, A }) => {
      expect(text).toBe('# A');
      expect(await storedPrivacyPolicy(db, A.merchant)).toBe('# A');
    },
  },
];

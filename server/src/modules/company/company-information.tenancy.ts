import { expect } from 'vitest';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { readCompany, readReceiptInfo, writeCompany, writeReceiptInfo } from './company-information.queries.ts';

const RECEIPT = {
  headerText: 'Welcome',
  footerText: 'Thank you',
  showStoreAddress: true,
  phone: '',
  returnPolicyText: '',
  orderFooterText: '',
};

export const TENANCY_CASES: TTenancyCase[] = [
  {
    fn: readCompany,
    run: ({ db, A }) => readCompany(db, A.company),
    check: (read, { A }) => expect(read).toMatchObject({ merchant: { id: A.merchantId } }),
  },
  {
    fn: writeCompany,
    // Whatever B and C hold, a save of A's (an insert before A's first, an update after) writes A's row alone.
    run: async ({ db, A }) => {
      const stored = (await readCompany(db, A.company))?.stored;
      return writeCompany(
        db,
        A.company,
        stored?.version ?? 0,
        { coCity: 'Shelbyville' },
        { countryId: 840, industryId: 1 },
      );
    },
    check: (row, { A }) => expect(row).toMatchObject({ merchantId: A.merchantId, coCity: 'Shelbyville' }),
  },
  { fn: readReceiptInfo, run: ({ db, A }) => readReceiptInfo(db, A.store) },
  {
    fn: writeReceiptInfo,
    run: async ({ db, A }) => {
      const stored = await readReceiptInfo(db, A.store);
      return writeReceiptInfo(db, A.store, stored?.version ?? 0, { ...RECEIPT, footerText: 'Come again' });
    },
    check: (row, { A }) =>
      expect(row).toMatchObject({ merchantId: A.merchantId, storeId: A.storeId, footerText: 'Come again' }),
  },
];

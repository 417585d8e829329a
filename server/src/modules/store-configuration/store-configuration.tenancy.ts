import { expect } from 'vitest';
import type { TTenancyCase } from '../../test/tenancy.ts';
import { readStoreConfiguration, writeStoreConfiguration } from './store-configuration.queries.ts';

const WRITE = {
  store: { name: '', timeZone: '', address: '1 A Street\nAville, TX 75001' },
  configuration: {
    add1: '1 A Street',
    add2: '',
    city: 'Aville',
    state: 'TX',
    zip: '75001',
    contName: 'A Contact',
    email: 'a@example.com',
    contPhone: '(555) 555-0100',
    secondaryContName: '',
    secondaryEmail: '',
    secondaryContPhone: '',
    coordinatesRequestedAt: null,
  },
  receipt: {
    headerText: 'A header',
    footerText: '',
    showStoreAddress: true,
    phone: null,
    includeQrCode: false,
    qrCodeWebsiteUrl: '',
    displayTipSuggestion: false,
    tipSuggestionMessage: '',
    tipSuggestion1: null,
    tipSuggestion2: null,
    tipSuggestion3: null,
  },
};

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: readStoreConfiguration, run: ({ db, A }) => readStoreConfiguration(db, A.store) },
  {
    fn: writeStoreConfiguration,
    // Writes at the versions A's store holds now (another case may have written its rows first: the cases run
    // shuffled); only A's rows change.
    run: async ({ db, A }) => {
      const read = await readStoreConfiguration(db, A.store);
      const versions = { configuration: read?.configuration?.version ?? 0, receipt: read?.receipt?.version ?? 0 };
      // The store keeps its name and zone: other cases read them.
      const store = { ...WRITE.store, name: read!.store.name, timeZone: read!.store.timeZone };
      return writeStoreConfiguration(db, A.store, versions, { ...WRITE, store });
    },
    check: (row, { A }) =>
      expect(row).toMatchObject({
        configuration: { merchantId: A.merchantId, storeId: A.storeId, city: 'Aville' },
        receipt: { merchantId: A.merchantId, storeId: A.storeId, headerText: 'A header' },
      }),
  },
];

import { defaultScanOrderSettings, feeSettingsOf } from '@mp/contracts/online-ordering/order-settings';
import { expect } from 'vitest';
import type { TTenancyCase, TTenancyWorld as TWorld } from '../../../test/tenancy.ts';
import {
  changeDeliveryFees,
  deliveryRowOfStore,
  insertDeliveryFees,
  insertQrCodePdf,
  productAddOnsOf,
  qrCodePdfOf,
  scanOrderSettingsOf,
  siteNamesOf,
  writeScanOrderSettings,
} from './order-settings.queries.ts';

/** B's delivery row (the demo gives Corner Cafe one), which A must neither find nor change. */
const bDeliveryId = async ({ db, B }: TWorld): Promise<string> => {
  const row = await deliveryRowOfStore(db, B.store);
  if (!row) throw new Error('The demo gives merchant B delivery fee settings');
  return row.id;
};
const FEES = feeSettingsOf(3, 40);

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: deliveryRowOfStore, run: ({ db, A }) => deliveryRowOfStore(db, A.store) },
  {
    fn: insertDeliveryFees,
    run: ({ db, A }) => insertDeliveryFees(db, A.store, crypto.randomUUID(), FEES, 3),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: changeDeliveryFees,
    run: async (world) => changeDeliveryFees(world.db, world.A.store, await bDeliveryId(world), FEES, 3),
    check: (row) => expect(row).toBeNull(),
  },

  { fn: productAddOnsOf, run: ({ db, A }) => productAddOnsOf(db, A.store) },
  { fn: scanOrderSettingsOf, run: ({ db, A }) => scanOrderSettingsOf(db, A.store) },
  { fn: writeScanOrderSettings, run: ({ db, A }) => writeScanOrderSettings(db, A.store, defaultScanOrderSettings()) },
  { fn: siteNamesOf, run: ({ db, A }) => siteNamesOf(db, A.store) },
  {
    fn: insertQrCodePdf,
    run: ({ db, A }) =>
      insertQrCodePdf(
        db,
        A.store,
        { token: crypto.randomUUID(), fileName: 'table_1.pdf', bytes: Buffer.from('%PDF') },
        new Date(),
      ),
  },
  {
    fn: qrCodePdfOf,
    run: ({ db, A }) => qrCodePdfOf(db, A.merchant, 'no-such-token'),
    check: (row) => expect(row).toBeNull(),
  },
];

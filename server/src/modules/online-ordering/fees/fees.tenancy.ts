import { expect } from 'vitest';
import { OO_FEE } from '../../../demo/ids.ts';
import type { TTenancyCase } from '../../../test/tenancy.ts';
import {
  changeFee,
  deleteFeeItem,
  feeNameUse,
  feeOf,
  feesOf,
  feeTaxCategories,
  freeSalesItemOf,
  hasDeliveryAddOn,
  insertFee,
  insertFeeItem,
  itemTaxCategoryId,
  lockMerchantFees,
  merchantSiteIds,
  partnerCatalogItemOf,
  removeFee,
  taxCategoryById,
  writeFeeItem,
} from './fees.queries.ts';

/** B (Corner Cafe) has a delivery partner fee in the demo; A must neither find nor change it. */
const B_FEE = OO_FEE.cornerCafePartner;
const FEE_VALUES = {
  name: 'Tenancy Fee',
  description: '',
  assignedSites: [],
  fulfillmentTypes: ['Pickup' as const],
  calculationType: 'amount' as const,
  value: 1,
  minAmount: null,
  maxAmount: null,
  roundingDecimalPlaces: null,
  isDeliveryPartnerFee: false,
};

export const TENANCY_CASES: TTenancyCase[] = [
  { fn: feesOf, run: ({ db, A }) => feesOf(db, A.merchant) },
  { fn: feeOf, run: ({ db, A }) => feeOf(db, A.merchant, B_FEE), check: (row) => expect(row).toBeNull() },
  { fn: lockMerchantFees, run: ({ db, A }) => db.transaction((tx) => lockMerchantFees(tx, A.merchant)) },
  {
    fn: insertFee,
    run: ({ db, A }) =>
      db.transaction(async (tx) => {
        const salesItemId = await insertFeeItem(tx, A.merchant, {
          itemName: 'Tenancy Fee',
          description: '',
          retailPrice: '1.00',
          isAodDeliveryPartnerFee: false,
        });
        return insertFee(tx, A.merchant, crypto.randomUUID(), { ...FEE_VALUES, salesItemId });
      }),
  },
  {
    fn: insertFeeItem,
    run: ({ db, A }) =>
      insertFeeItem(db, A.merchant, {
        itemName: 'Tenancy Item',
        description: '',
        retailPrice: '1.00',
        isAodDeliveryPartnerFee: false,
      }),
  },
  {
    fn: changeFee,
    run: ({ db, A }) => changeFee(db, A.merchant, B_FEE, { name: 'Taken over' }),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: removeFee,
    run: ({ db, A }) => removeFee(db, A.merchant, B_FEE),
    check: (row) => expect(row).toBeNull(),
  },
  {
    fn: feeNameUse,
    run: ({ db, A }) => feeNameUse(db, A.merchant, 'Delivery Partner Fee', { feeId: null, salesItemId: null }),
  },
  {
    fn: merchantSiteIds,
    // The demo's stores have site ids (site-2001 …), which fees keep without dashes.
    run: ({ db, A, B }) => merchantSiteIds(db, A.merchant, [`site${B.storeId}`, `site${A.storeId}`]),
    check: (ids, { A }) => expect(ids).toEqual([`site${A.storeId}`]),
  },
  { fn: hasDeliveryAddOn, run: ({ db, A }) => hasDeliveryAddOn(db, A.merchant) },
  {
    fn: freeSalesItemOf,
    run: async ({ db, A, B }) => {
      const [bFee] = await feesOf(db, B.merchant);
      return freeSalesItemOf(db, A.merchant, bFee!.salesItemId, null);
    },
    check: (id) => expect(id).toBeNull(),
  },
  { fn: partnerCatalogItemOf, run: ({ db, A }) => partnerCatalogItemOf(db, A.merchant) },
  {
    fn: writeFeeItem,
    run: async ({ db, A, B }) => {
      const [bFee] = await feesOf(db, B.merchant);
      return writeFeeItem(db, A.merchant, bFee!.salesItemId, { itemName: 'x', description: '', retailPrice: '1' });
    },
    check: (written) => expect(written).toBe(false),
  },
  {
    fn: deleteFeeItem,
    run: async ({ db, A, B }) => deleteFeeItem(db, A.merchant, (await feesOf(db, B.merchant))[0]!.salesItemId),
  },
  { fn: feeTaxCategories, run: ({ db, A }) => feeTaxCategories(db, A.merchant) },
  {
    fn: taxCategoryById,
    run: async ({ db, A, B }) =>
      taxCategoryById(db, A.merchant, (await feeTaxCategories(db, B.merchant))[0]!.TaxCategoryId),
    check: (found) => expect(found).toBeNull(),
  },
  {
    fn: itemTaxCategoryId,
    run: async ({ db, A, B }) => itemTaxCategoryId(db, A.merchant, (await feesOf(db, B.merchant))[0]!.salesItemId),
    check: (id) => expect(id).toBeNull(),
  },
];

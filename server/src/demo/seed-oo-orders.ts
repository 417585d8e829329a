import { FEE_PAYER, DELIVERY_ADD_ON, feeSettingsOf } from '@mp/contracts/online-ordering/order-settings';
import type { TDb } from '../db/create-db.ts';
import { ooDeliveryFeeSettings, ooOrderSettings, ooProductAddOns } from '../db/schema.ts';
import { MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** The delivery fee shares of an option as the table keeps them. */
const sharesOf = (payer: (typeof FEE_PAYER)[keyof typeof FEE_PAYER], value: number) => {
  const { store, consumer } = feeSettingsOf(payer, value);
  return {
    feePayer: payer,
    storePercent: store.percent,
    storeFlatFee: store.flatFee,
    consumerPercent: consumer.percent,
    consumerFlatFee: consumer.flatFee,
  };
};

/**
 * Order settings demo (issue 19): both online-ordering merchants bought the DELIVERY add-on; Corner Cafe splits the
 * delivery fee half and half and has 24 tables for scan order and pay; Bistro Downtown lets the customer pay the whole
 * fee and has 80 tables prefixed BD (the minimum delivery amounts are the sites', seed-oo-sites.ts). Bistro's other stores have neither (the delivery
 * save creates them). The online orders the order manager lists are the ticket seed's (today's and future orders).
 */
export async function seedOoOrders(tx: TTx): Promise<void> {
  await tx.insert(ooProductAddOns).values([
    { merchantId: MERCHANT.cornerCafe, addOn: DELIVERY_ADD_ON },
    { merchantId: MERCHANT.demoBistro, addOn: DELIVERY_ADD_ON },
  ]);
  await tx.insert(ooDeliveryFeeSettings).values([
    {
      id: '5f0c1c3e-0000-4000-8000-000000002201',
      merchantId: MERCHANT.cornerCafe,
      storeId: STORE.cornerCafe,
      ...sharesOf(FEE_PAYER.storePaysPercent, 50),
    },
    {
      id: '5f0c1c3e-0000-4000-8000-000000001201',
      merchantId: MERCHANT.demoBistro,
      storeId: STORE.bistroDowntown,
      ...sharesOf(FEE_PAYER.consumerPaysFull, 0),
    },
  ]);
  await tx.insert(ooOrderSettings).values([
    { merchantId: MERCHANT.cornerCafe, storeId: STORE.cornerCafe, tablePrefix: 'T', tableCount: 24, tableMode: 'all' },
    {
      merchantId: MERCHANT.demoBistro,
      storeId: STORE.bistroDowntown,
      tablePrefix: 'BD',
      tableCount: 80,
      tableMode: 'all',
    },
  ]);
}

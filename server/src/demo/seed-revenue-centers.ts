import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { ORDER_MODE } from '@mp/contracts/order-modes';
import type { TDb } from '../db/create-db.ts';
import {
  featureFlagValues,
  revenueCenterDevices,
  revenueCenterOrderModes,
  revenueCenters,
  revenueCenterStores,
} from '../db/schema.ts';
import { deviceIdOf, MERCHANT, REVENUE_CENTER, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

type TDemoCentre = {
  id: number;
  merchantId: number;
  name: string;
  description: string;
  externalId: string;
  /** Per store: its order modes and its devices (n of deviceIdOf). */
  stores: { storeId: number; orderModes: number[]; devices: number[] }[];
};

const { bistroDowntown: DOWNTOWN, bistroRiverside: RIVERSIDE } = STORE;

/**
 * Revenue centres (issue 17 §6): the flag is on for Demo Bistro Group (`merchantadmin`, `company`) and Corner Cafe
 * (`store`); the Revenue Centers feature is on every role's list (seed.ts). The generated merchants keep the flag off.
 * Demo Bistro's Bar, Dining Room and Patio share its two live stores' registers, handhelds and order modes; each store
 * keeps Register 2 and some order modes free, so Add opens the form.
 */
const CENTRES: TDemoCentre[] = [
  {
    id: REVENUE_CENTER.bistroBar,
    merchantId: MERCHANT.demoBistro,
    name: 'Bar',
    description: 'Bar counter and lounge',
    externalId: 'BAR-01',
    stores: [
      { storeId: DOWNTOWN, orderModes: [ORDER_MODE.takeout], devices: [3] },
      { storeId: RIVERSIDE, orderModes: [ORDER_MODE.takeout], devices: [3] },
    ],
  },
  {
    id: REVENUE_CENTER.bistroDiningRoom,
    merchantId: MERCHANT.demoBistro,
    name: 'Dining Room',
    description: 'Table service in the main room',
    externalId: 'DINING-01',
    stores: [
      { storeId: DOWNTOWN, orderModes: [ORDER_MODE.dineIn], devices: [1, 4, 5] },
      { storeId: RIVERSIDE, orderModes: [ORDER_MODE.dineIn], devices: [1, 4] },
    ],
  },
  {
    id: REVENUE_CENTER.bistroPatio,
    merchantId: MERCHANT.demoBistro,
    name: 'Patio',
    description: 'Outdoor seating at Riverside',
    externalId: '',
    stores: [{ storeId: RIVERSIDE, orderModes: [ORDER_MODE.catering], devices: [5] }],
  },
  {
    id: REVENUE_CENTER.cornerCafeCounter,
    merchantId: MERCHANT.cornerCafe,
    name: 'Counter',
    description: 'Front counter sales',
    externalId: 'CC-COUNTER',
    stores: [{ storeId: STORE.cornerCafe, orderModes: [ORDER_MODE.dineIn, ORDER_MODE.takeout], devices: [1, 2] }],
  },
];

export async function seedRevenueCenters(tx: TTx): Promise<void> {
  await tx.insert(featureFlagValues).values(
    [MERCHANT.demoBistro, MERCHANT.cornerCafe].map((merchantId) => ({
      merchantId,
      storeId: 0,
      flagName: ACCESS_FLAG.revenueCenter,
      isOn: true,
    })),
  );
  await tx.insert(revenueCenters).values(CENTRES.map(({ stores: _stores, ...centre }) => centre));
  const stores = CENTRES.flatMap((c) =>
    c.stores.map((s) => ({ ...s, merchantId: c.merchantId, revenueCenterId: c.id })),
  );
  await tx
    .insert(revenueCenterStores)
    .values(stores.map(({ merchantId, revenueCenterId, storeId }) => ({ merchantId, revenueCenterId, storeId })));
  await tx
    .insert(revenueCenterOrderModes)
    .values(
      stores.flatMap(({ merchantId, revenueCenterId, storeId, orderModes }) =>
        orderModes.map((orderModeId) => ({ merchantId, revenueCenterId, storeId, orderModeId })),
      ),
    );
  await tx
    .insert(revenueCenterDevices)
    .values(
      stores.flatMap(({ merchantId, revenueCenterId, storeId, devices }) =>
        devices.map((n) => ({ merchantId, revenueCenterId, storeId, deviceId: deviceIdOf(storeId, n) })),
      ),
    );
}

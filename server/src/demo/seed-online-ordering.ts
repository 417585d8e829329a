import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { defaultTipsConfiguration } from '@mp/contracts/online-ordering/tipping';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues, ooFulfillmentTimeSettings, ooTimeSettings, ooTipSettings } from '../db/schema.ts';
import { MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * The flags that put every online-ordering page in the navigation (spec 3 §2.2, §6); `delivery` comes with the store
 * options' flags (seed-store-options.ts).
 */
const ONLINE_ORDERING_FLAGS = [
  ACCESS_FLAG.onlineOrdering,
  ACCESS_FLAG.operatingHours,
  ACCESS_FLAG.capacityManagement,
  ACCESS_FLAG.brandingCustomization,
  ACCESS_FLAG.openCheckIntegration,
  ACCESS_FLAG.popularItems,
];

/** The merchants that take online orders: Corner Cafe (user `store`) and Demo Bistro Group (`company`). */
export const ONLINE_ORDERING_MERCHANTS = [MERCHANT.cornerCafe, MERCHANT.demoBistro] as const;

/**
 * Online ordering demo (issue 19): the section's flags for the two merchants that take online orders; Corner Cafe's
 * tipping (on, 18 % suggested), time settings (15-minute buffers, orders up to 5 days ahead) and fulfillment times
 * (20 minutes' prep; pickup, curbside, dine-in and delivery). Demo Bistro's downtown store has time settings and
 * fulfillment times of its own; its other stores have none (the screens' create-on-404 flows).
 */
export async function seedOnlineOrdering(tx: TTx): Promise<void> {
  await tx
    .insert(featureFlagValues)
    .values(
      ONLINE_ORDERING_MERCHANTS.flatMap((merchantId) =>
        ONLINE_ORDERING_FLAGS.map((flagName) => ({ merchantId, storeId: 0, flagName, isOn: true })),
      ),
    );
  await tx.insert(ooTipSettings).values({
    merchantId: MERCHANT.cornerCafe,
    storeId: STORE.cornerCafe,
    enabled: true,
    suggestions: defaultTipsConfiguration().suggestions.map((s, i) => ({ ...s, isDefault: i === 1 })),
  });
  await tx.insert(ooTimeSettings).values([
    {
      id: '5f0c1c3e-0000-4000-8000-000000002101',
      merchantId: MERCHANT.cornerCafe,
      storeId: STORE.cornerCafe,
      description: 'Corner Cafe',
      bufferOpen: 15,
      bufferClose: 15,
      maxFutureDays: 5,
    },
    {
      id: '5f0c1c3e-0000-4000-8000-000000001101',
      merchantId: MERCHANT.demoBistro,
      storeId: STORE.bistroDowntown,
      description: 'Bistro Downtown',
      bufferOpen: 30,
      bufferClose: 30,
      maxFutureDays: 7,
    },
  ]);
  await tx.insert(ooFulfillmentTimeSettings).values([
    {
      merchantId: MERCHANT.cornerCafe,
      storeId: STORE.cornerCafe,
      prepDuration: 20 * 60,
      packagingDuration: 2 * 60,
      deliveryDuration: 25 * 60,
      offeringCurbside: true,
      offeringDineIn: true,
      offeringDelivery: true,
    },
    { merchantId: MERCHANT.demoBistro, storeId: STORE.bistroDowntown, prepDuration: 30 * 60, offeringDineIn: true },
  ]);
}

import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { defaultTipsConfiguration } from '@mp/contracts/online-ordering/tipping';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues, ooTipSettings } from '../db/schema.ts';
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
];

/** The merchants that take online orders: Corner Cafe (user `store`) and Demo Bistro Group (`company`). */
export const ONLINE_ORDERING_MERCHANTS = [MERCHANT.cornerCafe, MERCHANT.demoBistro] as const;

/**
 * Online ordering demo (issue 19): the section's flags for the two merchants that take online orders, and Corner
 * Cafe's tipping (on, 18 % suggested). Demo Bistro's stores keep the defaults.
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
}

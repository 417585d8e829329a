import { FRONTEND_CUSTOMIZATION_SET, SPECIAL_INSTRUCTIONS_KEY } from '@mp/contracts/online-ordering/menu-settings';
import type { TDb } from '../db/create-db.ts';
import { ooConfigurationSettings, ooPopularItemsSettings } from '../db/schema.ts';
import { MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * Corner Cafe's menu settings: custom special instructions and popular items shown. Demo Bistro Group keeps the
 * defaults (the Default radio; popular items off).
 */
export async function seedOoMenuSettings(tx: TTx): Promise<void> {
  await tx.insert(ooConfigurationSettings).values(
    [
      { key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'true' },
      { key: SPECIAL_INSTRUCTIONS_KEY.text, value: 'Allergies or requests? Tell us here and we will do our best.' },
    ].map((pair) => ({ merchantId: MERCHANT.cornerCafe, configurationSetId: FRONTEND_CUSTOMIZATION_SET, ...pair })),
  );
  await tx
    .insert(ooPopularItemsSettings)
    .values({ merchantId: MERCHANT.cornerCafe, storeId: STORE.cornerCafe, enabled: true });
}

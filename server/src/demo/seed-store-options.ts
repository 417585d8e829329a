import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues, items, storeOptions } from '../db/schema.ts';
import { CHARGE_ITEM, chargeItemIdOf, MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** The flags that show Store options' parts (spec 3 §6). */
const STORE_OPTION_FLAGS = [
  ACCESS_FLAG.kitchenRouting,
  ACCESS_FLAG.kdsEnabled,
  ACCESS_FLAG.delivery,
  ACCESS_FLAG.venueProductCount,
  ACCESS_FLAG.pucLockerIntegration,
  ACCESS_FLAG.holdAndReleaseTimers,
];

const CHARGES = [
  { n: CHARGE_ITEM.takeoutFee, name: 'Takeout Fee', price: '0.50' },
  { n: CHARGE_ITEM.deliveryFee, name: 'Delivery Fee', price: '3.99' },
  { n: CHARGE_ITEM.serviceCharge, name: 'Service Charge', price: '2.00' },
];

/**
 * Store options demo (issue 17): every demo store has its row (defaults, quick service from the merchant's
 * experience mode). Corner Cafe (user `store`, one store) has its options filled in, three charges to choose from and
 * every flag of the form on, so the whole form opens; Demo Bistro Group has the flags too, but as an account of
 * several stores it gets the warning (and no charges: its charge list stays empty, as the menu tests expect). The generated merchants keep the flags off (generated merchant 0, 1010, has a
 * single store: its form shows without kitchen routing, product count, PUC, timers and delivery).
 */
export async function seedStoreOptions(tx: TTx): Promise<void> {
  await tx.insert(items).values(
    CHARGES.map((c) => ({
      id: chargeItemIdOf(MERCHANT.cornerCafe, c.n),
      merchantId: MERCHANT.cornerCafe,
      itemName: c.name,
      retailPrice: c.price,
      isChargeItem: true,
      isMenuItem: false,
    })),
  );
  await tx.execute(sql`
    insert into ${storeOptions} (merchant_id, store_id, is_quick_service)
    select s.merchant_id, s.id, m.experience_mode <> 2
      from stores s join merchants m on m.id = s.merchant_id
     where s.id < 100000`);
  await tx
    .update(storeOptions)
    .set({
      isTakeoutEnabled: true,
      takeoutChargeId: chargeItemIdOf(MERCHANT.cornerCafe, CHARGE_ITEM.takeoutFee),
      takeoutOrderNamingStrategy: 1,
      isDeliveryEnabled: true,
      deliveryChargeId: chargeItemIdOf(MERCHANT.cornerCafe, CHARGE_ITEM.deliveryFee),
      isOrderModePromptEnabled: true,
      isGratuityEnabled: true,
      isBreaksEnabled: true,
      minimumBreakMinutes: 30,
      isUsingOrders: true,
      orderDownloadThresholdTakeout: 15,
      orderDownloadThresholdDelivery: 30,
      businessDateEnd: '04:00:00',
      guestCountMode: 2,
      isVenueProductCountEnabled: true,
      productCountUrl: 'https://counts.cornercafe.example.com/feed',
      isAutoSortRequiredModifiersEnabled: true,
      routingTakeout: 1,
    })
    .where(and(eq(storeOptions.merchantId, MERCHANT.cornerCafe), eq(storeOptions.storeId, STORE.cornerCafe)));
  await tx
    .update(storeOptions)
    .set({ isCateringEnabled: true, guestCountMode: 1, isGratuityEnabled: true })
    .where(eq(storeOptions.merchantId, MERCHANT.demoBistro));
  await tx
    .insert(featureFlagValues)
    .values(
      [MERCHANT.cornerCafe, MERCHANT.demoBistro].flatMap((merchantId) =>
        STORE_OPTION_FLAGS.map((flagName) => ({ merchantId, storeId: 0, flagName, isOn: true })),
      ),
    );
}

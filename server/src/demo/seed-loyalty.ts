import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { featureFlagValues } from '../db/schema.ts';
import { MEMBER_TYPE_OF } from '../modules/loyalty-pricing/loyalty-pricing.queries.ts';
import { MERCHANT } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** Merchants whose side navigation shows Loyalty Tier Pricing: Demo Bistro Group and Corner Cafe. */
export const LOYALTY_DEMO_MERCHANTS = [MERCHANT.demoBistro, MERCHANT.cornerCafe] as const;
export const DEMO_PRICE_LIST_NAME = 'Gold Members';

/**
 * One loyalty tier price list per demo merchant (after the menu, whose items are its members): a tenth off on every
 * third item without sizes, every fourth size variation and every other modifier; the other members have no
 * price-list price. Turns the loyaltyTierPricing flag on for the two merchants of the main demo users. Two statements
 * for all merchants, whatever their number.
 */
export async function seedLoyalty(tx: TTx): Promise<void> {
  await tx.execute(sql`
    insert into tiered_price_lists (id, merchant_id, name)
    select m.id + 5000, m.id, ${DEMO_PRICE_LIST_NAME}
      from merchants m
     where exists (select 1 from items i where i.merchant_id = m.id)`);
  await tx.execute(sql`
    insert into tiered_price_list_members
           (merchant_id, tiered_price_list_id, member_type, item_id, item_variation_id, retail_price_variation_group_id,
            price_list_price)
    select i.merchant_id, i.merchant_id + 5000,
           ${MEMBER_TYPE_OF.item},
           i.id, null, null, round(i.retail_price * 0.9, 2)
      from items i
     where not i.is_deleted
       and not exists (select 1 from item_variations v where v.item_id = i.id)
       and i.id % case when i.item_type = 'M' then 2 else 3 end = 0
    union all
    select v.merchant_id, v.merchant_id + 5000,
           ${MEMBER_TYPE_OF.variation},
           i.id, v.id, v.retail_price_variation_group_id, round(v.retail_price * 0.9, 2)
      from item_variations v join items i on i.id = v.item_id
     where not i.is_deleted and v.id % 4 = 0`);
  await tx.insert(featureFlagValues).values(
    LOYALTY_DEMO_MERCHANTS.map((merchantId) => ({
      merchantId,
      storeId: 0,
      flagName: ACCESS_FLAG.loyaltyTierPricing,
      isOn: true,
    })),
  );
}

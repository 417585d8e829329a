import { DELIVERY_PARTNER_FEE_NAME, FEE_ITEM_MASTER_TYPE } from '@mp/contracts/online-ordering/fees';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';
import { items, ooFees, ooFulfillmentTimeSettings, stores } from '../db/schema.ts';
import { chargeItemIdOf, MERCHANT, OO_FEE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const PARTNER_FEES = [
  { merchantId: MERCHANT.cornerCafe, id: OO_FEE.cornerCafePartner },
  { merchantId: MERCHANT.demoBistro, id: OO_FEE.demoBistroPartner },
] as const;
const PRICE = 4.99;

/**
 * Fees demo (spec 3 §3 Fee, §4 Delivery save): both online-ordering merchants have their delivery partner's fee
 * ($4.99, delivery only), made from its catalogue item and assigned to the sites that offer delivery, by site id
 * without dashes (Corner Cafe's one store, site2101; none of Demo Bistro's yet, so turning delivery on in a Bistro store assigns it).
 */
export async function seedOoFees(tx: TTx): Promise<void> {
  const offering = await tx
    .select({
      merchantId: ooFulfillmentTimeSettings.merchantId,
      site: sql<string>`replace(coalesce(${stores.siteId}, ${stores.id}::text), '-', '')`,
    })
    .from(ooFulfillmentTimeSettings)
    .innerJoin(stores, eq(stores.id, ooFulfillmentTimeSettings.storeId))
    .where(
      and(
        inArray(
          ooFulfillmentTimeSettings.merchantId,
          PARTNER_FEES.map((f) => f.merchantId),
        ),
        eq(ooFulfillmentTimeSettings.offeringDelivery, true),
      ),
    );
  await tx.insert(items).values(
    PARTNER_FEES.map(({ merchantId }) => ({
      id: chargeItemIdOf(merchantId, OO_FEE.partnerItem),
      merchantId,
      itemName: DELIVERY_PARTNER_FEE_NAME,
      retailPrice: PRICE.toFixed(2),
      itemMasterType: FEE_ITEM_MASTER_TYPE,
      stockingUnit: 'EACH' as const,
      isAodFee: true,
      isAodDeliveryPartnerFee: true,
      isChargeItem: true,
      isMenuItem: false,
    })),
  );
  await tx.insert(ooFees).values(
    PARTNER_FEES.map(({ merchantId, id }) => ({
      id,
      merchantId,
      feeNumber: 1,
      name: DELIVERY_PARTNER_FEE_NAME,
      assignedSites: offering.filter((o) => o.merchantId === merchantId).map((o) => o.site),
      fulfillmentTypes: ['Delivery' as const],
      calculationType: 'amount' as const,
      value: PRICE,
      salesItemId: chargeItemIdOf(merchantId, OO_FEE.partnerItem),
      isDeliveryPartnerFee: true,
    })),
  );
}

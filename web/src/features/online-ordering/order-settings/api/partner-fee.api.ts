import { assignedSitesWith, partnerDeliveryFeeInput } from '@mp/contracts/online-ordering/fees';
import { createFee, getFee, listFees, updateFee } from '../../fees/api/fees.api';

/**
 * Spec 3 §4 Delivery save, last step: the site is added to the delivery partner fee's assigned sites when delivery
 * was turned on, removed when turned off (updateFee with assignedSitesChanged; the fee's other fields as they are,
 * since the partner's fee takes no other change). With no partner fee yet and delivery on, the fee is created for
 * this site; the server makes it from the partner's catalogue item (or a new sales item when there is none).
 */
export async function assignPartnerDeliveryFee(site: string, assigned: boolean): Promise<void> {
  const partner = (await listFees()).find((fee) => fee.deliveryPartnerFee);
  if (!partner) {
    if (assigned) await createFee(partnerDeliveryFeeInput(site));
    return;
  }
  const fee = await getFee(partner.feeId);
  const assignedSites = assignedSitesWith(fee.assignedSites, site, assigned);
  if (assignedSites === null) return;
  await updateFee({
    feeId: fee.feeId,
    name: fee.name,
    description: fee.description,
    fulfillmentTypes: fee.fulfillmentTypes,
    calculation: fee.calculation,
    salesItemId: fee.salesItemId,
    taxCategoryId: null,
    assignedSites,
    assignedSitesChanged: true,
  });
}

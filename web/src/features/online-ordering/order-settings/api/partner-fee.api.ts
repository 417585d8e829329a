import {
  assignedSitesWith,
  partnerDeliveryFeeInput,
  ZCreatedFee,
  ZFee,
  ZFeeList,
  ZUpdatedFee,
} from '@mp/contracts/online-ordering/fees';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';

const FEE = `feeId feeNumber name description assignedSites fulfillmentTypes salesItemId deliveryPartnerFee
  calculation { type value minAmount maxAmount roundingDecimalPlaces }`;

/** Spec 3 §7.2 Fees: the operations the delivery save needs (the fees screen is a later feature of its own). */
const OP = {
  list: graphqlOperation(`query getFees { getFees { feeId name deliveryPartnerFee } }`, 'getFees', ZFeeList),
  get: graphqlOperation(`query getFeeById($feeId: ID!) { getFeeById(feeId: $feeId) { ${FEE} } }`, 'getFeeById', ZFee),
  create: graphqlOperation(
    `mutation createFee($name: String!, $description: String, $assignedSites: [String!]!,
      $fulfillmentTypes: [String!]!, $calculation: FeeCalculationInput!, $salesItemId: Int,
      $deliveryPartnerFee: Boolean) {
      createFee(name: $name, description: $description, assignedSites: $assignedSites,
        fulfillmentTypes: $fulfillmentTypes, calculation: $calculation, salesItemId: $salesItemId,
        deliveryPartnerFee: $deliveryPartnerFee) { feeId } }`,
    'createFee',
    ZCreatedFee,
  ),
  update: graphqlOperation(
    `mutation updateFee($feeId: ID!, $name: String!, $description: String, $assignedSites: [String!]!,
      $assignedSitesChanged: Boolean!, $fulfillmentTypes: [String!]!, $calculation: FeeCalculationInput!,
      $salesItemId: Int) {
      updateFee(feeId: $feeId, name: $name, description: $description, assignedSites: $assignedSites,
        assignedSitesChanged: $assignedSitesChanged, fulfillmentTypes: $fulfillmentTypes,
        calculation: $calculation, salesItemId: $salesItemId) { sitesUpdated } }`,
    'updateFee',
    ZUpdatedFee,
  ),
};

/**
 * Spec 3 §4 Delivery save, last step: the site is added to the delivery partner fee's assigned sites when delivery
 * was turned on, removed when turned off (updateFee with assignedSitesChanged; the fee's other fields as they are,
 * since the partner's fee takes no other change). With no partner fee yet and delivery on, the fee is created for
 * this site; the server makes it from the partner's catalogue item (or a new sales item when there is none).
 */
export async function assignPartnerDeliveryFee(site: string, assigned: boolean): Promise<void> {
  const partner = (await graphqlRequest(OP.list)).find((fee) => fee.deliveryPartnerFee);
  if (!partner) {
    if (assigned) await graphqlRequest(OP.create, partnerDeliveryFeeInput(site));
    return;
  }
  const fee = await graphqlRequest(OP.get, { feeId: partner.feeId });
  const assignedSites = assignedSitesWith(fee.assignedSites, site, assigned);
  if (assignedSites === null) return;
  await graphqlRequest(OP.update, {
    feeId: fee.feeId,
    name: fee.name,
    description: fee.description,
    fulfillmentTypes: fee.fulfillmentTypes,
    calculation: fee.calculation,
    salesItemId: fee.salesItemId,
    assignedSites,
    assignedSitesChanged: true,
  });
}

import {
  type TFeeInput,
  type TUpdateFeeInput,
  ZCreatedFee,
  ZFee,
  ZFeeList,
  ZUpdatedFee,
} from '@mp/contracts/online-ordering/fees';
import { z } from 'zod';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';

const FEE = `feeId feeNumber name description assignedSites fulfillmentTypes salesItemId deliveryPartnerFee
  calculation { type value minAmount maxAmount roundingDecimalPlaces }
  taxCategory { MerchantId TaxCategoryId ExternalTaxCategoryId Name IsDefault AffectedItemCount IsGratuity IsInclusive }`;

/** Spec 3 §7.2 Fees: the five operations, shared by the fees screen and the delivery save of order settings. */
const OP = {
  list: graphqlOperation(`query getFees { getFees { feeId name deliveryPartnerFee } }`, 'getFees', ZFeeList),
  get: graphqlOperation(`query getFeeById($feeId: ID!) { getFeeById(feeId: $feeId) { ${FEE} } }`, 'getFeeById', ZFee),
  create: graphqlOperation(
    `mutation createFee($name: String!, $description: String, $assignedSites: [String!]!,
      $fulfillmentTypes: [String!]!, $calculation: FeeCalculationInput!, $salesItemId: Int,
      $deliveryPartnerFee: Boolean, $taxCategoryId: Int) {
      createFee(name: $name, description: $description, assignedSites: $assignedSites,
        fulfillmentTypes: $fulfillmentTypes, calculation: $calculation, salesItemId: $salesItemId,
        deliveryPartnerFee: $deliveryPartnerFee, taxCategoryId: $taxCategoryId) { feeId } }`,
    'createFee',
    ZCreatedFee,
  ),
  update: graphqlOperation(
    `mutation updateFee($feeId: ID!, $name: String!, $description: String, $assignedSites: [String!]!,
      $assignedSitesChanged: Boolean!, $fulfillmentTypes: [String!]!, $calculation: FeeCalculationInput!,
      $salesItemId: Int, $taxCategoryId: Int) {
      updateFee(feeId: $feeId, name: $name, description: $description, assignedSites: $assignedSites,
        assignedSitesChanged: $assignedSitesChanged, fulfillmentTypes: $fulfillmentTypes,
        calculation: $calculation, salesItemId: $salesItemId, taxCategoryId: $taxCategoryId) { sitesUpdated } }`,
    'updateFee',
    ZUpdatedFee,
  ),
  delete: graphqlOperation(
    `mutation deleteFeeById($feeId: ID!) { deleteFeeById(feeId: $feeId) }`,
    'deleteFeeById',
    z.boolean(),
  ),
};

export const listFees = () => graphqlRequest(OP.list);
export const getFee = (feeId: string) => graphqlRequest(OP.get, { feeId });
export const createFee = (input: TFeeInput) => graphqlRequest(OP.create, input);
export const updateFee = (input: TUpdateFeeInput) => graphqlRequest(OP.update, input);
export const deleteFee = (feeId: string) => graphqlRequest(OP.delete, { feeId });

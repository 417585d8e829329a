import {
  ZFulfillmentTimeSettings,
  type TFulfillmentTimeSettingsInput,
} from '@mp/contracts/online-ordering/fulfillment-settings';
import {
  defaultScanOrderSettings,
  qrFileNameOf,
  ZDeliveryFeeSettings,
  ZDineInQrCodePdf,
  ZProductAddOns,
  ZScanOrderSettings,
  type TDeliveryFeeSettingsInput,
  type TScanOrderSettingsInput,
} from '@mp/contracts/online-ordering/order-settings';
import { MINIMUM_DELIVERY_AMOUNT_KEY, ZMinimumDeliveryAmount } from '@mp/contracts/online-ordering/sites';
import { ZApiError } from '@mp/contracts/api-error';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, isHttpError } from '../../../../lib/api-client';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';
import { useGreyedRead } from '../../shared/store-view-greyed';
import { saveStoreTimeSettings, storeTimeSettings } from '../../shared/time-settings.api';
import { assignPartnerDeliveryFee } from './partner-fee.api';

const FULFILLMENT = `enterpriseUnitId prepDuration queueDuration setupDuration packagingDuration deliveryDuration
  cateringPrepDuration cateringPackagingDuration cateringDeliveryDuration deliveryPrepDuration
  deliveryPackagingDuration offeringCatering offeringCurbside offeringDelivery offeringDriveThru offeringFulfillment
  offeringPickup offeringDineIn`;
const FEES = 'id enterpriseUnitId feePayer settings { store { percent flatFee } consumer { percent flatFee } }';
const SCAN = 'enterpriseUnitId tablePrefix tableCount tableMode';

const OP = {
  getFulfillment: graphqlOperation(
    `query getFulfillmentTimeSettings { getFulfillmentTimeSettings { ${FULFILLMENT} } }`,
    'getFulfillmentTimeSettings',
    ZFulfillmentTimeSettings,
  ),
  patchFulfillment: graphqlOperation(
    `mutation patchFulfillmentTimeSettings($input: FulfillmentTimeSettingsPatch!) {
      patchFulfillmentTimeSettings(input: $input) { ${FULFILLMENT} } }`,
    'patchFulfillmentTimeSettings',
    ZFulfillmentTimeSettings,
  ),
  getFees: graphqlOperation(
    `query getDeliveryFeeSettingsByEnterpriseUnit { getDeliveryFeeSettingsByEnterpriseUnit { ${FEES} } }`,
    'getDeliveryFeeSettingsByEnterpriseUnit',
    ZDeliveryFeeSettings,
  ),
  createFees: graphqlOperation(
    `mutation createDeliveryFeeSettings($settings: DeliveryFeeSharesInput!) {
      createDeliveryFeeSettings(settings: $settings) { ${FEES} } }`,
    'createDeliveryFeeSettings',
    ZDeliveryFeeSettings,
  ),
  updateFees: graphqlOperation(
    `mutation updateDeliveryFeeSettings($id: ID!, $settings: DeliveryFeeSharesInput!) {
      updateDeliveryFeeSettings(id: $id, settings: $settings) { ${FEES} } }`,
    'updateDeliveryFeeSettings',
    ZDeliveryFeeSettings,
  ),
  getMinimum: graphqlOperation(
    `query GetMinimumDeliveryAmountForSite { GetMinimumDeliveryAmountForSite { minimumDeliveryAmount } }`,
    'GetMinimumDeliveryAmountForSite',
    ZMinimumDeliveryAmount,
  ),
  setMinimum: graphqlOperation(
    `mutation UpdateCustomFieldsBySiteId($customFields: [CustomFieldInput!]!) {
      UpdateCustomFieldsBySiteId(customFields: $customFields) { minimumDeliveryAmount } }`,
    'UpdateCustomFieldsBySiteId',
    ZMinimumDeliveryAmount,
  ),
  getAddOns: graphqlOperation(
    `query getOrganizationProductAddOns { getOrganizationProductAddOns { addOns } }`,
    'getOrganizationProductAddOns',
    ZProductAddOns,
  ),
  getScan: graphqlOperation(
    `query getScanOrderSettings { getScanOrderSettings { ${SCAN} } }`,
    'getScanOrderSettings',
    ZScanOrderSettings,
  ),
  updateScan: graphqlOperation(
    `mutation updateScanOrderSettings($input: ScanOrderSettingsInput!) {
      updateScanOrderSettings(input: $input) { ${SCAN} } }`,
    'updateScanOrderSettings',
    ZScanOrderSettings,
  ),
  qr: graphqlOperation(
    `mutation createDineInQrCodePdf($startTable: Int!, $endTable: Int!) {
      createDineInQrCodePdf(startTable: $startTable, endTable: $endTable) { url fileName } }`,
    'createDineInQrCodePdf',
    ZDineInQrCodePdf,
  ),
};

export const orderSettingsKeys = {
  all: ['orderSettings'] as const,
  time: () => [...orderSettingsKeys.all, 'time'] as const,
  fulfillment: () => [...orderSettingsKeys.all, 'fulfillment'] as const,
  fees: () => [...orderSettingsKeys.all, 'fees'] as const,
  minimum: () => [...orderSettingsKeys.all, 'minimum'] as const,
  addOns: () => [...orderSettingsKeys.all, 'addOns'] as const,
  scan: () => [...orderSettingsKeys.all, 'scan'] as const,
};

/** A read that answers 404 when the store has no record yet: null instead (the save then creates one). */
const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read();
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
};

/**
 * A tab's read. In a company view's greyed tabs it is not sent and answers the contract's default (`greyedAs`): no
 * record (the tab shows its defaults), no add-on, the default scan order settings.
 */
const useRead = <T>(queryKey: QueryKey, queryFn: () => Promise<T>, greyedAs: T, enabled = true) =>
  useQuery({
    queryFn,
    staleTime: 0,
    retry: false,
    enabled,
    meta: { handlesErrors: true },
    ...useGreyedRead(queryKey, greyedAs),
  });

export const useTimeSettings = () => useRead(orderSettingsKeys.time(), storeTimeSettings, null);
/** The page's own read: a company view's refusal (StoreView) is what greys the tabs, so it is always sent. */
export const useFulfillmentSettings = () =>
  useQuery({
    queryKey: orderSettingsKeys.fulfillment(),
    queryFn: () => graphqlRequest(OP.getFulfillment),
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });
export const useDeliveryFees = (enabled: boolean) =>
  useRead(orderSettingsKeys.fees(), () => orNull(() => graphqlRequest(OP.getFees)), null, enabled);
export const useMinimumDeliveryAmount = (enabled: boolean) =>
  useRead(orderSettingsKeys.minimum(), () => graphqlRequest(OP.getMinimum), { minimumDeliveryAmount: null }, enabled);
export const useProductAddOns = (enabled: boolean) =>
  useRead(orderSettingsKeys.addOns(), () => graphqlRequest(OP.getAddOns), { addOns: [] }, enabled);
export const useScanOrderSettings = (enabled: boolean) =>
  useRead(
    orderSettingsKeys.scan(),
    () => graphqlRequest(OP.getScan),
    { ...defaultScanOrderSettings(), enterpriseUnitId: '' },
    enabled,
  );

/** Spec 3 §4 Future orders: the store's time settings updated if it has them, else created and assigned to it. */
export function useSaveFutureDays() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (maxFutureDays: number) => saveStoreTimeSettings({ maxFutureDays }),
    onSuccess: (saved) => queryClient.setQueryData(orderSettingsKeys.time(), saved),
  });
}

/** patchFulfillmentTimeSettings: only the offering flags sent change. */
export function usePatchOfferings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: Partial<TFulfillmentTimeSettingsInput>) => graphqlRequest(OP.patchFulfillment, { input }),
    onSuccess: (saved) => queryClient.setQueryData(orderSettingsKeys.fulfillment(), saved),
  });
}

export type TDeliverySave = {
  offeringDelivery: boolean;
  offeringChanged: boolean;
  /** null: the minimum did not change; '' clears it (no minimum). */
  minimumDeliveryAmount: string | null;
  feesId: string | null;
  settings: TDeliveryFeeSettingsInput;
  /** The store's site id (spec 3 §3: without dashes), assigned to the delivery partner's fee. */
  site: string;
  /** The organisation has the DELIVERY add-on (spec 3 §4: only then is the partner fee's site list kept). */
  deliveryAddOn: boolean;
};

/**
 * Spec 3 §4 Delivery save, in order: the offering flag, the minimum amount if it changed, the fee settings created if
 * there were none, else updated; then, with the add-on and a changed flag, the site added to or removed from the
 * delivery partner's fee (created when there is none and delivery is on). Every read is refreshed afterwards, failed
 * or not, so a failed save's switches go back to what is saved.
 */
export function useSaveDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (save: TDeliverySave) => {
      if (save.offeringChanged)
        await graphqlRequest(OP.patchFulfillment, { input: { offeringDelivery: save.offeringDelivery } });
      if (save.minimumDeliveryAmount !== null)
        await graphqlRequest(OP.setMinimum, {
          customFields: [{ key: MINIMUM_DELIVERY_AMOUNT_KEY, value: save.minimumDeliveryAmount }],
        });
      const fees = save.feesId
        ? await graphqlRequest(OP.updateFees, { id: save.feesId, settings: save.settings })
        : await graphqlRequest(OP.createFees, { settings: save.settings });
      if (save.deliveryAddOn && save.offeringChanged) await assignPartnerDeliveryFee(save.site, save.offeringDelivery);
      return fees;
    },
    onSettled: () =>
      Promise.all(
        [orderSettingsKeys.fulfillment(), orderSettingsKeys.minimum(), orderSettingsKeys.fees()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useSaveScanOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: TScanOrderSettingsInput) => graphqlRequest(OP.updateScan, { input }),
    onSuccess: (saved) => queryClient.setQueryData(orderSettingsKeys.scan(), saved),
  });
}

/** Makes the QR code PDF, then downloads it (same origin, the session's cookie) under its table_N.pdf name. */
async function downloadQrCodes({ startTable, endTable }: { startTable: number; endTable: number }): Promise<string> {
  const { url, fileName } = await graphqlRequest(OP.qr, { startTable, endTable });
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
  if (!response.ok) {
    const body = ZApiError.safeParse(await response.json().catch(() => null));
    throw new HttpError(response.status, body.success ? body.data : null, response.statusText);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName || qrFileNameOf(startTable, endTable);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  return link.download;
}

export const useQrCodeDownload = () => useMutation({ mutationFn: downloadQrCodes, meta: { handlesErrors: true } });

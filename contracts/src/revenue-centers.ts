import { z } from 'zod';
import { EDIT_FEATURE_ID } from './access/feature-ids.ts';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { ZId, ZIdOrZero, ZIdOrZeroParam, ZIdParam } from './fields.ts';
import { isOrderModeId, ORDER_MODE_IDS, type TOrderModeId } from './order-modes.ts';
import { isPayCodesViewOnly } from './pay-codes.ts';

/** Settings → Revenue centers (spec 3 §2.1, §2.4): the list page the route guard and every call check. */
export const REVENUE_CENTERS_PAGE = 'settings/revenuecenters';
/** The create/edit page: `settings/revenuecenters/{id}`, 0 for a new centre. */
export const revenueCenterPagePath = (revenueCenterId: number): string => `${REVENUE_CENTERS_PAGE}/${revenueCenterId}`;

/** Spec 3 §7.1. */
export const REVENUE_CENTERS_PATH = {
  list: '/RevenueCenter/GetRevenueCenters',
  byId: '/RevenueCenter/GetRevenueCenterById',
  addValidation: '/RevenueCenter/GetAddRevenueCenterValidation',
  remove: '/RevenueCenter/DeleteRevenueCenter',
  stores: '/RevenueCenter/GetStoreDetails',
  orderModes: '/RevenueCenter/GetOrderModes',
  devices: '/RevenueCenter/GetRevenueCenterDevices',
  save: '/RevenueCenter/SaveRevenueCenter',
} as const;

/** Spec 3 §5, §9. */
export const REVENUE_CENTER_NAME_MAX = 25;
export const REVENUE_CENTER_DESCRIPTION_MAX = 50;
export const REVENUE_CENTER_EXTERNAL_ID_MAX = 25;
/** Spec 3 §9: grid cell text longer than this is cut, the whole text in a popover. */
export const REVENUE_CENTER_CELL_MAX = 15;
/** Spec 3 §4, §9: device and order-mode lookups wait this long after the last store change. */
export const REVENUE_CENTER_LOOKUP_DEBOUNCE_MS = 1000;
/** Spec 3 §2.4: a card shows this many stores; the show-all toggle is disabled at this many or fewer. */
export const REVENUE_CENTER_CARD_STORES = 3;
/** Bounds of what a client sends (no merchant has more stores or devices than this). */
export const REVENUE_CENTER_MAX_STORES = 1000;
export const REVENUE_CENTER_MAX_DEVICES = 1000;
const LAST_MODIFIED_USER_CODE_MAX = 100;

/** Refusals of the screen and its calls; the save's are listed in the answer's data.errors (spec 3 §7.1, §8). */
export const REVENUE_CENTERS_ERROR = {
  nameRequired: 'revenueCenters.errors.nameRequired',
  nameLeadingSpace: 'revenueCenters.errors.nameLeadingSpace',
  nameTooLong: 'revenueCenters.errors.nameTooLong',
  duplicateName: 'revenueCenters.errors.duplicateName',
  descriptionRequired: 'revenueCenters.errors.descriptionRequired',
  descriptionLeadingSpace: 'revenueCenters.errors.descriptionLeadingSpace',
  descriptionTooLong: 'revenueCenters.errors.descriptionTooLong',
  externalIdTooLong: 'revenueCenters.errors.externalIdTooLong',
  storesRequired: 'revenueCenters.errors.storesRequired',
  duplicateStore: 'revenueCenters.errors.duplicateStore',
  unknownStore: 'revenueCenters.errors.unknownStore',
  unknownOrderMode: 'revenueCenters.errors.unknownOrderMode',
  unknownDevice: 'revenueCenters.errors.unknownDevice',
  /** A device already in another centre (one device, one centre). */
  deviceTaken: 'revenueCenters.errors.deviceTaken',
  /** An order mode of a store already in another centre. */
  orderModeTaken: 'revenueCenters.errors.orderModeTaken',
  /** The merchantId a call names is not the session's merchant. */
  otherMerchant: 'revenueCenters.errors.otherMerchant',
  /** Spec 3 §6: a view-only user cannot add, edit or delete. */
  viewOnly: 'revenueCenters.errors.viewOnly',
  notFound: 'revenueCenters.errors.notFound',
  staleChecksum: staleChecksumKey('revenueCenters'),
} as const;
const E = REVENUE_CENTERS_ERROR;

/**
 * Spec 3 §6: view-only users cannot add or edit revenue centres and see a warning on the list. The centres are the
 * company's (they span stores), so the rule is Pay In/Out Codes': a store of a company with several live stores
 * only reads them; so does a role without the settings edit right (the Reports Viewer). The server applies the same.
 */
export const isRevenueCentersViewOnly = (
  storeId: number,
  activeStoreCount: number,
  hiddenFeatureIds: readonly number[],
): boolean =>
  isPayCodesViewOnly(storeId, activeStoreCount) || hiddenFeatureIds.includes(EDIT_FEATURE_ID.companyInformation);

/** Required, not starting with whitespace, at most `max` (spec 3 §5); saved as typed. */
const requiredText = (max: number, keys: { required: string; leading: string; tooLong: string }) =>
  z
    .string({ error: keys.required })
    .min(1, { error: keys.required })
    .refine((v) => v === '' || !/^\s/.test(v), { error: keys.leading })
    .refine((v) => v.length <= max, { error: keys.tooLong });

export const ZRevenueCenterName = requiredText(REVENUE_CENTER_NAME_MAX, {
  required: E.nameRequired,
  leading: E.nameLeadingSpace,
  tooLong: E.nameTooLong,
});
export const ZRevenueCenterDescription = requiredText(REVENUE_CENTER_DESCRIPTION_MAX, {
  required: E.descriptionRequired,
  leading: E.descriptionLeadingSpace,
  tooLong: E.descriptionTooLong,
});
export const ZRevenueCenterExternalId = z
  .string()
  .refine((v) => v.length <= REVENUE_CENTER_EXTERNAL_ID_MAX, { error: E.externalIdTooLong });

/** The general-info section of the form (spec 3 §2.4, §5); the same rules the save is held to. */
export const ZRevenueCenterGeneral = z.object({
  Name: ZRevenueCenterName,
  Description: ZRevenueCenterDescription,
  ExternalId: ZRevenueCenterExternalId,
});
export type TRevenueCenterGeneral = z.infer<typeof ZRevenueCenterGeneral>;

/** An order mode id: the ids are 1 to 5 without gaps (contracts ORDER_MODE), so bounds are the whole rule. */
const ZOrderModeId = z
  .number({ error: E.unknownOrderMode })
  .int({ error: E.unknownOrderMode })
  .min(Math.min(...ORDER_MODE_IDS), { error: E.unknownOrderMode })
  .max(Math.max(...ORDER_MODE_IDS), { error: E.unknownOrderMode })
  .transform((v) => v as TOrderModeId);

/** One store of a save: the store, the order modes of it and the devices of it the centre takes. */
export const ZRevenueCenterSaveStore = z.object({
  StoreId: ZId,
  OrderModes: z.array(ZOrderModeId).max(5).default([]),
  StoreDeviceIds: z.array(ZId).max(REVENUE_CENTER_MAX_DEVICES).default([]),
});
export type TRevenueCenterSaveStore = z.output<typeof ZRevenueCenterSaveStore>;

/**
 * POST /RevenueCenter/SaveRevenueCenter (spec 3 §3): RevenueCenterId 0 creates. Each store carries its order modes
 * and devices. LastModifiedUserCode is read and ignored: the change log names the session's user. An edit sends back
 * the ConcurrencyChecksum it loaded (stale → 409, nothing written).
 */
export const ZRevenueCenterSaveRequest = ZRevenueCenterGeneral.extend({
  MerchantId: ZId,
  RevenueCenterId: ZIdOrZero,
  ExternalId: ZRevenueCenterExternalId.default(''),
  LastModifiedUserCode: z.string().max(LAST_MODIFIED_USER_CODE_MAX).optional(),
  Stores: z
    .array(ZRevenueCenterSaveStore)
    .min(1, { error: E.storesRequired })
    .max(REVENUE_CENTER_MAX_STORES)
    .refine((stores) => new Set(stores.map((s) => s.StoreId)).size === stores.length, { error: E.duplicateStore }),
  ConcurrencyChecksum: ZConcurrencyChecksum.optional(),
});
export type TRevenueCenterSaveRequest = z.input<typeof ZRevenueCenterSaveRequest>;
export type TRevenueCenterSave = z.output<typeof ZRevenueCenterSaveRequest>;

/** Spec 3 §3: a centre as the list and GetRevenueCenterById answer it. */
export const ZRevenueCenter = z.object({
  revenueCenterId: z.number().int(),
  revenueCenterName: z.string(),
  revenueCenterDescription: z.string(),
  externalId: z.string(),
  merchantId: z.number().int(),
  concurrencyChecksum: ZConcurrencyChecksum,
  stores: z.array(
    z.object({
      storeId: z.number().int(),
      storeName: z.string(),
      orderModes: z.array(z.object({ orderModeId: z.number().int(), orderModeName: z.string() })),
      devices: z.array(z.object({ storeDeviceId: z.number().int(), storeDeviceName: z.string() })),
    }),
  ),
});
export type TRevenueCenter = z.infer<typeof ZRevenueCenter>;
export const ZRevenueCentersResponse = z.array(ZRevenueCenter);

/** Query of GET GetRevenueCenters, GetAddRevenueCenterValidation and GetStoreDetails. */
export const ZRevenueCenterMerchantQuery = z.object({ merchantId: ZIdParam });
/** Query of GET GetRevenueCenterById and DELETE DeleteRevenueCenter. */
export const ZRevenueCenterIdQuery = z.object({ merchantId: ZIdParam, revenueCenterId: ZIdOrZeroParam });

/** GetAddRevenueCenterValidation: whether anything is left for a new centre (spec 3 §4 Add flow). */
export const ZAddRevenueCenterValidation = z.object({
  isDevicesAvailable: z.boolean(),
  isOrderModesAvailable: z.boolean(),
});
export type TAddRevenueCenterValidation = z.infer<typeof ZAddRevenueCenterValidation>;
/** Spec 3 §4: Add opens the form only when a device or an order mode is still free. */
export const canAddRevenueCenter = (v: TAddRevenueCenterValidation): boolean =>
  v.isDevicesAvailable || v.isOrderModesAvailable;

/** Spec 3 §3 store rows (GetStoreDetails). */
export const ZRevenueCenterStoreRow = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  city: z.string(),
  state: z.string(),
});
export type TRevenueCenterStoreRow = z.infer<typeof ZRevenueCenterStoreRow>;
export const ZRevenueCenterStoresResponse = z.array(ZRevenueCenterStoreRow);

/** POST GetOrderModes and GetRevenueCenterDevices: the merchant and the stores chosen on the form. */
export const ZRevenueCenterLookupRequest = z.object({
  MerchantId: ZId,
  Stores: z.array(ZId).max(REVENUE_CENTER_MAX_STORES),
});
export type TRevenueCenterLookupRequest = z.input<typeof ZRevenueCenterLookupRequest>;

/** Spec 3 §3 device rows: the centre holding the device, null when none does. */
export const ZRevenueCenterDeviceRow = z.object({
  merchantId: z.number().int(),
  deviceName: z.string(),
  storeDeviceId: z.number().int(),
  storeName: z.string(),
  revenueCenterName: z.string().nullable(),
  storeId: z.number().int(),
  revenueCenterId: z.number().int().nullable(),
});
export type TRevenueCenterDeviceRow = z.infer<typeof ZRevenueCenterDeviceRow>;
export const ZRevenueCenterDevicesResponse = z.array(ZRevenueCenterDeviceRow);

/** Spec 3 §3 order-mode rows: a device row's store and centre fields plus the mode. */
export const ZRevenueCenterOrderModeRow = ZRevenueCenterDeviceRow.omit({
  deviceName: true,
  storeDeviceId: true,
}).extend({ orderModeId: z.number().int(), orderModeName: z.string() });
export type TRevenueCenterOrderModeRow = z.infer<typeof ZRevenueCenterOrderModeRow>;
export const ZRevenueCenterOrderModesResponse = z.array(ZRevenueCenterOrderModeRow);

/** Spec 3 §4: a device or an order mode can be chosen only when no other centre holds it. */
export const isSelectableFor = (row: { revenueCenterId: number | null }, revenueCenterId: number): boolean =>
  row.revenueCenterId === null || row.revenueCenterId === 0 || row.revenueCenterId === revenueCenterId;

/** SaveRevenueCenter's answer on 200: the stored centre (spec 3 §7.1 counts only status 200 as success). */
export const ZRevenueCenterSaveResponse = z.object({ success: z.literal(true), data: ZRevenueCenter });
export type TRevenueCenterSaveResponse = z.infer<typeof ZRevenueCenterSaveResponse>;
export const ZRevenueCenterDeleteResponse = z.object({ success: z.literal(true) });

/** The form's state: general info plus, per chosen store, its order modes and devices. */
export type TRevenueCenterDraft = TRevenueCenterGeneral & { Stores: TRevenueCenterSaveStore[] };

/** A centre as the form starts from it (a new one: empty). */
export const draftOf = (centre: TRevenueCenter | null): TRevenueCenterDraft => ({
  Name: centre?.revenueCenterName ?? '',
  Description: centre?.revenueCenterDescription ?? '',
  ExternalId: centre?.externalId ?? '',
  Stores: (centre?.stores ?? []).map((s) => ({
    StoreId: s.storeId,
    OrderModes: s.orderModes.map((m) => m.orderModeId).filter(isOrderModeId),
    StoreDeviceIds: s.devices.map((d) => d.storeDeviceId),
  })),
});

/** A draft in a canonical order, so two drafts with the same choices compare equal. */
const canonical = (d: TRevenueCenterDraft): string =>
  JSON.stringify({
    ...d,
    Stores: [...d.Stores]
      .sort((a, b) => a.StoreId - b.StoreId)
      .map((s) => ({
        StoreId: s.StoreId,
        OrderModes: [...s.OrderModes].sort((a, b) => a - b),
        StoreDeviceIds: [...s.StoreDeviceIds].sort((a, b) => a - b),
      })),
  });

/**
 * Spec 3 §4: creating needs a name and a description that are not empty and at least one store; editing needs a
 * change (stores, devices, order modes or general info) and still at least one store. The field rules of §5 are the
 * form's own errors; this decides only whether Save is enabled.
 */
export function isRevenueCenterSaveEnabled(draft: TRevenueCenterDraft, initial: TRevenueCenterDraft | null): boolean {
  if (draft.Stores.length === 0) return false;
  if (initial === null) return draft.Name.trim() !== '' && draft.Description.trim() !== '';
  return canonical(draft) !== canonical(initial);
}

/** Spec 3 §9: a cell's text cut at 15 characters; `full` is set when something was cut (shown in a popover). */
export function cellText(text: string): { shown: string; full: string | null } {
  return text.length > REVENUE_CENTER_CELL_MAX
    ? { shown: `${text.slice(0, REVENUE_CENTER_CELL_MAX)}…`, full: text }
    : { shown: text, full: null };
}

/** Spec 3 §7.1: the client-side CSV's columns, in order; the file is download.csv. */
export const REVENUE_CENTER_CSV_COLUMNS = [
  'RevenueCenterId',
  'Name',
  'ExternalId',
  'MerchantId',
  'StoreId',
  'StoreName',
  'DeviceName',
  'DeviceId',
  'OrderModeId',
  'OrderModeName',
] as const;
export const REVENUE_CENTER_CSV_FILE = 'download.csv';
type TCsvRow = Record<(typeof REVENUE_CENTER_CSV_COLUMNS)[number], string | number>;

/**
 * The CSV's rows: per store of a centre, one row per device, then one per order mode (the other pair empty); a store
 * with neither, and a centre without stores, still get one row, so every centre and store appears.
 */
export function revenueCenterCsvRows(centres: readonly TRevenueCenter[]): TCsvRow[] {
  return centres.flatMap((c) => {
    const base = { RevenueCenterId: c.revenueCenterId, Name: c.revenueCenterName, ExternalId: c.externalId };
    const none = { DeviceName: '', DeviceId: '', OrderModeId: '', OrderModeName: '' };
    if (c.stores.length === 0) return [{ ...base, MerchantId: c.merchantId, StoreId: '', StoreName: '', ...none }];
    return c.stores.flatMap((s) => {
      const store = { ...base, MerchantId: c.merchantId, StoreId: s.storeId, StoreName: s.storeName };
      const rows: TCsvRow[] = [
        ...s.devices.map((d) => ({ ...store, ...none, DeviceName: d.storeDeviceName, DeviceId: d.storeDeviceId })),
        ...s.orderModes.map((m) => ({ ...store, ...none, OrderModeId: m.orderModeId, OrderModeName: m.orderModeName })),
      ];
      return rows.length > 0 ? rows : [{ ...store, ...none }];
    });
  });
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180); a leading =+-@ is defused. */
const csvField = (value: string | number): string => {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The CSV text: a header line and the rows, CRLF line ends. */
export const revenueCentersCsv = (centres: readonly TRevenueCenter[]): string =>
  [
    REVENUE_CENTER_CSV_COLUMNS.join(','),
    ...revenueCenterCsvRows(centres).map((row) => REVENUE_CENTER_CSV_COLUMNS.map((c) => csvField(row[c])).join(',')),
  ].join('\r\n') + '\r\n';

/** One refusal in a save's data.errors list (shown one per line, spec 3 §4, §8). */
export const ZRevenueCenterSaveError = z.object({
  messageKey: z.string(),
  field: z.string().optional(),
  /** Values the message names (the device, the store, the centre holding it). */
  values: z.record(z.string(), z.string()).optional(),
});
export type TRevenueCenterSaveError = z.infer<typeof ZRevenueCenterSaveError>;
/** The 4xx answer's extra: `data.errors` beside the usual error body. */
export const ZRevenueCenterSaveErrors = z.object({ data: z.object({ errors: z.array(ZRevenueCenterSaveError) }) });

import { z } from 'zod';
import type { TAccessContext } from './access/access-context.ts';
import { EDIT_FEATURE_ID } from './access/feature-ids.ts';
import { ACCESS_FLAG, isFlagOn } from './access/flags.ts';
import { isBankReseller } from './access/resellers.ts';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { PG_INT_MAX, ZId } from './fields.ts';

/** Settings → Store → Store options (spec 3 §2.1, §2.4): the page the route guard and the server's calls check. */
export const STORE_OPTIONS_PAGE = 'settings/store/storeoptions';

/**
 * Spec 3 §7.1 names no store-options call; these follow the other settings calls' shape (GET to read, POST to save).
 */
export const STORE_OPTIONS_PATH = {
  get: '/StoreOptions/GetStoreOptions',
  update: '/StoreOptions/UpdateStoreOptions',
} as const;

/** Spec 3 §5, §9. */
export const MINIMUM_BREAK_MINUTES_MAX = 240;
export const ORDER_DOWNLOAD_THRESHOLD_MAX = 9999;
export const PUC_ID_MAX_LENGTH = 24;
/** Not given by the spec: a URL is at most this long (the common browser and proxy limit). */
export const PRODUCT_COUNT_URL_MAX_LENGTH = 2048;

/** Spec 3 §9: guest count modes. */
export const GUEST_COUNT_MODE = { none: 0, bySeat: 1, byTicket: 2, byItem: 3, byPrompt: 4 } as const;
export const GUEST_COUNT_MODES = [0, 1, 2, 3, 4] as const;
/** Spec 3 §9: order naming strategies. */
export const NAMING_STRATEGY = { customerDatabase: 0, simpleOrderName: 1 } as const;
export const NAMING_STRATEGIES = [0, 1] as const;
/** Spec 3 §9: kitchen routing methods. */
export const ROUTING_METHOD = { default: 0, oneBehind: 1 } as const;
export const ROUTING_METHODS = [0, 1] as const;

/** Spec 3 §9: the business date ends at 03:00 unless a store says otherwise. */
export const DEFAULT_BUSINESS_DATE_END = '03:00:00';
const BUSINESS_DATE_STEP_MINUTES = 15;

export const STORE_OPTIONS_ERROR = {
  /** Spec 3 §5: the message the spec quotes. */
  breakMinutes: 'storeOptions.errors.breakMinutes',
  prepThreshold: 'storeOptions.errors.prepThreshold',
  productCountUrlRequired: 'storeOptions.errors.productCountUrlRequired',
  productCountUrl: 'storeOptions.errors.productCountUrl',
  pucIdLength: 'storeOptions.errors.pucIdLength',
  pucIdNumber: 'storeOptions.errors.pucIdNumber',
  businessDateEnd: 'storeOptions.errors.businessDateEnd',
  guestCountMode: 'storeOptions.errors.guestCountMode',
  choice: 'storeOptions.errors.choice',
  /** A charge id that is not one of the merchant's charges. */
  charge: 'storeOptions.errors.charge',
  /** Spec 3 §6: multi-store accounts cannot use store options. */
  multiStore: 'storeOptions.errors.multiStore',
  viewOnly: 'storeOptions.errors.viewOnly',
  staleChecksum: staleChecksumKey('storeOptions'),
} as const;
const E = STORE_OPTIONS_ERROR;

// ---- business-date end time ----------------------------------------------------------------------------------------

const two = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:00` to `h:mm AM` (spec 3 §9: a 12-hour clock on screen). */
export function twelveHourLabel(value: string): string {
  const [h = 0, m = 0] = value.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${two(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Spec 3 §9: every 15 minutes of the day, stored as `HH:MM:00`, shown on a 12-hour clock. */
export const BUSINESS_DATE_END_OPTIONS: readonly { value: string; label: string }[] = Array.from(
  { length: (24 * 60) / BUSINESS_DATE_STEP_MINUTES },
  (_, i) => {
    const minutes = i * BUSINESS_DATE_STEP_MINUTES;
    const value = `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}:00`;
    return { value, label: twelveHourLabel(value) };
  },
);
const BUSINESS_DATE_END_VALUES = new Set(BUSINESS_DATE_END_OPTIONS.map((o) => o.value));

// ---- who sees what -------------------------------------------------------------------------------------------------

/**
 * Spec 3 §6: the form's parts that depend on flags, the reseller and the store, not on the form's own values. The
 * server keeps the stored value of every field of a hidden part, so a session cannot change what it is not shown.
 */
export type TStoreOptionsSections = {
  delivery: boolean;
  breaks: boolean;
  businessDateEnd: boolean;
  productCount: boolean;
  puc: boolean;
  holdAndRelease: boolean;
  kitchenRouting: boolean;
};

/** The parts a session sees (spec 3 §6 flag list; the PUC lockers are not offered by the bank's white-label portal). */
export const storeOptionsSections = (
  ctx: Pick<TAccessContext, 'flags' | 'resellerId' | 'productMode'>,
): TStoreOptionsSections => ({
  delivery: isFlagOn(ctx.flags, ACCESS_FLAG.delivery),
  breaks: !isFlagOn(ctx.flags, ACCESS_FLAG.hideBreaks),
  // "Hidden in some modes": product mode 1 has no business-date setting of its own.
  businessDateEnd: ctx.productMode !== 1,
  productCount: isFlagOn(ctx.flags, ACCESS_FLAG.venueProductCount),
  puc: isFlagOn(ctx.flags, ACCESS_FLAG.pucLockerIntegration) && !isBankReseller(ctx.resellerId),
  holdAndRelease: isFlagOn(ctx.flags, ACCESS_FLAG.holdAndReleaseTimers),
  // KDS enabled shows the routing methods; the kitchen-routing flag offers them at all.
  kitchenRouting: isFlagOn(ctx.flags, ACCESS_FLAG.kitchenRouting) && isFlagOn(ctx.flags, ACCESS_FLAG.kdsEnabled),
});

/**
 * The same as `isAlertsViewOnly`: a role without the settings edit right (the Reports Viewer) sees the options but the
 * server refuses its saves.
 */
export const isStoreOptionsViewOnly = (ctx: Pick<TAccessContext, 'featureIds'>): boolean =>
  ctx.featureIds.includes(EDIT_FEATURE_ID.companyInformation);

/** Spec 3 §6: guest count by seat is table service's, by ticket quick service's. */
export const guestCountModesFor = (isQuickService: boolean): readonly number[] =>
  GUEST_COUNT_MODES.filter((m) => m !== (isQuickService ? GUEST_COUNT_MODE.bySeat : GUEST_COUNT_MODE.byTicket));

// ---- the entity ----------------------------------------------------------------------------------------------------

const ZRoutingMethod = z.union([z.literal(0), z.literal(1)], { error: E.choice });
const ZNamingStrategy = z.union([z.literal(0), z.literal(1)], { error: E.choice });

export const ZKitchenRoutingMethods = z.object({
  ForDineIn: ZRoutingMethod,
  ForTakeout: ZRoutingMethod,
  ForDelivery: ZRoutingMethod,
  ForCatering: ZRoutingMethod,
  ForDriveThru: ZRoutingMethod,
});
export type TKitchenRoutingMethods = z.infer<typeof ZKitchenRoutingMethods>;

/** The switches of spec 3 §3, each a yes/no. */
const SWITCHES = [
  'IsGratuityEnabled',
  'IsTakeoutEnabled',
  'IsCateringEnabled',
  'IsDriveThruEnabled',
  'IsDeliveryEnabled',
  'SubtractTipAndGratuityInFinancialShifts',
  'IsQuickService',
  'IsOrderModePromptEnabled',
  'IsDineInChitHeaderEnabled',
  'IsBreaksEnabled',
  'IsUsingOrders',
  'AutoClosePrepaidOrders',
  'ImmediatelyPrintAllOrders',
  'DownloadLaborScheduleToPos',
  'IsVenueProductCountEnabled',
  'IsAutoSortRequiredModifiersEnabled',
  'IsViewOptionalModifierGroupsClosedEnabled',
  'IsAutoCloseMinimumRequiredGroupsEnabled',
  'IsOnlineOrderCustomerReceiptDisabled',
  'IsPucOrderEnabled',
  'IsHoldandReleaseTimersEnabled',
  'IsIncludeDefaultModifierOnKDSAndKitchenChitsEnabled',
] as const;
export type TStoreOptionsSwitch = (typeof SWITCHES)[number];
const switches = Object.fromEntries(SWITCHES.map((name) => [name, z.boolean()])) as Record<
  TStoreOptionsSwitch,
  z.ZodBoolean
>;

/** The order modes that can be turned off (dine-in is always on, spec 3 §4) and their charge fields. */
export const ORDER_MODES = ['Takeout', 'Delivery', 'Catering', 'DriveThru'] as const;
export type TOrderMode = (typeof ORDER_MODES)[number];
export const CHARGE_FIELDS = [
  'DineInChargeId',
  'TakeoutChargeId',
  'DeliveryChargeId',
  'CateringChargeId',
  'DriveThruChargeId',
] as const;
export type TChargeField = (typeof CHARGE_FIELDS)[number];

/** One store's options as GetStoreOptions answers them (spec 3 §3); a charge id of none is null. */
export const ZStoreOptions = z.object({
  ...switches,
  TakeoutChargeId: ZId.nullable(),
  DeliveryChargeId: ZId.nullable(),
  DineInChargeId: ZId.nullable(),
  CateringChargeId: ZId.nullable(),
  DriveThruChargeId: ZId.nullable(),
  MinimumBreakMinutes: z.number().int(),
  OrderDownloadThresholdTakeout: z.number().int(),
  OrderDownloadThresholdDelivery: z.number().int(),
  BusinessDataThreshold: z.string(),
  GuestCountMode: z.number().int(),
  TakeoutOrderNamingStrategy: ZNamingStrategy,
  DeliveryOrderNamingStrategy: ZNamingStrategy,
  CateringOrderNamingStrategy: ZNamingStrategy,
  ProductCountUrl: z.string(),
  PucStoreId: z.number().int(),
  PucOrgId: z.number().int(),
  BusinessDateCutOff: z.literal(''),
  Is86MenuItemsEnabled: z.literal(true),
  StoreKitchenRoutingMethods: ZKitchenRoutingMethods,
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TStoreOptions = z.infer<typeof ZStoreOptions>;

/** A charge the order modes may add (one of the merchant's charge items). */
export const ZStoreCharge = z.object({ ChargeId: ZId, Name: z.string() });
export type TStoreCharge = z.infer<typeof ZStoreCharge>;

export const ZStoreOptionsResponse = z.object({
  IsSuccessful: z.literal(true),
  Entity: ZStoreOptions,
  /** The choices of the charge fields. */
  Charges: z.array(ZStoreCharge),
});
export type TStoreOptionsResponse = z.infer<typeof ZStoreOptionsResponse>;

// ---- the form and the save -----------------------------------------------------------------------------------------

/** A whole number from 0 to `max`, typed as text in the form or sent as a number; `key` names the broken rule. */
const wholeUpTo = (max: number, key: string) =>
  z
    .union([z.number(), z.string().max(16)])
    .refine((v) => /^\d+$/.test(String(v).trim()) && Number(v) <= max, { error: key })
    .transform((v) => Number(v));

/** Spec 3 §3, §5: a PUC id is a number of at most 24 digits, 0 when empty (and a JSON number stays exact). */
const ZPucId = z
  .union([z.number(), z.string().max(64)])
  .superRefine((v, ctx) => {
    const text = String(v).trim();
    if (text.length > PUC_ID_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: E.pucIdLength });
    else if (text !== '' && (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))))
      ctx.addIssue({ code: 'custom', message: E.pucIdNumber });
  })
  .transform((v) => (String(v).trim() === '' ? 0 : Number(v)));

/** A charge choice: 0 (none, as the form's select holds it) or null are sent as null (spec 3 §3). */
const ZChargeChoice = z
  .number()
  .int()
  .min(0)
  .max(PG_INT_MAX)
  .nullable()
  .transform((v) => (v === 0 ? null : v));

/** Spec 3 §5: http or https, printable ASCII without spaces, a host. */
export function isProductCountUrl(text: string): boolean {
  if (!/^[\x21-\x7e]+$/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The form's and the call's values before the rules (what a client may send). */
const ZStoreOptionsFields = z.object({
  ...switches,
  TakeoutChargeId: ZChargeChoice,
  DeliveryChargeId: ZChargeChoice,
  DineInChargeId: ZChargeChoice,
  CateringChargeId: ZChargeChoice,
  DriveThruChargeId: ZChargeChoice,
  MinimumBreakMinutes: wholeUpTo(MINIMUM_BREAK_MINUTES_MAX, E.breakMinutes),
  OrderDownloadThresholdTakeout: wholeUpTo(ORDER_DOWNLOAD_THRESHOLD_MAX, E.prepThreshold),
  OrderDownloadThresholdDelivery: wholeUpTo(ORDER_DOWNLOAD_THRESHOLD_MAX, E.prepThreshold),
  BusinessDataThreshold: z
    .string()
    .max(8)
    .refine((v) => BUSINESS_DATE_END_VALUES.has(v), { error: E.businessDateEnd }),
  GuestCountMode: z
    .number()
    .int()
    .min(0, E.guestCountMode)
    .max(GUEST_COUNT_MODES.length - 1, E.guestCountMode),
  TakeoutOrderNamingStrategy: ZNamingStrategy,
  DeliveryOrderNamingStrategy: ZNamingStrategy,
  CateringOrderNamingStrategy: ZNamingStrategy,
  ProductCountUrl: z.string().max(PRODUCT_COUNT_URL_MAX_LENGTH, E.productCountUrl),
  PucStoreId: ZPucId,
  PucOrgId: ZPucId,
  /** Spec 3 §3: always sent empty. */
  BusinessDateCutOff: z.literal(''),
  /** Spec 3 §3: always sent true. */
  Is86MenuItemsEnabled: z.literal(true),
  StoreKitchenRoutingMethods: ZKitchenRoutingMethods,
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TStoreOptionsValues = z.output<typeof ZStoreOptionsFields>;

/**
 * Spec 3 §4 (and §6 for the service type), the dependent resets, pure so the form applies them as a switch turns and
 * the server applies them to what it stores:
 * - an order mode turned off loses its charge, naming strategy and routing method; with every optional mode off only
 *   dine-in is left, so there is no order mode to prompt for;
 * - PUC off clears the PUC store and organisation ids;
 * - guest count by seat is table service's and by ticket quick service's, and the dine-in chit header quick
 *   service's: switching the service type drops what the other type does not have.
 */
export function applyStoreOptionsResets<T extends TStoreOptionsResettable>(values: T): T {
  const next: TStoreOptionsResettable = {
    ...values,
    StoreKitchenRoutingMethods: { ...values.StoreKitchenRoutingMethods },
  };
  if (!next.IsTakeoutEnabled) {
    next.TakeoutChargeId = null;
    next.TakeoutOrderNamingStrategy = NAMING_STRATEGY.customerDatabase;
    next.StoreKitchenRoutingMethods.ForTakeout = ROUTING_METHOD.default;
  }
  if (!next.IsDeliveryEnabled) {
    next.DeliveryChargeId = null;
    next.DeliveryOrderNamingStrategy = NAMING_STRATEGY.customerDatabase;
    next.StoreKitchenRoutingMethods.ForDelivery = ROUTING_METHOD.default;
  }
  if (!next.IsCateringEnabled) {
    next.CateringChargeId = null;
    next.CateringOrderNamingStrategy = NAMING_STRATEGY.customerDatabase;
    next.StoreKitchenRoutingMethods.ForCatering = ROUTING_METHOD.default;
  }
  if (!next.IsDriveThruEnabled) {
    next.DriveThruChargeId = null;
    next.StoreKitchenRoutingMethods.ForDriveThru = ROUTING_METHOD.default;
  }
  if (!ORDER_MODES.some((mode) => next[`Is${mode}Enabled`])) next.IsOrderModePromptEnabled = false;
  if (!next.IsPucOrderEnabled) {
    next.PucStoreId = 0;
    next.PucOrgId = 0;
  }
  if (!guestCountModesFor(next.IsQuickService).includes(next.GuestCountMode))
    next.GuestCountMode = GUEST_COUNT_MODE.none;
  if (!next.IsQuickService) next.IsDineInChitHeaderEnabled = false;
  return { ...values, ...next };
}

/** What the resets read and write: the stored entity and the form's values alike. */
export type TStoreOptionsResettable = Pick<
  TStoreOptionsValues,
  | `Is${TOrderMode}Enabled`
  | 'IsOrderModePromptEnabled'
  | 'IsPucOrderEnabled'
  | 'IsQuickService'
  | 'IsDineInChitHeaderEnabled'
  | 'GuestCountMode'
  | 'TakeoutOrderNamingStrategy'
  | 'DeliveryOrderNamingStrategy'
  | 'CateringOrderNamingStrategy'
  | 'StoreKitchenRoutingMethods'
> & {
  TakeoutChargeId: number | null;
  DeliveryChargeId: number | null;
  CateringChargeId: number | null;
  DriveThruChargeId: number | null;
  PucStoreId: number | string;
  PucOrgId: number | string;
};

/**
 * POST /StoreOptions/UpdateStoreOptions and the screen's form, one schema: the limits of spec 3 §5 (problems name the
 * field), the product count URL required while product count is on, then the dependent resets.
 */
export const ZUpdateStoreOptionsRequest = ZStoreOptionsFields.superRefine((v, ctx) => {
  if (v.IsVenueProductCountEnabled && v.ProductCountUrl.trim() === '')
    ctx.addIssue({ code: 'custom', message: E.productCountUrlRequired, path: ['ProductCountUrl'] });
  else if (v.ProductCountUrl !== '' && !isProductCountUrl(v.ProductCountUrl))
    ctx.addIssue({ code: 'custom', message: E.productCountUrl, path: ['ProductCountUrl'] });
}).transform((v) => applyStoreOptionsResets(v));
export type TUpdateStoreOptionsRequest = z.input<typeof ZUpdateStoreOptionsRequest>;
export type TUpdateStoreOptions = z.output<typeof ZUpdateStoreOptionsRequest>;

export const ZUpdateStoreOptionsResponse = ZStoreOptionsResponse;

/**
 * The fields of each part `storeOptionsSections` can hide; the server keeps their stored values when the part is
 * hidden from the session.
 */
export const SECTION_FIELDS: Record<keyof TStoreOptionsSections, readonly (keyof TStoreOptionsValues)[]> = {
  delivery: ['IsDeliveryEnabled', 'DeliveryChargeId', 'DeliveryOrderNamingStrategy', 'OrderDownloadThresholdDelivery'],
  breaks: ['IsBreaksEnabled', 'MinimumBreakMinutes'],
  businessDateEnd: ['BusinessDataThreshold'],
  productCount: ['IsVenueProductCountEnabled', 'ProductCountUrl'],
  puc: ['IsPucOrderEnabled', 'PucStoreId', 'PucOrgId'],
  holdAndRelease: ['IsHoldandReleaseTimersEnabled'],
  kitchenRouting: ['StoreKitchenRoutingMethods'],
};

/** `sent` with the fields of every hidden part taken from `stored`, the resets applied again. */
export function keepHiddenFields(
  sent: TUpdateStoreOptions,
  stored: TUpdateStoreOptions,
  sections: TStoreOptionsSections,
): TUpdateStoreOptions {
  const kept = { ...sent } as Record<string, unknown>;
  for (const [section, fields] of Object.entries(SECTION_FIELDS))
    if (!sections[section as keyof TStoreOptionsSections]) for (const f of fields) kept[f] = stored[f];
  return applyStoreOptionsResets(kept as TUpdateStoreOptions);
}

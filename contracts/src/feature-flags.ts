import { z } from 'zod';
import { ZIdOrZeroParam, ZIdParam } from './fields.ts';
import { ACCESS_FLAG } from './access/flags.ts';

/** Portal-data switches (spec 1 §3) that the flag store holds and GetPortalData reports as 'Y'/'N' or booleans. */
export const PORTAL_DATA_FLAGS = [
  'featScheduleEnforcement',
  'featAutoClose',
  'featPaidBreaks',
  'featDonations',
  'featPilotProgram',
  'featCashManager',
  'featDynamicDelivery',
  'featLimitOpenChecks',
  'featLimitMaxRefundAmount',
  'featLimitClearItems',
  'featLimitDeleteTickets',
  'isInStoreApiEnabled',
  'isVenueEnabled',
  'isOfflineCreditEnabled',
  'hasEmvAndGiftSupport',
  'isSpeedOfServiceEnabled',
  'isAsmEnabled',
  'isMmsEnabled',
] as const;

/** Flags of the spec 1 §6 list that no rule of this release reads yet; stored and shown so support can set them. */
const PRODUCT_FLAGS = [
  'openCheckIntegration',
  'alerts',
  'payInOutCodes',
  'posTransactions',
  /** The search-by dropdown of the POS transactions page (spec 2 §2, §6). */
  'ticketSearchBy',
  /** Check numbers shown as the store's sequence numbers (spec 2 §6). */
  'sequenceCheckNumbers',
  'cashDiscount',
  'reporting',
  'federatedLogin',
  'adminEntitlement',
  'companyInfo',
  /** The notifications dialog after load (spec 1 §2). */
  'notifications',
  /** The legacy frame sends the user to the account overview after 1 second (spec 1 §2 Layout frame). */
  'redirectToAccountOverview',
] as const;

/**
 * Every flag the flag store knows, in the order the support page lists them. All default to off: spec 1 §2 treats an
 * unknown or unloaded flag as off, and the store only records the exceptions.
 */
export const FLAG_CATALOG: readonly string[] = [
  ...new Set<string>([...Object.values(ACCESS_FLAG), ...PORTAL_DATA_FLAGS, ...PRODUCT_FLAGS]),
];

export const isKnownFlag = (name: string): boolean => FLAG_CATALOG.includes(name);

/** A stored flag value: the organization's (storeId 0) or one store's own. */
export type TFlagValue = { flagName: string; storeId: number; isOn: boolean };

/** Every catalogue flag off: the start of each evaluation, built once (resolveFlags runs on every API request). */
const ALL_FLAGS_OFF: Readonly<Record<string, boolean>> = Object.fromEntries(FLAG_CATALOG.map((name) => [name, false]));

/** Every catalogue flag from stored values: a store's value wins over the organization's, an unset flag is off. */

export function resolveFlags(values: readonly TFlagValue[]): Record<string, boolean> {
  const flags: Record<string, boolean> = { ...ALL_FLAGS_OFF };
  for (const value of values) if (value.storeId === 0 && value.flagName in flags) flags[value.flagName] = value.isOn;
  for (const value of values) if (value.storeId !== 0 && value.flagName in flags) flags[value.flagName] = value.isOn;
  return flags;
}

export const ZFlagName = z.string().max(64).refine(isKnownFlag, { message: 'featureFlags.errors.unknownFlag' });

/** GET /FeatureFlag/GetFlags: every catalogue flag evaluated for the session's merchant (organization) and store. */
export const ZFeatureFlagsResponse = z.object({ flags: z.record(z.string(), z.boolean()) });
export type TFeatureFlagsResponse = z.infer<typeof ZFeatureFlagsResponse>;

/** Where a value is set: the merchant as a whole (storeId 0) or one of its stores (enterprise unit). */
export const ZFlagScope = z.object({
  merchantId: ZIdParam,
  storeId: ZIdOrZeroParam.default(0),
});
export type TFlagScope = z.infer<typeof ZFlagScope>;

export const ZFlagRow = z.object({
  name: z.string(),
  /** The organization's value, null when not set. */
  organizationValue: z.boolean().nullable(),
  /** The chosen store's value, null when not set or when the organization itself is shown. */
  storeValue: z.boolean().nullable(),
  /** What the store (or the organization) gets: store value, else organization value, else off. */
  effective: z.boolean(),
});
export type TFlagRow = z.infer<typeof ZFlagRow>;

/** A store of the merchant, so the support page can offer it as a scope. */
export const ZFlagStore = z.object({ storeId: z.number().int(), name: z.string(), isDeleted: z.boolean() });
export type TFlagStore = z.infer<typeof ZFlagStore>;

/**
 * GET /SupportTools/GetFeatureFlags (and the answer of UpdateFeatureFlag): every catalogue flag for the scope, with
 * the merchant's name and stores so the page needs no second call to offer the store scopes.
 */
export const ZFlagListResponse = z.object({
  merchantId: z.number().int(),
  merchantName: z.string(),
  storeId: z.number().int(),
  stores: z.array(ZFlagStore),
  flags: z.array(ZFlagRow),
});
export type TFlagListResponse = z.infer<typeof ZFlagListResponse>;

/** Sets (true/false) or clears (null) one flag at the organization (storeId 0) or a store. */
export const ZUpdateFlagRequest = ZFlagScope.extend({ name: ZFlagName, isOn: z.boolean().nullable() });
export type TUpdateFlagRequest = z.infer<typeof ZUpdateFlagRequest>;

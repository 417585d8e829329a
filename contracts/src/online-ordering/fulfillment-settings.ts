import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';

/** Spec 3 §3 fulfillment time settings: every duration is in seconds. */
export const DURATION_FIELDS = [
  'prepDuration',
  'queueDuration',
  'setupDuration',
  'packagingDuration',
  'deliveryDuration',
  'cateringPrepDuration',
  'cateringPackagingDuration',
  'cateringDeliveryDuration',
  'deliveryPrepDuration',
  'deliveryPackagingDuration',
] as const;
export type TDurationField = (typeof DURATION_FIELDS)[number];

export const OFFERING_FIELDS = [
  'offeringCatering',
  'offeringCurbside',
  'offeringDelivery',
  'offeringDriveThru',
  'offeringFulfillment',
  'offeringPickup',
  'offeringDineIn',
] as const;
export type TOfferingField = (typeof OFFERING_FIELDS)[number];

/** Spec 3 §9: prep time is chosen as 0–5 hours and 0–59 minutes (the dropdown in steps of 5). */
export const PREP_HOURS_MAX = 5;
export const PREP_MINUTES_MAX = 59;
export const PREP_MINUTES_STEP = 5;
export const PREP_SECONDS_MAX = PREP_HOURS_MAX * 3600 + PREP_MINUTES_MAX * 60;
/** Not given by the spec: any other duration is at most a day. */
export const DURATION_SECONDS_MAX = 86_400;
/** Spec 3 §9: the store status dialog's adjustments of prep time, in minutes. */
export const PREP_ADJUSTMENTS_MINUTES = [-10, 10, 20, 30] as const;
/** Not given by the spec: a new store prepares an order in 15 minutes. */
export const DEFAULT_PREP_SECONDS = 15 * 60;

export const FULFILLMENT_ERROR = {
  /** Spec 3 §5, §8 Prep time: InvalidTime. */
  invalidTime: 'prepTime.errors.invalidTime',
  duration: 'prepTime.errors.duration',
} as const satisfies Record<string, TErrorKey>;

const duration = (max: number) =>
  z.number().int(FULFILLMENT_ERROR.duration).min(0, FULFILLMENT_ERROR.duration).max(max, FULFILLMENT_ERROR.duration);

const ZDurations = z.object({
  ...Object.fromEntries(DURATION_FIELDS.map((f) => [f, duration(DURATION_SECONDS_MAX)])),
  prepDuration: duration(PREP_SECONDS_MAX),
}) as z.ZodObject<Record<TDurationField, z.ZodNumber>>;
const ZOfferings = z.object(Object.fromEntries(OFFERING_FIELDS.map((f) => [f, z.boolean()]))) as z.ZodObject<
  Record<TOfferingField, z.ZodBoolean>
>;

/** Spec 3 §3 fulfillment time settings as saved by updateFulfillmentTimeSettings. */
export const ZFulfillmentTimeSettingsInput = ZDurations.extend(ZOfferings.shape);
export type TFulfillmentTimeSettingsInput = z.infer<typeof ZFulfillmentTimeSettingsInput>;

/** …and as answered, with the store's enterprise unit (its site id). */
export const ZFulfillmentTimeSettings = ZFulfillmentTimeSettingsInput.extend({ enterpriseUnitId: z.string() });
export type TFulfillmentTimeSettings = z.infer<typeof ZFulfillmentTimeSettings>;

export const ZUpdateFulfillmentTimeSettingsArgs = z.object({ input: ZFulfillmentTimeSettingsInput });
/** patchFulfillmentTimeSettings: only the fields sent change (spec 3 §7.2: prepDuration, offering flags …). */
export const ZPatchFulfillmentTimeSettingsArgs = z.object({
  input: ZFulfillmentTimeSettingsInput.partial().refine((patch) => Object.keys(patch).length > 0),
});

/** A store that never saved them: 15 minutes' prep, pickup offered, online ordering on. */
export const defaultFulfillmentTimeSettings = (): TFulfillmentTimeSettingsInput => ({
  ...(Object.fromEntries(DURATION_FIELDS.map((f) => [f, 0])) as Record<TDurationField, number>),
  prepDuration: DEFAULT_PREP_SECONDS,
  ...(Object.fromEntries(OFFERING_FIELDS.map((f) => [f, false])) as Record<TOfferingField, boolean>),
  offeringPickup: true,
  offeringFulfillment: true,
});

/** Spec 3 §9: prep seconds are shown in minutes rounded up. */
export const prepMinutesOf = (seconds: number): number => Math.ceil(seconds / 60);

/** Spec 3 §5 Prep time: hours 0–5 and minutes 0–59, digits only; answers seconds or InvalidTime. */
export function prepSecondsOf(hours: string, minutes: string): { seconds: number } | { error: TErrorKey } {
  if (!/^\d{1,2}$/.test(hours.trim()) || !/^\d{1,2}$/.test(minutes.trim()))
    return { error: FULFILLMENT_ERROR.invalidTime };
  const h = Number(hours);
  const m = Number(minutes);
  if (h > PREP_HOURS_MAX || m > PREP_MINUTES_MAX) return { error: FULFILLMENT_ERROR.invalidTime };
  return { seconds: h * 3600 + m * 60 };
}

/** The prep-time form's hours and minutes of saved seconds (minutes rounded up, as shown). */
export function prepFormOf(seconds: number): { hours: number; minutes: number } {
  const total = Math.min(prepMinutesOf(seconds), PREP_HOURS_MAX * 60 + PREP_MINUTES_MAX);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Spec 3 §4, §9: the status dialog adjusts prep time by whole minutes and never below 0. */
export const adjustedPrepSeconds = (seconds: number, minutes: number): number =>
  Math.min(PREP_SECONDS_MAX, Math.max(0, seconds + minutes * 60));

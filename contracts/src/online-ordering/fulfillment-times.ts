import { z } from 'zod';
import { ZCapacitySettingsInput } from './capacity.ts';
import { ZDayHoursList } from './order-hours.ts';
import { ZBufferMinutes, ZMaxFutureDays } from './time-settings.ts';

/** Spec 3 §9: the fulfillment types the ordering hours and times are kept for. */
export const FULFILLMENT_TYPES = ['pickup', 'curbside', 'dinein', 'delivery'] as const;
export type TFulfillmentType = (typeof FULFILLMENT_TYPES)[number];
export const ZFulfillmentType = z.enum(FULFILLMENT_TYPES);

/** Spec 3 §9: time-settings granularity is fixed at 15 minutes. */
export const FULFILLMENT_GRANULARITY_MINUTES = 15;
/** Not given by the spec: a duration override is at most one day, in seconds. */
export const MAX_DURATION_SECONDS = 24 * 60 * 60;

const ZDuration = z.number().int().min(0).max(MAX_DURATION_SECONDS).nullish();

/**
 * Spec 3 §7.2 getAvailableFulfillmentTimes: the type, the order being changed (its own slot does not count against
 * the capacity) and optional duration overrides in seconds; the organization and store come from the session.
 */
export const ZAvailableFulfillmentTimesArgs = z.object({
  fulfillmentType: ZFulfillmentType,
  orderId: z.string().trim().max(64).nullish(),
  queueDuration: ZDuration,
  prepDuration: ZDuration,
  packagingDuration: ZDuration,
  deliveryDuration: ZDuration,
  setupDuration: ZDuration,
  // Ours: a screen's unsaved settings, so a merchant sees the times a change would leave before saving it.
  dayHours: ZDayHoursList.nullish(),
  bufferOpen: ZBufferMinutes.nullish(),
  bufferClose: ZBufferMinutes.nullish(),
  maxFutureDays: ZMaxFutureDays.nullish(),
  capacity: ZCapacitySettingsInput.nullish(),
});
export type TAvailableFulfillmentTimesArgs = z.infer<typeof ZAvailableFulfillmentTimesArgs>;

/** Spec 3 §3 available fulfillment times result: ISO instants, the first of them the next available one. */
export const ZAvailableFulfillmentTimes = z.object({
  futureTimes: z.array(z.string()),
  nextAvailableTime: z.string().nullable(),
});
export type TAvailableFulfillmentTimes = z.infer<typeof ZAvailableFulfillmentTimes>;

/**
 * Spec 3 §3 online order status enumeration (tickets.order_status): the orders that no longer hold a slot are the
 * expired (3), rejected (12), canceled (13), abandoned (14) and failed (15) ones.
 */
export const ORDER_STATUSES_FREEING_CAPACITY = [3, 12, 13, 14, 15] as const;

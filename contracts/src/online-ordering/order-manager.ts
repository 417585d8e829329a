import { z } from 'zod';
import type { TErrorKey } from '../api-error.ts';
import { ONLINE_ORDER_STATUSES } from '../tickets.ts';

/** Spec 3 §3 fee fulfillment types: how an online order reaches the customer. */
export const FULFILLMENT_TYPES = ['Pickup', 'Curbside', 'DineIn', 'Delivery'] as const;
export type TFulfillmentType = (typeof FULFILLMENT_TYPES)[number];

/**
 * The ticket's selling location as the POS writes it (tickets.selling_location) for each fulfillment type; anything
 * else an online order carries ('Pick Up', 'Online', none) is a pickup.
 */
export const SELLING_LOCATION_OF: Record<TFulfillmentType, string> = {
  Pickup: 'Pick Up',
  Curbside: 'Curbside',
  DineIn: 'Dine In',
  Delivery: 'Delivery',
};
export const fulfillmentTypeOf = (sellingLocation: string | null): TFulfillmentType =>
  FULFILLMENT_TYPES.find((t) => t !== 'Pickup' && SELLING_LOCATION_OF[t] === sellingLocation) ?? 'Pickup';

/** The order manager refreshes every 10 seconds (paused while the browser tab is hidden). */
export const ORDER_MANAGER_REFRESH_MS = 10_000;
/** Not given by the spec: the board lists at most 500 orders, today's and the coming days' by due time. */
export const ORDER_MANAGER_MAX_ROWS = 500;
/** Not given by the spec: the window asked for spans at most 31 days. */
export const ORDER_MANAGER_MAX_DAYS = 31;

export const ORDER_MANAGER_ERROR = {
  range: 'orderManager.errors.range',
  status: 'orderManager.errors.status',
} as const satisfies Record<string, TErrorKey>;

const ISO_INSTANT = z.iso.datetime({ offset: true, message: ORDER_MANAGER_ERROR.range });

/**
 * getOnlineOrders: the store's online orders due in [from, to) (the start of the store's today and 8 days on by
 * default), optionally of some statuses (spec 3 §3 enumeration, 0–15) and fulfillment types.
 */
export const ZGetOnlineOrdersArgs = z
  .object({
    statuses: z
      .array(
        z
          .number()
          .int(ORDER_MANAGER_ERROR.status)
          .min(0, ORDER_MANAGER_ERROR.status)
          .max(ONLINE_ORDER_STATUSES.length - 1, ORDER_MANAGER_ERROR.status),
      )
      .max(ONLINE_ORDER_STATUSES.length)
      .nullish(),
    fulfillmentTypes: z.array(z.enum(FULFILLMENT_TYPES)).max(FULFILLMENT_TYPES.length).nullish(),
    from: ISO_INSTANT.nullish(),
    to: ISO_INSTANT.nullish(),
  })
  .refine((a) => !a.from || !a.to || Date.parse(a.from) < Date.parse(a.to), {
    message: ORDER_MANAGER_ERROR.range,
    path: ['to'],
  })
  .refine((a) => !a.from || !a.to || Date.parse(a.to) - Date.parse(a.from) <= ORDER_MANAGER_MAX_DAYS * 86_400_000, {
    message: ORDER_MANAGER_ERROR.range,
    path: ['to'],
  });
export type TGetOnlineOrdersArgs = z.infer<typeof ZGetOnlineOrdersArgs>;

/** One online order as the board shows it. */
export const ZOnlineOrder = z.object({
  ticketId: z.number().int(),
  ticketNumber: z.number().int(),
  /** The ticket's business date (the POS transactions screen finds it by it). */
  businessDate: z.string(),
  externalReferenceNumber: z.string().nullable(),
  /** 0–15 (ONLINE_ORDER_STATUSES). */
  status: z.number().int(),
  statusName: z.string(),
  /** ISO instant with the store's offset. */
  dueAt: z.string(),
  /** The store's IANA zone, the due time is shown in. */
  timeZone: z.string(),
  fulfillmentType: z.enum(FULFILLMENT_TYPES),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  /** Exact decimal with 2 decimals. */
  total: z.string(),
});
export type TOnlineOrder = z.infer<typeof ZOnlineOrder>;

export const ZOnlineOrders = z.object({ orders: z.array(ZOnlineOrder), truncated: z.boolean() });
export type TOnlineOrders = z.infer<typeof ZOnlineOrders>;

/** Statuses the board treats as finished (shown greyed): finished, expired, closed, rejected, canceled, abandoned. */
export const CLOSED_ONLINE_ORDER_STATUSES: readonly number[] = [2, 3, 4, 12, 13, 14];

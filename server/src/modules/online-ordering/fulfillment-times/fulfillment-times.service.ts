import { FULFILLMENT_GRANULARITY_MINUTES } from '@mp/contracts/online-ordering/fulfillment-times';
import type {
  TAvailableFulfillmentTimes,
  TAvailableFulfillmentTimesArgs,
} from '@mp/contracts/online-ordering/fulfillment-times';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope } from '../../../db/tenant.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { capacityOfStore } from '../capacity/capacity.queries.ts';
import {
  availableFulfillmentTimes,
  type TFulfillmentDurations,
  type TFulfillmentSchedule,
} from './fulfillment-times.ts';
import { dueOrderTimes, storeTimeZone } from './fulfillment-times.queries.ts';

const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  closedAllDay: false,
  fulfillmentTypes: [],
  timeBlocks: [{ startTime: '0000', endTime: '2400' }],
}));

/**
 * THE ONE PLACE TO SWITCH ON MERGE. The store's ordering hours (window settings), time settings, event settings,
 * fulfillment time settings and locked status are built by other branches; until they are merged this answers the
 * spec's defaults: open 00:00–24:00 every day for every type (spec 3 §9 default hours), buffers 0, granularity 15,
 * 7 future days, prep 15 minutes, no events, every type offered, accepting orders. Replace the body with reads of
 * those tables (same return type); nothing else changes.
 */
export async function loadSchedule(_db: TDb, _scope: TStoreScope): Promise<TFulfillmentSchedule> {
  return {
    acceptingOrders: true,
    offerings: { pickup: true, curbside: true, dinein: true, delivery: true },
    orderingHours: ALL_DAY,
    time: { bufferOpen: 0, bufferClose: 0, granularity: FULFILLMENT_GRANULARITY_MINUTES, maxFutureDays: 7 },
    durations: { prepDuration: 15 * 60, queueDuration: 0, packagingDuration: 0, setupDuration: 0, deliveryDuration: 0 },
    events: [],
  };
}

const DAY_MS = 24 * 3600 * 1000;

/** The call's duration overrides over the store's own (null or absent keeps the store's). */
const durationsOf = (store: TFulfillmentDurations, args: TAvailableFulfillmentTimesArgs): TFulfillmentDurations => ({
  prepDuration: args.prepDuration ?? store.prepDuration,
  queueDuration: args.queueDuration ?? store.queueDuration,
  packagingDuration: args.packagingDuration ?? store.packagingDuration,
  setupDuration: args.setupDuration ?? store.setupDuration,
  deliveryDuration: args.deliveryDuration ?? store.deliveryDuration,
});

/**
 * Spec 3 §7.2 getAvailableFulfillmentTimes for the session's store: its schedule, time zone, capacity and the orders
 * already due in the window the engine looks at.
 */
export async function getAvailableFulfillmentTimes(
  db: TDb,
  scope: TStoreScope,
  args: TAvailableFulfillmentTimesArgs,
  now: Date = new Date(),
): Promise<TAvailableFulfillmentTimes> {
  const [schedule, timeZone, capacity] = await Promise.all([
    loadSchedule(db, scope),
    storeTimeZone(db, scope),
    capacityOfStore(db, scope),
  ]);
  if (!timeZone) throw new ApiError(404, OO_ERROR.notFound, 'The store was not found.');
  // The engine never looks further than the last future day plus the day that may run past midnight.
  const until = new Date(now.getTime() + (schedule.time.maxFutureDays + 2) * DAY_MS);
  const dueOrders = capacity
    ? await dueOrderTimes(db, scope, new Date(now.getTime() - DAY_MS), until, args.orderId ?? null)
    : [];
  return availableFulfillmentTimes({
    ...schedule,
    durations: durationsOf(schedule.durations, args),
    now,
    timeZone,
    fulfillmentType: args.fulfillmentType,
    capacity: capacity?.week ?? null,
    dueOrders,
  });
}

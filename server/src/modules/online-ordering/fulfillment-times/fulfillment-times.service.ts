import { FULFILLMENT_GRANULARITY_MINUTES } from '@mp/contracts/online-ordering/fulfillment-times';
import type {
  TAvailableFulfillmentTimes,
  TAvailableFulfillmentTimesArgs,
  TFulfillmentType,
} from '@mp/contracts/online-ordering/fulfillment-times';
import type { TCapacitySettingsInput, TCapacityWeek } from '@mp/contracts/online-ordering/capacity';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope } from '../../../db/tenant.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { defaultFulfillmentTimeSettings } from '@mp/contracts/online-ordering/fulfillment-settings';
import type {
  TDayHours,
  TFulfillmentType as TOrderHoursType,
  TOrderEvent,
} from '@mp/contracts/online-ordering/order-hours';
import { defaultTimeSettingsInput } from '@mp/contracts/online-ordering/time-settings';
import { capacityOfStore } from '../capacity/capacity.queries.ts';
import { storedFulfillmentSettings } from '../fulfillment-settings/fulfillment-settings.queries.ts';
import { eventSettingsOfStore, windowSettingsOfStore } from '../hours/hours.queries.ts';
import { readSite } from '../sites/sites.queries.ts';
import { timeSettingsOfStore } from '../time-settings/time-settings.queries.ts';
import {
  availableFulfillmentTimes,
  type TFulfillmentDurations,
  type TFulfillmentSchedule,
  type TOrderingDayHours,
  type TScheduleEvent,
} from './fulfillment-times.ts';
import { dueOrderTimes, storeTimeZone } from './fulfillment-times.queries.ts';

const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  closedAllDay: false,
  fulfillmentTypes: [],
  timeBlocks: [{ startTime: '0000', endTime: '2400' }],
}));

/** Order hours' fulfillment types (spec 3 §9 pickup, curbside, dine-in, delivery) as the engine names them. */
const ENGINE_TYPE: Record<TOrderHoursType, TFulfillmentType> = {
  PICKUP: 'pickup',
  CURBSIDE: 'curbside',
  DINE_IN: 'dinein',
  DELIVERY: 'delivery',
};

const orderingDayOf = (day: TDayHours): TOrderingDayHours => ({
  day: day.day,
  closedAllDay: day.closedAllDay,
  fulfillmentTypes: day.fulfillmentTypes.map((type) => ENGINE_TYPE[type]),
  timeBlocks: day.timeBlocks.map((block) => ({ ...block, nextDay: day.nextDay })),
});

/** An event as the engine reads it: its instants, which the engine turns into the store's local dates. */
const scheduleEventOf = (event: TOrderEvent): TScheduleEvent => ({
  name: event.name,
  startTime: event.startTime,
  endTime: event.endTime,
  offeringFulfillment: event.offeringFulfillment,
  fulfillmentWindows: event.fulfillmentWindows,
  daysOfWeek: event.daysOfWeek,
  fulfillmentTypes: event.fulfillmentTypes.map((type) => ENGINE_TYPE[type]),
});

/**
 * The store's schedule: its time settings (buffers, future days; the defaults when it has none), its fulfillment
 * time settings (durations and offerings; online ordering off accepts nothing), its site's status (locked accepts
 * nothing), its ordering hours (open around the clock before the first save) and special hours. Saved order hours count
 * whether or not they are published yet, so a merchant sees the effect of a change before publishing it.
 * Granularity is always 15 minutes (spec 3 §9).
 */
export async function loadSchedule(db: TDb, scope: TStoreScope): Promise<TFulfillmentSchedule> {
  const [time, fulfillment, site, window, events] = await Promise.all([
    timeSettingsOfStore(db, scope),
    storedFulfillmentSettings(db, scope),
    readSite(db, scope),
    windowSettingsOfStore(db, scope),
    eventSettingsOfStore(db, scope),
  ]);
  const timeInput = time ?? defaultTimeSettingsInput();
  const settings = fulfillment ?? defaultFulfillmentTimeSettings();
  return {
    // Spec 3 §4 store status: locked (Not accepting) and online ordering switched off both stop new orders.
    acceptingOrders: settings.offeringFulfillment && !(site?.locked ?? false),
    offerings: {
      pickup: settings.offeringPickup,
      curbside: settings.offeringCurbside,
      dinein: settings.offeringDineIn,
      delivery: settings.offeringDelivery,
    },
    orderingHours: window ? window.dayHours.map(orderingDayOf) : ALL_DAY,
    time: {
      bufferOpen: timeInput.bufferOpen,
      bufferClose: timeInput.bufferClose,
      granularity: FULFILLMENT_GRANULARITY_MINUTES,
      maxFutureDays: timeInput.maxFutureDays,
    },
    durations: {
      prepDuration: settings.prepDuration,
      queueDuration: settings.queueDuration,
      packagingDuration: settings.packagingDuration,
      setupDuration: settings.setupDuration,
      deliveryDuration: settings.deliveryDuration,
    },
    events: (events?.events ?? []).map(scheduleEventOf),
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

/** The call's previews of unsaved settings over the store's saved ones (absent keeps the saved). */
const previewOf = (schedule: TFulfillmentSchedule, args: TAvailableFulfillmentTimesArgs): TFulfillmentSchedule => ({
  ...schedule,
  orderingHours: args.dayHours ? args.dayHours.map(orderingDayOf) : schedule.orderingHours,
  time: {
    ...schedule.time,
    bufferOpen: args.bufferOpen ?? schedule.time.bufferOpen,
    bufferClose: args.bufferClose ?? schedule.time.bufferClose,
    maxFutureDays: args.maxFutureDays ?? schedule.time.maxFutureDays,
  },
  durations: durationsOf(schedule.durations, args),
});

const weekOf = ({ description: _, ...week }: TCapacitySettingsInput): TCapacityWeek => week;

/**
 * Spec 3 §7.2 getAvailableFulfillmentTimes for the session's store: its schedule, time zone, capacity and the orders
 * already due in the window the engine looks at; a screen's unsaved settings, when given, in place of the saved.
 */
export async function getAvailableFulfillmentTimes(
  db: TDb,
  scope: TStoreScope,
  args: TAvailableFulfillmentTimesArgs,
  now: Date = new Date(),
): Promise<TAvailableFulfillmentTimes> {
  const [saved, timeZone, stored] = await Promise.all([
    loadSchedule(db, scope),
    storeTimeZone(db, scope),
    capacityOfStore(db, scope),
  ]);
  const schedule = previewOf(saved, args);
  const capacity = args.capacity ? weekOf(args.capacity) : (stored?.week ?? null);
  if (!timeZone) throw new ApiError(404, OO_ERROR.notFound, 'The store was not found.');
  // The engine never looks further than the last future day plus the day that may run past midnight.
  const until = new Date(now.getTime() + (schedule.time.maxFutureDays + 2) * DAY_MS);
  const dueOrders = capacity
    ? await dueOrderTimes(db, scope, new Date(now.getTime() - DAY_MS), until, args.orderId ?? null)
    : [];
  return availableFulfillmentTimes({
    ...schedule,
    now,
    timeZone,
    fulfillmentType: args.fulfillmentType,
    capacity,
    dueOrders,
  });
}

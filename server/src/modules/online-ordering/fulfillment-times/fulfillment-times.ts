import { type TCapacityWeek, timeToMinutes, weekdayOfIndex } from '@mp/contracts/online-ordering/capacity';
import {
  FULFILLMENT_GRANULARITY_MINUTES,
  type TAvailableFulfillmentTimes,
  type TFulfillmentType,
} from '@mp/contracts/online-ordering/fulfillment-times';
import { minutesOfHhmm } from '@mp/contracts/online-ordering/hhmm';
import { eventDates } from '@mp/contracts/online-ordering/order-hours';
import { instantOfWallClock, wallClockOf } from '@mp/contracts/time-zones';

/**
 * The fulfillment-times engine (spec 3 §3, §7.2 getAvailableFulfillmentTimes): pure, so the loader fills its input
 * from whichever tables exist and the tests state every case as data.
 */

/** A block of ordering hours: 'HHMM' times; `nextDay` (or a close at or before the open) closes after midnight. */
export type TTimeBlock = { startTime: string; endTime: string; nextDay?: boolean };

/** Spec 3 §3 window settings dayHours: one day's ordering hours (day 0 Sunday … 6) for the listed types. */
export type TOrderingDayHours = {
  day: number;
  closedAllDay: boolean;
  /** The types these hours are for; empty means every type. */
  fulfillmentTypes: readonly TFulfillmentType[];
  timeBlocks: readonly TTimeBlock[];
};

/** Spec 3 §3 time settings: buffers in minutes, the slot granularity and how many days ahead orders may be placed. */
export type TTimeSettings = {
  bufferOpen: number;
  bufferClose: number;
  granularity: number;
  /** Spec 3 §9: 1 to 7 further days; 0 means off (today only). */
  maxFutureDays: number;
};

/** Spec 3 §3 fulfillment time settings: durations in seconds. */
export type TFulfillmentDurations = {
  prepDuration: number;
  queueDuration: number;
  packagingDuration: number;
  setupDuration: number;
  deliveryDuration: number;
};

/**
 * Spec 3 §3 event settings: special hours on the store's local dates from the one its start falls on to the one just
 * before its end (instants, ISO; the engine reads them in the store's zone). Not offering fulfillment closes the types
 * on those dates; otherwise its windows replace the regular hours.
 */
export type TScheduleEvent = {
  name: string;
  startTime: string;
  endTime: string;
  offeringFulfillment: boolean;
  fulfillmentWindows: readonly TTimeBlock[];
  /** Day indexes (0 Sunday) within the dates the event applies to; empty or absent means every day. */
  daysOfWeek?: readonly number[];
  /** Empty means every type. */
  fulfillmentTypes: readonly TFulfillmentType[];
};

/** Everything about a store's schedule that does not come from capacity, the store row or the orders. */
export type TFulfillmentSchedule = {
  /** Spec 3 §3 store status: locked (not accepting new orders) offers no time at all. */
  acceptingOrders: boolean;
  /** Spec 3 §3 fulfillment time settings' offering flags. */
  offerings: Readonly<Record<TFulfillmentType, boolean>>;
  orderingHours: readonly TOrderingDayHours[];
  time: TTimeSettings;
  durations: TFulfillmentDurations;
  events: readonly TScheduleEvent[];
};

export type TFulfillmentTimesInput = TFulfillmentSchedule & {
  now: Date;
  /** The store's IANA time zone. */
  timeZone: string;
  fulfillmentType: TFulfillmentType;
  /** The store's capacity settings, or null (no limit). */
  capacity: TCapacityWeek | null;
  /** Due times of the orders that hold a slot (the loader leaves out freed statuses and the order being changed). */
  dueOrders: readonly Date[];
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Which durations make up the earliest time of each type (queue and prep for all of them). */
export function leadSeconds(type: TFulfillmentType, d: TFulfillmentDurations): number {
  const base = d.queueDuration + d.prepDuration;
  if (type === 'dinein') return base + d.setupDuration;
  if (type === 'delivery') return base + d.packagingDuration + d.deliveryDuration;
  return base + d.packagingDuration;
}

// --- time zones through Intl only --------------------------------------------------------------------------------

/** A local calendar date: midnight of it as a UTC wall clock, so adding days is plain arithmetic. */
const localDateOf = (instant: number, timeZone: string): number => {
  const wall = wallClockOf(instant, timeZone);
  return wall - (wall % DAY_MS);
};
const isoDate = (date: number) => new Date(date).toISOString().slice(0, 10);
const dayIndexOf = (date: number) => new Date(date).getUTCDay();

// --- the schedule ------------------------------------------------------------------------------------------------

/** A block as local minutes from the date's midnight, [open, close); close may pass 1440. */
function blockMinutes(block: TTimeBlock): [number, number] {
  const open = minutesOfHhmm(block.startTime);
  let close = minutesOfHhmm(block.endTime);
  if (block.nextDay || close <= open) close += close === 1440 ? 0 : 1440;
  return [open, close];
}

const forType = (types: readonly TFulfillmentType[], type: TFulfillmentType) =>
  types.length === 0 || types.includes(type);

type TDatedEvent = TScheduleEvent & { from: string; to: string };

/** The event that governs a local date for the type, if any. */
const eventOn = (date: number, events: readonly TDatedEvent[], type: TFulfillmentType) => {
  const day = dayIndexOf(date);
  const iso = isoDate(date);
  return events.find(
    (e) =>
      e.from <= iso &&
      iso <= e.to &&
      (!e.daysOfWeek || e.daysOfWeek.length === 0 || e.daysOfWeek.includes(day)) &&
      forType(e.fulfillmentTypes, type),
  );
};

/** The blocks that open on a local date for the type: an event's on its dates, else the weekday's ordering hours. */
function blocksOn(date: number, events: readonly TDatedEvent[], input: TFulfillmentTimesInput): readonly TTimeBlock[] {
  const day = dayIndexOf(date);
  const event = eventOn(date, events, input.fulfillmentType);
  if (event) return event.offeringFulfillment ? event.fulfillmentWindows : [];
  return input.orderingHours
    .filter((h) => h.day === day && !h.closedAllDay && forType(h.fulfillmentTypes, input.fulfillmentType))
    .flatMap((h) => h.timeBlocks);
}

/** Capacity: the slot's interval on its local weekday, and a key counting the orders due in that interval. */
function intervalOf(instant: number, input: TFulfillmentTimesInput): { key: string; max: number } | null {
  if (!input.capacity) return null;
  const wall = wallClockOf(instant, input.timeZone);
  const date = wall - (wall % DAY_MS);
  const minute = (wall - date) / MINUTE_MS;
  const day = weekdayOfIndex(dayIndexOf(date));
  const found = input.capacity[day].find(
    (i) => timeToMinutes(i.startTime) <= minute && minute < timeToMinutes(i.endTime),
  );
  return found ? { key: `${isoDate(date)} ${found.startTime}`, max: found.capacities.OrderCount } : null;
}

/**
 * Spec 3 §7.2 getAvailableFulfillmentTimes: every slot (on the granularity, in the store's local time) from the
 * earliest the store can fulfil (now plus the type's durations) through the last allowed future day, inside the
 * type's ordering hours less the buffers, with special hours applied, and whose capacity interval is not full.
 */
export function availableFulfillmentTimes(input: TFulfillmentTimesInput): TAvailableFulfillmentTimes {
  const none = { futureTimes: [], nextAvailableTime: null };
  if (!input.acceptingOrders || !input.offerings[input.fulfillmentType]) return none;
  const step = (input.time.granularity || FULFILLMENT_GRANULARITY_MINUTES) * MINUTE_MS;
  const now = input.now.getTime();
  const earliest = now + leadSeconds(input.fulfillmentType, input.durations) * 1000;
  const today = localDateOf(now, input.timeZone);
  const lastDate = today + Math.max(0, input.time.maxFutureDays) * DAY_MS;

  const events = input.events.map((e) => ({ ...e, ...eventDates(e, input.timeZone) }));

  const taken = new Map<string, number>();
  for (const due of input.dueOrders) {
    const interval = intervalOf(due.getTime(), input);
    if (interval) taken.set(interval.key, (taken.get(interval.key) ?? 0) + 1);
  }

  const slots = new Set<number>();
  // Yesterday's blocks may run past midnight into today.
  for (let date = today - DAY_MS; date <= lastDate; date += DAY_MS) {
    for (const block of blocksOn(date, events, input)) {
      const [open, close] = blockMinutes(block);
      const first = instantOfWallClock(date + open * MINUTE_MS, input.timeZone) + input.time.bufferOpen * MINUTE_MS;
      const last = instantOfWallClock(date + close * MINUTE_MS, input.timeZone) - input.time.bufferClose * MINUTE_MS;
      // Slots sit on the quarter hour of local time; every zone's offset is a whole number of quarter hours.
      for (let t = Math.ceil(Math.max(first, earliest) / step) * step; t <= last; t += step) {
        const slotDate = localDateOf(t, input.timeZone);
        if (slotDate > lastDate) break;
        // A closure holds for its whole local day, also against the night before closing at (or running past) midnight.
        if (eventOn(slotDate, events, input.fulfillmentType)?.offeringFulfillment === false) continue;
        const interval = intervalOf(t, input);
        if (interval && (taken.get(interval.key) ?? 0) >= interval.max) continue;
        slots.add(t);
      }
    }
  }
  const futureTimes = [...slots].sort((a, b) => a - b).map((t) => new Date(t).toISOString());
  return { futureTimes, nextAvailableTime: futureTimes[0] ?? null };
}

/** Day indexes (0 Sunday) on which the ordering hours open for no type: the capacity screen's closed days. */
export const closedDayIndexes = (hours: readonly TOrderingDayHours[]): number[] =>
  [0, 1, 2, 3, 4, 5, 6].filter(
    (day) => !hours.some((h) => h.day === day && !h.closedAllDay && h.timeBlocks.length > 0),
  );

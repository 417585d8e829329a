import {
  dayHoursOfRows,
  DAYS,
  ORDER_HOURS_MODES,
  type TDayHours,
  type TOrderEvent,
} from '@mp/contracts/online-ordering/order-hours';
import type { TDb } from '../db/create-db.ts';
import { ooEventSettings, ooWindowSettings } from '../db/schema.ts';
import { MERCHANT, STORE } from './ids.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** Demo ids of the hours records (tests and e2e name them). */
export const OO_HOURS_ID = {
  cornerCafe: '5f0c1c3e-0000-4000-8000-000000002201',
  cornerCafeEvents: '5f0c1c3e-0000-4000-8000-000000002202',
  bistroDowntown: '5f0c1c3e-0000-4000-8000-000000001201',
} as const;

/** A week of one mode: Monday to Saturday one window, Sunday another. */
const week = (
  types: readonly (typeof ORDER_HOURS_MODES)[keyof typeof ORDER_HOURS_MODES][number][],
  weekday: [string, string],
  sunday: [string, string],
): TDayHours[] =>
  dayHoursOfRows(
    DAYS.map((day) => {
      const [open, close] = day === 0 ? sunday : weekday;
      return { day, open, close, nextDay: false, closedAllDay: false };
    }),
    types,
  );

/** Corner Cafe is in New York: its events run from local midnight (05:00 UTC in winter) to local midnight. */
const EVENTS: TOrderEvent[] = [
  {
    name: 'Christmas Day',
    startTime: '2026-12-25T05:00:00.000Z',
    endTime: '2026-12-26T05:00:00.000Z',
    offeringFulfillment: false,
    fulfillmentWindows: [],
    sourceOrganization: '',
    daysOfWeek: [],
    fulfillmentTypes: ['PICKUP', 'CURBSIDE', 'DINE_IN', 'DELIVERY'],
  },
  {
    name: 'Holiday late nights',
    startTime: '2026-12-18T05:00:00.000Z',
    endTime: '2026-12-24T05:00:00.000Z',
    offeringFulfillment: true,
    fulfillmentWindows: [{ startTime: '0700', endTime: '2300' }],
    sourceOrganization: '',
    daysOfWeek: [1, 2, 3, 4, 5, 6],
    fulfillmentTypes: ['PICKUP', 'CURBSIDE'],
  },
];

/**
 * Online ordering hours demo (issue 19): Corner Cafe's order hours per mode (pickup and curbside 7:00–20:00, dine-in
 * 8:00–21:00, delivery 11:00–20:00, shorter on Sunday), published, with a Christmas closure and holiday late nights;
 * Bistro Downtown's order hours. Demo Bistro's other stores have none (the screen's 404-then-create flow).
 */
export async function seedOoHours(tx: TTx): Promise<void> {
  await tx.insert(ooWindowSettings).values([
    {
      id: OO_HOURS_ID.cornerCafe,
      merchantId: MERCHANT.cornerCafe,
      storeId: STORE.cornerCafe,
      description: 'Corner Cafe',
      dayHours: [
        ...week(ORDER_HOURS_MODES.pickupCurbside, ['0700', '2000'], ['0800', '1800']),
        ...week(ORDER_HOURS_MODES.dineIn, ['0800', '2100'], ['0900', '1700']),
        ...week(ORDER_HOURS_MODES.delivery, ['1100', '2000'], ['1200', '1800']),
      ],
      published: true,
      publishedAt: new Date('2026-01-05T15:00:00Z'),
    },
    {
      id: OO_HOURS_ID.bistroDowntown,
      merchantId: MERCHANT.demoBistro,
      storeId: STORE.bistroDowntown,
      description: 'Bistro Downtown',
      dayHours: [
        ...week(ORDER_HOURS_MODES.pickupCurbside, ['1100', '2200'], ['1100', '2000']),
        ...week(ORDER_HOURS_MODES.dineIn, ['1100', '2300'], ['1100', '2100']),
        ...week(ORDER_HOURS_MODES.delivery, ['1130', '2130'], ['1200', '2000']),
      ],
    },
  ]);
  await tx.insert(ooEventSettings).values({
    id: OO_HOURS_ID.cornerCafeEvents,
    merchantId: MERCHANT.cornerCafe,
    storeId: STORE.cornerCafe,
    description: 'Corner Cafe',
    events: EVENTS,
  });
}

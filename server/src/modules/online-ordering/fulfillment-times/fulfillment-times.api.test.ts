import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { WEEKDAYS } from '@mp/contracts/online-ordering/capacity';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { eventInstants } from '@mp/contracts/online-ordering/order-hours';
import { defaultOperatingHours } from '@mp/contracts/online-ordering/operating-hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ooSites } from '../../../db/schema.ts';
import { createUser } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { createTicket } from '../../../test/factories/tickets.ts';
import { setRoleFeatures } from '../../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TTestApp } from '../../../test/test-app.ts';
import { instantOfWallClock, wallClockOf } from '@mp/contracts/time-zones';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TIMES = `query Times($type: FulfillmentType!, $orderId: String, $prep: Int) {
  getAvailableFulfillmentTimes(fulfillmentType: $type, orderId: $orderId, prepDuration: $prep) {
    futureTimes nextAvailableTime } }`;
const CREATE = `mutation Create($input: CapacitySettingsInput!) { createCapacitySettings(input: $input) { id } }`;
const ASSIGN = `mutation Assign($id: ID!) { assignCapacitySettings(capacitySettingsId: $id) { id } }`;

const ZONE = 'America/Chicago';
const QUARTER = 15 * 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Tomorrow at a local wall-clock time in the store's zone. */
const tomorrowAt = (hhmm: string): Date => {
  const wall = wallClockOf(Date.now(), ZONE);
  const date = wall - (wall % DAY) + DAY;
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(instantOfWallClock(date + (h! * 60 + m!) * 60_000, ZONE));
};

/** A merchant whose store allows one order due between 12:00 and 12:30 every day. */
async function oneOrderAtNoon() {
  const merchant = await createOnlineOrderingMerchant(t.db, { timeZone: ZONE });
  const client = await storeViewClient(t, merchant);
  const noon = [{ startTime: '12:00', endTime: '12:30', capacities: { OrderCount: 1 } }];
  const input = Object.fromEntries(WEEKDAYS.map((d) => [d, noon]));
  const id = (await gql(client, CREATE, { input })).body.data.createCapacitySettings.id as string;
  expect(gqlError(await gql(client, ASSIGN, { id }))).toBeUndefined();
  return { merchant, client };
}

const timesOf = async (client: Parameters<typeof gql>[0], variables: Record<string, unknown> = {}) => {
  const r = await gql(client, TIMES, { type: 'pickup', ...variables });
  expect(gqlError(r)).toBeUndefined();
  return r.body.data.getAvailableFulfillmentTimes as { futureTimes: string[]; nextAvailableTime: string | null };
};

describe('getAvailableFulfillmentTimes', () => {
  it('offers quarter hours from now plus prep, the next available first', async () => {
    const { client } = await oneOrderAtNoon();
    const before = Date.now();
    const { futureTimes, nextAvailableTime } = await timesOf(client);
    expect(nextAvailableTime).toBe(futureTimes[0]);
    const first = Date.parse(nextAvailableTime!);
    expect(first).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(first).toBeLessThan(before + 31 * 60_000);
    expect(first % (15 * 60_000)).toBe(0);
    // The defaults: open all day (every quarter hour from the first on), today and seven more days. Counted by span,
    // not by number: late in the store's evening today has no quarter hour left, and a DST change moves the end.
    const times = futureTimes.map((time) => Date.parse(time));
    expect(times.every((time, i) => i === 0 || time - times[i - 1]! === QUARTER)).toBe(true);
    expect(times.at(-1)! - first).toBeGreaterThanOrEqual(7 * DAY - 2 * HOUR);
    expect(times.at(-1)! - first).toBeLessThan(8 * DAY + HOUR);
  });

  it("follows the store's time and fulfillment settings and status: future days, prep, offerings, not accepting", async () => {
    const { merchant, client } = await oneOrderAtNoon();
    const created = await gql(
      client,
      `mutation C($input: TimeSettingsInput!) { createTimeSettings(input: $input) { id } }`,
      { input: { bufferOpen: 0, bufferClose: 0, maxFutureDays: 1 } },
    );
    const id = created.body.data.createTimeSettings.id as string;
    await gql(client, `mutation A($id: ID!) { assignTimeSettings(id: $id) { id } }`, { id });
    const patch = (input: Record<string, unknown>) =>
      gql(
        client,
        `mutation P($input: FulfillmentTimeSettingsPatch!) { patchFulfillmentTimeSettings(input: $input) { prepDuration } }`,
        { input },
      );
    await patch({ prepDuration: 3600 });

    const before = Date.now();
    const { futureTimes, nextAvailableTime } = await timesOf(client);
    // An hour's prep, and nothing past tomorrow (today and one more day).
    expect(Date.parse(nextAvailableTime!)).toBeGreaterThanOrEqual(before + 3600_000 - 60_000);
    expect(Date.parse(futureTimes.at(-1)!)).toBeLessThan(before + 2 * DAY + 60_000);
    expect(futureTimes.length).toBeLessThanOrEqual(2 * 96);

    // Curbside is not offered by default; pickup stops when online ordering is off.
    expect((await timesOf(client, { type: 'curbside' })).futureTimes).toEqual([]);
    await patch({ offeringFulfillment: false });
    expect(await timesOf(client)).toEqual({ futureTimes: [], nextAvailableTime: null });
    await patch({ offeringFulfillment: true });
    expect((await timesOf(client)).futureTimes.length).toBeGreaterThan(0);
    // Not accepting orders (the store status modal's Not: locked) on a store with its site.
    await t.db.insert(ooSites).values({ ...merchant.store(0), hours: defaultOperatingHours() });
    const status = `mutation S($input: StoreStatusInput!) { updateStoreStatus(input: $input) { locked } }`;
    expect(gqlError(await gql(client, status, { input: { status: 'Not', locked: true } }))).toBeUndefined();
    expect(await timesOf(client)).toEqual({ futureTimes: [], nextAvailableTime: null });
  });

  it("follows the store's order hours and special hours: a closed weekday and a closed date offer nothing", async () => {
    const { client } = await oneOrderAtNoon();
    const tomorrow = tomorrowAt('12:00');
    const weekday = new Date(wallClockOf(tomorrow.getTime(), ZONE)).getUTCDay();
    const dayAfter = new Date(tomorrowAt('12:00').getTime() + DAY);
    // Pickup 09:00–17:00 every day but tomorrow's weekday, closed all day.
    const dayHours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      nextDay: false,
      closedAllDay: day === weekday,
      fulfillmentTypes: ['PICKUP'],
      timeBlocks: day === weekday ? [] : [{ startTime: '0900', endTime: '1700' }],
    }));
    const created = await gql(
      client,
      `mutation W($d: [OrderDayHoursInput!]!) { createWindowSettings(dayHours: $d) { id } }`,
      { d: dayHours },
    );
    expect(gqlError(created)).toBeUndefined();
    const id = created.body.data.createWindowSettings.id as string;
    expect(
      gqlError(await gql(client, `mutation A($id: ID!) { assignWindowSettings(id: $id) { id } }`, { id })),
    ).toBeUndefined();

    const localDate = (iso: string) => new Date(wallClockOf(Date.parse(iso), ZONE)).toISOString().slice(0, 10);
    const localTime = (iso: string) => new Date(wallClockOf(Date.parse(iso), ZONE)).toISOString().slice(11, 16);
    const tomorrowDate = localDate(tomorrow.toISOString());
    const dayAfterDate = localDate(dayAfter.toISOString());
    let { futureTimes } = await timesOf(client);
    expect(futureTimes.some((iso) => localDate(iso) === tomorrowDate)).toBe(false);
    expect(futureTimes.filter((iso) => localDate(iso) === dayAfterDate).map(localTime)).toContain('09:00');
    expect(futureTimes.every((iso) => localTime(iso) >= '09:00' && localTime(iso) <= '17:00')).toBe(true);

    // A closure on the day after (special hours): nothing that day either.
    const event = {
      name: 'Inventory day',
      // The store's local dates, as the special-hours dialog stores them.
      ...eventInstants(dayAfterDate, dayAfterDate, ZONE),
      offeringFulfillment: false,
      fulfillmentWindows: [],
      daysOfWeek: [],
      fulfillmentTypes: ['PICKUP'],
    };
    const events = await gql(client, `mutation E($i: EventSettingsInput!) { createEventSettings(input: $i) { id } }`, {
      i: { events: [event] },
    });
    expect(gqlError(events)).toBeUndefined();
    ({ futureTimes } = await timesOf(client));
    expect(futureTimes.some((iso) => localDate(iso) === dayAfterDate)).toBe(false);
  });

  it('honours a prep-duration override', async () => {
    const { client } = await oneOrderAtNoon();
    const { nextAvailableTime } = await timesOf(client, { prep: 2 * 3600 });
    expect(Date.parse(nextAvailableTime!)).toBeGreaterThanOrEqual(Date.now() + 2 * 3600_000 - 60_000);
  });

  it("previews a screen's unsaved order hours, buffers, future days and capacity without saving them", async () => {
    const { client } = await oneOrderAtNoon();
    const PREVIEW = `query P($d: [OrderDayHoursInput!], $open: Int, $close: Int, $days: Int, $c: CapacitySettingsInput) {
      getAvailableFulfillmentTimes(fulfillmentType: pickup, dayHours: $d, bufferOpen: $open, bufferClose: $close,
        maxFutureDays: $days, capacity: $c) { futureTimes nextAvailableTime } }`;
    const preview = async (variables: Record<string, unknown>) => {
      const r = await gql(client, PREVIEW, variables);
      expect(gqlError(r)).toBeUndefined();
      return r.body.data.getAvailableFulfillmentTimes.futureTimes as string[];
    };
    const localTime = (iso: string) => new Date(wallClockOf(Date.parse(iso), ZONE)).toISOString().slice(11, 16);
    const localDay = (iso: string) => new Date(wallClockOf(Date.parse(iso), ZONE)).toISOString().slice(0, 10);
    const saved = (await timesOf(client)).futureTimes;

    // Pickup 09:00–17:00, opening with a 30-minute buffer and closing 60 minutes early: 09:30 to 16:00.
    const dayHours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      nextDay: false,
      closedAllDay: false,
      fulfillmentTypes: ['PICKUP'],
      timeBlocks: [{ startTime: '0900', endTime: '1700' }],
    }));
    const hours = await preview({ d: dayHours, open: 30, close: 60 });
    expect(new Set(hours.map(localTime))).toEqual(
      new Set(
        Array.from({ length: 27 }, (_, i) => 9 * 60 + 30 + i * 15).map(
          (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
        ),
      ),
    );
    // One future day: today and tomorrow at most.
    expect(new Set((await preview({ days: 1 })).map(localDay)).size).toBeLessThanOrEqual(2);
    // A capacity week of no orders at all leaves nothing; the saved one (one at noon) is untouched.
    const none = Object.fromEntries(
      WEEKDAYS.map((d) => [d, [{ startTime: '00:00', endTime: '23:30', capacities: { OrderCount: 0 } }]]),
    );
    const closedByCapacity = await preview({ c: none });
    expect(closedByCapacity.every((iso) => localTime(iso) >= '23:30')).toBe(true);
    expect((await timesOf(client)).futureTimes).toEqual(saved);
  });

  it('refuses a preview the screens would refuse, naming the argument', async () => {
    const { client } = await oneOrderAtNoon();
    const r = await gql(
      client,
      `query { getAvailableFulfillmentTimes(fulfillmentType: pickup, maxFutureDays: 9) { nextAvailableTime } }`,
    );
    expect(gqlError(r)).toMatchObject({ statusCode: 400, field: 'maxFutureDays' });
  });

  it('does not offer a full slot; a canceled order or the order being changed frees it', async () => {
    const { merchant, client } = await oneOrderAtNoon();
    const noon = tomorrowAt('12:00').toISOString();
    const quarterPast = tomorrowAt('12:15').toISOString();
    const half = tomorrowAt('12:30').toISOString();
    expect((await timesOf(client)).futureTimes).toEqual(expect.arrayContaining([noon, quarterPast, half]));

    await createTicket(t.db, merchant.store(), {
      online: { externalReferenceNumber: 'OLO-CANCELED', orderDueAt: tomorrowAt('12:10'), orderStatus: 13 },
    });
    expect((await timesOf(client)).futureTimes).toContain(noon);

    await createTicket(t.db, merchant.store(), {
      online: { externalReferenceNumber: 'OLO-1', orderDueAt: tomorrowAt('12:10'), orderStatus: 0 },
    });
    const full = (await timesOf(client)).futureTimes;
    expect(full).not.toContain(noon);
    expect(full).not.toContain(quarterPast);
    expect(full).toContain(half);

    expect((await timesOf(client, { orderId: 'OLO-1' })).futureTimes).toContain(noon);
  });

  it('refuses an unknown type and a negative duration, naming the argument', async () => {
    const { client } = await oneOrderAtNoon();
    expect((await gql(client, TIMES, { type: 'drone' })).status).toBe(400);
    expect(gqlError(await gql(client, TIMES, { type: 'pickup', prep: -1 }))).toMatchObject({
      statusCode: 400,
      messageKey: API_ERROR_KEY.validation,
      field: 'prepDuration',
    });
  });

  it('refuses the company view of a merchant with several stores (StoreView)', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db, { storeCount: 2 });
    const company = await companyViewClient(t, merchant);
    expect(gqlError(await gql(company, TIMES, { type: 'pickup' }))).toMatchObject({
      statusCode: 409,
      messageKey: OO_ERROR.storeView,
    });
  });

  it("reads only the session's store: another merchant's orders do not fill its slots", async () => {
    const { merchant } = await oneOrderAtNoon();
    const other = await oneOrderAtNoon();
    await createTicket(t.db, merchant.store(), {
      online: { externalReferenceNumber: 'OLO-A', orderDueAt: tomorrowAt('12:10'), orderStatus: 0 },
    });
    expect((await timesOf(other.client)).futureTimes).toContain(tomorrowAt('12:00').toISOString());
  });

  it('answers a user who may only look (it is a query; the walker proves the hidden page refused)', async () => {
    const { merchant } = await oneOrderAtNoon();
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
    const viewer = t.client();
    await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    expect((await timesOf(viewer)).futureTimes.length).toBeGreaterThan(0);
  });
});

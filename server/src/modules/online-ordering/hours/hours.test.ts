import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import {
  dayHoursOfRows,
  defaultDayHours,
  ORDER_HOURS_ERROR as E,
  type TOrderEventInput,
} from '@mp/contracts/online-ordering/order-hours';
import { TIME_SETTINGS_ERROR } from '@mp/contracts/online-ordering/time-settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, ooTimeSettings } from '../../../db/schema.ts';
import { OO_HOURS_ID } from '../../../demo/seed-oo-hours.ts';
import { createUser, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { setRoleFeatures } from '../../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

const HOURS =
  'id description published publishedAt dayHours { day nextDay closedAllDay fulfillmentTypes timeBlocks { startTime endTime } }';
const EVENTS =
  'id description events { name startTime endTime offeringFulfillment fulfillmentTypes daysOfWeek fulfillmentWindows { startTime endTime } }';
const GET = `query { getWindowSettingsByEnterpriseUnit { ${HOURS} } }`;
const CREATE = `mutation C($id: ID, $dayHours: [OrderDayHoursInput!]!) { createWindowSettings(id: $id, dayHours: $dayHours) { ${HOURS} } }`;
const ASSIGN = `mutation A($id: ID!) { assignWindowSettings(id: $id) { ${HOURS} } }`;
const UPDATE = `mutation U($id: ID!, $dayHours: [OrderDayHoursInput!]!) { updateWindowSettingsById(id: $id, dayHours: $dayHours) { ${HOURS} } }`;
const BUFFERS = `mutation B($id: ID!, $open: Int!, $close: Int!) { setOrderHoursBuffers(id: $id, bufferOpen: $open, bufferClose: $close) { id bufferOpen bufferClose maxFutureDays } }`;
const PUBLISH = `mutation P($id: ID!) { publishWindowSettings(id: $id) { ${HOURS} } }`;
const GET_EVENTS = `query { getEventSettingsByEnterprise { ${EVENTS} } }`;
const CREATE_EVENTS = `mutation CE($input: EventSettingsInput!) { createEventSettings(input: $input) { ${EVENTS} } }`;
const UPDATE_EVENTS = `mutation UE($id: ID!, $input: EventSettingsInput!) { updateEventSettingsById(id: $id, input: $input) { ${EVENTS} } }`;

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type TOwn = { merchant: TMerchantFixture; clerk: TestClient };
const ownStore = async (storeCount = 1): Promise<TOwn> => {
  const merchant = await createOnlineOrderingMerchant(t.db, { storeCount });
  return { merchant, clerk: await storeViewClient(t, merchant) };
};

/** Corner Cafe's demo records, which another merchant must not reach. */
const FOREIGN = { hours: OO_HOURS_ID.cornerCafe, events: OO_HOURS_ID.cornerCafeEvents };

const week = (open: string, close: string, nextDay = false) =>
  dayHoursOfRows(
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close, nextDay, closedAllDay: false })),
    ['PICKUP', 'CURBSIDE'],
  );

/** The screen's flow on a store without order hours: read 404, create, assign. */
const createAndAssign = async (c: TestClient, dayHours = defaultDayHours()) => {
  const created = await gql(c, CREATE, { id: crypto.randomUUID(), dayHours });
  expect(gqlError(created)).toBeUndefined();
  const id = created.body.data.createWindowSettings.id as string;
  expect(gqlError(await gql(c, ASSIGN, { id }))).toBeUndefined();
  return id;
};

const event = (change: Partial<TOrderEventInput> = {}): TOrderEventInput => ({
  name: 'Thanksgiving',
  startTime: '2026-11-26T00:00:00.000Z',
  endTime: '2026-11-27T00:00:00.000Z',
  offeringFulfillment: false,
  fulfillmentWindows: [],
  daysOfWeek: [],
  fulfillmentTypes: ['PICKUP', 'DELIVERY'],
  ...change,
});

describe('order hours (window settings)', () => {
  it('a store without any answers 404; create with the given id, assign, then read it', async () => {
    const { clerk } = await ownStore();
    expect(gqlError(await gql(clerk, GET))).toMatchObject({ statusCode: 404, messageKey: OO_ERROR.notFound });
    const id = crypto.randomUUID();
    const created = await gql(clerk, CREATE, { id, dayHours: defaultDayHours() });
    expect(created.body.data.createWindowSettings).toMatchObject({ id, published: false });
    // Not yet the store's until assigned.
    expect(gqlError(await gql(clerk, GET))).toMatchObject({ statusCode: 404 });
    await gql(clerk, ASSIGN, { id });
    const read = await gql(clerk, GET);
    expect(read.body.data.getWindowSettingsByEnterpriseUnit.id).toBe(id);
    expect(read.body.data.getWindowSettingsByEnterpriseUnit.dayHours).toHaveLength(21);
  });

  it('create without an id makes one', async () => {
    const { clerk } = await ownStore();
    const r = await gql(clerk, CREATE, { dayHours: defaultDayHours() });
    expect(r.body.data.createWindowSettings.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('updates the hours (next-day close included), logs it, and publishes', async () => {
    const { merchant, clerk } = await ownStore();
    const id = await createAndAssign(clerk);
    const dayHours = week('1800', '0200', true);
    const r = await gql(clerk, UPDATE, { id, dayHours });
    expect(gqlError(r)).toBeUndefined();
    expect(r.body.data.updateWindowSettingsById.dayHours[0]).toMatchObject({
      day: 0,
      nextDay: true,
      timeBlocks: [{ startTime: '1800', endTime: '0200' }],
    });
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entityName, 'Online ordering hours')));
    expect(logged).toHaveLength(1);
    const published = await gql(clerk, PUBLISH, { id });
    expect(published.body.data.publishWindowSettings).toMatchObject({ published: true });
    expect(published.body.data.publishWindowSettings.publishedAt).toBeTruthy();
  });

  it.each([
    { name: 'a window over 24 hours', dayHours: week('0600', '0700', true), key: E.exceeds24Hours, field: 'endTime' },
    { name: 'close before open', dayHours: week('0900', '0800'), key: E.overlapSameDay, field: 'endTime' },
    {
      name: "close past the next day's open",
      dayHours: [...week('1800', '0300', true).slice(0, 1), ...week('0200', '2000').slice(1)],
      key: E.overlapNextDay,
      field: 'endTime',
    },
    { name: 'a malformed time', dayHours: week('0960', '2000'), key: E.invalidTime, field: 'startTime' },
  ])('refuses $name, naming the field', async ({ dayHours, key, field }) => {
    const { clerk } = await ownStore();
    const id = await createAndAssign(clerk);
    const r = await gql(clerk, UPDATE, { id, dayHours });
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: key, field: `dayHours.0.timeBlocks.0.${field}` });
    expect(gqlError(await gql(clerk, CREATE, { dayHours }))).toMatchObject({ statusCode: 400, messageKey: key });
  });

  it("takes 2400 as the same day's end", async () => {
    const { clerk } = await ownStore();
    const id = await createAndAssign(clerk);
    expect(gqlError(await gql(clerk, UPDATE, { id, dayHours: week('0000', '2400') }))).toBeUndefined();
  });

  it("another merchant's record is not found, for any operation", async () => {
    const { clerk } = await ownStore();
    for (const [doc, vars] of [
      [UPDATE, { id: FOREIGN.hours, dayHours: defaultDayHours() }],
      [ASSIGN, { id: FOREIGN.hours }],
      [PUBLISH, { id: FOREIGN.hours }],
      [BUFFERS, { id: FOREIGN.hours, open: 10, close: 10 }],
    ] as const)
      expect(gqlError(await gql(clerk, doc, vars))).toMatchObject({ statusCode: 404, messageKey: OO_ERROR.notFound });
  });
});

describe('setOrderHoursBuffers', () => {
  it("creates and assigns the store's time settings when it has none, then updates them", async () => {
    const { merchant, clerk } = await ownStore();
    const id = await createAndAssign(clerk);
    const first = await gql(clerk, BUFFERS, { id, open: 15, close: 30 });
    expect(first.body.data.setOrderHoursBuffers).toMatchObject({ bufferOpen: 15, bufferClose: 30, maxFutureDays: 7 });
    const second = await gql(clerk, BUFFERS, { id, open: 0, close: 5 });
    expect(second.body.data.setOrderHoursBuffers).toMatchObject({ id: first.body.data.setOrderHoursBuffers.id });
    const rows = await t.db.select().from(ooTimeSettings).where(eq(ooTimeSettings.merchantId, merchant.merchantId));
    expect(rows).toEqual([expect.objectContaining({ storeId: merchant.storeIds[0], bufferOpen: 0, bufferClose: 5 })]);
  });

  it('refuses a buffer out of range, naming it', async () => {
    const { clerk } = await ownStore();
    const id = await createAndAssign(clerk);
    expect(gqlError(await gql(clerk, BUFFERS, { id, open: -5, close: 0 }))).toMatchObject({
      statusCode: 400,
      messageKey: TIME_SETTINGS_ERROR.buffer,
      field: 'bufferOpen',
    });
  });
});

describe('special hours (event settings)', () => {
  it('404 before the first save; create, read and update', async () => {
    const { clerk } = await ownStore();
    expect(gqlError(await gql(clerk, GET_EVENTS))).toMatchObject({ statusCode: 404, messageKey: OO_ERROR.notFound });
    const created = await gql(clerk, CREATE_EVENTS, { input: { events: [event()] } });
    expect(gqlError(created)).toBeUndefined();
    const id = created.body.data.createEventSettings.id as string;
    expect((await gql(clerk, GET_EVENTS)).body.data.getEventSettingsByEnterprise.events).toEqual([
      expect.objectContaining({ name: 'Thanksgiving', offeringFulfillment: false }),
    ]);
    const extended = event({
      name: 'Late nights',
      offeringFulfillment: true,
      daysOfWeek: [5, 6],
      fulfillmentWindows: [{ startTime: '0700', endTime: '2300' }],
    });
    const updated = await gql(clerk, UPDATE_EVENTS, { id, input: { events: [event(), extended] } });
    expect(updated.body.data.updateEventSettingsById.events).toHaveLength(2);
    // A store has one record: a second create is a conflict.
    expect(gqlError(await gql(clerk, CREATE_EVENTS, { input: { events: [] } }))).toMatchObject({ statusCode: 409 });
  });

  it.each([
    {
      name: 'an end before the start',
      change: { endTime: '2026-11-25T00:00:00.000Z' },
      key: E.eventEnd,
      field: 'endTime',
    },
    { name: 'an empty name', change: { name: ' ' }, key: E.eventName, field: 'name' },
    { name: 'a name over 50', change: { name: 'x'.repeat(51) }, key: E.eventName, field: 'name' },
  ])('refuses $name, naming the field', async ({ change, key, field }) => {
    const { clerk } = await ownStore();
    const r = await gql(clerk, CREATE_EVENTS, { input: { events: [event(change)] } });
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: key, field: `input.events.0.${field}` });
  });

  it("another merchant's record is not found", async () => {
    const { clerk } = await ownStore();
    await gql(clerk, CREATE_EVENTS, { input: { events: [] } });
    expect(gqlError(await gql(clerk, UPDATE_EVENTS, { id: FOREIGN.events, input: { events: [] } }))).toMatchObject({
      statusCode: 404,
    });
  });
});

describe('who may', () => {
  it('a user who may only look reads but cannot change', async () => {
    const { merchant, clerk } = await ownStore();
    const id = await createAndAssign(clerk);
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
    const manager = t.client();
    await manager.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    expect(gqlError(await gql(manager, GET))).toBeUndefined();
    expect(gqlError(await gql(manager, UPDATE, { id, dayHours: defaultDayHours() }))).toMatchObject({
      statusCode: 403,
      messageKey: OO_ERROR.readOnly,
    });
    expect(gqlError(await gql(manager, CREATE_EVENTS, { input: { events: [] } }))).toMatchObject({ statusCode: 403 });
  });

  it('the company view of a merchant with several stores is refused (StoreView)', async () => {
    const { merchant } = await ownStore(2);
    const company = await companyViewClient(t, merchant);
    for (const [doc, vars] of [
      [GET, {}],
      [GET_EVENTS, {}],
      [CREATE, { dayHours: defaultDayHours() }],
    ] as const)
      expect(gqlError(await gql(company, doc, vars))).toMatchObject({
        statusCode: 409,
        messageKey: OO_ERROR.storeView,
      });
  });

  it('the company view of a one-store merchant stands for its store', async () => {
    const { merchant, clerk } = await ownStore();
    await createAndAssign(clerk);
    const company = await companyViewClient(t, merchant);
    expect(gqlError(await gql(company, GET))).toBeUndefined();
  });
});

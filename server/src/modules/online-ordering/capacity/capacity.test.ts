import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { CAPACITY_ERROR, emptyCapacityWeek, type TCapacityWeek } from '@mp/contracts/online-ordering/capacity';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, ooCapacitySettings } from '../../../db/schema.ts';
import { DEMO_CAPACITY_ID } from '../../../demo/seed-oo-capacity.ts';
import { createUser, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { setRoleFeatures } from '../../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FIELDS = `id description enterpriseUnit closedDays
  monday { startTime endTime capacities { OrderCount } } tuesday { startTime endTime capacities { OrderCount } }
  wednesday { startTime endTime capacities { OrderCount } } thursday { startTime endTime capacities { OrderCount } }
  friday { startTime endTime capacities { OrderCount } } saturday { startTime endTime capacities { OrderCount } }
  sunday { startTime endTime capacities { OrderCount } }`;

const BY_STORE = `query { getCapacitySettingsByEnterpriseUnit { ${FIELDS} } }`;
const BY_ID = `query ById($id: ID!) { getCapacitySettingsById(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CapacitySettingsInput!) { createCapacitySettings(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: CapacitySettingsInput!) {
  updateCapacitySettings(id: $id, input: $input) { ${FIELDS} } }`;
const ASSIGN = `mutation Assign($id: ID!) { assignCapacitySettings(capacitySettingsId: $id) { ${FIELDS} } }`;

const interval = (startTime: string, endTime: string, OrderCount = 10) => ({
  startTime,
  endTime,
  capacities: { OrderCount },
});
const week = (patch: Partial<TCapacityWeek> = {}) => ({ ...emptyCapacityWeek(), ...patch });

/** A new online-ordering merchant and its store user. */
async function ownStore(storeCount = 1): Promise<{ merchant: TMerchantFixture; client: TestClient }> {
  const merchant = await createOnlineOrderingMerchant(t.db, { storeCount });
  return { merchant, client: await storeViewClient(t, merchant) };
}

/** The screen's first visit: create, then assign to the session's store. */
async function createAndAssign(client: TestClient, input = week({ monday: [interval('11:00', '14:00', 5)] })) {
  const created = await gql(client, CREATE, { input: { description: 'Mine', ...input } });
  expect(gqlError(created)).toBeUndefined();
  const id = created.body.data.createCapacitySettings.id as string;
  const assigned = await gql(client, ASSIGN, { id });
  expect(gqlError(assigned)).toBeUndefined();
  return { id, created: created.body.data.createCapacitySettings, assigned: assigned.body.data.assignCapacitySettings };
}

describe('getCapacitySettingsByEnterpriseUnit', () => {
  it("answers Corner Cafe's demo intervals to its store user", async () => {
    const store = t.client();
    await store.logOn('store');
    const r = await gql(store, BY_STORE);
    expect(gqlError(r)).toBeUndefined();
    expect(r.body.data.getCapacitySettingsByEnterpriseUnit).toMatchObject({
      id: DEMO_CAPACITY_ID.cornerCafe,
      monday: [interval('11:00', '14:00', 12), interval('17:00', '21:00', 20)],
      closedDays: [],
    });
  });

  it('answers 404 (extensions.statusCode) for a store without settings', async () => {
    const { client } = await ownStore();
    expect(gqlError(await gql(client, BY_STORE))).toMatchObject({ statusCode: 404, messageKey: OO_ERROR.notFound });
  });

  it('refuses the company view of a merchant with several stores (StoreView)', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db, { storeCount: 2 });
    const company = await companyViewClient(t, merchant);
    expect(gqlError(await gql(company, BY_STORE))).toMatchObject({ statusCode: 409, messageKey: OO_ERROR.storeView });
  });

  it('lets the company view of a one-store merchant stand for its store', async () => {
    const { merchant, client } = await ownStore();
    await createAndAssign(client);
    const company = await companyViewClient(t, merchant);
    expect(gqlError(await gql(company, BY_STORE))).toBeUndefined();
  });
});

describe('the first visit: create, assign, read (spec 3 §4)', () => {
  it('creates an unassigned record, assigns it to the store, and logs both', async () => {
    const { merchant, client } = await ownStore();
    const { id, created, assigned } = await createAndAssign(client);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toMatchObject({ description: 'Mine', enterpriseUnit: null });
    expect(assigned).toMatchObject({ id, enterpriseUnit: merchant.storeIds[0] });
    const read = await gql(client, BY_STORE);
    expect(read.body.data.getCapacitySettingsByEnterpriseUnit).toMatchObject({
      id,
      monday: [interval('11:00', '14:00', 5)],
      tuesday: [],
    });
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entityName, 'Ordering capacity')));
    expect(logged).toHaveLength(2);
  });

  it('assigning another record releases the earlier one (one per store)', async () => {
    const { merchant, client } = await ownStore();
    const first = await createAndAssign(client);
    const second = await createAndAssign(client, week({ friday: [interval('18:00', '22:00', 9)] }));
    const rows = await t.db
      .select({ id: ooCapacitySettings.id, storeId: ooCapacitySettings.storeId })
      .from(ooCapacitySettings)
      .where(eq(ooCapacitySettings.merchantId, merchant.merchantId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: first.id, storeId: null },
        { id: second.id, storeId: merchant.storeIds[0] },
      ]),
    );
  });
});

describe('getCapacitySettingsById', () => {
  it("answers the merchant's own record", async () => {
    const { client } = await ownStore();
    const { id } = await createAndAssign(client);
    expect((await gql(client, BY_ID, { id })).body.data.getCapacitySettingsById.id).toBe(id);
  });

  it("answers 404 for another merchant's id", async () => {
    const { client } = await ownStore();
    expect(gqlError(await gql(client, BY_ID, { id: DEMO_CAPACITY_ID.cornerCafe }))).toMatchObject({
      statusCode: 404,
      messageKey: OO_ERROR.notFound,
    });
  });
});

describe('updateCapacitySettings', () => {
  it('replaces the intervals', async () => {
    const { client } = await ownStore();
    const { id } = await createAndAssign(client);
    const input = week({ monday: [interval('11:00', '12:00', 3), interval('12:00', '13:00', 4)], sunday: [] });
    const r = await gql(client, UPDATE, { id, input });
    expect(gqlError(r)).toBeUndefined();
    expect((await gql(client, BY_STORE)).body.data.getCapacitySettingsByEnterpriseUnit.monday).toEqual(input.monday);
  });

  it.each([
    {
      name: 'from after until',
      input: week({ monday: [interval('14:00', '11:00')] }),
      key: CAPACITY_ERROR.time,
      field: 'input.monday.0.endTime',
    },
    {
      name: 'overlapping intervals',
      input: week({ tuesday: [interval('11:00', '14:00'), interval('13:00', '15:00')] }),
      key: CAPACITY_ERROR.overlap,
      field: 'input.tuesday',
    },
    {
      name: 'a time off the half hour',
      input: week({ monday: [interval('11:10', '14:00')] }),
      key: CAPACITY_ERROR.timeOption,
      field: 'input.monday.0.startTime',
    },
    {
      name: 'a negative max',
      input: week({ monday: [interval('11:00', '14:00', -1)] }),
      key: CAPACITY_ERROR.maxOrders,
      field: 'input.monday.0.capacities.OrderCount',
    },
  ])('refuses $name naming the field', async ({ input, key, field }) => {
    const { client } = await ownStore();
    const { id } = await createAndAssign(client);
    const r = await gql(client, UPDATE, { id, input });
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: key, field });
    expect((await gql(client, BY_STORE)).body.data.getCapacitySettingsByEnterpriseUnit.monday).toEqual([
      interval('11:00', '14:00', 5),
    ]);
  });

  it("answers 404 for another merchant's id and changes nothing", async () => {
    const { client } = await ownStore();
    const r = await gql(client, UPDATE, { id: DEMO_CAPACITY_ID.cornerCafe, input: week() });
    expect(gqlError(r)).toMatchObject({ statusCode: 404, messageKey: OO_ERROR.notFound });
    const [row] = await t.db
      .select({ week: ooCapacitySettings.week })
      .from(ooCapacitySettings)
      .where(eq(ooCapacitySettings.id, DEMO_CAPACITY_ID.cornerCafe));
    expect(row!.week.monday).toHaveLength(2);
  });

  it('refuses the company view of a merchant with several stores (StoreView)', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db, { storeCount: 2 });
    const company = await companyViewClient(t, merchant);
    expect(gqlError(await gql(company, CREATE, { input: week() }))).toMatchObject({
      statusCode: 409,
      messageKey: OO_ERROR.storeView,
    });
  });

  it('refuses a user who may only look (read-only), who still reads', async () => {
    const { merchant, client } = await ownStore();
    const { id } = await createAndAssign(client);
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
    const viewer = t.client();
    await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    expect(gqlError(await gql(viewer, BY_STORE))).toBeUndefined();
    for (const [query, variables] of [
      [UPDATE, { id, input: week() }],
      [CREATE, { input: week() }],
      [ASSIGN, { id }],
    ] as const)
      expect(gqlError(await gql(viewer, query, variables))).toMatchObject({
        statusCode: 403,
        messageKey: OO_ERROR.readOnly,
      });
  });
});

describe('assignCapacitySettings', () => {
  it("answers 404 for another merchant's id and keeps the store's own record", async () => {
    const { merchant, client } = await ownStore();
    const { id } = await createAndAssign(client);
    expect(gqlError(await gql(client, ASSIGN, { id: DEMO_CAPACITY_ID.cornerCafe }))).toMatchObject({
      statusCode: 404,
    });
    const [row] = await t.db
      .select({ storeId: ooCapacitySettings.storeId })
      .from(ooCapacitySettings)
      .where(eq(ooCapacitySettings.id, id));
    expect(row!.storeId).toBe(merchant.storeIds[0]);
  });
});

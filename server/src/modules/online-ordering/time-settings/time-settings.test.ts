import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { TIME_SETTINGS_ERROR } from '@mp/contracts/online-ordering/time-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
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

const FIELDS = 'id description bufferOpen bufferClose granularity maxFutureDays organization createdDate updatedDate';
const BY_STORE = `{ getTimeSettingsByEnterpriseUnit { ${FIELDS} } }`;
const BY_ID = `query ById($id: ID!) { getTimeSettingsById(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: TimeSettingsInput!) { createTimeSettings(input: $input) { ${FIELDS} } }`;
const ASSIGN = `mutation Assign($id: ID!) { assignTimeSettings(id: $id) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: TimeSettingsInput!) {
  updateTimeSettingsById(id: $id, input: $input) { ${FIELDS} }
}`;
const INPUT = { description: 'Main', bufferOpen: 15, bufferClose: 30, maxFutureDays: 3 };

const createAndAssign = async (c: TestClient) => {
  const created = await gql(c, CREATE, { input: INPUT });
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data.createTimeSettings.id as string;
  expect((await gql(c, ASSIGN, { id })).body.errors).toBeUndefined();
  return id;
};

describe('time settings', () => {
  it('answers 404 for a store without, then creates (granularity 15), assigns, reads and updates', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const clerk = await storeViewClient(t, merchant);
    expect(gqlError(await gql(clerk, BY_STORE))).toMatchObject({ statusCode: 404, messageKey: OO_ERROR.notFound });

    const id = await createAndAssign(clerk);
    const stored = (await gql(clerk, BY_STORE)).body.data.getTimeSettingsByEnterpriseUnit;
    expect(stored).toMatchObject({ id, ...INPUT, granularity: 15, organization: String(merchant.merchantId) });
    expect((await gql(clerk, BY_ID, { id })).body.data.getTimeSettingsById.id).toBe(id);

    const updated = await gql(clerk, UPDATE, { id, input: { ...INPUT, maxFutureDays: 0, bufferOpen: 0 } });
    expect(updated.body.data.updateTimeSettingsById).toMatchObject({
      maxFutureDays: 0,
      bufferOpen: 0,
      granularity: 15,
    });
  });

  it('a second record assigned to the store replaces the first', async () => {
    const clerk = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    await createAndAssign(clerk);
    const second = await createAndAssign(clerk);
    expect((await gql(clerk, BY_STORE)).body.data.getTimeSettingsByEnterpriseUnit.id).toBe(second);
  });

  it.each([
    { input: { ...INPUT, maxFutureDays: 8 }, field: 'input.maxFutureDays', key: TIME_SETTINGS_ERROR.futureDaysMax },
    { input: { ...INPUT, bufferClose: 121 }, field: 'input.bufferClose', key: TIME_SETTINGS_ERROR.buffer },
    { input: { ...INPUT, bufferOpen: -5 }, field: 'input.bufferOpen', key: TIME_SETTINGS_ERROR.buffer },
  ])('refuses $field with its key, changing nothing', async ({ input, field, key }) => {
    const clerk = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    const id = await createAndAssign(clerk);
    expect(gqlError(await gql(clerk, UPDATE, { id, input }))).toMatchObject({
      statusCode: 400,
      field,
      messageKey: key,
    });
    expect((await gql(clerk, BY_ID, { id })).body.data.getTimeSettingsById).toMatchObject(INPUT);
  });

  it("another merchant's record is not found: not read, updated nor assigned", async () => {
    const theirs = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    const id = await createAndAssign(theirs);
    const mine = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    for (const [query, variables] of [
      [BY_ID, { id }],
      [UPDATE, { id, input: { ...INPUT, bufferOpen: 90 } }],
      [ASSIGN, { id }],
    ] as const)
      expect(gqlError(await gql(mine, query, variables))).toMatchObject({ statusCode: 404 });
    expect((await gql(theirs, BY_STORE)).body.data.getTimeSettingsByEnterpriseUnit).toMatchObject({ id, ...INPUT });
    expect(gqlError(await gql(mine, BY_STORE))).toMatchObject({ statusCode: 404 });
  });

  it('refuses the company view of several stores', async () => {
    const company = await companyViewClient(t, await createOnlineOrderingMerchant(t.db, { storeCount: 2 }));
    expect(gqlError(await gql(company, CREATE, { input: INPUT }))).toMatchObject({
      statusCode: 409,
      messageKey: OO_ERROR.storeView,
    });
  });
});

import {
  defaultFulfillmentTimeSettings,
  FULFILLMENT_ERROR,
  PREP_SECONDS_MAX,
} from '@mp/contracts/online-ordering/fulfillment-settings';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeOptions } from '../../../db/schema.ts';
import type { TMerchantFixture } from '../../../test/factories/accounts.ts';
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

const FIELDS = `enterpriseUnitId ${Object.keys(defaultFulfillmentTimeSettings()).join(' ')}`;
const READ = `{ getFulfillmentTimeSettings { ${FIELDS} } }`;
const UPDATE = `mutation U($input: FulfillmentTimeSettingsInput!) { updateFulfillmentTimeSettings(input: $input) { ${FIELDS} } }`;
const PATCH = `mutation P($input: FulfillmentTimeSettingsPatch!) { patchFulfillmentTimeSettings(input: $input) { ${FIELDS} } }`;

const read = async (c: TestClient) => (await gql(c, READ)).body.data.getFulfillmentTimeSettings;
const takeoutThreshold = async (merchant: TMerchantFixture) => {
  const [row] = await t.db
    .select({ minutes: storeOptions.orderDownloadThresholdTakeout })
    .from(storeOptions)
    .where(and(eq(storeOptions.merchantId, merchant.merchantId), eq(storeOptions.storeId, merchant.storeIds[0]!)));
  return row?.minutes;
};

describe('fulfillment time settings', () => {
  it('answers the defaults, patches only what is sent, and prep time moves the takeout download threshold', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const clerk = await storeViewClient(t, merchant);
    expect(await read(clerk)).toMatchObject(defaultFulfillmentTimeSettings());

    const patched = await gql(clerk, PATCH, { input: { prepDuration: 1530, offeringCurbside: true } });
    expect(patched.body.data.patchFulfillmentTimeSettings).toMatchObject({
      ...defaultFulfillmentTimeSettings(),
      prepDuration: 1530,
      offeringCurbside: true,
    });
    // 25.5 minutes shown and kept as 26 (ceil), the threshold a whole number of minutes.
    expect(await takeoutThreshold(merchant)).toBe(26);

    const full = {
      ...defaultFulfillmentTimeSettings(),
      prepDuration: 600,
      offeringDelivery: true,
      deliveryDuration: 1200,
    };
    expect((await gql(clerk, UPDATE, { input: full })).body.data.updateFulfillmentTimeSettings).toMatchObject(full);
    expect(await read(clerk)).toMatchObject(full);
    expect(await takeoutThreshold(merchant)).toBe(10);
  });

  it('refuses a prep time past 5 h 59 min naming the field, and an empty patch', async () => {
    const clerk = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    const r = await gql(clerk, PATCH, { input: { prepDuration: PREP_SECONDS_MAX + 60 } });
    expect(gqlError(r)).toMatchObject({
      statusCode: 400,
      field: 'input.prepDuration',
      messageKey: FULFILLMENT_ERROR.duration,
    });
    expect(gqlError(await gql(clerk, PATCH, { input: {} }))).toMatchObject({ statusCode: 400 });
    expect(await read(clerk)).toMatchObject(defaultFulfillmentTimeSettings());
  });

  it("is the store's own, and refused in the company view of several stores", async () => {
    const mine = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    const theirs = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
    await gql(theirs, PATCH, { input: { prepDuration: 3600 } });
    expect((await read(mine)).prepDuration).toBe(defaultFulfillmentTimeSettings().prepDuration);
    const company = await companyViewClient(t, await createOnlineOrderingMerchant(t.db, { storeCount: 3 }));
    expect(gqlError(await gql(company, READ))).toMatchObject({ statusCode: 409, messageKey: OO_ERROR.storeView });
  });
});

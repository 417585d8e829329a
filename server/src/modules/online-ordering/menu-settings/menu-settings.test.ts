import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  FRONTEND_CUSTOMIZATION_SET,
  MENU_SETTINGS_ERROR,
  SPECIAL_INSTRUCTIONS_KEY,
} from '@mp/contracts/online-ordering/menu-settings';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createUser, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { setFlags } from '../../../test/factories/feature-flags.ts';
import { createOnlineOrderingMerchant, ONLINE_ORDERING_FLAGS } from '../../../test/factories/online-ordering.ts';
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

const COMPANY = `{ getCompanyInformation { itemLevelSpecialInstructionsEnabled itemLevelSpecialInstructionsText } }`;
const SET = `mutation Set($id: String!, $settings: [ConfigurationSettingInput!]!) {
  setConfigurationSettings(configurationSetId: $id, settings: $settings) { key value }
}`;
const READ = `query R($id: String!) { getConfigurationSettings(configurationSetId: $id) { key value } }`;
const POPULAR = '{ getPopularItemsConfiguration { enabled items { displayName description imageUrl currentPrice } } }';
const SET_POPULAR = `mutation P($enabled: Boolean!) { setPopularItemsConfiguration(enabled: $enabled) { enabled } }`;

const custom = (text: string) => [
  { key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'true' },
  { key: SPECIAL_INSTRUCTIONS_KEY.text, value: text },
];
const set = (c: TestClient, settings: unknown, id = FRONTEND_CUSTOMIZATION_SET) => gql(c, SET, { id, settings });
const provision = (c: TestClient) =>
  gql(c, `mutation { createCompanyProvisioning(uriName: "m${crypto.randomUUID().slice(0, 8)}") { uriName } }`);

async function ownCompany(storeCount = 1): Promise<{ merchant: TMerchantFixture; company: TestClient }> {
  const merchant = await createOnlineOrderingMerchant(t.db, { storeCount });
  const company = await companyViewClient(t, merchant);
  expect(gqlError(await provision(company))).toBeUndefined();
  return { merchant, company };
}

describe('special instructions (setConfigurationSettings, getCompanyInformation)', () => {
  it("answers Corner Cafe's demo text", async () => {
    const store = t.client();
    await store.logOn('store');
    expect((await gql(store, COMPANY)).body.data.getCompanyInformation).toEqual({
      itemLevelSpecialInstructionsEnabled: true,
      itemLevelSpecialInstructionsText: 'Allergies or requests? Tell us here and we will do our best.',
    });
  });

  it('starts at Default, saves Custom with its text, and Default keeps the text for later', async () => {
    const { company } = await ownCompany();
    expect((await gql(company, COMPANY)).body.data.getCompanyInformation).toEqual({
      itemLevelSpecialInstructionsEnabled: false,
      itemLevelSpecialInstructionsText: '',
    });
    const r = await set(company, custom('No nuts? Say so.'));
    expect(gqlError(r)).toBeUndefined();
    expect(r.body.data.setConfigurationSettings).toEqual([
      { key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'true' },
      { key: SPECIAL_INSTRUCTIONS_KEY.text, value: 'No nuts? Say so.' },
    ]);
    await set(company, [{ key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'false' }]);
    expect((await gql(company, COMPANY)).body.data.getCompanyInformation).toEqual({
      itemLevelSpecialInstructionsEnabled: false,
      itemLevelSpecialInstructionsText: 'No nuts? Say so.',
    });
  });

  it.each([
    { what: 'text of 255 characters', settings: custom('x'.repeat(255)), key: MENU_SETTINGS_ERROR.textTooLong },
    { what: 'blank custom text', settings: custom('  '), key: MENU_SETTINGS_ERROR.textRequired },
    {
      what: 'a flag that is not true or false',
      settings: [{ key: SPECIAL_INSTRUCTIONS_KEY.enabled, value: 'yes' }],
      key: MENU_SETTINGS_ERROR.enabledValue,
    },
    { what: 'an unknown key', settings: [{ key: 'hec-other', value: 'x' }], key: API_ERROR_KEY.validation },
  ])('refuses $what and saves nothing', async ({ settings, key }) => {
    const { company } = await ownCompany();
    const r = await set(company, settings);
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: key });
    expect((await gql(company, COMPANY)).body.data.getCompanyInformation.itemLevelSpecialInstructionsText).toBe('');
  });

  it('refuses another configuration set', async () => {
    const { company } = await ownCompany();
    expect(gqlError(await set(company, custom('A'), 'HEC-OTHER'))).toMatchObject({ statusCode: 400 });
  });

  it("needs the company view where the merchant has several stores; a single store's view stands for it", async () => {
    const several = await createOnlineOrderingMerchant(t.db, { storeCount: 2 });
    const storeView = await storeViewClient(t, several);
    for (const r of [await set(storeView, custom('A')), await gql(storeView, READ, { id: FRONTEND_CUSTOMIZATION_SET })])
      expect(gqlError(r)).toMatchObject({ statusCode: 409, messageKey: MENU_SETTINGS_ERROR.companyView });
    const companyView = await companyViewClient(t, several);
    expect(gqlError(await set(companyView, custom('A')))).toBeUndefined();
    expect(
      (await gql(companyView, READ, { id: FRONTEND_CUSTOMIZATION_SET })).body.data.getConfigurationSettings,
    ).toEqual(custom('A'));
    const single = await createOnlineOrderingMerchant(t.db);
    expect(gqlError(await set(await storeViewClient(t, single), custom('A')))).toBeUndefined();
  });

  it("is a merchant's own", async () => {
    const mine = await ownCompany();
    const theirs = await ownCompany();
    await set(theirs.company, custom('Theirs'));
    expect((await gql(mine.company, COMPANY)).body.data.getCompanyInformation.itemLevelSpecialInstructionsText).toBe(
      '',
    );
  });

  it('refuses a user without the edit permission', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
    const viewer = t.client();
    await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    expect(gqlError(await set(viewer, custom('A')))).toMatchObject({ statusCode: 403, messageKey: OO_ERROR.readOnly });
  });
});

describe('popular items', () => {
  it("lists Corner Cafe's best sellers of the last 90 days, as the menu prices them today", async () => {
    const store = t.client();
    await store.logOn('store');
    const r = await gql(store, POPULAR);
    expect(gqlError(r)).toBeUndefined();
    const { enabled, items } = r.body.data.getPopularItemsConfiguration;
    expect(enabled).toBe(true);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items[0]).toMatchObject({
      displayName: expect.any(String),
      imageUrl: null,
      currentPrice: expect.any(Number),
    });
  });

  it('a store without sales has none; the switch is saved per store', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const clerk = await storeViewClient(t, merchant);
    expect((await gql(clerk, POPULAR)).body.data.getPopularItemsConfiguration).toEqual({ enabled: false, items: [] });
    expect((await gql(clerk, SET_POPULAR, { enabled: true })).body.data.setPopularItemsConfiguration).toEqual({
      enabled: true,
    });
    expect((await gql(clerk, POPULAR)).body.data.getPopularItemsConfiguration.enabled).toBe(true);
  });

  it('needs a store (NeedSiteView in the company view of several stores)', async () => {
    const company = await companyViewClient(t, await createOnlineOrderingMerchant(t.db, { storeCount: 2 }));
    expect(gqlError(await gql(company, POPULAR))).toMatchObject({
      statusCode: 409,
      messageKey: MENU_SETTINGS_ERROR.needSiteView,
    });
  });

  it('is refused without its flag', async () => {
    const merchant = await createMerchant(t.db);
    await setFlags(t.db, merchant.company, { ...ONLINE_ORDERING_FLAGS, [ACCESS_FLAG.popularItems]: false });
    const clerk = await storeViewClient(t, merchant);
    expect(gqlError(await gql(clerk, POPULAR))).toMatchObject({ statusCode: 403 });
    expect(gqlError(await gql(clerk, SET_POPULAR, { enabled: true }))).toMatchObject({ statusCode: 403 });
  });
});

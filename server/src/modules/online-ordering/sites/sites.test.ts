import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import {
  defaultOperatingHours,
  OPERATING_HOURS_ERROR,
  type TDayHours,
} from '@mp/contracts/online-ordering/operating-hours';
import { SITES_ERROR, URI_NAME_FIELD } from '@mp/contracts/online-ordering/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { setRoleFeatures } from '../../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

const SITE_INFO = `query GetSiteInfo { GetSiteInfo {
  primaryStoreContact { name }
  receiptInformation { storeName address address2 city state zip phone }
  coordinates { latitude longitude } status locked timeZone url
  hours { day opens { time } closes { time nextDay } isClosed } } }`;
const COMPANY = 'query { getCompanyInformation { uriName enabled } }';
const SITE_PROVISIONING = 'query { getSiteProvisioning { uriName } }';
const CREATE_COMPANY =
  'mutation ($uriName: String!) { createCompanyProvisioning(uriName: $uriName) { uriName enabled } }';
const UPDATE_COMPANY =
  'mutation ($uriName: String!) { updateCompanyProvisioning(uriName: $uriName) { uriName enabled } }';
const CREATE_SITE = 'mutation ($uriName: String!) { createSiteProvisioning(uriName: $uriName) { uriName } }';
const UPDATE_SITE = 'mutation ($uriName: String!) { updateSiteProvisioning(uriName: $uriName) { uriName } }';
const UPDATE_HOURS = `mutation UpdateSiteHoursById($hours: [DayHoursInput!]!) { UpdateSiteHoursById(hours: $hours) {
  day opens { time } closes { time nextDay } isClosed } }`;
const UPDATE_SITE_BY_ID = `mutation ($input: SiteInput!) { UpdateSiteById(input: $input) {
  coordinates { latitude longitude } } }`;
const CUSTOM_FIELDS = `mutation ($customFields: [CustomFieldInput!]!) {
  UpdateCustomFieldsBySiteId(customFields: $customFields) { minimumDeliveryAmount } }`;
const MINIMUM = 'query { GetMinimumDeliveryAmountForSite { minimumDeliveryAmount } }';
const STATUS = 'query { getStoreStatus { status locked } }';
const UPDATE_STATUS = 'mutation ($input: StoreStatusInput!) { updateStoreStatus(input: $input) { status locked } }';

let t: TTestApp;
let n = 0;
/** A web domain name no other test uses. */
const unique = (prefix: string) => `${prefix}-${process.pid}-${++n}`;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function storeOwner(): Promise<{ merchant: TMerchantFixture; client: TestClient }> {
  const merchant = await createOnlineOrderingMerchant(t.db);
  return { merchant, client: await storeViewClient(t, merchant) };
}

const week = (change: Partial<Record<number, TDayHours>> = {}): TDayHours[] =>
  Array.from(
    { length: 7 },
    (_, day) =>
      change[day] ?? { day, isClosed: false, opens: { time: '0900' }, closes: { time: '1700', nextDay: false } },
  );

describe('GetSiteInfo', () => {
  it("answers the store's profile and, before any site, around-the-clock hours and no URL", async () => {
    const { merchant, client } = await storeOwner();
    const r = await gql(client, SITE_INFO);
    expect(gqlError(r)).toBeUndefined();
    expect(r.body.data.GetSiteInfo).toMatchObject({
      receiptInformation: { storeName: `${merchant.name} Store 1` },
      coordinates: null,
      locked: false,
      timeZone: 'America/New_York',
      url: null,
      hours: defaultOperatingHours(),
    });
  });

  it('is refused in the company view of a merchant with several stores (StoreView)', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db, { storeCount: 2 });
    const company = await companyViewClient(t, merchant);
    for (const [query, variables] of [
      [SITE_INFO, {}],
      [UPDATE_HOURS, { hours: week() }],
      [CREATE_SITE, { uriName: unique('cv') }],
    ] as const) {
      const r = await gql(company, query, variables);
      expect(gqlError(r)).toMatchObject({ statusCode: 409, messageKey: OO_ERROR.storeView });
    }
    // The company's provisioning is merchant level: the company view reads and creates it.
    expect(gqlError(await gql(company, COMPANY))).toMatchObject({ statusCode: 404 });
    const created = await gql(company, CREATE_COMPANY, { uriName: unique('company-view') });
    expect(created.body.data.createCompanyProvisioning.enabled).toBe(true);
  });

  it('a company view of a single store stands for that store', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const company = await companyViewClient(t, merchant);
    expect(gqlError(await gql(company, SITE_INFO))).toBeUndefined();
  });
});

describe('provisioning (web domain)', () => {
  it('creates, reads and renames the company and site names; the URL follows /m/{company}/s/{site}', async () => {
    const { client } = await storeOwner();
    expect(gqlError(await gql(client, COMPANY))).toMatchObject({ statusCode: 404, messageKey: OO_ERROR.notFound });
    expect(gqlError(await gql(client, SITE_PROVISIONING))).toMatchObject({ statusCode: 404 });
    const company = unique('Café-Crème');
    const site = unique('main');
    const c = await gql(client, CREATE_COMPANY, { uriName: ` ${company} ` });
    expect(c.body.data.createCompanyProvisioning).toEqual({ uriName: company, enabled: true });
    expect((await gql(client, CREATE_SITE, { uriName: site })).body.data.createSiteProvisioning).toEqual({
      uriName: site,
    });
    expect((await gql(client, COMPANY)).body.data.getCompanyInformation).toEqual({ uriName: company, enabled: true });
    expect((await gql(client, SITE_PROVISIONING)).body.data.getSiteProvisioning).toEqual({ uriName: site });
    expect((await gql(client, SITE_INFO)).body.data.GetSiteInfo.url).toBe(
      `/m/${encodeURIComponent(company)}/s/${site}`,
    );

    const again = await gql(client, CREATE_COMPANY, { uriName: unique('x') });
    expect(gqlError(again)).toMatchObject({ statusCode: 409, messageKey: SITES_ERROR.alreadyProvisioned });
    const renamed = unique('renamed');
    expect((await gql(client, UPDATE_COMPANY, { uriName: renamed })).body.data.updateCompanyProvisioning.uriName).toBe(
      renamed,
    );
    expect((await gql(client, UPDATE_SITE, { uriName: `${renamed}-s` })).body.data.updateSiteProvisioning.uriName).toBe(
      `${renamed}-s`,
    );
  });

  it('renaming what does not exist is 404', async () => {
    const { client } = await storeOwner();
    expect(gqlError(await gql(client, UPDATE_COMPANY, { uriName: unique('a') }))).toMatchObject({ statusCode: 404 });
    expect(gqlError(await gql(client, UPDATE_SITE, { uriName: unique('a') }))).toMatchObject({ statusCode: 404 });
  });

  it.each([
    ['corner cafe', SITES_ERROR.urlName],
    ['a_b', SITES_ERROR.urlName],
    ['', SITES_ERROR.urlNameRequired],
  ])('refuses %j (400, naming uriName)', async (uriName, key) => {
    const { client } = await storeOwner();
    for (const query of [CREATE_COMPANY, CREATE_SITE]) {
      const r = await gql(client, query, { uriName });
      expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: key, field: 'uriName' });
    }
    expect(gqlError(await gql(client, SITE_PROVISIONING))).toMatchObject({ statusCode: 404 });
  });

  it("refuses another merchant's company or site name (409 DomainNameTakenErrMsg under its field), case aside", async () => {
    const a = await storeOwner();
    const b = await storeOwner();
    const company = unique('taken');
    const site = unique('taken-site');
    await gql(a.client, CREATE_COMPANY, { uriName: company });
    await gql(a.client, CREATE_SITE, { uriName: site });
    const c = await gql(b.client, CREATE_COMPANY, { uriName: company.toUpperCase() });
    expect(gqlError(c)).toMatchObject({
      statusCode: 409,
      messageKey: SITES_ERROR.domainNameTaken,
      field: URI_NAME_FIELD.company,
    });
    const s = await gql(b.client, CREATE_SITE, { uriName: site });
    expect(gqlError(s)).toMatchObject({
      statusCode: 409,
      messageKey: SITES_ERROR.domainNameTaken,
      field: URI_NAME_FIELD.site,
    });
    // A's names are untouched, and B has none.
    expect((await gql(a.client, COMPANY)).body.data.getCompanyInformation.uriName).toBe(company);
    expect(gqlError(await gql(b.client, COMPANY))).toMatchObject({ statusCode: 404 });
    // Renaming to one's own name is not "taken".
    expect(gqlError(await gql(a.client, UPDATE_SITE, { uriName: site }))).toBeUndefined();
  });

  it('two merchants racing for one name: one wins, the other gets 409, never 500', async () => {
    const a = await storeOwner();
    const b = await storeOwner();
    const name = unique('race');
    const answers = await Promise.all([
      gql(a.client, CREATE_SITE, { uriName: name }),
      gql(b.client, CREATE_SITE, { uriName: name }),
      gql(a.client, CREATE_COMPANY, { uriName: name }),
      gql(b.client, CREATE_COMPANY, { uriName: name }),
    ]);
    const statuses = answers.map((r) => gqlError(r)?.statusCode ?? 200).sort();
    expect(statuses).toEqual([200, 200, 409, 409]);
  });

  it('a user who may only look is refused (read-only)', async () => {
    const { merchant } = await storeOwner();
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
    const viewer = t.client();
    await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
    const r = await gql(viewer, CREATE_SITE, { uriName: unique('viewer') });
    expect(gqlError(r)).toMatchObject({ statusCode: 403, messageKey: OO_ERROR.readOnly });
    expect(gqlError(await gql(viewer, SITE_INFO))).toBeUndefined();
  });
});

describe('operating hours', () => {
  it('saves the week and GetSiteInfo answers it', async () => {
    const { client } = await storeOwner();
    const hours = week({
      5: { day: 5, isClosed: false, opens: { time: '1100' }, closes: { time: '0100', nextDay: true } },
      1: { day: 1, isClosed: true, opens: { time: '0000' }, closes: { time: '2400', nextDay: false } },
    });
    const r = await gql(client, UPDATE_HOURS, { hours: [...hours].reverse() });
    expect(gqlError(r)).toBeUndefined();
    expect(r.body.data.UpdateSiteHoursById).toEqual(hours);
    expect((await gql(client, SITE_INFO)).body.data.GetSiteInfo.hours).toEqual(hours);
  });

  it.each([
    [
      'a same-day overlap',
      { day: 2, isClosed: false, opens: { time: '1700' }, closes: { time: '0900', nextDay: false } },
      OPERATING_HOURS_ERROR.overlapSameDay,
    ],
    [
      'over 24 hours',
      { day: 2, isClosed: false, opens: { time: '0800' }, closes: { time: '0900', nextDay: true } },
      OPERATING_HOURS_ERROR.exceeds24Hours,
    ],
    [
      "an overlap with the next day's opening",
      { day: 2, isClosed: false, opens: { time: '1800' }, closes: { time: '1000', nextDay: true } },
      OPERATING_HOURS_ERROR.overlapNextDay,
    ],
    [
      'a time off the clock',
      { day: 2, isClosed: false, opens: { time: '0975' }, closes: { time: '1700', nextDay: false } },
      OPERATING_HOURS_ERROR.time,
    ],
  ])('refuses %s (400, naming the day), saving nothing', async (_, day, key) => {
    const { client } = await storeOwner();
    const r = await gql(client, UPDATE_HOURS, { hours: week({ 2: day }) });
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: key });
    expect(gqlError(r)?.field).toMatch(/^hours\.2\./);
    expect((await gql(client, SITE_INFO)).body.data.GetSiteInfo.hours).toEqual(defaultOperatingHours());
  });

  it('refuses a week without seven distinct days', async () => {
    const { client } = await storeOwner();
    const r = await gql(client, UPDATE_HOURS, { hours: week().slice(1) });
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: OPERATING_HOURS_ERROR.week, field: 'hours' });
  });

  it("one merchant's save leaves another's hours as they were", async () => {
    const a = await storeOwner();
    const b = await storeOwner();
    await gql(b.client, UPDATE_HOURS, { hours: week() });
    await gql(a.client, UPDATE_HOURS, {
      hours: week({ 3: { day: 3, isClosed: true, opens: { time: '0000' }, closes: { time: '2400', nextDay: false } } }),
    });
    expect((await gql(b.client, SITE_INFO)).body.data.GetSiteInfo.hours).toEqual(week());
  });
});

describe('site fields', () => {
  it('UpdateSiteById saves the map position; a latitude off the globe is refused naming it', async () => {
    const { client } = await storeOwner();
    const ok = await gql(client, UPDATE_SITE_BY_ID, { input: { coordinates: { latitude: 45.5, longitude: -122.6 } } });
    expect(ok.body.data.UpdateSiteById.coordinates).toEqual({ latitude: 45.5, longitude: -122.6 });
    const bad = await gql(client, UPDATE_SITE_BY_ID, { input: { coordinates: { latitude: 91, longitude: 0 } } });
    expect(gqlError(bad)).toMatchObject({
      statusCode: 400,
      messageKey: SITES_ERROR.coordinates,
      field: 'input.coordinates.latitude',
    });
  });

  it('minimumdeliveryamount: saved through the custom fields, read back; a bad amount names the field', async () => {
    const { client } = await storeOwner();
    expect((await gql(client, MINIMUM)).body.data.GetMinimumDeliveryAmountForSite.minimumDeliveryAmount).toBeNull();
    const r = await gql(client, CUSTOM_FIELDS, { customFields: [{ key: 'minimumdeliveryamount', value: '12.5' }] });
    expect(r.body.data.UpdateCustomFieldsBySiteId.minimumDeliveryAmount).toBe('12.50');
    expect((await gql(client, MINIMUM)).body.data.GetMinimumDeliveryAmountForSite.minimumDeliveryAmount).toBe('12.50');
    const bad = await gql(client, CUSTOM_FIELDS, {
      customFields: [{ key: 'minimumdeliveryamount', value: '1000' }],
    });
    expect(gqlError(bad)).toMatchObject({
      statusCode: 400,
      messageKey: SITES_ERROR.minimumDeliveryAmount,
      field: 'customFields.0.value',
    });
    // Spec 3 §5: empty means no minimum; a minimum once set can be cleared.
    const cleared = await gql(client, CUSTOM_FIELDS, { customFields: [{ key: 'minimumdeliveryamount', value: '' }] });
    expect(cleared.body.data.UpdateCustomFieldsBySiteId.minimumDeliveryAmount).toBeNull();
    expect((await gql(client, MINIMUM)).body.data.GetMinimumDeliveryAmountForSite.minimumDeliveryAmount).toBeNull();
  });
});

describe('store status (locked)', () => {
  it('404 while the store has no site; then read and changed', async () => {
    const { client } = await storeOwner();
    expect(gqlError(await gql(client, STATUS))).toMatchObject({ statusCode: 404, messageKey: OO_ERROR.notFound });
    const refused = await gql(client, UPDATE_STATUS, { input: { status: 'Not', locked: true } });
    expect(gqlError(refused)).toMatchObject({ statusCode: 404 });
    expect(gqlError(await gql(client, STATUS))).toMatchObject({ statusCode: 404 });

    await gql(client, UPDATE_HOURS, { hours: week() });
    expect((await gql(client, STATUS)).body.data.getStoreStatus).toEqual({ status: '', locked: false });
    const r = await gql(client, UPDATE_STATUS, { input: { status: 'Not', locked: true } });
    expect(r.body.data.updateStoreStatus).toEqual({ status: 'Not', locked: true });
    expect((await gql(client, SITE_INFO)).body.data.GetSiteInfo).toMatchObject({ status: 'Not', locked: true });
  });

  it('refuses a record without locked (400)', async () => {
    const { client } = await storeOwner();
    const r = await gql(client, 'mutation { updateStoreStatus(input: { status: "Not" }) { locked } }');
    expect(r.status).toBe(400);
  });
});

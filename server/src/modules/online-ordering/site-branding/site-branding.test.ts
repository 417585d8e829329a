import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { SITE_BRANDING_ERROR } from '@mp/contracts/online-ordering/site-branding';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../../db/schema.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { setFlags } from '../../../test/factories/feature-flags.ts';
import { createOnlineOrderingMerchant, ONLINE_ORDERING_FLAGS } from '../../../test/factories/online-ordering.ts';
import { setRoleFeatures } from '../../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

const BRAND = 'id name sitePrimaryColor font buttonTextColor';
const LIST = `query ($pageNumber: Int, $pageSize: Int) { getSiteBrands(pageNumber: $pageNumber, pageSize: $pageSize) {
  pageNumber totalPages totalResults lastPage pageContent { id name } } }`;
const GET = `query ($id: ID!) { getSiteBrandById(id: $id) { ${BRAND} } }`;
const SITES = 'query ($id: ID!) { getSiteBrandAssignedSites(id: $id) { id assignedSites } }';
const CREATE = `mutation ($name: String!, $font: String!, $sitePrimaryColor: String!, $buttonTextColor: String!) {
  createSiteBrand(name: $name, font: $font, sitePrimaryColor: $sitePrimaryColor, buttonTextColor: $buttonTextColor)
  { ${BRAND} } }`;
const UPDATE = `mutation ($id: ID!, $name: String!, $font: String!, $sitePrimaryColor: String!, $buttonTextColor: String!) {
  updateSiteBrand(id: $id, name: $name, font: $font, sitePrimaryColor: $sitePrimaryColor,
    buttonTextColor: $buttonTextColor) { ${BRAND} } }`;
const ASSIGN = `mutation ($id: ID!, $assignedSites: [String!]!) {
  assignSitesToSiteBrand(id: $id, assignedSites: $assignedSites) { id assignedSites } }`;
const DELETE = 'mutation ($id: ID!) { deleteSiteBrandById(id: $id) }';

const brandArgs = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  font: 'Source Sans Pro',
  sitePrimaryColor: '#0f235f',
  buttonTextColor: 'white',
  ...extra,
});

let t: TTestApp;
let merchant: TMerchantFixture;
let owner: TestClient;
let other: TestClient;
let viewer: TestClient;

const create = async (client: TestClient, name: string, extra: Record<string, unknown> = {}) => {
  const r = await gql(client, CREATE, brandArgs(name, extra));
  expect(r.body.errors).toBeUndefined();
  return r.body.data.createSiteBrand.id as string;
};
const sitesOf = async (client: TestClient, id: string) =>
  (await gql(client, SITES, { id })).body.data.getSiteBrandAssignedSites.assignedSites as string[];

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createOnlineOrderingMerchant(t.db, { name: 'Brand Street Diner', storeCount: 3 });
  owner = await companyViewClient(t, merchant);
  other = await companyViewClient(t, await createOnlineOrderingMerchant(t.db));
  await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
  viewer = t.client();
  await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
});
afterAll(async () => {
  await t?.close();
});

describe('site branding (spec 3 §7.2)', () => {
  it('creates a brand, lists it, reads it and its sites, updates it, assigns sites and deletes it', async () => {
    const created = await gql(owner, CREATE, brandArgs('Downtown', { sitePrimaryColor: '#A1B2C3', font: 'Lato' }));
    const brand = created.body.data.createSiteBrand;
    // The colour is kept in lower case.
    expect(brand).toMatchObject({
      name: 'Downtown',
      sitePrimaryColor: '#a1b2c3',
      font: 'Lato',
      buttonTextColor: 'white',
    });
    const list = (await gql(owner, LIST, {})).body.data.getSiteBrands;
    expect(list).toMatchObject({ pageNumber: 1, totalPages: 1, lastPage: true });
    expect(list.pageContent).toContainEqual({ id: brand.id, name: 'Downtown' });
    expect((await gql(owner, GET, { id: brand.id })).body.data.getSiteBrandById).toEqual(brand);
    expect(await sitesOf(owner, brand.id)).toEqual([]);

    const updated = await gql(owner, UPDATE, {
      ...brandArgs('Uptown', { font: 'Times New Roman', buttonTextColor: 'black', sitePrimaryColor: '#ffffff' }),
      id: brand.id,
    });
    expect(updated.body.data.updateSiteBrand).toEqual({
      id: brand.id,
      name: 'Uptown',
      font: 'Times New Roman',
      buttonTextColor: 'black',
      sitePrimaryColor: '#ffffff',
    });
    const [a, b] = merchant.storeIds.map(String);
    const assigned = await gql(owner, ASSIGN, { id: brand.id, assignedSites: [b, a] });
    expect(assigned.body.data.assignSitesToSiteBrand).toEqual({ id: brand.id, assignedSites: [a, b].sort() });
    expect(await sitesOf(owner, brand.id)).toEqual([a, b].sort());

    expect((await gql(owner, DELETE, { id: brand.id })).body.data.deleteSiteBrandById).toBe(true);
    expect(gqlError(await gql(owner, GET, { id: brand.id }))).toMatchObject({
      statusCode: 404,
      messageKey: SITE_BRANDING_ERROR.notFound,
    });
    expect(gqlError(await gql(owner, SITES, { id: brand.id }))).toMatchObject({ statusCode: 404 });
  });

  it('moves a site from one brand to another, and lets go of sites left out', async () => {
    const [a, b, c] = merchant.storeIds.map(String) as [string, string, string];
    const first = await create(owner, 'First');
    const second = await create(owner, 'Second');
    await gql(owner, ASSIGN, { id: first, assignedSites: [a, b] });
    const moved = await gql(owner, ASSIGN, { id: second, assignedSites: [b, c] });
    expect(moved.body.data.assignSitesToSiteBrand.assignedSites).toEqual([b, c].sort());
    expect(await sitesOf(owner, first)).toEqual([a]);
    await gql(owner, ASSIGN, { id: second, assignedSites: [c] });
    expect(await sitesOf(owner, second)).toEqual([c]);
    expect(await sitesOf(owner, first)).toEqual([a]);
    // A deleted brand's sites are free again.
    await gql(owner, DELETE, { id: first });
    const third = await create(owner, 'Third');
    expect((await gql(owner, ASSIGN, { id: third, assignedSites: [a] })).body.errors).toBeUndefined();
  });

  it("takes a store's site id without its dashes (spec 3 §3)", async () => {
    const m = await createOnlineOrderingMerchant(t.db, { storeCount: 1 });
    await t.db.update(stores).set({ siteId: 'ab12-cd34' }).where(eq(stores.id, m.storeIds[0]!));
    const client = await companyViewClient(t, m);
    const id = await create(client, 'Dashes');
    expect((await gql(client, ASSIGN, { id, assignedSites: ['ab12cd34'] })).body.errors).toBeUndefined();
    expect(gqlError(await gql(client, ASSIGN, { id, assignedSites: ['ab12-cd34'] }))).toMatchObject({
      statusCode: 400,
      field: 'assignedSites.0',
    });
  });

  it('pages the list, 100 at most a page', async () => {
    const m = await createOnlineOrderingMerchant(t.db);
    const client = await companyViewClient(t, m);
    for (const name of ['P1', 'P2', 'P3']) await create(client, name);
    const page = async (pageNumber: number) =>
      (await gql(client, LIST, { pageNumber, pageSize: 2 })).body.data.getSiteBrands;
    expect(await page(1)).toEqual({
      pageNumber: 1,
      totalPages: 2,
      totalResults: 3,
      lastPage: false,
      pageContent: [expect.objectContaining({ name: 'P1' }), expect.objectContaining({ name: 'P2' })],
    });
    expect(await page(2)).toMatchObject({ pageNumber: 2, lastPage: true, pageContent: [{ name: 'P3' }] });
    expect(gqlError(await gql(client, LIST, { pageSize: 101 }))).toMatchObject({ statusCode: 400, field: 'pageSize' });
  });

  it.each([
    { field: 'name', args: { name: 'A brand name too long' }, key: SITE_BRANDING_ERROR.nameLength },
    { field: 'name', args: { name: '  ' }, key: SITE_BRANDING_ERROR.nameRequired },
    { field: 'font', args: { font: 'Comic Sans' }, key: SITE_BRANDING_ERROR.font },
    { field: 'sitePrimaryColor', args: { sitePrimaryColor: '#12345' }, key: SITE_BRANDING_ERROR.color },
    { field: 'sitePrimaryColor', args: { sitePrimaryColor: 'navy' }, key: SITE_BRANDING_ERROR.color },
    { field: 'buttonTextColor', args: { buttonTextColor: 'grey' }, key: SITE_BRANDING_ERROR.buttonTextColor },
  ])('create and update refuse $key naming $field', async ({ field, args, key }) => {
    expect(gqlError(await gql(owner, CREATE, { ...brandArgs('Bad'), ...args }))).toMatchObject({
      statusCode: 400,
      messageKey: key,
      field,
    });
    const id = await create(owner, 'Good');
    expect(gqlError(await gql(owner, UPDATE, { ...brandArgs('Good'), ...args, id }))).toMatchObject({
      statusCode: 400,
      messageKey: key,
      field,
    });
    expect((await gql(owner, GET, { id })).body.data.getSiteBrandById.name).toBe('Good');
  });

  it('assign refuses a malformed, repeated or foreign site naming assignedSites', async () => {
    const id = await create(owner, 'Sites');
    const site = String(merchant.storeIds[0]);
    for (const [assignedSites, field] of [
      [['site-1'], 'assignedSites.0'],
      [[site, site], 'assignedSites'],
    ] as const)
      expect(gqlError(await gql(owner, ASSIGN, { id, assignedSites }))).toMatchObject({
        statusCode: 400,
        messageKey: SITE_BRANDING_ERROR.sites,
        field,
      });
    const foreign = await create(other, 'Foreign');
    expect(gqlError(await gql(other, ASSIGN, { id: foreign, assignedSites: [site] }))).toMatchObject({
      statusCode: 400,
      messageKey: SITE_BRANDING_ERROR.sites,
      field: 'assignedSites',
    });
    expect(await sitesOf(other, foreign)).toEqual([]);
  });

  it("answers 404 for another merchant's brand, whatever the operation, and changes nothing", async () => {
    const id = await create(owner, 'Private');
    const site = String(merchant.storeIds[2]);
    await gql(owner, ASSIGN, { id, assignedSites: [site] });
    for (const r of [
      await gql(other, GET, { id }),
      await gql(other, SITES, { id }),
      await gql(other, UPDATE, { ...brandArgs('Stolen'), id }),
      await gql(other, ASSIGN, { id, assignedSites: [] }),
      await gql(other, DELETE, { id }),
    ])
      expect(gqlError(r)).toMatchObject({ statusCode: 404, messageKey: SITE_BRANDING_ERROR.notFound });
    const list = (await gql(other, LIST, {})).body.data.getSiteBrands;
    expect(list.pageContent.map((b: { id: string }) => b.id)).not.toContain(id);
    expect((await gql(owner, GET, { id })).body.data.getSiteBrandById.name).toBe('Private');
    expect(await sitesOf(owner, id)).toEqual([site]);
  });

  it('lets a view-only user read the brands but refuses every change', async () => {
    const id = await create(owner, 'Viewed');
    expect((await gql(viewer, GET, { id })).body.data.getSiteBrandById.name).toBe('Viewed');
    expect((await gql(viewer, SITES, { id })).body.errors).toBeUndefined();
    expect((await gql(viewer, LIST, {})).body.errors).toBeUndefined();
    for (const r of [
      await gql(viewer, CREATE, brandArgs('Viewer')),
      await gql(viewer, UPDATE, { ...brandArgs('Viewed Too'), id }),
      await gql(viewer, ASSIGN, { id, assignedSites: [] }),
      await gql(viewer, DELETE, { id }),
    ])
      expect(gqlError(r)).toMatchObject({ statusCode: 403, messageKey: OO_ERROR.readOnly });
    expect((await gql(owner, GET, { id })).body.data.getSiteBrandById.name).toBe('Viewed');
  });

  it("answers in a store view too (brands are the company's), and is refused without the branding flag", async () => {
    const m = await createOnlineOrderingMerchant(t.db);
    const store = await storeViewClient(t, m);
    const id = await create(store, 'From A Store');
    expect((await gql(owner, GET, { id })).body.data).toBeNull();
    expect((await gql(await companyViewClient(t, m), GET, { id })).body.data.getSiteBrandById.name).toBe(
      'From A Store',
    );
    // Spec 3 §6: site branding needs the branding-customisation flag.
    const noFlag = await createMerchant(t.db);
    await setFlags(t.db, noFlag.company, { ...ONLINE_ORDERING_FLAGS, [ACCESS_FLAG.brandingCustomization]: false });
    const client = await companyViewClient(t, noFlag);
    for (const r of [await gql(client, LIST, {}), await gql(client, CREATE, brandArgs('No Flag'))])
      expect(gqlError(r)).toMatchObject({ statusCode: 403, messageKey: API_ERROR_KEY.forbidden });
  });
});

import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { imageUrlOf } from '@mp/contracts/image-manager';
import { DATA_MIGRATION_ERROR, dayPartedTypes, MIGRATION_AREAS } from '@mp/contracts/online-ordering/data-migration';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/create-db.ts';
import {
  companyImageSettings,
  companyInformation,
  merchantImages,
  ooEventSettings,
  storeConfigurations,
  storeOptions,
  storeReceiptSettings,
} from '../../../db/schema.ts';
import { type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';
import { uriNameOfWebSite } from './data-migration.service.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MIGRATE = `mutation M($input: MigrateSilverCommerceMerchantInput!) {
  migrateSilverCommerceMerchant(input: $input) { success endpoints { name status message } }
}`;

type TEndpoint = { name: string; status: number; message: string };
const migrate = (c: TestClient, input: Record<string, unknown>) => gql(c, MIGRATE, { input });
const inputFor = (merchant: TMerchantFixture, patch: Record<string, unknown> = {}) => ({
  merchantId: merchant.merchantId,
  storeId: 0,
  organization: 'org-1',
  enterpriseUnit: 'eu-1',
  ...patch,
});
const statuses = (endpoints: TEndpoint[]) => Object.fromEntries(endpoints.map((e) => [e.name, e.status]));

/** The provider's admin (demo user `admin`), looking at the merchant's company view (or a store's view). */
async function adminAt(merchantId: number, storeId = 0): Promise<TestClient> {
  const admin = t.client();
  await admin.logOn('admin');
  const r = await admin.post(`/Account/SaveStoreContext?StoreId=${storeId}`, { OverrideMerchantId: merchantId });
  expect(r.status).toBe(200);
  return admin;
}

const PNG_BYTES = Buffer.from('logo-bytes');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/** A merchant whose POS side has everything the run copies: logo, banner, web site, address, modes, tips. */
async function posSetUpMerchant(storeCount = 2): Promise<TMerchantFixture> {
  const merchant = await createOnlineOrderingMerchant(t.db, { storeCount });
  const { merchantId } = merchant;
  const logo = sha(PNG_BYTES);
  const banner = sha(Buffer.from('banner-bytes'));
  await t.db.insert(merchantImages).values([
    { merchantId, sha256: logo, contentType: 'image/png', width: 200, height: 100, bytes: PNG_BYTES },
    {
      merchantId,
      sha256: banner,
      contentType: 'image/jpeg',
      width: 1200,
      height: 400,
      bytes: Buffer.from('banner-bytes'),
    },
  ]);
  await t.db.insert(companyInformation).values({
    merchantId,
    countryId: 840,
    merchantLogoUrl: imageUrlOf(logo.toString('hex')),
    webSiteUrl: `https://www.m${merchantId}cafe.example/menu`,
  });
  await t.db.insert(companyImageSettings).values({ merchantId, customerDisplayImageSha256: banner });
  for (const storeId of merchant.storeIds) {
    await t.db.insert(storeConfigurations).values({ merchantId, storeId, add1: '1 Main St', city: 'Springfield' });
    await t.db
      .insert(storeOptions)
      .values({ merchantId, storeId, isQuickService: true, isTakeoutEnabled: true, isDeliveryEnabled: true });
    await t.db
      .insert(storeReceiptSettings)
      .values({ merchantId, storeId, displayTipSuggestion: true, tipSuggestion1: 10, tipSuggestion2: 15 });
  }
  return merchant;
}

/** Every online-ordering row of the merchant, by table: the proof that a run changed nothing. */
async function ooRows(merchantId: number) {
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    sql`select table_name from information_schema.columns where table_schema = current_schema()
        and table_name like 'oo\_%' and column_name = 'merchant_id' order by 1`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { table_name } of tables)
    rows[table_name] = await queryRows(
      t.db,
      sql`select * from ${sql.identifier(table_name)} where merchant_id = ${merchantId} order by 1`,
    );
  return rows;
}

describe('migrateSilverCommerceMerchant', () => {
  it('copies every area (200), and a second run answers 218 everywhere and changes nothing', async () => {
    const merchant = await posSetUpMerchant();
    const admin = await adminAt(merchant.merchantId);
    const first = await migrate(admin, inputFor(merchant));
    expect(gqlError(first)).toBeUndefined();
    const result = first.body.data.migrateSilverCommerceMerchant;
    expect(result.success).toBe(true);
    expect(result.endpoints.map((e: TEndpoint) => e.name)).toEqual([...MIGRATION_AREAS]);
    expect(statuses(result.endpoints)).toEqual(Object.fromEntries(MIGRATION_AREAS.map((a) => [a, 200])));

    const [branding] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from oo_branding_images where merchant_id = ${merchant.merchantId}`,
    );
    expect(branding?.n).toBe(2);
    const [domain] = await queryRows<{ uri_name: string }>(
      t.db,
      sql`select uri_name from oo_company_provisioning where merchant_id = ${merchant.merchantId}`,
    );
    expect(domain?.uri_name).toBe(`m${merchant.merchantId}cafe`);
    const tips = await queryRows<{ enabled: boolean; suggestions: { value: number }[] }>(
      t.db,
      sql`select enabled, suggestions from oo_tip_settings where merchant_id = ${merchant.merchantId}`,
    );
    expect(tips).toHaveLength(2);
    expect(tips[0]?.enabled).toBe(true);
    expect(tips[0]?.suggestions.map((s) => s.value)).toEqual([10, 15, 20]);
    const offerings = await queryRows<{ offering_pickup: boolean; offering_delivery: boolean }>(
      t.db,
      sql`select offering_pickup, offering_delivery from oo_fulfillment_time_settings
          where merchant_id = ${merchant.merchantId}`,
    );
    expect(offerings).toEqual([
      { offering_pickup: true, offering_delivery: true },
      { offering_pickup: true, offering_delivery: true },
    ]);
    for (const table of ['oo_sites', 'oo_window_settings']) {
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where merchant_id = ${merchant.merchantId}`,
      );
      expect({ table, n: row?.n }).toEqual({ table, n: 2 });
    }

    const before = await ooRows(merchant.merchantId);
    const second = await migrate(admin, inputFor(merchant));
    expect(second.body.data.migrateSilverCommerceMerchant.success).toBe(true);
    expect(statuses(second.body.data.migrateSilverCommerceMerchant.endpoints)).toEqual(
      Object.fromEntries(MIGRATION_AREAS.map((a) => [a, 218])),
    );
    expect(await ooRows(merchant.merchantId)).toEqual(before);
  });

  it('answers 218 for a merchant with nothing to copy, writing only the special-instructions default', async () => {
    const merchant = await createOnlineOrderingMerchant(t.db);
    const admin = await adminAt(merchant.merchantId);
    const r = await migrate(admin, inputFor(merchant));
    const got = statuses(r.body.data.migrateSilverCommerceMerchant.endpoints);
    expect(got).toMatchObject({
      logoConfig: 218,
      bannerConfig: 218,
      fulfillmentTypeConfig: 218,
      domain: 218,
      stores: 218,
      storeHours: 218,
      tipDetails: 218,
    });
    // The special instructions' Default is what the config area sets, whatever the POS side holds.
    expect(got).toMatchObject({ config: 200 });
  });

  it('migrates one store when storeId names it', async () => {
    const merchant = await posSetUpMerchant();
    const admin = await adminAt(merchant.merchantId);
    const r = await migrate(admin, inputFor(merchant, { storeId: merchant.storeIds[1] }));
    expect(r.body.data.migrateSilverCommerceMerchant.success).toBe(true);
    const sites = await queryRows<{ store_id: number }>(
      t.db,
      sql`select store_id from oo_sites where merchant_id = ${merchant.merchantId}`,
    );
    expect(sites).toEqual([{ store_id: merchant.storeIds[1] }]);
  });

  it('lists day-parted fulfillment types in the fulfillmentTypeConfig message', async () => {
    const merchant = await posSetUpMerchant(1);
    await t.db.insert(ooEventSettings).values({
      id: crypto.randomUUID(),
      merchantId: merchant.merchantId,
      storeId: merchant.storeIds[0]!,
      events: [
        {
          name: 'Lunch',
          startTime: '2026-12-01T00:00:00.000Z',
          endTime: '2026-12-02T00:00:00.000Z',
          offeringFulfillment: true,
          fulfillmentWindows: [{ startTime: '1100', endTime: '1400' }],
          sourceOrganization: '',
          daysOfWeek: [],
          fulfillmentTypes: ['PICKUP', 'DELIVERY'],
        },
      ],
    });
    const admin = await adminAt(merchant.merchantId);
    const r = await migrate(admin, inputFor(merchant));
    const area = r.body.data.migrateSilverCommerceMerchant.endpoints.find(
      (e: TEndpoint) => e.name === 'fulfillmentTypeConfig',
    );
    expect(area.status).toBe(200);
    expect(dayPartedTypes(area.message)).toEqual(['DELIVERY', 'PICKUP']);
  });

  it('is all-or-nothing per area: a taken domain answers 409, other areas still copy', async () => {
    const merchant = await posSetUpMerchant(1);
    const other = await posSetUpMerchant(1);
    // The other merchant's company already uses the domain this merchant's web site gives.
    await t.db.execute(sql`update company_information set web_site_url = ${`https://m${other.merchantId}cafe.example`}
      where merchant_id = ${merchant.merchantId}`);
    await migrate(await adminAt(other.merchantId), inputFor(other));
    const r = await migrate(await adminAt(merchant.merchantId), inputFor(merchant));
    const result = r.body.data.migrateSilverCommerceMerchant;
    expect(result.success).toBe(false);
    expect(statuses(result.endpoints)).toMatchObject({ domain: 409, logoConfig: 200, stores: 200 });
    expect(
      await queryRows(t.db, sql`select 1 from oo_company_provisioning where merchant_id = ${merchant.merchantId}`),
    ).toEqual([]);
  });

  it('answers 415 for a GIF logo and writes no branding image', async () => {
    const merchant = await posSetUpMerchant(1);
    await t.db.execute(sql`update merchant_images set content_type = 'image/gif'
      where merchant_id = ${merchant.merchantId} and sha256 = ${sha(PNG_BYTES)}`);
    const r = await migrate(await adminAt(merchant.merchantId), inputFor(merchant));
    expect(statuses(r.body.data.migrateSilverCommerceMerchant.endpoints)).toMatchObject({ logoConfig: 415 });
    expect(
      await queryRows(
        t.db,
        sql`select 1 from oo_branding_images where merchant_id = ${merchant.merchantId} and image_key = 'company-logo-url'`,
      ),
    ).toEqual([]);
  });

  it.each([
    { field: 'organization', patch: { organization: ' ' }, key: DATA_MIGRATION_ERROR.organization },
    { field: 'enterpriseUnit', patch: { enterpriseUnit: 'x'.repeat(65) }, key: DATA_MIGRATION_ERROR.enterpriseUnit },
    { field: 'storeId', patch: { storeId: -1 }, key: DATA_MIGRATION_ERROR.storeId },
    { field: 'merchantId', patch: { merchantId: 0 }, key: DATA_MIGRATION_ERROR.merchantId },
  ])('refuses an invalid $field (400 naming it) and writes nothing', async ({ field, patch, key }) => {
    const merchant = await posSetUpMerchant(1);
    const before = await ooRows(merchant.merchantId);
    const r = await migrate(await adminAt(merchant.merchantId), inputFor(merchant, patch));
    expect(gqlError(r)).toMatchObject({ statusCode: 400, messageKey: key, field: `input.${field}` });
    expect(await ooRows(merchant.merchantId)).toEqual(before);
  });

  it("answers 404 for another merchant's merchantId or storeId, changing nothing of either", async () => {
    const merchant = await posSetUpMerchant(1);
    const other = await posSetUpMerchant(1);
    const admin = await adminAt(merchant.merchantId);
    const before = [await ooRows(merchant.merchantId), await ooRows(other.merchantId)];
    for (const patch of [{ merchantId: other.merchantId }, { storeId: other.storeIds[0] }]) {
      const r = await migrate(admin, inputFor(merchant, patch));
      expect(gqlError(r)).toMatchObject({ statusCode: 404, messageKey: DATA_MIGRATION_ERROR.notFound });
      expect(r.body.data).toBeNull();
    }
    expect([await ooRows(merchant.merchantId), await ooRows(other.merchantId)]).toEqual(before);
  });

  it('is refused in store view (409), to view-only staff below the admin level and to merchant users (403)', async () => {
    const merchant = await posSetUpMerchant(2);
    const before = await ooRows(merchant.merchantId);
    const storeView = await adminAt(merchant.merchantId, merchant.storeIds[0]);
    expect(gqlError(await migrate(storeView, inputFor(merchant)))).toMatchObject({
      statusCode: 409,
      messageKey: DATA_MIGRATION_ERROR.storeView,
    });
    const support = t.client();
    await support.logOn('support');
    await support.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: merchant.merchantId });
    const owner = await storeViewClient(t, merchant);
    for (const client of [support, owner])
      expect(gqlError(await migrate(client, inputFor(merchant)))).toMatchObject({
        statusCode: 403,
        messageKey: API_ERROR_KEY.forbidden,
      });
    expect(await ooRows(merchant.merchantId)).toEqual(before);
  });
});

describe('uriNameOfWebSite', () => {
  it.each([
    { url: 'https://www.cornercafe.com/menu', name: 'cornercafe' },
    { url: 'cornercafe.com', name: 'cornercafe' },
    { url: 'HTTP://Corner-Cafe.example:8080', name: 'corner-cafe' },
    { url: '', name: null },
    { url: 'https://', name: null },
  ])('$url → $name', ({ url, name }) => {
    expect(uriNameOfWebSite(url)).toBe(name);
  });
});

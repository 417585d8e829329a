import { inflateSync } from 'node:zlib';
import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { ORDER_SETTINGS_ERROR as E, feeSettingsOf, FEE_PAYER } from '@mp/contracts/online-ordering/order-settings';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ooProductAddOns } from '../../../db/schema.ts';
import { createUser, type TMerchantFixture } from '../../../test/factories/accounts.ts';
import { createOnlineOrderingMerchant } from '../../../test/factories/online-ordering.ts';
import { setRoleFeatures } from '../../../test/factories/user-roles.ts';
import { companyViewClient, storeViewClient } from '../../../test/factories/view-clients.ts';
import { gql, gqlError } from '../../../test/graphql.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../../test/test-app.ts';

const FEES = `id enterpriseUnitId feePayer settings { store { percent flatFee } consumer { percent flatFee } }`;
const GET_FEES = `query { getDeliveryFeeSettingsByEnterpriseUnit { ${FEES} } }`;
const CREATE_FEES = `mutation ($settings: DeliveryFeeSharesInput!) { createDeliveryFeeSettings(settings: $settings) { ${FEES} } }`;
const UPDATE_FEES = `mutation ($id: ID!, $settings: DeliveryFeeSharesInput!) {
  updateDeliveryFeeSettings(id: $id, settings: $settings) { ${FEES} } }`;
const ADD_ONS = `query { getOrganizationProductAddOns { addOns } }`;
const GET_SCAN = `query { getScanOrderSettings { enterpriseUnitId tablePrefix tableCount tableMode } }`;
const SET_SCAN = `mutation ($input: ScanOrderSettingsInput!) { updateScanOrderSettings(input: $input) { tablePrefix tableCount tableMode } }`;
const QR = `mutation ($startTable: Int!, $endTable: Int!) { createDineInQrCodePdf(startTable: $startTable, endTable: $endTable) { url fileName } }`;

let t: TTestApp;
let merchant: TMerchantFixture;
let owner: TestClient;
let other: TestClient;
let viewer: TestClient;
let company: TestClient;
let noAddOn: TestClient;

const withDelivery = async (m: TMerchantFixture) =>
  t.db.insert(ooProductAddOns).values({ merchantId: m.merchantId, addOn: 'DELIVERY' });

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createOnlineOrderingMerchant(t.db, { name: 'Harbor Grill Co' });
  await withDelivery(merchant);
  owner = await storeViewClient(t, merchant);
  const second = await createOnlineOrderingMerchant(t.db);
  await withDelivery(second);
  other = await storeViewClient(t, second);
  await setRoleFeatures(t.db, merchant, merchant.roleIds.Manager, { [EDIT_FEATURE_ID.onlineOrdering]: false });
  viewer = t.client();
  await viewer.logOn((await createUser(t.db, merchant, { role: 'Manager' })).userName);
  const multi = await createOnlineOrderingMerchant(t.db, { storeCount: 2 });
  await withDelivery(multi);
  company = await companyViewClient(t, multi);
  noAddOn = await storeViewClient(t, await createOnlineOrderingMerchant(t.db));
});
afterAll(async () => {
  await t?.close();
});

describe('delivery fee settings', () => {
  it('answers 404 before any, creates, refuses a second create, updates, and keeps them per store', async () => {
    expect(gqlError(await gql(owner, GET_FEES))).toMatchObject({ statusCode: 404, messageKey: OO_ERROR.notFound });
    const created = await gql(owner, CREATE_FEES, { settings: feeSettingsOf(FEE_PAYER.storePaysPercent, 40) });
    expect(created.body.errors).toBeUndefined();
    const fees = created.body.data.createDeliveryFeeSettings;
    expect(fees).toMatchObject({
      feePayer: 3,
      settings: { store: { percent: 40, flatFee: 0 }, consumer: { percent: 60, flatFee: 0 } },
    });
    const again = await gql(owner, CREATE_FEES, { settings: feeSettingsOf(FEE_PAYER.consumerPaysFull, 0) });
    expect(gqlError(again)).toMatchObject({ statusCode: 409 });
    const updated = await gql(owner, UPDATE_FEES, {
      id: fees.id,
      settings: feeSettingsOf(FEE_PAYER.storePaysAmount, 2.5),
    });
    expect(updated.body.data.updateDeliveryFeeSettings).toMatchObject({
      id: fees.id,
      feePayer: 4,
      settings: { store: { percent: 0, flatFee: 2.5 }, consumer: { percent: 0, flatFee: 0 } },
    });
    expect((await gql(owner, GET_FEES)).body.data.getDeliveryFeeSettingsByEnterpriseUnit.feePayer).toBe(4);

    // Another merchant's id is not found, and its store has no settings of its own yet.
    expect(gqlError(await gql(other, UPDATE_FEES, { id: fees.id, settings: feeSettingsOf(0, 0) }))).toMatchObject({
      statusCode: 404,
    });
    expect(gqlError(await gql(other, GET_FEES))).toMatchObject({ statusCode: 404 });
  });

  it('names the field of an invalid split or fee', async () => {
    const split = await gql(owner, UPDATE_FEES, {
      id: 'x',
      settings: { store: { percent: 40, flatFee: 0 }, consumer: { percent: 50, flatFee: 0 } },
    });
    expect(gqlError(split)).toMatchObject({
      statusCode: 400,
      messageKey: E.percentSplit,
      field: 'settings.consumer.percent',
    });
    const fee = await gql(owner, CREATE_FEES, {
      settings: { store: { percent: 0, flatFee: 1000 }, consumer: { percent: 0, flatFee: 0 } },
    });
    expect(gqlError(fee)).toMatchObject({ statusCode: 400, messageKey: E.money, field: 'settings.store.flatFee' });
  });

  it('refuses changes without the DELIVERY add-on, to a viewer and in a multi-store company view', async () => {
    expect(gqlError(await gql(noAddOn, CREATE_FEES, { settings: feeSettingsOf(0, 0) }))).toMatchObject({
      statusCode: 403,
      messageKey: E.deliveryAddOn,
    });
    expect((await gql(noAddOn, ADD_ONS)).body.data.getOrganizationProductAddOns.addOns).toEqual([]);
    expect((await gql(owner, ADD_ONS)).body.data.getOrganizationProductAddOns.addOns).toEqual(['DELIVERY']);
    expect(gqlError(await gql(viewer, CREATE_FEES, { settings: feeSettingsOf(0, 0) }))).toMatchObject({
      statusCode: 403,
      messageKey: OO_ERROR.readOnly,
    });
    for (const query of [GET_FEES, ADD_ONS, GET_SCAN])
      expect(gqlError(await gql(company, query))).toMatchObject({ statusCode: 409, messageKey: OO_ERROR.storeView });
  });
});

describe('scan order and pay', () => {
  it('answers the defaults, saves, and names an invalid prefix', async () => {
    expect((await gql(owner, GET_SCAN)).body.data.getScanOrderSettings).toMatchObject({
      tablePrefix: 'T',
      tableCount: 80,
      tableMode: 'all',
    });
    const input = { tablePrefix: 'Patio_1', tableCount: 12, tableMode: 'specific' };
    expect((await gql(owner, SET_SCAN, { input })).body.data.updateScanOrderSettings).toEqual(input);
    expect((await gql(owner, GET_SCAN)).body.data.getScanOrderSettings).toMatchObject(input);
    expect((await gql(other, GET_SCAN)).body.data.getScanOrderSettings.tableCount).toBe(80);
    const bad = await gql(owner, SET_SCAN, { input: { ...input, tablePrefix: 'T 1' } });
    expect(gqlError(bad)).toMatchObject({ statusCode: 400, messageKey: E.tablePrefix, field: 'input.tablePrefix' });
    expect(gqlError(await gql(viewer, SET_SCAN, { input }))).toMatchObject({ statusCode: 403 });
    expect(gqlError(await gql(company, SET_SCAN, { input }))).toMatchObject({ statusCode: 409 });
  });
});

/** The body of a same-origin download, with the client's session cookies. */
async function download(client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(t.baseUrl + url, { headers: { cookie } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The PNG row filters a Predictor ≥ 10 stream carries (PDF 1.7 §7.4.4.4), undone. */
function unfilter(data: Buffer, width: number, channels: number): Buffer {
  const stride = width * channels;
  const rows = data.length / (stride + 1);
  const out = Buffer.alloc(rows * stride);
  for (let y = 0; y < rows; y++) {
    const type = data[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const raw = data[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? out[y * stride + x - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const add = [0, a, b, (a + b) >> 1, paeth][type]!;
      out[y * stride + x] = (raw + add) & 0xff;
    }
  }
  return out;
}

type TImage = { width: number; height: number; rgba: Uint8ClampedArray };

/** The colour image XObjects of a PDF (pdfkit's FlateDecode PNGs) in file order, as RGBA pixels jsQR reads. */
function imagesOf(pdf: Buffer): TImage[] {
  const images: TImage[] = [];
  const text = pdf.toString('latin1');
  const objects = /obj\s*<<((?:(?!endobj)[^])*?)>>\s*stream\r?\n/g;
  for (let m = objects.exec(text); m; m = objects.exec(text)) {
    const dict = m[1]!;
    // The alpha channel pdfkit splits off is a DeviceGray image of its own (the SMask): skipped.
    if (!dict.includes('/Subtype /Image') || dict.includes('/DeviceGray')) continue;
    const width = Number(/\/Width (\d+)/.exec(dict)![1]);
    const height = Number(/\/Height (\d+)/.exec(dict)![1]);
    const length = Number(/\/Length (\d+)/.exec(dict)![1]);
    const start = m.index + m[0].length;
    const channels = dict.includes('/DeviceRGB') ? 3 : 1;
    let data: Buffer = inflateSync(pdf.subarray(start, start + length));
    if (/\/Predictor 1\d/.test(dict)) data = unfilter(data, width, channels);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let k = 0; k < 3; k++) rgba[i * 4 + k] = data[i * channels + (channels === 3 ? k : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    images.push({ width, height, rgba });
  }
  return images;
}

/** What each QR code of the PDF says, sorted. */
const qrTextsOf = (pdf: Buffer): string[] =>
  imagesOf(pdf)
    .map((image) => jsQR(image.rgba, image.width, image.height)?.data ?? '')
    .sort();

describe('dine-in QR code PDF', () => {
  it('makes one page per table, each QR code the ordering URL of its table, downloaded by its merchant only', async () => {
    const r = await gql(owner, QR, { startTable: 1, endTable: 3 });
    expect(r.body.errors).toBeUndefined();
    const { url, fileName } = r.body.data.createDineInQrCodePdf;
    expect(fileName).toBe('tables_1_3.pdf');
    expect(url).toMatch(/^\/api\/online-ordering\/qr\/[A-Za-z0-9_-]+\.pdf$/);
    const file = await download(owner, url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('tables_1_3.pdf');
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3);
    // pdfkit writes the pages' images in no set order: every page's code is found, each its table's URL.
    expect(qrTextsOf(file.bytes)).toEqual(
      [1, 2, 3].map((n) => `${t.env.publicUrl}/m/harbor-grill-co/s/harbor-grill-co-store-1?table=${n}`),
    );

    expect((await download(other, url)).status).toBe(404);
    expect((await download(t.client(), url)).status).toBe(401);
  });

  it('names one table table_N.pdf, refuses a reversed range naming the field, a viewer and a company view', async () => {
    const one = await gql(owner, QR, { startTable: 7, endTable: 7 });
    expect(one.body.data.createDineInQrCodePdf.fileName).toBe('table_7.pdf');
    const file = await download(owner, one.body.data.createDineInQrCodePdf.url);
    expect(file.bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
    expect(qrTextsOf(file.bytes)).toEqual([expect.stringMatching(/\?table=7$/)]);
    const reversed = await gql(owner, QR, { startTable: 5, endTable: 4 });
    expect(gqlError(reversed)).toMatchObject({ statusCode: 400, messageKey: E.tableRange, field: 'endTable' });
    expect(gqlError(await gql(owner, QR, { startTable: 0, endTable: 4 }))).toMatchObject({
      statusCode: 400,
      field: 'startTable',
    });
    expect(gqlError(await gql(viewer, QR, { startTable: 1, endTable: 1 }))).toMatchObject({ statusCode: 403 });
    expect(gqlError(await gql(company, QR, { startTable: 1, endTable: 1 }))).toMatchObject({
      statusCode: 409,
      messageKey: OO_ERROR.storeView,
    });
  });
});

import { EDIT_FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import {
  COMPANY_INFORMATION_ERROR as E,
  COMPANY_INFORMATION_PATH as PATH,
  type TCompanyInformation,
  type TReceiptInfo,
} from '@mp/contracts/company-information';
import { LOCALE_ERROR, LOCALE_PATH, type TCountry, type TState } from '@mp/contracts/locale';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, companyInformation, roleFeatures, storeReceiptSettings } from '../../db/schema.ts';
import { MERCHANT, STORE } from '../../demo/ids.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signedIn = async (user: string) => {
  const c = t.client();
  await c.logOn(user);
  return c;
};
const companyOf = async (c: TestClient): Promise<TCompanyInformation> => {
  const r = await c.post(PATH.get);
  expect(r.status).toBe(200);
  return (r.body as { Entity: TCompanyInformation }).Entity;
};
const formOf = ({ merchantId: _m, industryId: _i, merchantLogoUrl: _l, ...form }: TCompanyInformation) => form;
const update = (c: TestClient, company: object, flags = { notifyCommerce: true, updateStoreCoordinates: false }) =>
  c.post(PATH.update, { company, ...flags });
const rowOf = async (merchantId: number) =>
  (await t.db.select().from(companyInformation).where(eq(companyInformation.merchantId, merchantId)))[0] ?? null;

const FILLED = {
  countryId: 840,
  contName: 'Ada Lovelace',
  contEmail: 'ada@example.com',
  coName: 'Analytical Eats',
  coAdd1: '1 Engine Way',
  coAdd2: '',
  coCity: 'Boston',
  coState: 'US-MA',
  coZip: '02110',
  contPhone: '(617) 555-0100',
  webSiteUrl: 'https://eats.example.com',
  marketingFromEmailAddress: 'news@eats.example.com',
};

/** A merchant of the test's own and its owner in the company view. */
async function ownCompany(): Promise<{ merchant: TMerchantFixture; company: TestClient }> {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  return { merchant, company: await companyViewClient(t, merchant) };
}

describe('GetCompanyContactInfoAndIndustry', () => {
  it("answers Corner Cafe's demo company in its store view", async () => {
    expect(await companyOf(await signedIn('store'))).toMatchObject({
      merchantId: MERCHANT.cornerCafe,
      coName: 'Corner Cafe LLC',
      coState: 'US-OR',
      industryId: 4,
      ConcurrencyChecksum: '1',
    });
  });

  it('answers a merchant without a row its name and country, the rest empty, checksum 0', async () => {
    const { merchant, company } = await ownCompany();
    expect(await companyOf(company)).toMatchObject({
      merchantId: merchant.merchantId,
      coName: merchant.name,
      countryId: 840,
      contName: '',
      coState: '',
      ConcurrencyChecksum: '0',
    });
  });

  it('needs a session', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post(PATH.get)).status).toBe(401);
  });
});

describe('UpdateCompanyContactInfoAndIndustry', () => {
  it('saves the form, logs the change and answers the new checksum; a reload reads it back', async () => {
    const { merchant, company } = await ownCompany();
    const before = await companyOf(company);
    const r = await update(company, { ...FILLED, ConcurrencyChecksum: before.ConcurrencyChecksum });
    expect(r.status).toBe(200);
    expect(r.body.Entity).toMatchObject({ ...FILLED, ConcurrencyChecksum: '1', industryId: 1 });
    expect(await companyOf(company)).toEqual(r.body.Entity);
    const [entry] = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.merchantId, merchant.merchantId), eq(changeLog.entity, 'companyInformation')));
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { Field: 'coName', Before: merchant.name, After: 'Analytical Eats' },
        { Field: 'coState', Before: '', After: 'US-MA' },
      ]),
    );
  });

  it('refuses a stale checksum with 409 and writes nothing', async () => {
    const { merchant, company } = await ownCompany();
    const first = await update(company, { ...FILLED, ConcurrencyChecksum: '0' });
    expect(first.status).toBe(200);
    const stale = await update(company, { ...FILLED, coCity: 'Cambridge', ConcurrencyChecksum: '0' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    expect(await rowOf(merchant.merchantId)).toMatchObject({ coCity: 'Boston', version: 1 });
  });

  it.each([
    ['a missing business name', { coName: '  ' }, 'company.coName', E.required],
    ['a name over 40', { contName: 'x'.repeat(41) }, 'company.contName', E.tooLong],
    ['a postal code over 10', { coZip: '12345678901' }, 'company.coZip', E.tooLong],
    ['a bad e-mail', { contEmail: 'ada@' }, 'company.contEmail', E.invalidEmail],
    ['a missing reply-to e-mail', { marketingFromEmailAddress: '' }, 'company.marketingFromEmailAddress', E.required],
    ['a bad phone', { contPhone: '12' }, 'company.contPhone', E.invalidPhone],
    ['a website that is no URL', { webSiteUrl: 'eats' }, 'company.webSiteUrl', E.invalidUrl],
    ['an unknown country', { countryId: 999 }, 'company.countryId', E.unknownCountry],
    ['no state for a country with states', { coState: '' }, 'company.coState', E.required],
    ['a state of another country', { coState: 'CA-ON' }, 'company.coState', E.unknownState],
  ])('refuses %s with 400 naming the field, changing nothing', async (_what, change, field, key) => {
    const { merchant, company } = await ownCompany();
    const r = await update(company, { ...FILLED, ...change, ConcurrencyChecksum: '0' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect(await rowOf(merchant.merchantId)).toBeNull();
  });

  it('takes no state for a country without any', async () => {
    const { company } = await ownCompany();
    // Monaco (492) has subdivisions; Holy See (336) has none.
    const r = await update(company, { ...FILLED, countryId: 336, coState: '', ConcurrencyChecksum: '0' });
    expect(r.status).toBe(200);
    expect(r.body.Entity).toMatchObject({ countryId: 336, coState: '' });
  });

  it('refuses a role without the company-edit right (403) before reading the body, and lets it read', async () => {
    const merchant = await createMerchant(t.db);
    await t.db
      .update(roleFeatures)
      .set({ isActive: false })
      .where(
        and(
          eq(roleFeatures.roleId, merchant.roleIds.Manager),
          eq(roleFeatures.featureId, EDIT_FEATURE_ID.companyInformation),
        ),
      );
    const manager = await createUser(t.db, merchant, { role: 'Manager' });
    const c = await signedIn(manager.userName);
    expect((await companyOf(c)).coName).toBe(merchant.name);
    const r = await update(c, { ...FILLED, ConcurrencyChecksum: '0' });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: E.viewOnly });
    expect((await c.post(PATH.updateLogo, { merchantLogoUrl: '', ConcurrencyChecksum: '0' })).status).toBe(403);
    expect(await rowOf(merchant.merchantId)).toBeNull();
  });

  it("refuses the demo's Reports Viewer (no edit right) and changes nothing of Corner Cafe", async () => {
    const c = await signedIn('reports');
    const before = await companyOf(c);
    const r = await update(c, { ...formOf(before), coCity: 'Salem' });
    expect(r.status).toBe(403);
    expect((await rowOf(MERCHANT.cornerCafe))?.coCity).toBe('Portland');
  });

  it("changes only the session's merchant", async () => {
    const { merchant, company } = await ownCompany();
    await update(company, { ...FILLED, ConcurrencyChecksum: '0' });
    expect((await rowOf(MERCHANT.demoBistro))?.coName).toBe('Demo Bistro Group Inc.');
    expect((await rowOf(merchant.merchantId))?.coName).toBe('Analytical Eats');
  });
});

describe('UpdateMerchantLogo', () => {
  it('sets the logo alone with the same checksum rule', async () => {
    const { merchant, company } = await ownCompany();
    const saved = await update(company, { ...FILLED, ConcurrencyChecksum: '0' });
    const logo = 'https://eats.example.com/logo.png';
    const r = await company.post(PATH.updateLogo, {
      merchantLogoUrl: logo,
      ConcurrencyChecksum: saved.body.Entity.ConcurrencyChecksum,
    });
    expect(r.status).toBe(200);
    expect(r.body.Entity).toMatchObject({ ...FILLED, merchantLogoUrl: logo, ConcurrencyChecksum: '2' });
    const stale = await company.post(PATH.updateLogo, { merchantLogoUrl: '', ConcurrencyChecksum: '1' });
    expect(stale.status).toBe(409);
    const bad = await company.post(PATH.updateLogo, { merchantLogoUrl: 'logo.png', ConcurrencyChecksum: '2' });
    expect(bad.body).toMatchObject({ field: 'merchantLogoUrl', messageKey: E.invalidUrl });
    expect((await rowOf(merchant.merchantId))?.merchantLogoUrl).toBe(logo);
  });
});

describe('GetReceiptInfo and UpdateReceiptInfo', () => {
  const RECEIPT = {
    headerText: 'Analytical Eats',
    footerText: 'Thank you!',
    showStoreAddress: false,
    phone: '617-555-0100',
    returnPolicyText: 'Returns within 7 days.',
    orderFooterText: '',
  };

  it("reads and writes the store's receipt row, the one the receipt preview prints", async () => {
    const merchant = await createMerchant(t.db);
    const store = await storeViewClient(t, merchant);
    const empty = await store.post(PATH.getReceipt);
    expect(empty.body.Entity).toMatchObject({
      storeId: merchant.storeIds[0],
      headerText: '',
      ConcurrencyChecksum: '0',
    });
    const r = await store.post(PATH.updateReceipt, { ...RECEIPT, ConcurrencyChecksum: '0' });
    expect(r.status).toBe(200);
    expect((r.body as { Entity: TReceiptInfo }).Entity).toMatchObject({ ...RECEIPT, ConcurrencyChecksum: '1' });
    const [row] = await t.db
      .select()
      .from(storeReceiptSettings)
      .where(eq(storeReceiptSettings.storeId, merchant.storeIds[0]!));
    expect(row).toMatchObject({ headerText: 'Analytical Eats', showStoreAddress: false, version: 1 });
    const stale = await store.post(PATH.updateReceipt, { ...RECEIPT, footerText: 'Bye', ConcurrencyChecksum: '0' });
    expect(stale.status).toBe(409);
    const bad = await store.post(PATH.updateReceipt, {
      ...RECEIPT,
      headerText: 'x'.repeat(501),
      ConcurrencyChecksum: '1',
    });
    expect(bad.body).toMatchObject({ field: 'headerText', messageKey: E.tooLong });
  });

  it("answers Corner Cafe's seeded receipt settings", async () => {
    const r = await (await signedIn('store')).post(PATH.getReceipt);
    expect(r.status).toBe(200);
    expect(r.body.Entity.storeId).toBe(STORE.cornerCafe);
  });

  it('refuses the company view of a merchant with several stores', async () => {
    const { company } = await ownCompany();
    const r = await company.post(PATH.getReceipt);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: E.storeViewOnly });
  });
});

describe('Locale', () => {
  it('answers every ISO 3166-1 country with its numeric id, and the states of one', async () => {
    const c = await signedIn('store');
    const countries = (await c.post(LOCALE_PATH.countries)).body as TCountry[];
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({
      CountryId: 840,
      Alpha2: 'US',
      Name: 'United States of America',
      HasStates: true,
    });
    const states = (await c.get(`${LOCALE_PATH.states}?countryId=840`)).body as TState[];
    expect(states).toContainEqual({ Code: 'US-OR', Abbreviation: 'OR', Name: 'Oregon' });
    expect(states.map((s) => s.Name)).toEqual([...states.map((s) => s.Name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect((await c.get(`${LOCALE_PATH.states}?countryId=336`)).body).toEqual([]);
  });

  it('refuses an unknown or malformed country id with 400 naming countryId', async () => {
    const c = await signedIn('store');
    const unknown = await c.get(`${LOCALE_PATH.states}?countryId=999`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'countryId', messageKey: LOCALE_ERROR.unknownCountry });
    const malformed = await c.get(`${LOCALE_PATH.states}?countryId=abc`);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ field: 'countryId', messageKey: API_ERROR_KEY.validation });
  });
});

import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import {
  STORE_CONFIGURATION_ERROR as E,
  STORE_CONFIGURATION_PATH as PATH,
  type TStoreConfiguration,
  type TUpdateStoreConfigurationRequest,
} from '@mp/contracts/store-configuration';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, featureFlagValues, storeConfigurations, storeReceiptSettings, stores } from '../../db/schema.ts';
import { STORE_CONFIGURATION_OFF_MERCHANT } from '../../demo/seed-store-configuration.ts';
import { GENERATED_MERCHANT, MERCHANT, STORE } from '../../demo/ids.ts';
import { createMerchant, createUser, type TMerchantFixture } from '../../test/factories/accounts.ts';
import { setFlags } from '../../test/factories/feature-flags.ts';
import { createTicket } from '../../test/factories/tickets.ts';
import { companyViewClient, storeViewClient } from '../../test/factories/view-clients.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type TOwn = { merchant: TMerchantFixture; storeId: number; clerk: TestClient };

/** A merchant of the test's own with the page's flag on, and a user of its first store. */
async function ownStore(storeCount = 1): Promise<TOwn> {
  const merchant = await createMerchant(t.db, { storeCount, timeZone: 'America/Chicago' });
  await setFlags(t.db, merchant.company, { [ACCESS_FLAG.storeConfiguration]: true });
  return { merchant, storeId: merchant.storeIds[0]!, clerk: await storeViewClient(t, merchant) };
}

const load = async (c: TestClient): Promise<TStoreConfiguration> => {
  const r = await c.post(PATH.get);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Entity;
};

const FILLED = {
  storeName: 'Analytical Eats',
  storeAdd1: '1 Engine Way',
  storeAdd2: 'Floor 2',
  storeCity: 'Boston',
  storeState: 'MA',
  storeZip: '02110-1234',
  storePhone: '(617) 555-0100',
  storeContName: 'Ada Lovelace',
  storeEmail: 'ada@eats.example.com',
  storeContPhone: '(617) 555-0101',
  secondaryStoreContName: 'Charles Babbage',
  secondaryStoreEmail: '',
  secondaryStoreContPhone: '',
  receiptHeader: 'Welcome to Analytical Eats',
  includeQrCode: true,
  qrCodeWebsiteUrl: 'eats.example.com',
  receiptNote: 'Come back soon!',
  displayTipSuggestion: true,
  tipSuggestionMessage: 'Suggested gratuity',
  tipSuggestion1: 15,
  tipSuggestion2: '18',
  tipSuggestion3: 20,
  posTimezone: 'America/New_York',
};

const save = (c: TestClient, loaded: TStoreConfiguration, change: Partial<TUpdateStoreConfigurationRequest>) =>
  c.post(PATH.update, { ...loaded, ...FILLED, UpdateStoreCoordinates: true, ...change });

const logOf = (merchantId: number) =>
  t.db
    .select()
    .from(changeLog)
    .where(and(eq(changeLog.merchantId, merchantId), eq(changeLog.entity, 'storeConfiguration')));

describe('GetStoreConfiguration', () => {
  it("answers Corner Cafe's complete demo configuration to its store user, with the time zone list", async () => {
    const c = t.client();
    await c.logOn('store');
    const entity = await load(c);
    expect(entity).toMatchObject({
      storeId: STORE.cornerCafe,
      storeName: 'Corner Cafe',
      storeCity: 'Portland',
      storeState: 'OR',
      storeZip: '97204',
      receiptHeader: 'Welcome to Corner Cafe',
      includeQrCode: true,
      displayTipSuggestion: true,
      tipSuggestion1: 15,
      UpdateStoreCoordinates: false,
    });
    expect(entity.storeContName).not.toBe('');
    expect(entity.posTimezoneList.length).toBeGreaterThan(300);
    expect(entity.posTimezoneList).toContainEqual({
      id: entity.posTimezone,
      displayName: expect.stringMatching(/^\(UTC[+-]\d{2}:\d{2}\) /),
    });
    expect(entity.posTimezoneList.find((z) => z.id === 'Asia/Tokyo')?.displayName).toBe('(UTC+09:00) Asia/Tokyo');
  });

  it('answers a store that never saved one its name and zone, the rest empty, checksum 0.0', async () => {
    const own = await ownStore();
    expect(await load(own.clerk)).toMatchObject({
      storeId: own.storeId,
      storeName: `${own.merchant.name} Store 1`,
      storeAdd1: '',
      receiptHeader: '',
      posTimezone: 'America/Chicago',
      ConcurrencyChecksum: '0.0',
    });
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post(PATH.get)).status).toBe(401);
    const own = await ownStore();
    expect((await own.clerk.request('POST', PATH.get, { csrf: false })).status).toBe(403);
  });

  it('is refused without the page flag: the generated merchant that keeps it off, and a merchant never given it', async () => {
    const flagged = async (merchantId: number) =>
      t.db
        .select()
        .from(featureFlagValues)
        .where(
          and(
            eq(featureFlagValues.merchantId, merchantId),
            eq(featureFlagValues.flagName, ACCESS_FLAG.storeConfiguration),
          ),
        );
    expect(await flagged(STORE_CONFIGURATION_OFF_MERCHANT)).toEqual([]);
    expect(await flagged(GENERATED_MERCHANT.idOf(0))).toMatchObject([{ isOn: true }]);
    const merchant = await createMerchant(t.db);
    const clerk = await storeViewClient(t, merchant);
    expect((await clerk.post(PATH.get)).status).toBe(403);
    expect((await clerk.post(PATH.previewLight, {})).status).toBe(403);
  });
});

describe('UpdateStoreConfiguration', () => {
  it('saves every field, reads back what it saved, and logs one entry', async () => {
    const own = await ownStore();
    const r = await save(own.clerk, await load(own.clerk), {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const reloaded = await load(own.clerk);
    expect(reloaded).toMatchObject({
      ...FILLED,
      qrCodeWebsiteUrl: 'http://eats.example.com',
      tipSuggestion2: 18,
      ConcurrencyChecksum: '1.1',
    });
    expect(r.body.Entity).toEqual(reloaded);
    const [store] = await t.db.select().from(stores).where(eq(stores.id, own.storeId));
    expect(store).toMatchObject({
      name: 'Analytical Eats',
      timeZone: 'America/New_York',
      address: '1 Engine Way\nFloor 2\nBoston, MA 02110-1234',
    });
    const [configuration] = await t.db
      .select()
      .from(storeConfigurations)
      .where(eq(storeConfigurations.storeId, own.storeId));
    expect(configuration!.coordinatesRequestedAt).toBeInstanceOf(Date);
    const log = await logOf(own.merchant.merchantId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ storeId: own.storeId, entityId: own.storeId, entityName: 'Analytical Eats' });
    expect(log[0]!.changes).toContainEqual({ Field: 'storeCity', Before: '', After: 'Boston' });
  });

  it('writes what the next receipt preview of a ticket prints: header, note, phone, tip suggestions, QR website', async () => {
    const own = await ownStore();
    const { id } = await createTicket(t.db, own.merchant.store(), { lines: [{ itemName: 'Soup', price: '10.00' }] });
    const before = await own.clerk.post('/ReceiptPreview/GetReceiptPreview', { DocumentId: id });
    expect(before.status).toBe(200);
    expect(before.body.HtmlReceipt).not.toContain('Welcome to Analytical Eats');
    expect((await save(own.clerk, await load(own.clerk), {})).status).toBe(200);
    const after = (await own.clerk.post('/ReceiptPreview/GetReceiptPreview', { DocumentId: id })).body
      .HtmlReceipt as string;
    for (const printed of [
      'Welcome to Analytical Eats',
      '1 Engine Way',
      'Boston, MA 02110-1234',
      '(617) 555-0100',
      'Come back soon!',
      'Suggested gratuity',
      '15%',
      '18%',
      '20%',
      'http://eats.example.com',
    ])
      expect(after, printed).toContain(printed);
  });

  it('clears the tip message when the suggestion is off, and keeps a second save of the same values out of the log', async () => {
    const own = await ownStore();
    const first = await save(own.clerk, await load(own.clerk), {
      displayTipSuggestion: false,
      tipSuggestion1: '',
      tipSuggestion2: '',
      tipSuggestion3: '',
      UpdateStoreCoordinates: false,
    });
    expect(first.status).toBe(200);
    expect(first.body.Entity).toMatchObject({ tipSuggestionMessage: '', tipSuggestion1: null });
    const again = await own.clerk.post(PATH.update, { ...first.body.Entity, UpdateStoreCoordinates: false });
    expect(again.status).toBe(200);
    expect(await logOf(own.merchant.merchantId)).toHaveLength(1);
  });

  it.each([
    ['a missing store name', { storeName: ' ' }, 'storeName', E.required],
    ['a store name over 40', { storeName: 'x'.repeat(41) }, 'storeName', E.tooLong],
    ['a missing address line 1', { storeAdd1: '' }, 'storeAdd1', E.required],
    ['a city over 20', { storeCity: 'x'.repeat(21) }, 'storeCity', E.tooLong],
    ['an unknown state', { storeState: 'ZZ' }, 'storeState', E.invalidState],
    ['a bad zip', { storeZip: '0211' }, 'storeZip', E.invalidZip],
    ['a bad phone', { storePhone: '617-555-0100' }, 'storePhone', E.invalidPhone],
    ['a missing contact phone', { storeContPhone: '' }, 'storeContPhone', E.required],
    ['a bad contact e-mail', { storeEmail: 'ada@' }, 'storeEmail', E.invalidEmail],
    ['a bad secondary e-mail', { secondaryStoreEmail: 'x' }, 'secondaryStoreEmail', E.invalidEmail],
    ['a header over 40', { receiptHeader: 'x'.repeat(41) }, 'receiptHeader', E.tooLong],
    ['a note over 500', { receiptNote: 'x'.repeat(501) }, 'receiptNote', E.tooLong],
    ['no website with the QR code', { qrCodeWebsiteUrl: '' }, 'qrCodeWebsiteUrl', E.websiteRequired],
    ['a website without a domain', { qrCodeWebsiteUrl: 'eats' }, 'qrCodeWebsiteUrl', E.invalidUrl],
    ['a tip suggestion of 0', { tipSuggestion3: 0 }, 'tipSuggestion3', E.invalidTip],
    ['an unknown time zone', { posTimezone: 'Mars/Base' }, 'posTimezone', E.invalidTimeZone],
    ['no time zone', { posTimezone: '' }, 'posTimezone', E.required],
  ] as const)('refuses %s with 400 naming the field, writing nothing', async (_what, change, field, key) => {
    const own = await ownStore();
    const r = await save(own.clerk, await load(own.clerk), change);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field, messageKey: key });
    expect(await t.db.select().from(storeConfigurations).where(eq(storeConfigurations.storeId, own.storeId))).toEqual(
      [],
    );
  });

  it('refuses a stale checksum with 409 and writes nothing, also after receipt info changed the receipt row', async () => {
    const own = await ownStore();
    const loaded = await load(own.clerk);
    expect((await save(own.clerk, loaded, {})).status).toBe(200);
    const stale = await save(own.clerk, loaded, { storeCity: 'Cambridge' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ messageKey: E.staleChecksum, field: 'ConcurrencyChecksum' });
    const current = await load(own.clerk);
    // Company information's receipt info saves the receipt row in between.
    await t.db
      .update(storeReceiptSettings)
      .set({ footerText: 'Changed', version: 2 })
      .where(eq(storeReceiptSettings.storeId, own.storeId));
    const afterReceipt = await save(own.clerk, current, { storeCity: 'Cambridge' });
    expect(afterReceipt.status).toBe(409);
    expect((await save(own.clerk, current, { ConcurrencyChecksum: 'x' })).status).toBe(409);
    expect((await load(own.clerk)).storeCity).toBe('Boston');
  });

  it("keeps each store's configuration its own, and asks a company view of several stores to choose one", async () => {
    const own = await ownStore(2);
    const other = await storeViewClient(t, own.merchant, own.merchant.storeIds[1]);
    expect((await save(own.clerk, await load(own.clerk), {})).status).toBe(200);
    expect(await load(other)).toMatchObject({ storeAdd1: '', ConcurrencyChecksum: '0.0' });
    const company = await companyViewClient(t, own.merchant);
    const r = await company.post(PATH.get);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ messageKey: E.storeViewOnly });
    expect((await company.post(PATH.update, { ...FILLED, ConcurrencyChecksum: '0.0' })).status).toBe(403);
  });

  it('answers the one store of a single-store company view', async () => {
    const own = await ownStore(1);
    const company = await companyViewClient(t, own.merchant);
    expect((await load(company)).storeId).toBe(own.storeId);
  });

  it("refuses another merchant's store and changes nothing of it", async () => {
    const own = await ownStore();
    const owner = await createUser(t.db, own.merchant, { isCompanyUser: true });
    const c = t.client();
    await c.logOn(owner.userName);
    const chosen = await c.post(`/Account/SaveStoreContext?StoreId=${STORE.cornerCafe}`, {
      OverrideMerchantId: MERCHANT.cornerCafe,
    });
    expect(chosen.status).toBeGreaterThanOrEqual(400);
    const r = await c.post(PATH.get);
    expect(r.status === 200 ? (r.body.Entity as TStoreConfiguration).storeId : r.status).not.toBe(STORE.cornerCafe);
    const [cafe] = await t.db.select().from(stores).where(eq(stores.id, STORE.cornerCafe));
    expect(cafe!.name).toBe('Corner Cafe');
  });
});

describe('PreviewLight', () => {
  it('renders the receipt header, address and phone as the receipt prints them, HTML-escaped', async () => {
    const own = await ownStore();
    const r = await own.clerk.post(`${PATH.previewLight}?isAjaxRequest=true`, {
      StoreContName: 'Ada',
      StoreName: 'Eats',
      StoreAdd1: '1 <b>Engine</b> Way',
      StoreAdd2: '',
      StoreCity: 'Boston',
      StoreState: 'MA',
      StoreZip: '02110',
      StorePhone: '(617) 555-0100',
      TaxPayerId: '',
      ReceiptHeader: '<script>alert(1)</script>',
      mailoutId: 4,
    });
    expect(r.status).toBe(200);
    const html = r.body.Entity as string;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('1 &lt;b&gt;Engine&lt;/b&gt; Way');
    expect(html).toContain('Boston, MA 02110');
    expect(html).toContain('(617) 555-0100');
  });

  it('prints the store name when there is no header, and refuses over-long text', async () => {
    const own = await ownStore();
    const r = await own.clerk.post(PATH.previewLight, { StoreName: 'Eats' });
    expect(r.body.Entity).toContain('Eats');
    const long = await own.clerk.post(PATH.previewLight, { ReceiptHeader: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: 'ReceiptHeader' });
  });
});

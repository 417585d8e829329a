import type { TStoreRow } from '@mp/contracts/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT, STORE } from '../../demo/ids.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
/** Signed in once for the reading tests; a test that picks a store signs in a client of its own (signedIn). */
const clients: Record<string, TestClient> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'partner', 'merchantadmin', 'company', 'store', 'support']) {
    clients[user] = t.client();
    await clients[user].logOn(user);
  }
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(user: string): Promise<TestClient> {
  const c = t.client();
  expect((await c.logOn(user)).body.success).toBe(true);
  return c;
}

const saveStore = (c: TestClient, storeId: number, merchantId: number, body: Record<string, unknown> = {}) =>
  c.post(`/Account/SaveStoreContext?StoreId=${storeId}`, { ...body, OverrideMerchantId: merchantId });
const checkStatus = (c: TestClient, storeId: number, merchantId: number) =>
  c.post('/Account/CheckStoreAccountStatus', { StoreId: storeId, MerchantId: merchantId });

const search = (user: string, body: Record<string, unknown> = {}) =>
  clients[user]!.post<{ ResultSet: TStoreRow[]; TotalRowCount: number }>('/Company/GetMerchantStores', body);
const merchantIds = (rows: TStoreRow[]) => [...new Set(rows.map((r) => r.MerchantId))].sort();

describe('POST /Company/GetMerchantStores', () => {
  it('pages 25 rows ordered by merchant, company view first, then store name', async () => {
    const first = await search('admin', { PageRowCount: 25, RequestedPageNum: 1 });
    expect(first.status).toBe(200);
    expect(first.body.ResultSet).toHaveLength(25);
    expect(first.body.TotalRowCount).toBeGreaterThan(50);
    expect(first.body.ResultSet[0]).toMatchObject({
      StoreId: 0,
      StoreName: 'All Stores',
      MerchantName: 'Agreement Pending Bakery',
    });
    const second = await search('admin', { RequestedPageNum: 2 });
    expect(second.body.ResultSet).toHaveLength(25);
    expect(second.body.TotalRowCount).toBe(first.body.TotalRowCount);
    const all = await search('admin', { PageRowCount: 10000 });
    expect(all.body.ResultSet).toHaveLength(all.body.TotalRowCount);
    expect([...first.body.ResultSet, ...second.body.ResultSet]).toEqual(all.body.ResultSet.slice(0, 50));
    const rows = all.body.ResultSet;
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      if (a.MerchantId === b.MerchantId) expect(b.StoreId === 0, `${b.MerchantName}`).toBe(false);
      else expect(b.StoreId, `company view first for ${b.MerchantName}`).toBe(0);
    }
    const beyond = await search('admin', { RequestedPageNum: 999 });
    expect(beyond.body).toEqual({ ResultSet: [], TotalRowCount: first.body.TotalRowCount });
  });

  it('searches store name, code and merchant name; % and _ are literal', async () => {
    const bistro = await search('admin', { SearchArg: 'BISTRO' });
    expect(bistro.body.ResultSet.map((r) => r.StoreId)).toEqual([0, STORE.bistroDowntown, STORE.bistroRiverside]);
    // Demo store codes are S<store id>.
    const byCode = await search('admin', { SearchArg: `S${STORE.processorPubSouth}` });
    expect(byCode.body.ResultSet.map((r) => r.StoreId)).toEqual([STORE.processorPubSouth]);
    const byName = await search('admin', { SearchArg: 'Riverside' });
    expect(byName.body.ResultSet.map((r) => r.StoreId)).toEqual([STORE.bistroRiverside]);
    expect((await search('admin', { SearchArg: '%' })).body.TotalRowCount).toBe(0);
    expect((await search('admin', { SearchArg: '_' })).body.TotalRowCount).toBe(0);
  });

  it('shows deactivated merchants and deleted stores only when asked', async () => {
    const hidden = await search('admin', { SearchArg: 'Closed Kitchen' });
    expect(hidden.body.TotalRowCount).toBe(0);
    const shown = await search('admin', { SearchArg: 'Closed Kitchen', SearchArg5: true });
    expect(shown.body.ResultSet.map((r) => r.StoreId)).toEqual([0, STORE.closedKitchen]);
    const deleted = await search('admin', { SearchArg: 'Bistro', includeDeletedStores: 'true' });
    expect(deleted.body.ResultSet.find((r) => r.StoreId === STORE.bistroOldTown)).toMatchObject({ IsDeleted: true });
  });

  it('keeps each user to their scope', async () => {
    // The partner is the processor reseller's: Processor Pub, and deactivated Closed Kitchen when asked.
    expect(merchantIds((await search('partner', { PageRowCount: 10000 })).body.ResultSet)).toEqual([
      MERCHANT.processorPub,
    ]);
    expect(merchantIds((await search('partner', { PageRowCount: 10000, SearchArg5: true })).body.ResultSet)).toEqual([
      MERCHANT.closedKitchen,
      MERCHANT.processorPub,
    ]);
    expect(
      merchantIds((await search('merchantadmin', { PageRowCount: 10000, SearchArg5: true })).body.ResultSet),
    ).toEqual([MERCHANT.demoBistro]);
    expect((await search('support', {})).body.TotalRowCount).toBe((await search('admin', {})).body.TotalRowCount);
    for (const user of ['store', 'company']) {
      const r = await search(user);
      expect(r.status, user).toBe(403);
      expect(r.body).toMatchObject({ success: false, statusCode: 403, messageKey: 'common.errors.forbidden' });
    }
  });

  it('validates paging fields', async () => {
    const r = await search('admin', { PageRowCount: 0 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'PageRowCount', messageKey: 'common.errors.validation' });
  });
});

describe('GET /Account/GetStoresWithMerchantsInfo', () => {
  it('company user: company view first, deleted stores only when asked', async () => {
    const r = await clients.company!.get('/Account/GetStoresWithMerchantsInfo');
    expect(r.body.ResultSet.map((s: TStoreRow) => s.StoreId)).toEqual([0, STORE.bistroDowntown, STORE.bistroRiverside]);
    expect(r.body.ResultSet[0]).toMatchObject({
      StoreName: 'All Stores',
      StoreCode: '',
      MerchantId: MERCHANT.demoBistro,
    });
    const withDeleted = await clients.company!.get('/Account/GetStoresWithMerchantsInfo?includeDeletedStores=true');
    expect(withDeleted.body.ResultSet.map((s: TStoreRow) => s.StoreId)).toEqual([
      0,
      STORE.bistroDowntown,
      STORE.bistroOldTown,
      STORE.bistroRiverside,
    ]);
    const paged = await clients.company!.get('/Account/GetStoresWithMerchantsInfo?PageRowCount=1&RequestedPageNum=2');
    expect(paged.body).toMatchObject({ TotalRowCount: 3, ResultSet: [{ StoreId: STORE.bistroDowntown }] });
    const found = await clients.company!.get('/Account/GetStoresWithMerchantsInfo?SearchArg=river');
    expect(found.body.ResultSet.map((s: TStoreRow) => s.StoreId)).toEqual([STORE.bistroRiverside]);
  });

  it('store user: only the assigned store, no company view', async () => {
    const r = await clients.store!.get('/Account/GetStoresWithMerchantsInfo');
    expect(r.body).toEqual({
      TotalRowCount: 1,
      ResultSet: [
        {
          MerchantId: MERCHANT.cornerCafe,
          StoreId: STORE.cornerCafe,
          StoreCode: `S${STORE.cornerCafe}`,
          StoreName: 'Corner Cafe',
          MerchantName: 'Corner Cafe',
          IsDeleted: false,
          HasFirstRun: true,
          StoreSiteId: `site-${STORE.cornerCafe}`,
        },
      ],
    });
  });
});

describe('store choice', () => {
  it("a company user cannot pick another merchant's store, and nothing changes", async () => {
    const c = await signedIn('company');
    const before = (await c.get('/Portal/GetPortalData')).body;
    const r = await saveStore(c, STORE.cornerCafe, MERCHANT.cornerCafe, {
      StoreCode: `S${STORE.cornerCafe}`,
      StoreName: 'Corner Cafe',
    });
    expect(r.status).toBe(403);
    // Its own merchant with another merchant's store.
    expect((await saveStore(c, STORE.cornerCafe, MERCHANT.demoBistro)).status).toBe(403);
    expect((await c.get('/Portal/GetPortalData')).body).toEqual(before);
    expect((await checkStatus(c, STORE.cornerCafe, MERCHANT.cornerCafe)).status).toBe(403);
  });

  it('a company user picks a store, the company view, and is told a deleted store is unavailable', async () => {
    const c = await signedIn('company');
    expect((await checkStatus(c, STORE.bistroDowntown, MERCHANT.demoBistro)).body).toMatchObject({
      IsSuccessful: true,
      StoreStatusCode: 1,
      PastDueRemainingDays: null,
    });
    const picked = await saveStore(c, STORE.bistroDowntown, MERCHANT.demoBistro, {
      StoreCode: `S${STORE.bistroDowntown}`,
      StoreName: 'Bistro Downtown',
    });
    expect(picked.body).toEqual({ IsSuccessful: true, Message: '' });
    expect((await c.get('/Portal/GetPortalData')).body).toMatchObject({
      storeId: STORE.bistroDowntown,
      storeCode: `S${STORE.bistroDowntown}`,
      storeName: 'Bistro Downtown',
      merhantId: MERCHANT.demoBistro,
    });
    expect((await saveStore(c, 0, MERCHANT.demoBistro)).status).toBe(200);
    expect((await c.get('/Portal/GetPortalData')).body).toMatchObject({
      storeId: 0,
      storeCode: '',
      merhantId: MERCHANT.demoBistro,
      hasStoreContext: true,
    });
    const gone = await saveStore(c, STORE.bistroOldTown, MERCHANT.demoBistro);
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({
      IsSuccessful: false,
      Message: 'StoreSelection.StoreNotAvailable',
      success: false,
      statusCode: 409,
      messageKey: 'storeSelection.errors.storeNotAvailable',
    });
  });

  it('a store user picks only an assigned store, never the company view', async () => {
    const c = await signedIn('store');
    expect((await saveStore(c, 0, MERCHANT.cornerCafe)).status).toBe(403);
    expect((await checkStatus(c, 0, MERCHANT.cornerCafe)).status).toBe(403);
    expect((await saveStore(c, STORE.bistroDowntown, MERCHANT.demoBistro)).status).toBe(403);
    expect((await saveStore(c, STORE.cornerCafe, MERCHANT.cornerCafe)).status).toBe(200);
  });

  it("admins pick any merchant; partners only their reseller's; merchant admins only their merchant's", async () => {
    const admin = await signedIn('admin');
    expect((await admin.get('/Portal/GetPortalData')).body).toMatchObject({
      merhantId: 0,
      storeName: '',
      storeId: 0,
      supportStoreChange: true,
    });
    expect((await admin.get('/Account/GetStoresWithMerchantsInfo')).body).toEqual({ ResultSet: [], TotalRowCount: 0 });
    expect((await checkStatus(admin, STORE.pausedPizza, MERCHANT.pausedPizza)).body).toMatchObject({
      StoreStatusCode: 5,
    });
    expect((await saveStore(admin, STORE.processorPubNorth, MERCHANT.processorPub)).status).toBe(200);
    expect((await admin.get('/Portal/GetPortalData')).body).toMatchObject({
      merhantId: MERCHANT.processorPub,
      storeId: STORE.processorPubNorth,
      merchantName: 'Processor Pub',
    });
    expect(
      (await admin.get('/Account/GetStoresWithMerchantsInfo')).body.ResultSet.map((s: TStoreRow) => s.StoreId),
    ).toEqual([0, STORE.processorPubNorth, STORE.processorPubSouth]);
    expect((await saveStore(admin, STORE.closedKitchen, MERCHANT.closedKitchen)).status).toBe(409);

    const partner = await signedIn('partner');
    expect((await saveStore(partner, STORE.cornerCafe, MERCHANT.cornerCafe)).status).toBe(403);
    expect((await saveStore(partner, 0, MERCHANT.processorPub)).status).toBe(200);
    expect(
      (await partner.get('/Account/GetStoresWithMerchantsInfo')).body.ResultSet.map((s: TStoreRow) => s.StoreId),
    ).toEqual([0, STORE.processorPubNorth, STORE.processorPubSouth]);

    const merchantAdmin = await signedIn('merchantadmin');
    expect((await saveStore(merchantAdmin, STORE.processorPubNorth, MERCHANT.processorPub)).status).toBe(403);
    expect((await saveStore(merchantAdmin, STORE.bistroRiverside, MERCHANT.demoBistro)).status).toBe(200);
  });
});

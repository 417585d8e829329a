import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';
import type { TStoreRow } from '@mp/contracts/stores';

let t: TTestApp;
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
    expect(bistro.body.ResultSet.map((r) => r.StoreId)).toEqual([0, 2001, 2002]);
    expect((await search('admin', { SearchArg: 'S2902' })).body.ResultSet.map((r) => r.StoreId)).toEqual([2902]);
    expect((await search('admin', { SearchArg: 'Riverside' })).body.ResultSet.map((r) => r.StoreId)).toEqual([2002]);
    expect((await search('admin', { SearchArg: '%' })).body.TotalRowCount).toBe(0);
    expect((await search('admin', { SearchArg: '_' })).body.TotalRowCount).toBe(0);
  });

  it('shows deactivated merchants and deleted stores only when asked', async () => {
    const hidden = await search('admin', { SearchArg: 'Closed Kitchen' });
    expect(hidden.body.TotalRowCount).toBe(0);
    const shown = await search('admin', { SearchArg: 'Closed Kitchen', SearchArg5: true });
    expect(shown.body.ResultSet.map((r) => r.StoreId)).toEqual([0, 2401]);
    const deleted = await search('admin', { SearchArg: 'Bistro', includeDeletedStores: 'true' });
    expect(deleted.body.ResultSet.find((r) => r.StoreId === 2003)).toMatchObject({ IsDeleted: true });
  });

  it('keeps each user to their scope', async () => {
    expect(merchantIds((await search('partner', { PageRowCount: 10000 })).body.ResultSet)).toEqual([1009]);
    expect(merchantIds((await search('partner', { PageRowCount: 10000, SearchArg5: true })).body.ResultSet)).toEqual([
      1005, 1009,
    ]);
    expect(
      merchantIds((await search('merchantadmin', { PageRowCount: 10000, SearchArg5: true })).body.ResultSet),
    ).toEqual([1001]);
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
    expect(r.body.ResultSet.map((s: TStoreRow) => s.StoreId)).toEqual([0, 2001, 2002]);
    expect(r.body.ResultSet[0]).toMatchObject({ StoreName: 'All Stores', StoreCode: '', MerchantId: 1001 });
    const withDeleted = await clients.company!.get('/Account/GetStoresWithMerchantsInfo?includeDeletedStores=true');
    expect(withDeleted.body.ResultSet.map((s: TStoreRow) => s.StoreId)).toEqual([0, 2001, 2003, 2002]);
    const paged = await clients.company!.get('/Account/GetStoresWithMerchantsInfo?PageRowCount=1&RequestedPageNum=2');
    expect(paged.body).toMatchObject({ TotalRowCount: 3, ResultSet: [{ StoreId: 2001 }] });
    const found = await clients.company!.get('/Account/GetStoresWithMerchantsInfo?SearchArg=river');
    expect(found.body.ResultSet.map((s: TStoreRow) => s.StoreId)).toEqual([2002]);
  });

  it('store user: only the assigned store, no company view', async () => {
    const r = await clients.store!.get('/Account/GetStoresWithMerchantsInfo');
    expect(r.body).toEqual({
      TotalRowCount: 1,
      ResultSet: [
        {
          MerchantId: 1002,
          StoreId: 2101,
          StoreCode: 'S2101',
          StoreName: 'Corner Cafe',
          MerchantName: 'Corner Cafe',
          IsDeleted: false,
          HasFirstRun: true,
          StoreSiteId: 'site-2101',
        },
      ],
    });
  });
});

describe('store choice', () => {
  it("a company user cannot pick another merchant's store, and nothing changes", async () => {
    const c = clients.company!;
    const before = (await c.get('/Portal/GetPortalData')).body;
    const r = await c.post('/Account/SaveStoreContext?StoreId=2101', {
      StoreCode: 'S2101',
      StoreName: 'Corner Cafe',
      OverrideMerchantId: 1002,
    });
    expect(r.status).toBe(403);
    const sneaky = await c.post('/Account/SaveStoreContext?StoreId=2101', { OverrideMerchantId: 1001 });
    expect(sneaky.status).toBe(403);
    expect((await c.get('/Portal/GetPortalData')).body).toEqual(before);
    expect((await c.post('/Account/CheckStoreAccountStatus', { StoreId: 2101, MerchantId: 1002 })).status).toBe(403);
  });

  it('a company user picks a store, the company view, and is told a deleted store is unavailable', async () => {
    const c = clients.company!;
    expect((await c.post('/Account/CheckStoreAccountStatus', { StoreId: 2001, MerchantId: 1001 })).body).toMatchObject({
      IsSuccessful: true,
      StoreStatusCode: 1,
      PastDueRemainingDays: null,
    });
    expect(
      (
        await c.post('/Account/SaveStoreContext?StoreId=2001', {
          StoreCode: 'S2001',
          StoreName: 'Bistro Downtown',
          OverrideMerchantId: 1001,
        })
      ).body,
    ).toEqual({
      IsSuccessful: true,
      Message: '',
    });
    expect((await c.get('/Portal/GetPortalData')).body).toMatchObject({
      storeId: 2001,
      storeCode: 'S2001',
      storeName: 'Bistro Downtown',
      merhantId: 1001,
    });
    expect((await c.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1001 })).status).toBe(200);
    expect((await c.get('/Portal/GetPortalData')).body).toMatchObject({
      storeId: 0,
      storeCode: '',
      merhantId: 1001,
      hasStoreContext: true,
    });
    const gone = await c.post('/Account/SaveStoreContext?StoreId=2003', { OverrideMerchantId: 1001 });
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({
      IsSuccessful: false,
      Message: 'StoreSelection.StoreNotAvailable',
      success: false,
      statusCode: 409,
      messageKey: 'storeSelection.errors.storeNotAvailable',
    });
  });

  it('a store user cannot pick the company view', async () => {
    expect(
      (await clients.store!.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1002 })).status,
    ).toBe(403);
  });

  it("admins pick any merchant; partners only their reseller's", async () => {
    const admin = clients.admin!;
    expect((await admin.get('/Portal/GetPortalData')).body).toMatchObject({
      merhantId: 0,
      storeName: '',
      storeId: 0,
      supportStoreChange: true,
    });
    expect((await admin.get('/Account/GetStoresWithMerchantsInfo')).body).toEqual({ ResultSet: [], TotalRowCount: 0 });
    expect(
      (await admin.post('/Account/CheckStoreAccountStatus', { StoreId: 2501, MerchantId: 1006 })).body,
    ).toMatchObject({ StoreStatusCode: 5 });
    expect((await admin.post('/Account/SaveStoreContext?StoreId=2901', { OverrideMerchantId: 1009 })).status).toBe(200);
    expect((await admin.get('/Portal/GetPortalData')).body).toMatchObject({
      merhantId: 1009,
      storeId: 2901,
      merchantName: 'Processor Pub',
    });
    expect(
      (await admin.get('/Account/GetStoresWithMerchantsInfo')).body.ResultSet.map((s: TStoreRow) => s.StoreId),
    ).toEqual([0, 2901, 2902]);
    expect((await admin.post('/Account/SaveStoreContext?StoreId=2401', { OverrideMerchantId: 1005 })).status).toBe(409);
    expect(
      (await clients.partner!.post('/Account/SaveStoreContext?StoreId=2101', { OverrideMerchantId: 1002 })).status,
    ).toBe(403);
    expect(
      (await clients.partner!.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: 1009 })).status,
    ).toBe(200);
    expect(
      (await clients.merchantadmin!.post('/Account/SaveStoreContext?StoreId=2901', { OverrideMerchantId: 1009 }))
        .status,
    ).toBe(403);
  });
});

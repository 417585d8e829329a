import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../test-app.ts';
import { createMerchant, createUser } from './accounts.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('account factories', () => {
  it('make a merchant whose store user signs straight into its store', async () => {
    const merchant = await createMerchant(t.db, { storeCount: 2 });
    const user = await createUser(t.db, merchant, { storeIds: [merchant.storeIds[1]!] });
    const client = t.client();
    const login = await client.logOn(user.userName);
    expect(login.body.success).toBe(true);
    const portal = await client.get('/Portal/GetPortalData');
    expect(portal.body).toMatchObject({
      merhantId: merchant.merchantId,
      merchantName: merchant.name,
      storeId: merchant.storeIds[1],
      userRole: 'Owner',
    });
  });

  it('make a company user who chooses among all stores', async () => {
    const merchant = await createMerchant(t.db, { storeCount: 3 });
    const user = await createUser(t.db, merchant, { isCompanyUser: true });
    const client = t.client();
    await client.logOn(user.userName);
    const stores = await client.get('/Account/GetStoresWithMerchantsInfo');
    expect(stores.body.ResultSet.map((r: { StoreId: number }) => r.StoreId)).toEqual([0, ...merchant.storeIds]);
  });
});

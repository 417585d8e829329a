import type { TestClient, TTestApp } from '../test-app.ts';
import { createUser, type TMerchantFixture } from './accounts.ts';

/** A new company user of the merchant, signed in and looking at the company view (every store). */
export async function companyViewClient(t: TTestApp, merchant: TMerchantFixture): Promise<TestClient> {
  const owner = await createUser(t.db, merchant, { isCompanyUser: true });
  const client = t.client();
  await client.logOn(owner.userName);
  await client.post('/Account/SaveStoreContext?StoreId=0', { OverrideMerchantId: merchant.merchantId });
  return client;
}

/** A new store user of one of the merchant's stores (the first by default), signed in at it. */
export async function storeViewClient(
  t: TTestApp,
  merchant: TMerchantFixture,
  storeId: number = merchant.storeIds[0]!,
): Promise<TestClient> {
  const clerk = await createUser(t.db, merchant, { storeIds: [storeId] });
  const client = t.client();
  await client.logOn(clerk.userName);
  return client;
}

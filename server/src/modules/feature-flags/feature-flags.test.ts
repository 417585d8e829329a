import { FLAG_CATALOG, type TFlagListResponse } from '@mp/contracts/feature-flags';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagValues } from '../../db/schema.ts';
import { MERCHANT, STORE, USER } from '../../demo/ids.ts';
import { createMerchant, createUser } from '../../test/factories/accounts.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

/**
 * Reads and refused changes name the demo merchants; every test whose change is accepted sets flags on a merchant
 * of its own, so no test depends on another's values (or on its clean-up).
 */
let t: TTestApp;
let support: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  support = await signedIn('support');
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(user: string): Promise<TestClient> {
  const c = t.client();
  const r = await c.logOn(user);
  expect(r.status).toBe(200);
  expect(r.body.success).toBe(true);
  return c;
}

/** A merchant of the test's own with two stores, and a user of its first store, signed in. */
async function ownMerchant() {
  const merchant = await createMerchant(t.db, { storeCount: 2 });
  const store = await signedIn((await createUser(t.db, merchant)).userName);
  return { merchantId: merchant.merchantId, storeIds: merchant.storeIds as [number, number], store };
}

const list = (c: TestClient, merchantId: number, storeId = 0) =>
  c.get(`/SupportTools/GetFeatureFlags?merchantId=${merchantId}&storeId=${storeId}`);
const update = (c: TestClient, body: { merchantId: number; storeId?: number; name: string; isOn: boolean | null }) =>
  c.post('/SupportTools/UpdateFeatureFlag', body);
const setFlag = async (body: Parameters<typeof update>[1]) => expect((await update(support, body)).status).toBe(200);
const flagsOf = async (c: TestClient) => {
  const r = await c.get('/FeatureFlag/GetFlags');
  expect(r.status).toBe(200);
  return r.body.flags as Record<string, boolean>;
};
const rowOf = (body: TFlagListResponse, name: string) => body.flags.find((row) => row.name === name);
const valueRow = (merchantId: number, storeId: number, flagName: string) =>
  t.db
    .select()
    .from(featureFlagValues)
    .where(
      and(
        eq(featureFlagValues.merchantId, merchantId),
        eq(featureFlagValues.storeId, storeId),
        eq(featureFlagValues.flagName, flagName),
      ),
    );

describe('GET /FeatureFlag/GetFlags precedence', () => {
  it('unset is off, the organization value applies, a store value wins over it, clearing inherits again', async () => {
    const { merchantId, storeIds, store } = await ownMerchant();
    const [storeId] = storeIds;
    const flag = 'featDonations';
    expect((await flagsOf(store))[flag]).toBe(false);

    await setFlag({ merchantId, name: flag, isOn: true });
    expect((await flagsOf(store))[flag]).toBe(true);

    await setFlag({ merchantId, storeId, name: flag, isOn: false });
    expect((await flagsOf(store))[flag]).toBe(false);

    // The store's explicit "on" also wins over an organization "off".
    await setFlag({ merchantId, name: flag, isOn: false });
    await setFlag({ merchantId, storeId, name: flag, isOn: true });
    expect((await flagsOf(store))[flag]).toBe(true);

    await setFlag({ merchantId, storeId, name: flag, isOn: null });
    expect((await flagsOf(store))[flag]).toBe(false);
    await setFlag({ merchantId, name: flag, isOn: null });
    expect((await flagsOf(store))[flag]).toBe(false);
  });

  it("never lets one merchant's value reach another merchant", async () => {
    const one = await ownMerchant();
    const other = await ownMerchant();
    const flag = 'featAutoClose';
    await setFlag({ merchantId: one.merchantId, name: flag, isOn: true });
    await setFlag({ merchantId: one.merchantId, storeId: one.storeIds[0], name: flag, isOn: true });
    expect((await flagsOf(one.store))[flag]).toBe(true);
    expect((await flagsOf(other.store))[flag]).toBe(false);
    const others = await list(support, other.merchantId, other.storeIds[0]);
    expect(rowOf(others.body, flag)).toEqual({
      name: flag,
      organizationValue: null,
      storeValue: null,
      effective: false,
    });
  });
});

describe('GET /SupportTools/GetFeatureFlags', () => {
  it('lists every catalogue flag with the merchant name and its stores', async () => {
    const r = await list(support, MERCHANT.demoBistro);
    expect(r.status).toBe(200);
    expect(r.body.merchantName).toBe('Demo Bistro Group');
    expect(r.body.storeId).toBe(0);
    expect(r.body.flags.map((row: { name: string }) => row.name)).toEqual(FLAG_CATALOG);
    expect(r.body.stores.map((s: { storeId: number }) => s.storeId).sort()).toEqual([
      STORE.bistroDowntown,
      STORE.bistroRiverside,
      STORE.bistroOldTown,
    ]);
    expect(r.body.stores.find((s: { storeId: number }) => s.storeId === STORE.bistroOldTown).isDeleted).toBe(true);
  });

  it('shows the organization value, the store value and the effective one', async () => {
    const { merchantId, storeIds } = await ownMerchant();
    const [first, second] = storeIds;
    const flag = 'featPaidBreaks';
    await setFlag({ merchantId, name: flag, isOn: true });
    await setFlag({ merchantId, storeId: first, name: flag, isOn: false });
    expect(rowOf((await list(support, merchantId, first)).body, flag)).toEqual({
      name: flag,
      organizationValue: true,
      storeValue: false,
      effective: false,
    });
    expect(rowOf((await list(support, merchantId, second)).body, flag)).toEqual({
      name: flag,
      organizationValue: true,
      storeValue: null,
      effective: true,
    });
    // The organization view shows no store value, whatever a store holds.
    expect(rowOf((await list(support, merchantId)).body, flag)).toEqual({
      name: flag,
      organizationValue: true,
      storeValue: null,
      effective: true,
    });
  });

  it.each([
    ['an unknown merchant', 999_999, 0],
    ["another merchant's store", MERCHANT.cornerCafe, STORE.bistroDowntown],
    ['an unknown store', MERCHANT.cornerCafe, 999_999],
  ])('answers 404 for %s', async (_what, merchantId, storeId) => {
    const r = await list(support, merchantId, storeId);
    expect(r.status).toBe(404);
    expect(r.body.messageKey).toBe('common.errors.notFound');
  });

  it('answers 400 without a merchant', async () => {
    expect((await support.get('/SupportTools/GetFeatureFlags')).status).toBe(400);
  });
});

describe('POST /SupportTools/UpdateFeatureFlag', () => {
  it('sets, records who did it, and clears; the answer is the updated list', async () => {
    const { merchantId, storeIds } = await ownMerchant();
    const storeId = storeIds[1];
    const flag = 'featLimitOpenChecks';
    const on = await update(support, { merchantId, storeId, name: flag, isOn: true });
    expect(on.status).toBe(200);
    expect(rowOf(on.body, flag)).toEqual({ name: flag, organizationValue: null, storeValue: true, effective: true });
    const [row] = await valueRow(merchantId, storeId, flag);
    expect(row).toMatchObject({ isOn: true, updatedBy: USER.support });

    const cleared = await update(support, { merchantId, storeId, name: flag, isOn: null });
    expect(rowOf(cleared.body, flag)).toEqual({
      name: flag,
      organizationValue: null,
      storeValue: null,
      effective: false,
    });
    expect(await valueRow(merchantId, storeId, flag)).toEqual([]);
  });

  it('refuses an unknown flag with 400 naming the field', async () => {
    const r = await update(support, { merchantId: MERCHANT.demoBistro, name: 'noSuchFlag', isOn: true });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('name');
    expect(await valueRow(MERCHANT.demoBistro, 0, 'noSuchFlag')).toEqual([]);
  });

  it("refuses another merchant's store and an unknown merchant with 404, writing nothing", async () => {
    const flag = 'featCashManager';
    const r = await update(support, {
      merchantId: MERCHANT.cornerCafe,
      storeId: STORE.bistroDowntown,
      name: flag,
      isOn: true,
    });
    expect(r.status).toBe(404);
    expect(await valueRow(MERCHANT.cornerCafe, STORE.bistroDowntown, flag)).toEqual([]);
    expect((await update(support, { merchantId: 999_999, name: flag, isOn: true })).status).toBe(404);
  });

  it("takes effect on the affected user's next portal data and flags", async () => {
    const { merchantId, store } = await ownMerchant();
    expect((await store.get('/Portal/GetPortalData')).body.featPilotProgram).toBe('N');
    await setFlag({ merchantId, name: 'featPilotProgram', isOn: true });
    expect((await store.get('/Portal/GetPortalData')).body.featPilotProgram).toBe('Y');
    expect((await flagsOf(store)).featPilotProgram).toBe(true);
    await setFlag({ merchantId, name: 'featPilotProgram', isOn: null });
    expect((await store.get('/Portal/GetPortalData')).body.featPilotProgram).toBe('N');
  });
});

describe('who may use the support calls', () => {
  it('admin may list and update, before choosing a merchant too', async () => {
    const { merchantId } = await ownMerchant();
    const admin = await signedIn('admin');
    expect((await list(admin, merchantId)).status).toBe(200);
    const r = await update(admin, { merchantId, name: 'featDynamicDelivery', isOn: false });
    expect(r.status).toBe(200);
    expect(rowOf(r.body, 'featDynamicDelivery')?.organizationValue).toBe(false);
  });

  it.each(['partner', 'merchantadmin', 'store'])('%s gets 403 on both calls and changes nothing', async (user) => {
    const { merchantId } = await ownMerchant();
    const c = await signedIn(user);
    expect((await list(c, merchantId)).status).toBe(403);
    const r = await update(c, { merchantId, name: 'featPilotProgram', isOn: true });
    expect(r.status).toBe(403);
    expect(r.body.messageKey).toBe('common.errors.forbidden');
    expect(rowOf((await list(support, merchantId)).body, 'featPilotProgram')).toMatchObject({
      organizationValue: null,
    });
  });

  it('answers 401 without a session', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await list(c, MERCHANT.cornerCafe)).status).toBe(401);
    expect((await update(c, { merchantId: MERCHANT.cornerCafe, name: 'featPilotProgram', isOn: true })).status).toBe(
      401,
    );
    expect(await valueRow(MERCHANT.cornerCafe, 0, 'featPilotProgram')).toEqual([]);
  });

  it('refuses an update without the CSRF header', async () => {
    const { merchantId } = await ownMerchant();
    const r = await support.post(
      '/SupportTools/UpdateFeatureFlag',
      { merchantId, name: 'featPilotProgram', isOn: true },
      { csrf: false },
    );
    expect(r.status).toBe(403);
    expect(r.body.messageKey).toBe('common.errors.csrf');
    expect(rowOf((await list(support, merchantId)).body, 'featPilotProgram')?.organizationValue).toBeNull();
  });
});

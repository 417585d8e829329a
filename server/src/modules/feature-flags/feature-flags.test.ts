import { FLAG_CATALOG, type TFlagListResponse } from '@mp/contracts/feature-flags';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagValues } from '../../db/schema.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

const CORNER_CAFE = 1002;
const CORNER_CAFE_STORE = 2101;
const BISTRO_GROUP = 1001;
const BISTRO_DOWNTOWN = 2001;
const SUPPORT_USER_ID = 2;

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
  expect((await c.logOn(user)).status).toBe(200);
  return c;
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

describe('GET /FeatureFlag/GetFlags precedence', () => {
  it('unset is off, the organization value applies, a store value wins over it, clearing inherits again', async () => {
    const store = await signedIn('store');
    const flag = 'featDonations';
    expect((await flagsOf(store))[flag]).toBe(false);

    await setFlag({ merchantId: CORNER_CAFE, name: flag, isOn: true });
    expect((await flagsOf(store))[flag]).toBe(true);

    await setFlag({ merchantId: CORNER_CAFE, storeId: CORNER_CAFE_STORE, name: flag, isOn: false });
    expect((await flagsOf(store))[flag]).toBe(false);

    // The store's explicit "on" also wins over an organization "off".
    await setFlag({ merchantId: CORNER_CAFE, name: flag, isOn: false });
    await setFlag({ merchantId: CORNER_CAFE, storeId: CORNER_CAFE_STORE, name: flag, isOn: true });
    expect((await flagsOf(store))[flag]).toBe(true);

    await setFlag({ merchantId: CORNER_CAFE, storeId: CORNER_CAFE_STORE, name: flag, isOn: null });
    expect((await flagsOf(store))[flag]).toBe(false);
    await setFlag({ merchantId: CORNER_CAFE, name: flag, isOn: null });
    expect((await flagsOf(store))[flag]).toBe(false);
  });

  it("never lets one merchant's value reach another merchant", async () => {
    const store = await signedIn('store');
    const company = await signedIn('company');
    const flag = 'featAutoClose';
    await setFlag({ merchantId: BISTRO_GROUP, name: flag, isOn: true });
    await setFlag({ merchantId: BISTRO_GROUP, storeId: BISTRO_DOWNTOWN, name: flag, isOn: true });
    expect((await flagsOf(company))[flag]).toBe(true);
    expect((await flagsOf(store))[flag]).toBe(false);
    const cafe = await list(support, CORNER_CAFE, CORNER_CAFE_STORE);
    expect(rowOf(cafe.body, flag)).toEqual({ name: flag, organizationValue: null, storeValue: null, effective: false });
    await setFlag({ merchantId: BISTRO_GROUP, name: flag, isOn: null });
    await setFlag({ merchantId: BISTRO_GROUP, storeId: BISTRO_DOWNTOWN, name: flag, isOn: null });
  });
});

describe('GET /SupportTools/GetFeatureFlags', () => {
  it('lists every catalogue flag with the merchant name and its stores', async () => {
    const r = await list(support, BISTRO_GROUP);
    expect(r.status).toBe(200);
    expect(r.body.merchantName).toBe('Demo Bistro Group');
    expect(r.body.storeId).toBe(0);
    expect(r.body.flags.map((row: { name: string }) => row.name)).toEqual(FLAG_CATALOG);
    expect(r.body.stores.map((s: { storeId: number }) => s.storeId).sort()).toEqual([2001, 2002, 2003]);
    expect(r.body.stores.find((s: { storeId: number }) => s.storeId === 2003).isDeleted).toBe(true);
  });

  it('shows the organization value, the store value and the effective one', async () => {
    const flag = 'featPaidBreaks';
    await setFlag({ merchantId: BISTRO_GROUP, name: flag, isOn: true });
    await setFlag({ merchantId: BISTRO_GROUP, storeId: BISTRO_DOWNTOWN, name: flag, isOn: false });
    expect(rowOf((await list(support, BISTRO_GROUP, BISTRO_DOWNTOWN)).body, flag)).toEqual({
      name: flag,
      organizationValue: true,
      storeValue: false,
      effective: false,
    });
    expect(rowOf((await list(support, BISTRO_GROUP, 2002)).body, flag)).toEqual({
      name: flag,
      organizationValue: true,
      storeValue: null,
      effective: true,
    });
    // The organization view shows no store value, whatever a store holds.
    expect(rowOf((await list(support, BISTRO_GROUP)).body, flag)).toEqual({
      name: flag,
      organizationValue: true,
      storeValue: null,
      effective: true,
    });
  });

  it.each([
    ['an unknown merchant', 999_999, 0],
    ["another merchant's store", CORNER_CAFE, BISTRO_DOWNTOWN],
    ['an unknown store', CORNER_CAFE, 999_999],
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

  it('sets, records who did it, and clears; the answer is the updated list', async () => {
    const flag = 'featLimitOpenChecks';
    const on = await update(support, { merchantId: BISTRO_GROUP, storeId: 2002, name: flag, isOn: true });
    expect(on.status).toBe(200);
    expect(rowOf(on.body, flag)).toEqual({ name: flag, organizationValue: null, storeValue: true, effective: true });
    const [row] = await valueRow(BISTRO_GROUP, 2002, flag);
    expect(row).toMatchObject({ isOn: true, updatedBy: SUPPORT_USER_ID });

    const cleared = await update(support, { merchantId: BISTRO_GROUP, storeId: 2002, name: flag, isOn: null });
    expect(rowOf(cleared.body, flag)).toEqual({
      name: flag,
      organizationValue: null,
      storeValue: null,
      effective: false,
    });
    expect(await valueRow(BISTRO_GROUP, 2002, flag)).toEqual([]);
  });

  it('refuses an unknown flag with 400 naming the field', async () => {
    const r = await update(support, { merchantId: BISTRO_GROUP, name: 'noSuchFlag', isOn: true });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('name');
    expect(await valueRow(BISTRO_GROUP, 0, 'noSuchFlag')).toEqual([]);
  });

  it("refuses another merchant's store and an unknown merchant with 404, writing nothing", async () => {
    const flag = 'featCashManager';
    const r = await update(support, { merchantId: CORNER_CAFE, storeId: BISTRO_DOWNTOWN, name: flag, isOn: true });
    expect(r.status).toBe(404);
    expect(await valueRow(CORNER_CAFE, BISTRO_DOWNTOWN, flag)).toEqual([]);
    expect((await update(support, { merchantId: 999_999, name: flag, isOn: true })).status).toBe(404);
  });

  it("takes effect on the affected user's next portal data and flags", async () => {
    const store = await signedIn('store');
    expect((await store.get('/Portal/GetPortalData')).body.featPilotProgram).toBe('N');
    await setFlag({ merchantId: CORNER_CAFE, name: 'featPilotProgram', isOn: true });
    expect((await store.get('/Portal/GetPortalData')).body.featPilotProgram).toBe('Y');
    expect((await flagsOf(store)).featPilotProgram).toBe(true);
    await setFlag({ merchantId: CORNER_CAFE, name: 'featPilotProgram', isOn: null });
    expect((await store.get('/Portal/GetPortalData')).body.featPilotProgram).toBe('N');
  });
});

describe('who may use the support calls', () => {
  it('admin may list and update, before choosing a merchant too', async () => {
    const admin = await signedIn('admin');
    expect((await list(admin, CORNER_CAFE)).status).toBe(200);
    const r = await update(admin, { merchantId: CORNER_CAFE, name: 'featDynamicDelivery', isOn: false });
    expect(r.status).toBe(200);
    expect(rowOf(r.body, 'featDynamicDelivery')?.organizationValue).toBe(false);
    await update(admin, { merchantId: CORNER_CAFE, name: 'featDynamicDelivery', isOn: null });
  });

  it.each(['partner', 'merchantadmin', 'store'])('%s gets 403 on both calls and changes nothing', async (user) => {
    const c = await signedIn(user);
    expect((await list(c, CORNER_CAFE)).status).toBe(403);
    const r = await update(c, { merchantId: CORNER_CAFE, name: 'featPilotProgram', isOn: true });
    expect(r.status).toBe(403);
    expect(r.body.messageKey).toBe('common.errors.forbidden');
    expect(
      (await list(support, CORNER_CAFE)).body.flags.find((f: { name: string }) => f.name === 'featPilotProgram'),
    ).toMatchObject({ organizationValue: null });
  });

  it('answers 401 without a session', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await list(c, CORNER_CAFE)).status).toBe(401);
    expect((await update(c, { merchantId: CORNER_CAFE, name: 'featPilotProgram', isOn: true })).status).toBe(401);
  });

  it('refuses an update without the CSRF header', async () => {
    const r = await support.post(
      '/SupportTools/UpdateFeatureFlag',
      { merchantId: CORNER_CAFE, name: 'featPilotProgram', isOn: true },
      { csrf: false },
    );
    expect(r.status).toBe(403);
    expect(r.body.messageKey).toBe('common.errors.csrf');
    expect(rowOf((await list(support, CORNER_CAFE)).body, 'featPilotProgram')?.organizationValue).toBeNull();
  });
});

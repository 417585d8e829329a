import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagValues, roleFeatures } from '../db/schema.ts';
import { startTestApp, type TTestApp } from '../test/test-app.ts';
import { access, registerAccessGuard } from './access-guard.ts';
import { and, eq } from 'drizzle-orm';

describe('every route declares its access rule', () => {
  const bare = () => {
    const app = Fastify();
    // The declaration check runs at registration; requests are not made here.
    registerAccessGuard(app);
    return app;
  };

  it('refuses to register a non-public route without config.access', () => {
    expect(() => bare().get('/Secret/Thing', async () => ({}))).toThrow(/declares no access rule/);
    expect(() => bare().post('/Account/GetMerchant', async () => ({}))).toThrow(/declares no access rule/);
  });

  it('accepts a declared rule, and public routes without one', () => {
    expect(() => bare().get('/Secret/Thing', { config: { access: access.session } }, async () => ({}))).not.toThrow();
    expect(() => bare().post('/Account/LogOn', async () => ({}))).not.toThrow();
    expect(() => bare().get('/healthz', async () => ({}))).not.toThrow();
  });
});

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = { PageRowCount: 25, RequestedPageNum: 1, TotalRowCount: -1, SearchArg: '', SearchArg5: false };

describe('role gates on the server (spec 1 §6)', () => {
  // Written out by hand: who may search merchants (admin-type users only, spec 1 §7).
  it.each([
    { user: 'admin', status: 200 },
    { user: 'support', status: 200 },
    { user: 'partner', status: 200 },
    { user: 'merchantadmin', status: 200 },
    { user: 'company', status: 403 },
    { user: 'store', status: 403 },
    { user: 'reports', status: 403 },
  ])('POST /Company/GetMerchantStores as $user answers $status', async ({ user, status }) => {
    const c = t.client();
    await c.logOn(user);
    const r = await c.post('/Company/GetMerchantStores', search);
    expect(r.status).toBe(status);
    if (status === 403)
      expect(r.body).toMatchObject({ success: false, statusCode: 403, messageKey: 'common.errors.forbidden' });
  });

  it('refuses before validating the body: a forbidden user learns nothing from a 400', async () => {
    const c = t.client();
    await c.logOn('store');
    const r = await c.post('/Company/GetMerchantStores', { PageRowCount: 'not a number' });
    expect(r.status).toBe(403);
  });
});

describe('flags and permissions apply to the next call', () => {
  it('a flag set for the merchant shows in GetFlags and portal data at once; another merchant is untouched', async () => {
    const store = t.client();
    await store.logOn('store');
    const bank = t.client();
    await bank.logOn('bankstore');
    expect((await store.get('/FeatureFlag/GetFlags')).body.flags.featPilotProgram).toBe(false);

    await t.db
      .insert(featureFlagValues)
      .values({ merchantId: 1002, storeId: 0, flagName: 'featPilotProgram', isOn: true });
    expect((await store.get('/FeatureFlag/GetFlags')).body.flags.featPilotProgram).toBe(true);
    expect((await store.get('/Portal/GetPortalData')).body.featPilotProgram).toBe('Y');
    expect((await bank.get('/FeatureFlag/GetFlags')).body.flags.featPilotProgram).toBe(false);

    // The store's own value wins over the organization's.
    await t.db
      .insert(featureFlagValues)
      .values({ merchantId: 1002, storeId: 2101, flagName: 'featPilotProgram', isOn: false });
    expect((await store.get('/FeatureFlag/GetFlags')).body.flags.featPilotProgram).toBe(false);
    await t.db.delete(featureFlagValues).where(eq(featureFlagValues.merchantId, 1002));
  });

  it('a permission removed from the role hides its feature id on the next portal-data call', async () => {
    const c = t.client();
    await c.logOn('store');
    expect((await c.get('/Portal/GetPortalData')).body.featureIds).toEqual([]);
    const ownerOf1002 = 10021;
    const where = and(eq(roleFeatures.roleId, ownerOf1002), eq(roleFeatures.featureId, 10));
    await t.db.update(roleFeatures).set({ isActive: false }).where(where);
    expect((await c.get('/Portal/GetPortalData')).body.featureIds).toEqual([10]);
    await t.db.update(roleFeatures).set({ isActive: true }).where(where);
  });

  it('GetFlags needs a session', async () => {
    expect((await t.client().get('/FeatureFlag/GetFlags')).status).toBe(401);
  });
});

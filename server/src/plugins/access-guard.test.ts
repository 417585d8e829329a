import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, createUser } from '../test/factories/accounts.ts';
import { setFlags } from '../test/factories/feature-flags.ts';
import { setRoleFeatures } from '../test/factories/user-roles.ts';
import { startTestApp, type TTestApp } from '../test/test-app.ts';
import { access, registerAccessGuard } from './access-guard.ts';

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

  it('a route rule must name a page of the portal menu, resolved once', () => {
    expect(() => access.route('menu/categoriesoritem')).toThrow(/names no page/);
    expect(() => access.route('')).toThrow(/names no page/);
    const rule = access.route('menu/discounts');
    expect(rule.kind === 'route' && rule.chain.map((entry) => entry.path)).toEqual(['menu', 'menu/discounts']);
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
  /** A merchant of the test's own and its owner, signed in at its store. */
  const ownStore = async () => {
    const merchant = await createMerchant(t.db);
    const owner = t.client();
    await owner.logOn((await createUser(t.db, merchant)).userName);
    return { merchant, owner };
  };

  it('a flag set for the merchant shows in GetFlags and portal data at once; another merchant is untouched', async () => {
    const { merchant, owner } = await ownStore();
    const other = await ownStore();
    expect((await owner.get('/FeatureFlag/GetFlags')).body.flags.featPilotProgram).toBe(false);

    await setFlags(t.db, merchant.company, { featPilotProgram: true });
    expect((await owner.get('/FeatureFlag/GetFlags')).body.flags.featPilotProgram).toBe(true);
    expect((await owner.get('/Portal/GetPortalData')).body.featPilotProgram).toBe('Y');
    expect((await other.owner.get('/FeatureFlag/GetFlags')).body.flags.featPilotProgram).toBe(false);

    // The store's own value wins over the organization's.
    await setFlags(t.db, merchant.store(0), { featPilotProgram: false });
    expect((await owner.get('/FeatureFlag/GetFlags')).body.flags.featPilotProgram).toBe(false);
  });

  it('a permission removed from the role hides its feature id on the next portal-data call', async () => {
    const { merchant, owner } = await ownStore();
    expect((await owner.get('/Portal/GetPortalData')).body.featureIds).toEqual([]);
    await setRoleFeatures(t.db, merchant, merchant.roleIds.Owner, { [FEATURE_ID.employees]: false });
    expect((await owner.get('/Portal/GetPortalData')).body.featureIds).toEqual([FEATURE_ID.employees]);
  });

  it('GetFlags needs a session', async () => {
    expect((await t.client().get('/FeatureFlag/GetFlags')).status).toBe(401);
  });
});

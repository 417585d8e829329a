import { SSO_SCOPES } from '@mp/contracts/sso';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { featureFlagValues } from '../../db/schema.ts';
import { MERCHANT, STORE, USER } from '../../demo/ids.ts';
import { DEMO_PASSWORD, LATEST_EULA } from '../../demo/seed.ts';
import { sha256 } from '../../plugins/session-store.ts';
import { createMerchant, createUser, type TUserFixture } from '../../test/factories/accounts.ts';
import {
  bearer,
  createSsoOrganization,
  epochNow,
  SSO_STORE,
  startSsoTestApp,
  stopSsoTestApp,
  TEST_CLIENT_ID,
  type TTestIssuer,
} from '../../test/sso-test-issuer.ts';
import { startTestApp, type TestClient, type TTestApp } from '../../test/test-app.ts';

let idp: TTestIssuer;
let t: TTestApp;
beforeAll(async () => ({ idp, t } = await startSsoTestApp()));
afterAll(() => stopSsoTestApp({ idp, t }));

const now = epochNow;

/** ValidateSsoToken as the web calls it after the redirect back: CSRF token first, the session-bound one after. */
async function ssoSignIn(c: TestClient, token: string | null, body: Record<string, unknown> = {}) {
  await c.fetchCsrf();
  const r = await c.post(
    '/Account/ValidateSsoToken',
    { organizationId: 'bistro', ...body },
    token ? bearer(token) : {},
  );
  await c.fetchCsrf();
  return r;
}

async function signedInSso(claims: Record<string, unknown> = SSO_STORE, organizationId = 'bistro') {
  const c = t.client();
  const token = await idp.sign(claims);
  const r = await ssoSignIn(c, token, { organizationId });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
  return { c, token };
}

/** The claims of a factory user's token: a subject of their own and their address. */
const claimsOf = (user: TUserFixture) => ({ sub: `sub-${user.userName}`, email: `${user.userName}@test.example` });

/**
 * A single-sign-on user of an organization of its own: tests that withdraw approval, deactivate the merchant or
 * accept an agreement change only their own rows.
 */
async function ownSsoUser(options: { eulaAccepted?: boolean; resetPassword?: boolean } = {}) {
  const { organizationId, merchant } = await createSsoOrganization({ idp, t }, { eulaAccepted: options.eulaAccepted });
  const user = await createUser(t.db, merchant, { isSsoUser: true, resetPassword: options.resetPassword });
  return { organizationId, merchant, user, claims: claimsOf(user) };
}

const checkStatus = async (c: TestClient, token: string, organizationId = 'bistro') => {
  await c.fetchCsrf();
  return c.post('/Account/CheckLoginStatus', { organizationId, returnUrl: '/Portal/NewIndex' }, bearer(token));
};

async function ageSession(c: TestClient, idleMinutes: number) {
  await t.db.execute(sql`
    update sessions set last_seen_at = now() - make_interval(secs => ${idleMinutes * 60})
     where id = ${sha256(c.cookies.get('mp_sid')!)}`);
}

const setFlag = async (merchantId: number, storeId: number, isOn: boolean | null) => {
  const where = and(
    eq(featureFlagValues.merchantId, merchantId),
    eq(featureFlagValues.storeId, storeId),
    eq(featureFlagValues.flagName, 'federatedLogin'),
  );
  await t.db.delete(featureFlagValues).where(where);
  if (isOn !== null)
    await t.db.insert(featureFlagValues).values({ merchantId, storeId, flagName: 'federatedLogin', isOn });
};

describe('GET /Account/GetSsoSettings', () => {
  const disabled = {
    enabled: false,
    organizationId: null,
    authority: null,
    clientId: null,
    scope: null,
    resource: null,
    homeUrl: null,
    renewBeforeSeconds: 60,
  };
  const settings = async (query = '') => (await t.client().get(`/Account/GetSsoSettings${query}`)).body;

  it('answers the default organization, or the one asked for, when its merchant has federatedLogin on', async () => {
    const bistro = {
      enabled: true,
      organizationId: 'bistro',
      authority: idp.issuer,
      clientId: TEST_CLIENT_ID,
      scope: SSO_SCOPES,
      resource: null,
      homeUrl: null,
      renewBeforeSeconds: 60,
    };
    expect(await settings()).toEqual(bistro);
    expect(await settings('?organizationId=bistro')).toEqual(bistro);
  });

  it('is disabled for an unknown organization and while the flag is off at the organization level', async () => {
    expect(await settings('?organizationId=nope')).toEqual(disabled);
    expect(await settings('?organizationId=cafe')).toEqual(disabled);
    const { organizationId, merchant } = await createSsoOrganization({ idp, t }, { federatedLogin: false });
    expect(await settings(`?organizationId=${organizationId}`)).toEqual(disabled);
    // A store's value does not switch the organization's sign-in on.
    await setFlag(merchant.merchantId, merchant.storeIds[0]!, true);
    expect(await settings(`?organizationId=${organizationId}`)).toEqual(disabled);
    await setFlag(merchant.merchantId, 0, true);
    expect(await settings(`?organizationId=${organizationId}`)).toMatchObject({ enabled: true, organizationId });
  });

  it('refuses a malformed organization id (400)', async () => {
    expect((await t.client().get('/Account/GetSsoSettings?organizationId=a%20b')).status).toBe(400);
  });

  it('is disabled on a server without single sign-on', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.client().get('/Account/GetSsoSettings')).body).toEqual(disabled);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /Account/ValidateSsoToken', () => {
  it('signs the linked user in with a session like a password sign-in, remembering the identity', async () => {
    const c = t.client();
    const r = await ssoSignIn(c, await idp.sign(SSO_STORE));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      errorCode: null,
      membershipUserId: USER.ssostore,
      merchantId: MERCHANT.demoBistro,
      storeId: STORE.bistroRiverside,
      isCompanyUser: false,
      resetPassword: false,
      shouldNavigate: true,
    });
    const portal = await c.get('/Portal/GetPortalData');
    expect(portal.status).toBe(200);
    expect(portal.body).toMatchObject({
      userName: 'ssostore',
      IsNcrIdUser: true,
      merhantId: MERCHANT.demoBistro,
      storeId: STORE.bistroRiverside,
    });
    const [row] = await queryRows<{ sso_organization_id: string; sso_subject: string }>(
      t.db,
      sql`select sso_organization_id, sso_subject from sessions where id = ${sha256(c.cookies.get('mp_sid')!)}`,
    );
    expect(row).toEqual({ sso_organization_id: 'bistro', sso_subject: 'idp-0001' });
    const links = await queryRows<{ user_id: number }>(
      t.db,
      sql`select user_id from sso_identities where organization_id = 'bistro' and subject = 'idp-0001'`,
    );
    expect(links).toEqual([{ user_id: USER.ssostore }]);
  });

  it("asks the provider's userinfo for the address when the token has none", async () => {
    idp.userinfo.set('idp-0002', { email: 'SSOCompany@Demo.test', email_verified: true });
    const c = t.client();
    const r = await ssoSignIn(c, await idp.sign({ sub: 'idp-0002' }));
    // A company user chooses a store next.
    expect(r.body).toMatchObject({
      success: true,
      membershipUserId: USER.ssocompany,
      isCompanyUser: true,
      shouldNavigate: false,
    });
  });

  it('a linked subject needs no address any more', async () => {
    await signedInSso({ sub: 'idp-link', email: 'ssostore@demo.test' });
    expect((await ssoSignIn(t.client(), await idp.sign({ sub: 'idp-link' }))).body).toMatchObject({
      success: true,
      membershipUserId: USER.ssostore,
    });
  });

  it('a link stops counting once its user is no longer a single-sign-on user (J)', async () => {
    const { organizationId, user, claims } = await ownSsoUser();
    await signedInSso(claims, organizationId);
    await t.db.execute(sql`update users set is_sso_user = false where id = ${user.userId}`);
    expect((await ssoSignIn(t.client(), await idp.sign({ sub: claims.sub }), { organizationId })).body).toMatchObject({
      success: false,
      errorCode: 'J',
    });
  });

  it('checks the ID token when it is sent', async () => {
    const token = await idp.sign(SSO_STORE);
    const idToken = await idp.sign({ sub: SSO_STORE.sub, aud: TEST_CLIENT_ID });
    expect((await ssoSignIn(t.client(), token, { idToken })).body.success).toBe(true);
    const otherIdToken = await idp.sign({ sub: 'idp-0002', aud: TEST_CLIENT_ID });
    expect((await ssoSignIn(t.client(), token, { idToken: otherIdToken })).body).toMatchObject({
      success: false,
      errorCode: 'J',
    });
  });

  describe('refusals', () => {
    // A single-sign-on user of another merchant: Demo Bistro Group's provider must not sign them in.
    let foreign: TUserFixture;
    beforeAll(async () => {
      foreign = await createUser(t.db, await createMerchant(t.db), { isSsoUser: true });
    });

    it.each<[string, string, () => Promise<string | null>, string?]>([
      ['unknown user', 'J', () => idp.sign({ sub: 'idp-0099', email: 'stranger@idp.test' })],
      ['SSO user of another merchant', 'J', () => idp.sign(claimsOf(foreign))],
      ['non-SSO user with that address', 'J', () => idp.sign({ sub: 'idp-0101', email: 'company@demo.test' })],
      ['bad signature', 'J', () => idp.sign(SSO_STORE, { key: 'foreign' })],
      ['wrong audience', 'J', () => idp.sign({ ...SSO_STORE, aud: TEST_CLIENT_ID })],
      ['wrong issuer', 'J', () => idp.sign({ ...SSO_STORE, iss: 'https://elsewhere.example.com' })],
      ['no bearer token', 'J', async () => null],
      ['expired token', 'P', () => idp.sign({ ...SSO_STORE, exp: now() - 60 })],
      ['unknown organization', 'E', () => idp.sign(SSO_STORE), 'nope'],
      ['organization whose flag is off', 'E', () => idp.sign(SSO_STORE), 'cafe'],
      ['unreachable provider', 'E', () => idp.sign(SSO_STORE), 'offline'],
    ])('%s: %s, and no session', async (_name, code, make, organizationId = 'bistro') => {
      const c = t.client();
      const r = await ssoSignIn(c, await make(), { organizationId });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: false, errorCode: code, membershipUserId: 0 });
      expect(c.cookies.has('mp_sid')).toBe(false);
    });

    it('logs the reason, never the token', async () => {
      const token = await idp.sign({ ...SSO_STORE, exp: now() - 60 });
      await ssoSignIn(t.client(), token);
      const lines = t.logs.join('');
      expect(lines).toContain('The token has expired.');
      expect(lines).not.toContain(token);
    });
  });

  it('still applies the account checks: not approved (A), deactivated merchant (X)', async () => {
    const { organizationId, merchant, user, claims } = await ownSsoUser();
    const token = await idp.sign(claims);
    await t.db.execute(sql`update users set is_approved = false where id = ${user.userId}`);
    expect((await ssoSignIn(t.client(), token, { organizationId })).body).toMatchObject({
      success: false,
      errorCode: 'A',
    });
    await t.db.execute(sql`update users set is_approved = true where id = ${user.userId}`);
    await t.db.execute(sql`update merchants set status = 3 where id = ${merchant.merchantId}`);
    expect((await ssoSignIn(t.client(), token, { organizationId })).body).toMatchObject({
      success: false,
      errorCode: 'X',
    });
  });

  it('the portal reset flag does not apply: the provider owns the password', async () => {
    const { organizationId, claims } = await ownSsoUser({ resetPassword: true });
    const c = t.client();
    const r = await ssoSignIn(c, await idp.sign(claims), { organizationId });
    expect(r.body).toMatchObject({ success: true, resetPassword: false, resetPasswordToken: null });
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
  });

  it('a pending agreement restricts the session until it is accepted, as for a password sign-in', async () => {
    const { organizationId, merchant, claims } = await ownSsoUser({ eulaAccepted: false });
    const c = t.client();
    const r = await ssoSignIn(c, await idp.sign(claims), { organizationId });
    expect(r.body).toMatchObject({ success: true, eulaId: LATEST_EULA.id, shouldNavigate: false });
    expect((await c.get('/Portal/GetPortalData')).status).toBe(403);
    const accepted = await c.post('/Account/UpdateMerchantEulaHistory', {
      eulaId: LATEST_EULA.id,
      membershipUserId: r.body.membershipUserId,
      merchantId: merchant.merchantId,
      merchantStatusCode: 2,
    });
    expect(accepted.status).toBe(200);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
  });

  it('replaces the session the browser had', async () => {
    const c = t.client();
    await c.logOn('company');
    const before = c.cookies.get('mp_sid')!;
    expect((await ssoSignIn(c, await idp.sign(SSO_STORE))).body.success).toBe(true);
    const rows = await queryRows(t.db, sql`select 1 from sessions where id = ${sha256(before)}`);
    expect(rows).toEqual([]);
  });
});

describe('POST /Account/CheckLoginStatus', () => {
  it('renews an idle-expired SSO session of the same organization and subject', async () => {
    const { c, token } = await signedInSso();
    await ageSession(c, 41);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(401);
    const before = c.cookies.get('mp_sid');
    const r = await checkStatus(c, token);
    expect(r.body).toEqual({ success: true, isLoggingIn: false, errorCode: null, exception: null });
    expect(c.cookies.get('mp_sid')).not.toBe(before);
    await c.fetchCsrf();
    expect((await c.get('/Portal/GetPortalData')).body).toMatchObject({
      userName: 'ssostore',
      storeId: STORE.bistroRiverside,
    });
  });

  it('without such a session the browser must sign in (isLoggingIn)', async () => {
    const token = await idp.sign(SSO_STORE);
    const loggingIn = { success: true, isLoggingIn: true, errorCode: null, exception: null };
    expect((await checkStatus(t.client(), token)).body).toEqual(loggingIn);
    // A password session, or another subject's SSO session, is not renewed by this token.
    const password = t.client();
    await password.logOn('company');
    expect((await checkStatus(password, token)).body).toEqual(loggingIn);
    const { c: someoneElse } = await signedInSso({ sub: 'idp-someone-else', email: 'ssocompany@demo.test' });
    expect((await checkStatus(someoneElse, token)).body).toEqual(loggingIn);
  });

  it.each<[string, string, () => Promise<string>, string?]>([
    ['bad signature', 'J', () => idp.sign(SSO_STORE, { key: 'foreign' })],
    ['expired token', 'P', () => idp.sign({ ...SSO_STORE, exp: now() - 60 })],
    ['unknown organization', 'E', () => idp.sign(SSO_STORE), 'nope'],
    ['unreachable provider', 'E', () => idp.sign(SSO_STORE), 'offline'],
  ])('%s: %s with a reason', async (_name, code, make, organizationId = 'bistro') => {
    const { c } = await signedInSso();
    await ageSession(c, 41);
    const r = await checkStatus(c, await make(), organizationId);
    expect(r.body).toEqual({ success: false, isLoggingIn: false, errorCode: code, exception: expect.any(String) });
    expect(r.body.exception).toMatch(/^[A-Z][^\n]{5,120}\.$/);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(401);
  });

  it('applies the account checks again', async () => {
    const { organizationId, user, claims } = await ownSsoUser();
    const { c, token } = await signedInSso(claims, organizationId);
    await ageSession(c, 41);
    await t.db.execute(sql`update users set is_approved = false where id = ${user.userId}`);
    expect((await checkStatus(c, token, organizationId)).body).toMatchObject({ success: false, errorCode: 'A' });
  });
});

describe('passwords of SSO users', () => {
  it('LogOn answers U', async () => {
    expect((await t.client().logOn('ssostore')).body).toMatchObject({ success: false, errorCode: 'U' });
  });

  it('RenewSession of an SSO session answers U', async () => {
    const { c } = await signedInSso();
    await ageSession(c, 41);
    expect((await c.post('/Account/RenewSession', { password: DEMO_PASSWORD })).body).toEqual({
      success: false,
      errorCode: 'U',
    });
  });
});

import { IDENTITY_SESSION_ERROR, ZIdentitySessionErrorReply } from '@mp/contracts/sso';
import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { MERCHANT, STORE, USER } from '../../demo/ids.ts';
import { sha256 } from '../../plugins/session-store.ts';
import type { TestClient, TTestApp } from '../../test/test-app.ts';
import {
  bearer,
  epochNow,
  SSO_STORE,
  startSsoTestApp,
  stopSsoTestApp,
  TEST_CLIENT_ID,
  type TTestIssuer,
} from '../../test/sso-test-issuer.ts';

let idp: TTestIssuer;
let t: TTestApp;
beforeAll(async () => ({ idp, t } = await startSsoTestApp()));
afterAll(() => stopSsoTestApp({ idp, t }));

const now = epochNow;

async function signedInSso(claims: Record<string, unknown> = SSO_STORE) {
  const c = t.client();
  const token = await idp.sign(claims);
  await c.fetchCsrf();
  const r = await c.post('/Account/ValidateSsoToken', { organizationId: 'bistro' }, bearer(token));
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
  await c.fetchCsrf();
  return { c, token };
}

const sessionExists = async (rawId: string) =>
  (await queryRows(t.db, sql`select 1 from sessions where id = ${sha256(rawId)}`)).length === 1;

const revoked = () =>
  queryRows<{ jti: string; expires_at: Date | string }>(t.db, sql`select jti, expires_at from sso_revoked_tokens`);

describe('the bearer token on API calls', () => {
  it("passes with the session's own token, and without any", async () => {
    const { c, token } = await signedInSso();
    expect((await c.get('/Portal/GetPortalData', bearer(token))).status).toBe(200);
    expect((await c.post('/Account/GetMerchant', undefined, bearer(token))).status).toBe(200);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
  });

  it.each<[string, () => Promise<string>]>([
    ["another subject's token", () => idp.sign({ sub: 'idp-0002', email: 'ssocompany@demo.test' })],
    ['a forged token', () => idp.sign(SSO_STORE, { key: 'foreign' })],
    ['an expired token', () => idp.sign({ ...SSO_STORE, exp: now() - 60 })],
    ['the ID token', () => idp.sign({ sub: SSO_STORE.sub, aud: TEST_CLIENT_ID })],
    ['garbage', async () => 'not-a-token'],
  ])('%s ends the SSO session with the identity-session error (401)', async (_name, make) => {
    const { c } = await signedInSso();
    const sid = c.cookies.get('mp_sid')!;
    const r = await c.get('/Portal/GetPortalData', bearer(await make()));
    expect(r.status).toBe(401);
    expect(ZIdentitySessionErrorReply.parse(r.body)).toMatchObject({ ErrorCode: IDENTITY_SESSION_ERROR });
    expect(await sessionExists(sid)).toBe(false);
    expect(c.cookies.has('mp_sid')).toBe(false);
  });

  it('a password session sending a bearer token is ended too', async () => {
    const c = t.client();
    await c.logOn('company');
    const sid = c.cookies.get('mp_sid')!;
    const r = await c.post('/Account/GetMerchant', undefined, bearer(await idp.sign(SSO_STORE)));
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ IsSuccessful: false, messageKey: 'sso.errors.identitySession' });
    expect(await sessionExists(sid)).toBe(false);
  });

  it('public calls unlock nothing: they answer whatever the token', async () => {
    const { c } = await signedInSso();
    const forged = await idp.sign(SSO_STORE, { key: 'foreign' });
    expect((await c.get('/Account/GetVersion', bearer(forged))).status).toBe(200);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
  });

  it('while the provider cannot be reached the session cookie stands alone', async () => {
    const { c, token } = await signedInSso();
    await t.db.execute(
      sql`update sessions set sso_organization_id = 'offline' where id = ${sha256(c.cookies.get('mp_sid')!)}`,
    );
    expect((await c.get('/Portal/GetPortalData', bearer(token))).status).toBe(200);
  });
});

describe('POST /Account/LogOff of an SSO session', () => {
  it('records the bearer token until it expires; it can never start another session', async () => {
    const exp = now() + 600;
    const { c, token } = await signedInSso({ ...SSO_STORE, jti: 'logoff-1', exp });
    // Rows of tokens that expired meanwhile go with the next log-off.
    await t.db.execute(sql`insert into sso_revoked_tokens values ('long-gone', now() - interval '1 minute')`);
    expect((await c.post('/Account/LogOff', undefined, bearer(token))).body).toEqual({ success: true });
    expect((await revoked()).map((row) => [row.jti, new Date(row.expires_at).getTime()])).toEqual([
      ['logoff-1', exp * 1000],
    ]);

    const again = t.client();
    await again.fetchCsrf();
    const r = await again.post('/Account/ValidateSsoToken', { organizationId: 'bistro' }, bearer(token));
    expect(r.body).toMatchObject({ success: false, errorCode: 'J' });
    // Nor renew a session with it.
    const status = await again.post('/Account/CheckLoginStatus', { organizationId: 'bistro' }, bearer(token));
    expect(status.body).toMatchObject({ success: false, errorCode: 'J' });
    // A new token of the same user is fine.
    await signedInSso();
  });

  it("does not record a token that is not the session's", async () => {
    const { c } = await signedInSso();
    const other = await idp.sign({ sub: 'idp-0002', jti: 'not-mine' });
    expect((await c.post('/Account/LogOff', undefined, bearer(other))).body).toEqual({ success: true });
    expect((await revoked()).map((row) => row.jti)).not.toContain('not-mine');
    expect((await c.get('/Portal/GetPortalData')).status).toBe(401);
  });
});

describe('POST /Account/GetJwtToken', () => {
  const jwtOf = async (c: TestClient, query: string) => {
    const r = await c.post(`/Account/GetJwtToken${query}`);
    expect(r.status).toBe(200);
    return r.body as { success: true; token: string; expiresAt: string };
  };

  it('signs a 5-minute token with the user, merchant and store, audience aod or portal', async () => {
    const { c, token } = await signedInSso();
    const aod = await jwtOf(c, '?isAOD=true');
    const claims = decodeJwt(aod.token);
    expect(decodeProtectedHeader(aod.token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toMatchObject({
      sub: String(USER.ssostore),
      merchantId: MERCHANT.demoBistro,
      storeId: STORE.bistroRiverside,
      aud: 'aod',
      iss: t.env.publicUrl,
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(new Date(aod.expiresAt).getTime()).toBe(claims.exp! * 1000);
    expect(decodeJwt((await jwtOf(c, '')).token).aud).toBe('portal');
    expect(decodeJwt((await jwtOf(c, '?isAOD=false')).token).aud).toBe('portal');
    // With the session's own bearer token too.
    expect((await c.post('/Account/GetJwtToken?isAOD=true', undefined, bearer(token))).status).toBe(200);
  });

  it('needs a session (401) and the CSRF token (403)', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect((await anonymous.post('/Account/GetJwtToken?isAOD=true')).status).toBe(401);
    const c = t.client();
    await c.logOn('company');
    expect((await c.post('/Account/GetJwtToken?isAOD=true', undefined, { csrf: false })).status).toBe(403);
  });
});

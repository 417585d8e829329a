import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { MERCHANT, STORE } from '../demo/ids.ts';
import { startTestApp, type TTestApp } from '../test/test-app.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Reviewed: the only API routes that answer without a session. Changing this list needs a reason. */
const EXPECTED_PUBLIC = [
  'POST /Account/GetCsrfToken',
  'POST /Account/LogOn',
  'POST /Account/RenewSession',
  'GET /Account/GetSsoSettings',
  'POST /Account/ValidateSsoToken',
  'POST /Account/CheckLoginStatus',
  'GET /Account/GetVersion',
  'POST /Account/SendUserNamesEmail',
  'POST /Account/ForgotPassword',
  'POST /Account/ResetPassword',
  'POST /User/ChangePasswordAndCreateSession',
  'POST /Account/LogOff',
  'GET /Reseller/GetResellerConfiguration',
  'GET /healthz',
  'GET /ReportSchedule/Unsubscribe',
  'POST /ReportSchedule/Unsubscribe',
  'POST /Device/RegisterWithCode',
  'GET /ImageManager/Image/:sha256',
];
/** Unsafe calls that take no CSRF token: the token's own call, the unsubscribe link a mail program posts to and a
 * terminal's device registration (no session; the single-use code is the credential). */
const CSRF_EXEMPT = ['POST /Account/GetCsrfToken', 'POST /ReportSchedule/Unsubscribe', 'POST /Device/RegisterWithCode'];

/** A /docs path as Fastify registers the route (`/x/{id}` → `/x/:id`), to compare with the reviewed lists. */
const routeOfDocs = (url: string) => url.replace(/\{(\w+)\}/g, ':$1');

const setSessionTimes = (userName: string, fragment: ReturnType<typeof sql>) =>
  t.db.execute(
    sql`update sessions set ${fragment} where user_id = (select id from users where user_name = ${userName})`,
  );

describe('route guard', () => {
  it('the public list is the reviewed one', () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual([...EXPECTED_PUBLIC].sort());
  });

  it('every documented unsafe route needs the CSRF header, and a session unless public', async () => {
    const docs = (await t.client().get('/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const unsafe = Object.entries(docs.paths).flatMap(([url, methods]) =>
      Object.keys(methods)
        .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), url })),
    );
    expect(unsafe.length).toBeGreaterThanOrEqual(12);
    for (const { method, url } of unsafe) {
      const key = `${method} ${url}`;
      const c = t.client();
      const token = await c.fetchCsrf();
      if (!CSRF_EXEMPT.includes(key)) {
        const noHeader = await c.request(method, url, { json: {}, csrf: false });
        expect(noHeader.status, `${key} without CSRF`).toBe(403);
        expect(noHeader.body).toMatchObject({ success: false, statusCode: 403, messageKey: 'common.errors.csrf' });
        expect((await c.request(method, url, { json: {}, csrf: 'forged' })).status, `${key} forged`).toBe(403);
      }
      const withToken = await c.request(method, url, { json: {}, csrf: token });
      if (EXPECTED_PUBLIC.includes(key)) expect(withToken.status, `${key} public`).not.toBe(401);
      else {
        expect(withToken.status, `${key} without session`).toBe(401);
        expect(withToken.body).toMatchObject({
          success: false,
          statusCode: 401,
          messageKey: 'common.errors.unauthenticated',
        });
      }
    }
  });

  it('documented GET routes need a session unless public', async () => {
    const docs = (await t.client().get('/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(docs.paths)
      .filter(([, m]) => 'get' in m)
      .map(([url]) => url);
    expect(gets).toEqual(
      expect.arrayContaining(['/Portal/GetPortalData', '/Account/GetStoresWithMerchantsInfo', '/healthz']),
    );
    for (const url of gets) {
      const r = await t.client().get(url);
      if (EXPECTED_PUBLIC.includes(`GET ${routeOfDocs(url)}`)) expect(r.status, url).not.toBe(401);
      else expect(r.status, url).toBe(401);
    }
  });
});

describe('CSRF', () => {
  it('a change without or with a wrong token is refused and changes nothing', async () => {
    const c = t.client();
    const login = await c.logOn('changeme');
    const body = {
      MembershipUserId: login.body.membershipUserId,
      MembershipUserName: 'changeme',
      OldPassword: 'Portal#2026',
      Password: 'Never#Applied1',
      ReenterPassword: 'Never#Applied1',
    };
    expect((await c.post('/User/ChangePassword', body, { csrf: false })).status).toBe(403);
    expect((await c.post('/User/ChangePassword', body, { csrf: 'x'.repeat(43) })).status).toBe(403);
    expect((await t.client().logOn('changeme', 'Never#Applied1')).body.success).toBe(false);
    expect((await t.client().logOn('changeme')).body.success).toBe(true);
  });

  it('the token changes at sign-in and the pre-session token stops working', async () => {
    const c = t.client();
    const before = await c.fetchCsrf();
    await c.post('/Account/LogOn', { username: 'store', password: 'Portal#2026' });
    expect((await c.post('/Account/GetMerchant', undefined, { csrf: before })).status).toBe(403);
    const after = await c.fetchCsrf();
    expect(after).not.toBe(before);
    expect((await c.post('/Account/GetMerchant')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('sets a safe cookie and a new id at every sign-in', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const r = await c.post('/Account/LogOn', { username: 'store', password: 'Portal#2026' });
    const cookie = r.headers.getSetCookie().find((l) => l.startsWith('mp_sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const first = c.cookies.get('mp_sid')!;
    await c.logOn('store');
    const second = c.cookies.get('mp_sid')!;
    expect(second).not.toBe(first);
    const stale = t.client();
    stale.cookies.set('mp_sid', first);
    expect((await stale.get('/Portal/GetPortalData')).status).toBe(401);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
  });

  it('LogOff (a POST) destroys the session', async () => {
    const c = t.client();
    await c.logOn('store');
    const sid = c.cookies.get('mp_sid')!;
    expect((await c.post('/Account/LogOff?CancelLogin=false')).body).toEqual({ success: true });
    expect(c.cookies.has('mp_sid')).toBe(false);
    const replay = t.client();
    replay.cookies.set('mp_sid', sid);
    expect((await replay.get('/Portal/GetPortalData')).status).toBe(401);
  });

  it('LogOff needs the CSRF token: a forged post or a link ends nothing', async () => {
    const c = t.client();
    await c.logOn('store');
    for (const csrf of [false, 'forged-token']) {
      const r = await c.post('/Account/LogOff', undefined, { csrf });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ messageKey: API_ERROR_KEY.csrf });
    }
    // A GET, the old link and redirect target, is no route any more: neither a fetch nor a page navigation logs off.
    expect((await c.get('/Account/LogOff')).status).toBe(404);
    expect((await c.get('/Account/LogOff', { headers: { accept: 'text/html' } })).status).toBe(404);
    expect(c.cookies.has('mp_sid')).toBe(true);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
  });

  it('LogOff of an idle-expired session still clears its cookie, with the token it had', async () => {
    const c = t.client();
    await c.logOn('bankstore');
    await setSessionTimes('bankstore', sql`last_seen_at = now() - interval '41 minutes'`);
    expect((await c.post('/Account/LogOff')).body).toEqual({ success: true });
    expect(c.cookies.has('mp_sid')).toBe(false);
  });

  it('expires after the merchant idle time-out (40 min)', async () => {
    const c = t.client();
    await c.logOn('bankstore');
    await setSessionTimes('bankstore', sql`last_seen_at = now() - interval '39 minutes'`);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
    await setSessionTimes('bankstore', sql`last_seen_at = now() - interval '41 minutes'`);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(401);
  });

  it('expires 12 hours after sign-in whatever the activity', async () => {
    const c = t.client();
    await c.logOn('pastdue');
    await setSessionTimes('pastdue', sql`created_at = now() - interval '11 hours 59 minutes'`);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
    await setSessionTimes('pastdue', sql`created_at = now() - interval '12 hours 1 minute'`);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(401);
  });

  it('restricted sessions reach only the short list', async () => {
    const chooseStore = `/Account/SaveStoreContext?StoreId=${STORE.sunriseDiner}`;
    for (const user of ['spre', 'suspended']) {
      const c = t.client();
      await c.logOn(user);
      expect((await c.post('/Account/GetMerchant')).status, user).toBe(200);
      expect((await c.get('/Reseller/GetResellerConfiguration?ResellerId=1')).status).toBe(200);
      expect((await c.get('/Account/GetVersion')).status).toBe(200);
      expect((await c.get('/Portal/GetPortalData')).status, user).toBe(403);
      expect((await c.get('/Account/GetStoresWithMerchantsInfo')).status).toBe(403);
      expect((await c.post(chooseStore, { OverrideMerchantId: MERCHANT.sunriseDiner })).status).toBe(403);
      expect((await c.post('/Account/LogOff')).status).toBe(200);
    }
  });
});

describe('errors and logs', () => {
  it('never echo a password or a stack, in the answer or the log', async () => {
    const secret = 'Sup3r#SecretPw';
    const c = t.client();
    const token = await c.fetchCsrf();
    const wrong = await c.post('/Account/LogOn', { username: 'store', password: secret });
    const malformed = await c.request('POST', '/Account/LogOn', {
      headers: { 'content-type': 'application/json' },
      csrf: token,
    });
    const broken = await fetch(`${t.baseUrl}/Account/LogOn`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': token,
        cookie: `mp_pre=${c.cookies.get('mp_pre')}`,
      },
      body: `{"username":"store","password":"${secret}"`,
    });
    const brokenText = await broken.text();
    expect(broken.status).toBe(400);
    expect(JSON.parse(brokenText)).toMatchObject({
      success: false,
      statusCode: 400,
      messageKey: 'common.errors.validation',
    });
    const invalid = await c.post('/Account/ResetPassword?tk=some-secret-token', { newPassword: secret });
    expect(invalid.status).toBe(400);
    for (const text of [wrong.text, malformed.text, brokenText, invalid.text]) {
      expect(text).not.toContain(secret);
      expect(text).not.toMatch(/\bat .*\(|stack/i);
    }
    const log = t.logs.join('');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('some-secret-token');
    expect(log).not.toContain(token);
    expect(log).not.toContain(c.cookies.get('mp_pre')!);
    expect(log).not.toMatch(/"stack"/);
  });

  it('unknown API paths answer a 404 error body', async () => {
    const r = await t.client().get('/Nope/Nothing');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, statusCode: 404, messageKey: 'common.errors.notFound' });
  });
});

describe('health, docs, data-dir lock', () => {
  it('/healthz answers ok', async () => {
    const r = await t.client().get('/healthz');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok' });
  });

  it('/docs/json lists every REST route with its method', async () => {
    const docs = (await t.client().get('/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const listed = Object.entries(docs.paths).flatMap(([url, m]) =>
      Object.keys(m).map((x) => `${x.toUpperCase()} ${routeOfDocs(url)}`),
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        ...EXPECTED_PUBLIC,
        'POST /Account/GetMerchant',
        'POST /Account/UpdateMerchantEulaHistory',
        'GET /Account/GetStoresWithMerchantsInfo',
        'POST /Account/CheckStoreAccountStatus',
        'POST /Account/SaveStoreContext',
        'POST /Company/GetMerchantStores',
        'POST /User/ChangePassword',
        'GET /Portal/GetPortalData',
      ]),
    );
    expect((await t.client().get('/docs', { headers: { accept: 'text/html' } })).status).toBeLessThan(400);
  });

  it('refuses a second holder of the data directory and takes over a dead one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-lock-'));
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server process/);
    release();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const again = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    again();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

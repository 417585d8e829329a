import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { MERCHANT, STORE } from '../../demo/ids.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { sha256 } from '../../plugins/session-store.ts';
import { hashPassword } from '../../shared/passwords/password-hash.ts';
import { createMerchant, createUser, type TUserFixture } from '../../test/factories/accounts.ts';
import { startTestApp, TestClient, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const WRONG = 'Wrong#Pass1';

const sidOf = (c: TestClient) => c.cookies.get('mp_sid')!;

/** Moves the session of a client back in time: idle (last_seen_at) and age (created_at), in minutes. */
async function ageSession(c: TestClient, { idle, age = idle }: { idle: number; age?: number }) {
  const id = sha256(sidOf(c));
  await t.db.execute(sql`
    update sessions
       set last_seen_at = now() - make_interval(secs => ${idle * 60}),
           created_at = now() - make_interval(secs => ${age * 60})
     where id = ${id}`);
}

async function sessionRow(rawId: string) {
  const [row] = await queryRows<{ last_seen_at: string; merchant_id: number | null; store_id: number | null }>(
    t.db,
    sql`select last_seen_at, merchant_id, store_id from sessions where id = ${sha256(rawId)}`,
  );
  return row;
}

const failedAttempts = async (user: TUserFixture) =>
  (
    await queryRows<{ failed_attempts: number }>(t.db, sql`select failed_attempts from users where id = ${user.userId}`)
  )[0]?.failed_attempts;

/** A store user of a merchant of its own: tests that lock, fail or change a user change only their own. */
async function ownUser(): Promise<TUserFixture> {
  return createUser(t.db, await createMerchant(t.db));
}

/** A client holding the same cookies (and CSRF token) as another: the old tab after a rotation. */
function copyOf(c: TestClient): TestClient {
  const copy = t.client();
  for (const [k, v] of c.cookies) copy.cookies.set(k, v);
  copy.csrfToken = c.csrfToken;
  return copy;
}

async function signedIn(user: string): Promise<TestClient> {
  const c = t.client();
  expect((await c.logOn(user)).body.success).toBe(true);
  return c;
}

describe('idle time-out and POST /Account/RenewSession', () => {
  it('an idle-expired session answers 401 everywhere but keeps its row for renewal', async () => {
    const c = await signedIn('store');
    await ageSession(c, { idle: 41 });
    expect((await c.get('/Portal/GetPortalData')).status).toBe(401);
    expect((await c.post('/Account/RefreshSession')).status).toBe(401);
    expect((await c.post('/Account/ExtendSession')).status).toBe(401);
    expect(await sessionRow(sidOf(c))).toBeDefined();
  });

  it('a session within its time-out stays live', async () => {
    const c = await signedIn('store');
    await ageSession(c, { idle: 39 });
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
  });

  it('renews after idle expiry with a new cookie and the same merchant and store', async () => {
    const c = await signedIn('company');
    const saved = await c.post(`/Account/SaveStoreContext?StoreId=${STORE.bistroRiverside}`, {
      OverrideMerchantId: MERCHANT.demoBistro,
    });
    expect(saved.status).toBe(200);
    await ageSession(c, { idle: 45 });
    const oldSid = sidOf(c);
    const stale = copyOf(c);

    const r = await c.post('/Account/RenewSession', { password: DEMO_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, errorCode: null });
    expect(sidOf(c)).not.toBe(oldSid);
    expect(await sessionRow(oldSid)).toBeUndefined();

    await c.fetchCsrf();
    const portal = await c.get('/Portal/GetPortalData');
    expect(portal.status).toBe(200);
    expect(portal.body).toMatchObject({
      merhantId: MERCHANT.demoBistro,
      storeId: STORE.bistroRiverside,
      storeName: 'Bistro Riverside',
    });
    // The old cookie is worth nothing now.
    expect((await stale.get('/Portal/GetPortalData')).status).toBe(401);
  });

  it('a wrong password answers I and counts toward lock-out; the fifth answers L and locks', async () => {
    const user = await ownUser();
    const c = await signedIn(user.userName);
    await ageSession(c, { idle: 50 });
    for (let i = 1; i <= 4; i++) {
      const r = await c.post('/Account/RenewSession', { password: WRONG });
      expect(r.body).toEqual({ success: false, errorCode: 'I' });
      expect(await failedAttempts(user)).toBe(i);
    }
    expect((await c.post('/Account/RenewSession', { password: WRONG })).body).toEqual({
      success: false,
      errorCode: 'L',
    });
    // Locked: even the right password is refused, here and at sign-in.
    expect((await c.post('/Account/RenewSession', { password: DEMO_PASSWORD })).body.errorCode).toBe('L');
    expect((await c.get('/Portal/GetPortalData')).status).toBe(401);
    const other = t.client();
    expect((await other.logOn(user.userName)).body).toMatchObject({ success: false, errorCode: 'L' });
  });

  it("another user's password does not renew the session", async () => {
    const someoneElse = await ownUser();
    await t.db.execute(
      sql`update users set password_hash = ${await hashPassword('Other#Pass42')} where id = ${someoneElse.userId}`,
    );
    const user = await ownUser();
    const c = await signedIn(user.userName);
    await ageSession(c, { idle: 41 });
    const r = await c.post('/Account/RenewSession', { password: 'Other#Pass42' });
    expect(r.body).toEqual({ success: false, errorCode: 'I' });
    expect((await c.get('/Portal/GetPortalData')).status).toBe(401);
    expect(await failedAttempts(user)).toBe(1);
    // The right one clears the count again.
    expect((await c.post('/Account/RenewSession', { password: DEMO_PASSWORD })).body.success).toBe(true);
    expect(await failedAttempts(user)).toBe(0);
  });

  it('cannot renew past the 12-hour absolute limit (401), and the row is gone', async () => {
    const c = await signedIn('store');
    await ageSession(c, { idle: 41, age: 12 * 60 + 1 });
    const sid = sidOf(c);
    const r = await c.post('/Account/RenewSession', { password: DEMO_PASSWORD });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, messageKey: 'common.errors.unauthenticated' });
    expect(await sessionRow(sid)).toBeUndefined();
  });

  it('without a session cookie there is nothing to renew (401)', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await c.post('/Account/RenewSession', { password: DEMO_PASSWORD })).status).toBe(401);
  });

  it('an SSO user cannot renew with a password (U), a user no longer approved gets A', async () => {
    const becomesSso = await ownUser();
    const sso = await signedIn(becomesSso.userName);
    await ageSession(sso, { idle: 41 });
    await t.db.execute(sql`update users set is_sso_user = true where id = ${becomesSso.userId}`);
    expect((await sso.post('/Account/RenewSession', { password: DEMO_PASSWORD })).body).toEqual({
      success: false,
      errorCode: 'U',
    });

    const losesApproval = await ownUser();
    const unapproved = await signedIn(losesApproval.userName);
    await ageSession(unapproved, { idle: 41 });
    await t.db.execute(sql`update users set is_approved = false where id = ${losesApproval.userId}`);
    expect((await unapproved.post('/Account/RenewSession', { password: DEMO_PASSWORD })).body).toEqual({
      success: false,
      errorCode: 'A',
    });
    expect((await unapproved.get('/Portal/GetPortalData')).status).toBe(401);
  });

  it('validates the body', async () => {
    const c = await signedIn('store');
    expect((await c.post('/Account/RenewSession', { password: '' })).status).toBe(400);
  });
});

describe('POST /Account/ExtendSession', () => {
  it('rotates the session id and the CSRF token; the old token and cookie are refused afterwards', async () => {
    const c = await signedIn('store');
    const oldToken = c.csrfToken!;
    const oldSid = sidOf(c);
    const stale = copyOf(c);
    await ageSession(c, { idle: 36 });

    const r = await c.post('/Account/ExtendSession');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, tokenHeaderValue: expect.any(String) });
    expect(r.body.tokenHeaderValue).not.toBe(oldToken);
    expect(sidOf(c)).not.toBe(oldSid);
    // The idle clock restarted.
    const row = await sessionRow(sidOf(c));
    expect(Date.now() - new Date(row!.last_seen_at).getTime()).toBeLessThan(10_000);

    expect((await c.post('/Account/RefreshSession', undefined, { csrf: oldToken })).status).toBe(403);
    c.csrfToken = r.body.tokenHeaderValue;
    expect((await c.post('/Account/RefreshSession')).status).toBe(200);
    expect((await c.get('/Portal/GetPortalData')).body).toMatchObject({
      merhantId: MERCHANT.cornerCafe,
      storeId: STORE.cornerCafe,
    });
    expect((await stale.get('/Portal/GetPortalData')).status).toBe(401);
  });

  it('needs a session', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await c.post('/Account/ExtendSession')).status).toBe(401);
  });
});

describe('POST /Account/RefreshSession', () => {
  it('restarts the idle clock, even within the write-saving interval of other calls', async () => {
    const c = await signedIn('store');
    // 20 s idle: an ordinary call does not write last_seen_at yet; the refresh must.
    await ageSession(c, { idle: 20 / 60 });
    const before = new Date((await sessionRow(sidOf(c)))!.last_seen_at).getTime();
    expect(Date.now() - before).toBeGreaterThanOrEqual(19_000);
    const r = await c.post('/Account/RefreshSession');
    expect(r.body).toEqual({ success: true });
    const after = new Date((await sessionRow(sidOf(c)))!.last_seen_at).getTime();
    expect(Date.now() - after).toBeLessThan(5_000);
  });

  it('needs a session', async () => {
    const c = t.client();
    await c.fetchCsrf();
    expect((await c.post('/Account/RefreshSession')).status).toBe(401);
  });
});

describe('CSRF', () => {
  it.each(['/Account/ExtendSession', '/Account/RefreshSession', '/Account/RenewSession'])(
    '%s refuses a call without or with a forged token',
    async (url) => {
      const c = await signedIn('store');
      await ageSession(c, { idle: url === '/Account/RenewSession' ? 41 : 1 });
      const json = { password: DEMO_PASSWORD };
      for (const csrf of [false, 'forged'] as const) {
        const r = await c.post(url, json, { csrf });
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({ messageKey: 'common.errors.csrf' });
      }
      // Nothing happened: the session is as it was.
      expect((await c.get('/Portal/GetPortalData')).status).toBe(url === '/Account/RenewSession' ? 401 : 200);
    },
  );
});

describe('RenewSession rate limit', () => {
  it('answers 429 past the per-minute sign-in limit, like LogOn', async () => {
    const limited = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const c = limited.client();
      // The limit counts per route: LogOn's own attempts do not use up RenewSession's.
      await c.logOn('store');
      for (let i = 0; i < 3; i++) {
        expect((await c.post('/Account/RenewSession', { password: DEMO_PASSWORD })).status).toBe(200);
        // Each success rotated the cookie, and so the token: fetch the new one, as the web does.
        await c.fetchCsrf();
      }
      const r = await c.post('/Account/RenewSession', { password: DEMO_PASSWORD });
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({ success: false, statusCode: 429, messageKey: 'common.errors.rateLimited' });
    } finally {
      await limited.close();
    }
  });
});

describe('clean-up', () => {
  it("a new sign-in removes the user's sessions past the absolute limit, not the renewable ones", async () => {
    const user = await ownUser();
    const dead = await signedIn(user.userName);
    await ageSession(dead, { idle: 13 * 60 });
    const idle = await signedIn(user.userName);
    await ageSession(idle, { idle: 41 });
    await signedIn(user.userName);
    expect(await sessionRow(sidOf(dead))).toBeUndefined();
    expect(await sessionRow(sidOf(idle))).toBeDefined();
  });
});

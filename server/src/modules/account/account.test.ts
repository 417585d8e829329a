import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { latestOutboxMessage } from '../../mail/outbox.ts';
import { startTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Fresh#Pass42';

type TCase = { user: string; code?: string; flags?: Record<string, unknown>; portal?: 200 | 403 };
const CASES: TCase[] = [
  { user: 'admin', flags: { isAdminUser: true, skipMerchantSelectionModal: false, merchantId: 0 }, portal: 200 },
  { user: 'support', flags: { isAdminUser: true }, portal: 200 },
  { user: 'partner', flags: { isSilverPartner: true, resellerId: 10000 }, portal: 200 },
  { user: 'merchantadmin', flags: { isMerchantAdminUser: true, merchantId: 1001 }, portal: 200 },
  {
    user: 'company',
    flags: {
      isCompanyUser: true,
      merchantStoreCount: 2,
      assignedUserStoreCount: 2,
      storeId: 0,
      launchFirstRunUnleashFlag: true,
      userRoleRank: '1',
    },
    portal: 200,
  },
  {
    user: 'store',
    flags: {
      storeId: 2101,
      merchantId: 1002,
      shouldNavigate: true,
      productMode: 2,
      eulaId: null,
      storePastDueRemainingDays: null,
      canUpdatePayment: true,
    },
    portal: 200,
  },
  { user: 'bankstore', flags: { resellerId: 10017, productMode: 1, storeId: 2201 }, portal: 200 },
  { user: 'spre', flags: { productMode: 1, resellerId: 1 }, portal: 403 },
  { user: 'deactivated', code: 'X' },
  { user: 'suspended', flags: { storeStatusCode: 5, storeId: 2501 }, portal: 403 },
  { user: 'pastdue', flags: { storePastDueRemainingDays: -3, canUpdatePayment: true, userRoleRank: '1' }, portal: 200 },
  { user: 'notapproved', code: 'A' },
  { user: 'nofeature', code: 'F' },
  { user: 'eula', flags: { eulaId: 1, eulaFileName: 'license-agreement.html', shouldNavigate: false }, portal: 403 },
  { user: 'closedstore', code: 'D' },
  { user: 'resetpw', flags: { resetPassword: true } },
  { user: 'lockme', flags: { canUpdatePayment: false, userRoleRank: '3' }, portal: 200 },
];

describe('POST /Account/LogOn outcomes per demo user', () => {
  it.each(CASES)('$user', async ({ user, code, flags, portal }) => {
    const c = t.client();
    const r = await c.logOn(user);
    expect(r.status).toBe(200);
    if (code) {
      expect(r.body).toMatchObject({ success: false, errorCode: code });
      expect(c.cookies.has('mp_sid')).toBe(false);
      return;
    }
    expect(r.body).toMatchObject({ success: true, errorCode: null, ...flags });
    if (portal) expect((await c.get('/Portal/GetPortalData')).status).toBe(portal);
  });

  it('resetpw gets a one-time change token and no session', async () => {
    const c = t.client();
    const r = await c.logOn('resetpw');
    expect(r.body.resetPasswordToken).toEqual(expect.any(String));
    expect(c.cookies.has('mp_sid')).toBe(false);
    expect((await c.get('/Portal/GetPortalData')).status).toBe(401);
  });

  it('accepts a form-encoded body and the user name in any case', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const r = await c.request('POST', '/Account/LogOn', {
      form: { username: 'STORE', password: 'Portal#2026', rememberMe: 'on' },
    });
    expect(r.body).toMatchObject({ success: true, storeId: 2101 });
    expect(c.cookies.has('mp_sid')).toBe(true);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const unknown = await c.post('/Account/LogOn', { username: 'nobody-here', password: 'Whatever#1' });
    const wrong = await c.post('/Account/LogOn', { username: 'changeme', password: 'Whatever#1' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.text).toBe(wrong.text);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'I' });
    // Leave changeme's counter clean for the other tests.
    await c.post('/Account/LogOn', { username: 'changeme', password: 'Portal#2026' });
  });
});

describe('lock-out', () => {
  it('4 failures then the right password works and resets the counter', async () => {
    const c = t.client();
    await c.fetchCsrf();
    for (let i = 0; i < 4; i++)
      expect((await c.post('/Account/LogOn', { username: 'lockme', password: 'Wrong#Pass1' })).body.errorCode).toBe(
        'I',
      );
    expect((await c.post('/Account/LogOn', { username: 'lockme', password: 'Portal#2026' })).body.success).toBe(true);
    const [row] = await queryRows<{ failed_attempts: number }>(
      t.db,
      sql`select failed_attempts from users where user_name = 'lockme'`,
    );
    expect(row?.failed_attempts).toBe(0);
  });

  it('the 5th failure locks (L), the right password still answers L, a reset link unlocks', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await c.post('/Account/LogOn', { username: 'lockme', password: 'Wrong#Pass1' })).body.errorCode);
    expect(codes).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect((await c.post('/Account/LogOn', { username: 'lockme', password: 'Portal#2026' })).body.errorCode).toBe('L');

    expect((await c.post('/Account/ForgotPassword', { userName: 'lockme' })).body).toEqual({ success: true });
    const mail = await latestOutboxMessage(t.env.dataDir, 'lockme@demo.test');
    const token = /\?tk=([\w-]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain(`http://portal.test/?tk=${token}`);
    expect((await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: NEW_PASSWORD })).body).toEqual({
      success: true,
    });
    expect((await c.post('/Account/LogOn', { username: 'lockme', password: NEW_PASSWORD })).body.success).toBe(true);
  });

  it('a lock that has passed lets the right password in', async () => {
    await t.db.execute(
      sql`update users set failed_attempts = 5, locked_until = now() - interval '1 minute' where user_name = 'lockme'`,
    );
    const c = t.client();
    await c.fetchCsrf();
    expect((await c.post('/Account/LogOn', { username: 'lockme', password: NEW_PASSWORD })).body.success).toBe(true);
  });
});

describe('forgotten user name and password', () => {
  it('answers the same for unknown users and addresses, and mails only real ones', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const known = await c.post('/Account/ForgotPassword', { userName: 'forgetful' });
    const unknown = await c.post('/Account/ForgotPassword', { userName: 'no-such-user' });
    expect(known.text).toBe(unknown.text);
    const names = await c.post('/Account/SendUserNamesEmail', { emailAddress: 'forgetful@demo.test' });
    const nobody = await c.post('/Account/SendUserNamesEmail', { emailAddress: 'nobody@demo.test' });
    expect(names.text).toBe(nobody.text);
    expect(names.body).toEqual({ success: true });
    const mail = await latestOutboxMessage(t.env.dataDir, 'forgetful@demo.test');
    expect(mail?.text).toContain('forgetful');
    expect(await latestOutboxMessage(t.env.dataDir, 'nobody@demo.test')).toBeNull();
  });

  it('reset tokens: password rules checked server-side, single use, expiry', async () => {
    const c = t.client();
    await c.fetchCsrf();
    await c.post('/Account/ForgotPassword', { userName: 'forgetful' });
    const token = /\?tk=([\w-]+)/.exec((await latestOutboxMessage(t.env.dataDir, 'forgetful@demo.test'))!.text)![1]!;

    const weak = await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      success: false,
      statusCode: 400,
      field: 'newPassword',
      messageKey: 'password.errors.PasswordFormat',
    });
    const withName = await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: 'Forgetful#123' });
    expect(withName.body).toMatchObject({ field: 'newPassword', messageKey: 'password.errors.PasswordFormat' });

    expect((await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: NEW_PASSWORD })).status).toBe(200);
    const again = await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: 'Other#Pass77' });
    expect(again.status).toBe(400);
    expect(again.body.messageKey).toBe('password.errors.InvalidToken');
    expect((await c.post('/Account/LogOn', { username: 'forgetful', password: NEW_PASSWORD })).body.success).toBe(true);
    await c.fetchCsrf();

    await c.post('/Account/ForgotPassword', { userName: 'forgetful' });
    const late = /\?tk=([\w-]+)/.exec((await latestOutboxMessage(t.env.dataDir, 'forgetful@demo.test'))!.text)![1]!;
    await t.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await c.post(`/Account/ResetPassword?tk=${late}`, { newPassword: 'Other#Pass77' })).body.messageKey).toBe(
      'password.errors.InvalidToken',
    );
    expect((await c.post(`/Account/ResetPassword?tk=unknown-token`, { newPassword: 'Other#Pass77' })).status).toBe(400);
  });

  it("a reset ends the user's sessions", async () => {
    const signedIn = t.client();
    await signedIn.logOn('forgetful', NEW_PASSWORD);
    expect((await signedIn.get('/Portal/GetPortalData')).status).toBe(200);
    const other = t.client();
    await other.fetchCsrf();
    await other.post('/Account/ForgotPassword', { userName: 'forgetful' });
    const token = /\?tk=([\w-]+)/.exec((await latestOutboxMessage(t.env.dataDir, 'forgetful@demo.test'))!.text)![1]!;
    expect((await other.post(`/Account/ResetPassword?tk=${token}`, { newPassword: 'Third#Pass99' })).status).toBe(200);
    expect((await signedIn.get('/Portal/GetPortalData')).status).toBe(401);
  });
});

describe('agreement and merchant info', () => {
  it('a pending agreement restricts the session until accepted', async () => {
    const c = t.client();
    const r = await c.logOn('eula');
    expect((await c.post('/Account/GetMerchant')).body).toMatchObject({ IsSuccessful: true, StoreStatusCode: 1 });
    const body = { eulaId: 1, membershipUserId: r.body.membershipUserId, merchantId: 1008, merchantStatusCode: 2 };
    expect((await c.post('/Account/UpdateMerchantEulaHistory', { ...body, merchantId: 1002 })).status).toBe(403);
    expect((await c.post('/Account/UpdateMerchantEulaHistory', body)).body).toEqual({ success: true });
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
    const again = t.client();
    expect((await again.logOn('eula')).body).toMatchObject({ success: true, eulaId: null });
  });

  it('GetMerchant reports past-due days', async () => {
    const c = t.client();
    await c.logOn('pastdue');
    expect((await c.post('/Account/GetMerchant')).body).toEqual({
      BillingInfo: 'Visa ending 4242',
      IsAccountManager: false,
      IsSuccessful: true,
      PastDueRemainingDays: -3,
      StoreStatusCode: 1,
    });
  });

  it('GetVersion answers the package version; old paths redirect home', async () => {
    const c = t.client();
    expect((await c.get('/Account/GetVersion')).body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    for (const path of ['/Account/LogOn', '/ReactUI', '/ReactUI/anything']) {
      const r = await c.get(path, { headers: { accept: 'text/html' } });
      expect(r.status).toBe(302);
      expect(r.headers.get('location')).toBe('/');
    }
  });
});

import { RESELLER } from '@mp/contracts/access/resellers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/create-db.ts';
import { users } from '../../db/schema.ts';
import { MERCHANT, STORE } from '../../demo/ids.ts';
import { DEMO_PASSWORD, LATEST_EULA } from '../../demo/seed.ts';
import { latestOutboxMessage } from '../../mail/outbox.ts';
import { checkPassword } from '../../shared/passwords/password-check.ts';
import { createMerchant, createUser, type TUserFixture } from '../../test/factories/accounts.ts';
import { startTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Fresh#Pass42';
const WRONG = 'Wrong#Pass1';

/** A store user of a merchant of its own: tests that lock, reset or fail sign-ins change only their own user. */
async function ownUser(): Promise<TUserFixture> {
  return createUser(t.db, await createMerchant(t.db));
}

const emailOf = (user: TUserFixture) => `${user.userName}@test.example`;

/** The reset link's token in the newest mail to the user. */
async function mailedToken(user: TUserFixture): Promise<string> {
  const mail = await latestOutboxMessage(t.env.dataDir, emailOf(user));
  return /\?tk=([\w-]+)/.exec(mail!.text)![1]!;
}

const failedAttempts = async (user: TUserFixture) =>
  (
    await queryRows<{ failed_attempts: number }>(t.db, sql`select failed_attempts from users where id = ${user.userId}`)
  )[0]?.failed_attempts;

type TCase = { user: string; code?: string; flags?: Record<string, unknown>; portal?: 200 | 403 };
const CASES: TCase[] = [
  { user: 'admin', flags: { isAdminUser: true, skipMerchantSelectionModal: false, merchantId: 0 }, portal: 200 },
  { user: 'support', flags: { isAdminUser: true }, portal: 200 },
  { user: 'partner', flags: { isSilverPartner: true, resellerId: RESELLER.processor }, portal: 200 },
  { user: 'merchantadmin', flags: { isMerchantAdminUser: true, merchantId: MERCHANT.demoBistro }, portal: 200 },
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
      storeId: STORE.cornerCafe,
      merchantId: MERCHANT.cornerCafe,
      shouldNavigate: true,
      productMode: 2,
      eulaId: null,
      storePastDueRemainingDays: null,
      canUpdatePayment: true,
    },
    portal: 200,
  },
  {
    user: 'bankstore',
    flags: { resellerId: RESELLER.bank, productMode: 1, storeId: STORE.harborBankDeli },
    portal: 200,
  },
  { user: 'spre', flags: { productMode: 1, resellerId: RESELLER.provider }, portal: 403 },
  { user: 'deactivated', code: 'X' },
  { user: 'suspended', flags: { storeStatusCode: 5, storeId: STORE.pausedPizza }, portal: 403 },
  { user: 'pastdue', flags: { storePastDueRemainingDays: -3, canUpdatePayment: true, userRoleRank: '1' }, portal: 200 },
  { user: 'notapproved', code: 'A' },
  { user: 'nofeature', code: 'F' },
  {
    user: 'eula',
    flags: { eulaId: LATEST_EULA.id, eulaFileName: LATEST_EULA.fileName, shouldNavigate: false },
    portal: 403,
  },
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
      form: { username: 'STORE', password: DEMO_PASSWORD, rememberMe: 'on' },
    });
    expect(r.body).toMatchObject({ success: true, storeId: STORE.cornerCafe });
    expect(c.cookies.has('mp_sid')).toBe(true);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const user = await ownUser();
    const c = t.client();
    await c.fetchCsrf();
    const unknown = await c.post('/Account/LogOn', { username: 'nobody-here', password: 'Whatever#1' });
    const wrong = await c.post('/Account/LogOn', { username: user.userName, password: 'Whatever#1' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.text).toBe(wrong.text);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'I' });
  });
});

describe('lock-out', () => {
  it('4 failures then the right password works and resets the counter', async () => {
    const user = await ownUser();
    const c = t.client();
    await c.fetchCsrf();
    for (let i = 0; i < 4; i++)
      expect((await c.post('/Account/LogOn', { username: user.userName, password: WRONG })).body.errorCode).toBe('I');
    expect(await failedAttempts(user)).toBe(4);
    expect((await c.post('/Account/LogOn', { username: user.userName, password: DEMO_PASSWORD })).body.success).toBe(
      true,
    );
    expect(await failedAttempts(user)).toBe(0);
  });

  it('the 5th failure locks (L), the right password still answers L, a reset link unlocks', async () => {
    const user = await ownUser();
    const c = t.client();
    await c.fetchCsrf();
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await c.post('/Account/LogOn', { username: user.userName, password: WRONG })).body.errorCode);
    expect(codes).toEqual(['I', 'I', 'I', 'I', 'L']);
    expect((await c.post('/Account/LogOn', { username: user.userName, password: DEMO_PASSWORD })).body.errorCode).toBe(
      'L',
    );

    expect((await c.post('/Account/ForgotPassword', { userName: user.userName })).body).toEqual({ success: true });
    const token = await mailedToken(user);
    expect((await latestOutboxMessage(t.env.dataDir, emailOf(user)))!.text).toContain(
      `http://portal.test/?tk=${token}`,
    );
    expect((await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: NEW_PASSWORD })).body).toEqual({
      success: true,
    });
    expect((await c.post('/Account/LogOn', { username: user.userName, password: NEW_PASSWORD })).body.success).toBe(
      true,
    );
  });

  const lockedUntil = async (user: TUserFixture) =>
    (
      await queryRows<{ locked: boolean }>(
        t.db,
        sql`select coalesce(locked_until > now(), false) as locked from users where id = ${user.userId}`,
      )
    )[0]?.locked;

  it('20 concurrent wrong passwords lock the account: the right one sent among them is refused', async () => {
    const user = await ownUser();
    const c = t.client();
    await c.fetchCsrf();
    const logOn = (password: string) => c.post('/Account/LogOn', { username: user.userName, password });
    const burst = Array.from({ length: 20 }, () => logOn(WRONG).then((r) => r.body.errorCode as string));
    // The right one follows once the burst has locked the account, while the rest of it is still being checked.
    for (let waited = 0; (await failedAttempts(user))! < 5; waited += 5) {
      if (waited > 10_000) throw new Error('the burst was not counted');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const right = await logOn(DEMO_PASSWORD);
    const codes = await Promise.all(burst);

    expect(right.body).toMatchObject({ success: false, errorCode: 'L' });
    expect(codes.filter((code) => code === 'I')).toHaveLength(4);
    expect(codes.filter((code) => code === 'L')).toHaveLength(16);
    expect(await lockedUntil(user)).toBe(true);
  });

  it('a right password checked while a burst locks the account neither gets in nor clears the lock', async () => {
    const user = await ownUser();
    // The race made deterministic: the account as a request read it, before the burst's failures landed.
    const [readBefore] = await t.db.select().from(users).where(eq(users.id, user.userId));
    const c = t.client();
    await c.fetchCsrf();
    for (let i = 0; i < 5; i++) await c.post('/Account/LogOn', { username: user.userName, password: WRONG });

    expect(await checkPassword(t.db, readBefore!, DEMO_PASSWORD)).toBe('L');
    expect(await lockedUntil(user)).toBe(true);
    expect(await failedAttempts(user)).toBe(5);
  });

  it('many sign-ins of one account at once (several tills) all get in and lock nothing', async () => {
    const user = await ownUser();
    const signIns = await Promise.all(
      Array.from({ length: 12 }, async () => (await t.client().logOn(user.userName)).body.success as boolean),
    );
    expect(signIns.every(Boolean)).toBe(true);
    expect(await lockedUntil(user)).toBe(false);
  });

  it('an unknown user name answers exactly as an existing one: I four times, then L', async () => {
    const user = await ownUser();
    const c = t.client();
    await c.fetchCsrf();
    const answers = async (username: string) => {
      const bodies: unknown[] = [];
      for (let i = 0; i < 6; i++) bodies.push((await c.post('/Account/LogOn', { username, password: WRONG })).body);
      return bodies;
    };
    const existing = await answers(user.userName);
    const unknown = await answers(`no-such-${user.userName}`);
    expect(unknown).toEqual(existing);
    expect(existing.map((body) => (body as { errorCode: string }).errorCode)).toEqual(['I', 'I', 'I', 'I', 'L', 'L']);
  });

  it('a lock that has passed lets the right password in', async () => {
    const user = await ownUser();
    await t.db.execute(
      sql`update users set failed_attempts = 5, locked_until = now() - interval '1 minute' where id = ${user.userId}`,
    );
    const c = t.client();
    await c.fetchCsrf();
    expect((await c.post('/Account/LogOn', { username: user.userName, password: DEMO_PASSWORD })).body.success).toBe(
      true,
    );
  });
});

describe('forgotten user name and password', () => {
  it('answers the same for unknown users and addresses, and mails only real ones', async () => {
    const user = await ownUser();
    const c = t.client();
    await c.fetchCsrf();
    const known = await c.post('/Account/ForgotPassword', { userName: user.userName });
    const unknown = await c.post('/Account/ForgotPassword', { userName: 'no-such-user' });
    expect(known.text).toBe(unknown.text);
    const names = await c.post('/Account/SendUserNamesEmail', { emailAddress: emailOf(user) });
    const nobody = await c.post('/Account/SendUserNamesEmail', { emailAddress: 'nobody@demo.test' });
    expect(names.text).toBe(nobody.text);
    expect(names.body).toEqual({ success: true });
    const mail = await latestOutboxMessage(t.env.dataDir, emailOf(user));
    expect(mail?.subject).toBe('Your Merchant Portal user names');
    expect(mail?.text).toContain(user.userName);
    expect(await latestOutboxMessage(t.env.dataDir, 'nobody@demo.test')).toBeNull();
  });

  it('reset tokens: password rules checked server-side, single use, expiry', async () => {
    const user = await ownUser();
    const c = t.client();
    await c.fetchCsrf();
    await c.post('/Account/ForgotPassword', { userName: user.userName });
    const token = await mailedToken(user);

    const weak = await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      success: false,
      statusCode: 400,
      field: 'newPassword',
      messageKey: 'password.errors.PasswordFormat',
    });
    // A password containing the user name breaks the rules.
    const withName = await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: `${user.userName}#Aa1` });
    expect(withName.body).toMatchObject({ field: 'newPassword', messageKey: 'password.errors.PasswordFormat' });

    expect((await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: NEW_PASSWORD })).status).toBe(200);
    const again = await c.post(`/Account/ResetPassword?tk=${token}`, { newPassword: 'Other#Pass77' });
    expect(again.status).toBe(400);
    expect(again.body.messageKey).toBe('password.errors.InvalidToken');
    expect((await c.post('/Account/LogOn', { username: user.userName, password: NEW_PASSWORD })).body.success).toBe(
      true,
    );
    await c.fetchCsrf();

    await c.post('/Account/ForgotPassword', { userName: user.userName });
    const late = await mailedToken(user);
    await t.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'
           where user_id = ${user.userId} and used_at is null`,
    );
    expect((await c.post(`/Account/ResetPassword?tk=${late}`, { newPassword: 'Other#Pass77' })).body.messageKey).toBe(
      'password.errors.InvalidToken',
    );
    expect((await c.post(`/Account/ResetPassword?tk=unknown-token`, { newPassword: 'Other#Pass77' })).status).toBe(400);
  });

  it('a reset retires every older link of the account', async () => {
    const user = await ownUser();
    const c = t.client();
    await c.fetchCsrf();
    await c.post('/Account/ForgotPassword', { userName: user.userName });
    const older = await mailedToken(user);
    await c.post('/Account/ForgotPassword', { userName: user.userName });
    const newer = await mailedToken(user);
    expect(newer).not.toBe(older);

    expect((await c.post(`/Account/ResetPassword?tk=${newer}`, { newPassword: NEW_PASSWORD })).status).toBe(200);
    const stale = await c.post(`/Account/ResetPassword?tk=${older}`, { newPassword: 'Other#Pass77' });
    expect(stale.body).toMatchObject({ statusCode: 400, messageKey: 'password.errors.InvalidToken' });
    expect((await c.post('/Account/LogOn', { username: user.userName, password: NEW_PASSWORD })).body.success).toBe(
      true,
    );
  });

  it("a reset ends the user's sessions", async () => {
    const user = await ownUser();
    const signedIn = t.client();
    await signedIn.logOn(user.userName);
    expect((await signedIn.get('/Portal/GetPortalData')).status).toBe(200);
    const other = t.client();
    await other.fetchCsrf();
    await other.post('/Account/ForgotPassword', { userName: user.userName });
    const token = await mailedToken(user);
    expect((await other.post(`/Account/ResetPassword?tk=${token}`, { newPassword: 'Third#Pass99' })).status).toBe(200);
    expect((await signedIn.get('/Portal/GetPortalData')).status).toBe(401);
  });
});

describe('agreement and merchant info', () => {
  it('a pending agreement restricts the session until accepted', async () => {
    // Accepting changes the merchant for good: a merchant of its own that has not accepted yet.
    const merchant = await createMerchant(t.db, { eulaAccepted: false });
    const user = await createUser(t.db, merchant);
    const c = t.client();
    const r = await c.logOn(user.userName);
    expect(r.body).toMatchObject({ success: true, eulaId: LATEST_EULA.id, shouldNavigate: false });
    expect((await c.get('/Portal/GetPortalData')).status).toBe(403);
    expect((await c.post('/Account/GetMerchant')).body).toMatchObject({ IsSuccessful: true, StoreStatusCode: 1 });
    const body = {
      eulaId: LATEST_EULA.id,
      membershipUserId: r.body.membershipUserId,
      merchantId: merchant.merchantId,
      merchantStatusCode: 2,
    };
    const elsewhere = { ...body, merchantId: MERCHANT.cornerCafe };
    expect((await c.post('/Account/UpdateMerchantEulaHistory', elsewhere)).status).toBe(403);
    expect((await c.post('/Account/UpdateMerchantEulaHistory', body)).body).toEqual({ success: true });
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
    const again = t.client();
    expect((await again.logOn(user.userName)).body).toMatchObject({ success: true, eulaId: null });
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

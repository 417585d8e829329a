import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER } from '../../demo/ids.ts';
import { DEMO_PASSWORD } from '../../demo/seed.ts';
import { createMerchant, createUser } from '../../test/factories/accounts.ts';
import { startTestApp, type TTestApp } from '../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /User/ChangePassword', () => {
  it('checks identity, the old password and the rules, then changes it', async () => {
    const { userName } = await createUser(t.db, await createMerchant(t.db));
    const c = t.client();
    const { body: login } = await c.logOn(userName);
    const base = {
      MembershipUserId: login.membershipUserId,
      MembershipUserName: userName,
      OldPassword: DEMO_PASSWORD,
    };
    const other = t.client();
    await other.logOn(userName);

    const weak = await c.post('/User/ChangePassword', { ...base, Password: 'weak', ReenterPassword: 'weak' });
    expect(weak.body).toMatchObject({
      statusCode: 400,
      field: 'Password',
      messageKey: 'password.errors.PasswordFormat',
    });
    const mismatch = await c.post('/User/ChangePassword', {
      ...base,
      Password: 'Good#Pass123',
      ReenterPassword: 'Good#Pass124',
    });
    expect(mismatch.body).toMatchObject({ field: 'ReenterPassword', messageKey: 'password.errors.PasswordsNotMatch' });
    const wrongOld = await c.post('/User/ChangePassword', {
      ...base,
      OldPassword: 'Nope#1234',
      Password: 'Good#Pass123',
      ReenterPassword: 'Good#Pass123',
    });
    expect(wrongOld.body).toMatchObject({
      statusCode: 400,
      field: 'OldPassword',
      messageKey: 'password.errors.WrongOldPassword',
    });
    const someoneElse = await c.post('/User/ChangePassword', {
      ...base,
      MembershipUserId: USER.store,
      MembershipUserName: 'store',
      Password: 'Good#Pass123',
      ReenterPassword: 'Good#Pass123',
    });
    expect(someoneElse.status).toBe(403);

    const ok = await c.post('/User/ChangePassword', {
      ...base,
      Password: 'Good#Pass123',
      ReenterPassword: 'Good#Pass123',
    });
    expect(ok.body).toEqual({ IsSuccessful: true, Message: '' });
    expect((await c.get('/Portal/GetPortalData')).status).toBe(200);
    // Other sessions of the user end with the change.
    expect((await other.get('/Portal/GetPortalData')).status).toBe(401);
    expect((await t.client().logOn(userName, 'Good#Pass123')).body.success).toBe(true);
  });

  it('wrong current passwords count toward the sign-in lock-out', async () => {
    const { userName } = await createUser(t.db, await createMerchant(t.db));
    const c = t.client();
    const { body: login } = await c.logOn(userName);
    const change = (OldPassword: string) =>
      c.post('/User/ChangePassword', {
        MembershipUserId: login.membershipUserId,
        MembershipUserName: userName,
        OldPassword,
        Password: 'Good#Pass123',
        ReenterPassword: 'Good#Pass123',
      });
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) keys.push((await change('Nope#1234')).body.messageKey);
    expect(keys).toEqual([...Array(4).fill('password.errors.WrongOldPassword'), 'password.errors.Locked']);
    // Locked for sign-in as well, and the right current password no longer changes it.
    expect((await change(DEMO_PASSWORD)).body).toMatchObject({ statusCode: 400, messageKey: 'password.errors.Locked' });
    expect((await t.client().logOn(userName)).body).toMatchObject({ success: false, errorCode: 'L' });
  });
});

describe('POST /User/ChangePasswordAndCreateSession', () => {
  it('needs the sign-in token, a different password, and then opens the session', async () => {
    const merchant = await createMerchant(t.db);
    const { userName } = await createUser(t.db, merchant, { resetPassword: true });
    const c = t.client();
    const { body: login } = await c.logOn(userName);
    expect(login).toMatchObject({ success: true, resetPassword: true });
    const token = login.resetPasswordToken as string;
    const url = `/User/ChangePasswordAndCreateSession?token=${encodeURIComponent(token)}`;

    const same = await c.post(url, {
      MembershipUserName: userName,
      Password: DEMO_PASSWORD,
      ReenterPassword: DEMO_PASSWORD,
    });
    expect(same.body).toMatchObject({
      statusCode: 400,
      field: 'Password',
      messageKey: 'password.errors.SimilarPassword',
    });
    const bad = await c.post('/User/ChangePasswordAndCreateSession?token=forged', {
      MembershipUserName: userName,
      Password: 'Brand#New123',
      ReenterPassword: 'Brand#New123',
    });
    expect(bad.status).toBe(400);
    const ok = await c.post(url, {
      MembershipUserName: userName,
      Password: 'Brand#New123',
      ReenterPassword: 'Brand#New123',
    });
    expect(ok.body).toEqual({ IsSuccessful: true, Message: '' });
    expect(c.cookies.has('mp_sid')).toBe(true);
    await c.fetchCsrf();
    expect((await c.get('/Portal/GetPortalData')).body).toMatchObject({ userName, merhantId: merchant.merchantId });
    const reused = await c.post(url, {
      MembershipUserName: userName,
      Password: 'Other#New123',
      ReenterPassword: 'Other#New123',
    });
    expect(reused.status).toBe(400);
    expect((await t.client().logOn(userName, 'Brand#New123')).body).toMatchObject({
      success: true,
      resetPassword: false,
    });
  });
});

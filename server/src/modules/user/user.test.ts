import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const c = t.client();
    const { body: login } = await c.logOn('changeme');
    const base = {
      MembershipUserId: login.membershipUserId,
      MembershipUserName: 'changeme',
      OldPassword: 'Portal#2026',
    };
    const other = t.client();
    await other.logOn('changeme');

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
      MembershipUserId: 6,
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
    expect((await t.client().logOn('changeme', 'Good#Pass123')).body.success).toBe(true);
  });
});

describe('POST /User/ChangePasswordAndCreateSession', () => {
  it('needs the sign-in token, a different password, and then opens the session', async () => {
    const c = t.client();
    const { body: login } = await c.logOn('resetpw');
    const token = login.resetPasswordToken as string;
    const url = `/User/ChangePasswordAndCreateSession?token=${encodeURIComponent(token)}`;

    const same = await c.post(url, {
      MembershipUserName: 'resetpw',
      Password: 'Portal#2026',
      ReenterPassword: 'Portal#2026',
    });
    expect(same.body).toMatchObject({
      statusCode: 400,
      field: 'Password',
      messageKey: 'password.errors.SimilarPassword',
    });
    const bad = await c.post('/User/ChangePasswordAndCreateSession?token=forged', {
      MembershipUserName: 'resetpw',
      Password: 'Brand#New123',
      ReenterPassword: 'Brand#New123',
    });
    expect(bad.status).toBe(400);
    const ok = await c.post(url, {
      MembershipUserName: 'resetpw',
      Password: 'Brand#New123',
      ReenterPassword: 'Brand#New123',
    });
    expect(ok.body).toEqual({ IsSuccessful: true, Message: '' });
    expect(c.cookies.has('mp_sid')).toBe(true);
    await c.fetchCsrf();
    expect((await c.get('/Portal/GetPortalData')).body).toMatchObject({ userName: 'resetpw', merhantId: 1002 });
    const reused = await c.post(url, {
      MembershipUserName: 'resetpw',
      Password: 'Other#New123',
      ReenterPassword: 'Other#New123',
    });
    expect(reused.status).toBe(400);
    expect((await t.client().logOn('resetpw', 'Brand#New123')).body).toMatchObject({
      success: true,
      resetPassword: false,
    });
  });
});

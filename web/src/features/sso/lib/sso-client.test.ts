import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOidc, fakeUser, resetFakeOidc, ssoSettings, stubLocation } from '../testing/fake-oidc';
import { currentAccessToken, ssoUserManager, startSsoSignIn } from './sso-client';
import { forceSsoLogOut, signOutWithSso } from './sso-session';
import { isSsoEnabled, readSsoSettings, rememberSsoSettings, type TEnabledSsoSettings } from './sso-storage';
import { ssoUserEmail } from './sso-user';

vi.mock('oidc-client-ts', async () => (await import('../testing/fake-oidc')).fakeOidcModule);

beforeEach(resetFakeOidc);

const enabled = (overrides: Parameters<typeof ssoSettings>[0] = {}): TEnabledSsoSettings => {
  const settings = ssoSettings(overrides);
  if (!isSsoEnabled(settings)) throw new Error('test settings must be enabled');
  return settings;
};

describe('the oidc-client-ts client', () => {
  it('is built from the settings: code flow, refresh-token renewal, tokens in session storage', () => {
    ssoUserManager(
      enabled({ organizationId: 'org-built', resource: 'urn:merchant-portal:api', renewBeforeSeconds: 90 }),
    );
    const settings = fakeOidc.created.at(-1);
    expect(settings).toMatchObject({
      authority: 'https://idp.example',
      client_id: 'merchant-portal',
      redirect_uri: `${window.location.origin}/sso/callback`,
      post_logout_redirect_uri: `${window.location.origin}/`,
      response_type: 'code',
      scope: 'openid email offline_access',
      extraQueryParams: { resource: 'urn:merchant-portal:api' },
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 90,
      loadUserInfo: false,
      monitorSession: false,
    });
    expect((settings?.userStore as unknown as { store: Storage }).store).toBe(window.sessionStorage);
    expect((settings?.stateStore as unknown as { store: Storage }).store).toBe(window.sessionStorage);
  });

  it('sends no resource indicator when the settings have none, and reuses the client of the same organization', () => {
    const settings = enabled({ organizationId: 'org-plain' });
    const first = ssoUserManager(settings);
    expect(ssoUserManager(settings)).toBe(first);
    expect(fakeOidc.created.at(-1)).not.toHaveProperty('extraQueryParams');
    // No prompt by default: a provider's own session signs the person in without its login page.
    expect(fakeOidc.created.at(-1)).not.toHaveProperty('prompt');
    expect(fakeOidc.created).toHaveLength(1);
  });

  it('starting a sign-in remembers the settings (session storage) and carries ReturnUrl and organization', async () => {
    await startSsoSignIn(enabled(), '/Portal/NewIndex/menu');
    expect(readSsoSettings()?.organizationId).toBe('org-1');
    expect(localStorage.length).toBe(0);
    expect(fakeOidc.signinRedirect).toHaveBeenCalledWith({
      state: { returnUrl: '/Portal/NewIndex/menu', organizationId: 'org-1' },
    });
  });

  it('asking again (after a refusal) makes the provider show its login page', async () => {
    await startSsoSignIn(enabled(), null, { askAgain: true });
    expect(fakeOidc.signinRedirect).toHaveBeenCalledWith({
      state: { returnUrl: null, organizationId: 'org-1' },
      prompt: 'login',
    });
  });

  it('the bearer is the stored access token, renewed first when it has expired', async () => {
    expect(await currentAccessToken()).toBeNull();
    rememberSsoSettings(enabled());
    fakeOidc.getUser.mockResolvedValue(fakeUser({ access_token: 'live' }));
    expect(await currentAccessToken()).toBe('live');
    fakeOidc.getUser.mockResolvedValue(fakeUser({ access_token: 'old', expired: true }));
    fakeOidc.signinSilent.mockResolvedValue(fakeUser({ access_token: 'renewed' }));
    expect(await currentAccessToken()).toBe('renewed');
    fakeOidc.signinSilent.mockRejectedValue(new Error('invalid_grant'));
    // The server's identity-session error then ends the session the usual way.
    expect(await currentAccessToken()).toBe('old');
  });

  it("the user name of later steps is the access token's e-mail", () => {
    expect(ssoUserEmail(fakeUser())).toBe('ssostore@demo.test');
    expect(
      ssoUserEmail(fakeUser({ access_token: 'opaque', profile: { sub: 'x', email: 'id@idp.test' } as never })),
    ).toBe('id@idp.test');
  });
});

describe('log-out', () => {
  it('revokes the refresh token, calls LogOff while the bearer is still there, then drops the user', async () => {
    rememberSsoSettings(enabled({ homeUrl: 'https://idp.example/home' }));
    const assign = stubLocation();
    const order: string[] = [];
    fakeOidc.getUser.mockResolvedValue(fakeUser());
    fakeOidc.revokeTokens.mockImplementation(async (types) => void order.push(`revoke ${types?.join()}`));
    fakeOidc.removeUser.mockImplementation(async () => void order.push('removeUser'));
    await signOutWithSso(async () => {
      order.push(`LogOff with ${await currentAccessToken()}`);
    });
    expect(order).toEqual(['revoke refresh_token', `LogOff with ${fakeUser().access_token}`, 'removeUser']);
    expect(readSsoSettings()).toBeNull();
    expect(assign).toHaveBeenCalledWith('https://idp.example/home');
  });

  it('a failed revocation or LogOff does not stop it; without a home page the login page stays', async () => {
    rememberSsoSettings(enabled());
    const assign = stubLocation();
    fakeOidc.getUser.mockResolvedValue(fakeUser());
    fakeOidc.revokeTokens.mockRejectedValue(new Error('unsupported_token_type'));
    await signOutWithSso(() => Promise.reject(new Error('offline')));
    expect(fakeOidc.removeUser).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a password user only logs off', async () => {
    const logOff = vi.fn(async () => undefined);
    await signOutWithSso(logOff);
    expect(logOff).toHaveBeenCalled();
    expect(fakeOidc.revokeTokens).not.toHaveBeenCalled();
  });

  it('the forced log-out forgets the token, the user and the settings and returns to the login page', () => {
    rememberSsoSettings(enabled());
    localStorage.setItem('mp.csrfToken', 'token');
    const assign = stubLocation('/Portal/NewIndex');
    forceSsoLogOut();
    expect(localStorage.getItem('mp.csrfToken')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
  });
});

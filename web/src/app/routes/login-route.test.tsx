import type { TLoginResult } from '@mp/contracts/auth';
import { SSO_CALLBACK_PATH, type TSsoSettings } from '@mp/contracts/sso';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SsoCallbackPage } from '../../features/sso/components/sso-callback-page';
import { ssoBearerToken } from '../../features/sso/lib/sso-session';
import { rememberSsoSettings, type TEnabledSsoSettings } from '../../features/sso/lib/sso-storage';
import { fakeOidc, fakeUser, resetFakeOidc, ssoSettings } from '../../features/sso/testing/fake-oidc';
import { loginResult, portalData } from '../../test/fixtures';
import { csrfRoute, mockFetch } from '../../test/render';
import { setAuthorizationSource } from '../../lib/api-client';
import { AppProviders } from '../../components/app-providers';
import { createQueryClient } from '../../lib/query-client';
import { PORTAL_BASE } from '../../lib/session/landing';
import { LoginRoute } from './login-route';

vi.mock('oidc-client-ts', async () => (await import('../../features/sso/testing/fake-oidc')).fakeOidcModule);

beforeEach(() => {
  resetFakeOidc();
  setAuthorizationSource(ssoBearerToken);
});
afterEach(() => setAuthorizationSource(null));

const ENABLED = ssoSettings() as TEnabledSsoSettings;

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginRoute /> },
      { path: SSO_CALLBACK_PATH, element: <SsoCallbackPage /> },
      { path: `${PORTAL_BASE}/*`, element: <p>Portal</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const reseller = {
  ResellerId: 1,
  ResellerName: 'Provider',
  Theme: 'default',
  LogoText: 'Merchant Portal',
  ShowEssentialsLink: false,
  EssentialsUrl: '',
  BillingPhone: '',
  BillingEmail: '',
  BillingUrl: '',
  ManagerPlatformUrl: '',
};

function serve({
  settings = ENABLED,
  validate = loginResult(),
  logOn,
  validateStatus = 200,
}: {
  settings?: TSsoSettings;
  validate?: TLoginResult;
  logOn?: TLoginResult;
  validateStatus?: number;
}) {
  return mockFetch({
    ...csrfRoute,
    'GET /Account/GetVersion': () => ({ body: { version: '1.0.0' } }),
    'GET /Reseller/GetResellerConfiguration': () => ({ body: reseller }),
    'POST /Account/LogOn': () => ({ body: logOn }),
    'GET /Portal/GetPortalData': () => ({ body: portalData() }),
    'GET /Account/GetSsoSettings': () => ({ body: settings }),
    'POST /Account/ValidateSsoToken': () => ({ status: validateStatus, body: validate }),
  });
}

const callTo = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.find(([url]) => String(url).includes(path));
const authorizationOf = (call: unknown[] | undefined) =>
  ((call?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined)?.Authorization;

// The callback page signs in through several awaited calls before its modal: more than the default second on a
// loaded machine.
const CALLBACK_SETTLED = { timeout: 5000 };

describe('login page with single sign-on', () => {
  it('shows no federated button when single sign-on is off', async () => {
    const fetch = serve({ settings: ssoSettings({ enabled: false, organizationId: null, authority: null }) });
    renderRoutes('/');
    await waitFor(() => expect(callTo(fetch, '/Account/GetSsoSettings')).toBeDefined());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with single sign-on' })).not.toBeInTheDocument();
  });

  it('the federated button redirects to the provider with the ReturnUrl and organization', async () => {
    serve({});
    renderRoutes(`/?ReturnUrl=${encodeURIComponent(`${PORTAL_BASE}/menu`)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));
    await waitFor(() =>
      expect(fakeOidc.signinRedirect).toHaveBeenCalledWith({
        state: { returnUrl: `${PORTAL_BASE}/menu`, organizationId: 'org-1' },
      }),
    );
  });

  it('an organization id without a usable token goes to the provider at once', async () => {
    const fetch = serve({});
    renderRoutes('/?organizationId=org-1');
    await waitFor(() => expect(fakeOidc.signinRedirect).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Signing in with your identity provider');
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toBeDisabled();
    const settingsCall = callTo(fetch, '/Account/GetSsoSettings');
    expect(new URL(String(settingsCall?.[0]), 'http://localhost').searchParams.get('organizationId')).toBe('org-1');
    expect(callTo(fetch, '/Account/ValidateSsoToken')).toBeUndefined();
  });

  it('an organization id with a token this tab holds validates it and goes in', async () => {
    fakeOidc.getUser.mockResolvedValue(fakeUser({ access_token: 'held' }));
    const fetch = serve({});
    const router = renderRoutes('/?organizationId=org-1');
    await waitFor(() => expect(router.state.location.pathname).toBe(PORTAL_BASE));
    const validate = callTo(fetch, '/Account/ValidateSsoToken');
    expect(JSON.parse(String((validate?.[1] as RequestInit).body))).toEqual({
      organizationId: 'org-1',
      idToken: 'id-token',
    });
    expect(authorizationOf(validate)).toBe('Bearer held');
    expect(fakeOidc.signinRedirect).not.toHaveBeenCalled();
  });

  it('an expired token is renewed with the refresh token first', async () => {
    fakeOidc.getUser.mockResolvedValue(fakeUser({ access_token: 'old', expired: true }));
    fakeOidc.signinSilent.mockImplementation(async () => {
      const renewed = fakeUser({ access_token: 'renewed' });
      fakeOidc.getUser.mockResolvedValue(renewed);
      return renewed;
    });
    const fetch = serve({});
    const router = renderRoutes('/?organizationId=org-1');
    await waitFor(() => expect(router.state.location.pathname).toBe(PORTAL_BASE));
    expect(authorizationOf(callTo(fetch, '/Account/ValidateSsoToken'))).toBe('Bearer renewed');
  });

  it('a password sign-in answering U shows the SSO modal without OK; its way back is a new SSO sign-in', async () => {
    serve({ logOn: loginResult({ success: false, errorCode: 'U' }) });
    const user = userEvent.setup();
    renderRoutes('/');
    await screen.findByRole('button', { name: 'Sign in with single sign-on' });
    await user.type(screen.getByLabelText('Username or email'), 'ssostore');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('dialog', { name: 'Use single sign-on' });
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to identity page' }));
    await waitFor(() => expect(fakeOidc.signinRedirect).toHaveBeenCalled());
  });
});

describe('the single-sign-on callback', () => {
  const returning = (returnUrl: string | null = null) => {
    rememberSsoSettings(ENABLED);
    const user = fakeUser({ state: { returnUrl, organizationId: 'org-1' } } as never);
    fakeOidc.signinRedirectCallback.mockImplementation(async () => {
      fakeOidc.getUser.mockResolvedValue(user);
      return user;
    });
  };

  it('validates the tokens and lands where the sign-in started', async () => {
    returning(`${PORTAL_BASE}/menu`);
    const fetch = serve({});
    const router = renderRoutes(`${SSO_CALLBACK_PATH}?code=abc&state=xyz`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PORTAL_BASE}/menu`));
    expect(fakeOidc.signinRedirectCallback).toHaveBeenCalledWith(
      `${window.location.origin}${SSO_CALLBACK_PATH}?code=abc&state=xyz`,
    );
    const validate = callTo(fetch, '/Account/ValidateSsoToken');
    expect(authorizationOf(validate)).toBe(`Bearer ${fakeUser().access_token}`);
    expect(JSON.parse(String((validate?.[1] as RequestInit).body))).toMatchObject({ organizationId: 'org-1' });
    // As after LogOn: the session changed, so a new anti-forgery token was fetched.
    expect(callTo(fetch, '/Account/GetCsrfToken')).toBeDefined();
  });

  it('hands the result to the login page steps (license agreement) and drops the handoff from history', async () => {
    returning();
    serve({ validate: loginResult({ eulaId: 3, eulaFileName: 'eula.html' }) });
    const router = renderRoutes(`${SSO_CALLBACK_PATH}?code=abc&state=xyz`);
    expect(await screen.findByRole('dialog', { name: 'License agreement' }, CALLBACK_SETTLED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('a provider error (access_denied) shows the generic SSO error E', async () => {
    rememberSsoSettings(ENABLED);
    fakeOidc.signinRedirectCallback.mockRejectedValue(new Error('access_denied'));
    const fetch = serve({});
    renderRoutes(`${SSO_CALLBACK_PATH}?error=access_denied&state=xyz`);
    expect(await screen.findByRole('dialog', { name: 'Single sign-on error' }, CALLBACK_SETTLED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(callTo(fetch, '/Account/ValidateSsoToken')).toBeUndefined();
  });

  it('a callback nobody started in this tab is E as well', async () => {
    serve({});
    renderRoutes(`${SSO_CALLBACK_PATH}?code=abc&state=xyz`);
    expect(await screen.findByRole('dialog', { name: 'Single sign-on error' }, CALLBACK_SETTLED)).toBeInTheDocument();
    expect(fakeOidc.signinRedirectCallback).not.toHaveBeenCalled();
  });

  it('a server code J shows its modal and forgets the refused user', async () => {
    returning();
    serve({ validate: loginResult({ success: false, errorCode: 'J' }) });
    renderRoutes(`${SSO_CALLBACK_PATH}?code=abc&state=xyz`);
    expect(
      await screen.findByRole('dialog', { name: 'Invalid single sign-on credentials' }, CALLBACK_SETTLED),
    ).toBeInTheDocument();
    expect(fakeOidc.removeUser).toHaveBeenCalled();
  });

  it('a validation that fails over HTTP is E', async () => {
    returning();
    serve({ validateStatus: 500 });
    renderRoutes(`${SSO_CALLBACK_PATH}?code=abc&state=xyz`);
    expect(await screen.findByRole('dialog', { name: 'Single sign-on error' }, CALLBACK_SETTLED)).toBeInTheDocument();
  });

  it('a login code that is not an SSO code shows its usual modal', async () => {
    returning();
    serve({ validate: loginResult({ success: false, errorCode: 'F' }) });
    renderRoutes(`${SSO_CALLBACK_PATH}?code=abc&state=xyz`);
    expect(await screen.findByRole('dialog', { name: 'No access' }, CALLBACK_SETTLED)).toBeInTheDocument();
  });

  it.each([
    [`${PORTAL_BASE}/menu?tab=2`, `?ReturnUrl=${encodeURIComponent(`${PORTAL_BASE}/menu?tab=2`)}`],
    ['https://evil.example/Portal/NewIndex', ''],
    ['//evil.example/Portal/NewIndex', ''],
    ['/\\evil.example', ''],
    ['javascript:alert(1)', ''],
    ['/Account/LogOff', ''],
  ])('ReturnUrl %s comes back as %o', async (returnUrl, search) => {
    returning(returnUrl);
    serve({ validate: loginResult({ success: false, errorCode: 'J' }) });
    const router = renderRoutes(`${SSO_CALLBACK_PATH}?code=abc&state=xyz`);
    await screen.findByRole('dialog', { name: 'Invalid single sign-on credentials' }, CALLBACK_SETTLED);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe(search);
  });
});

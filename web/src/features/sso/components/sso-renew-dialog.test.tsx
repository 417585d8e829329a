import type { TLoginStatusResponse } from '@mp/contracts/sso';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthorizationSource } from '../../../lib/api-client';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { ssoBearerToken } from '../lib/sso-session';
import { rememberSsoSettings, type TEnabledSsoSettings } from '../lib/sso-storage';
import { fakeOidc, fakeUser, resetFakeOidc, ssoSettings } from '../testing/fake-oidc';
import { SsoRenewDialog } from './sso-renew-dialog';

vi.mock('oidc-client-ts', async () => (await import('../testing/fake-oidc')).fakeOidcModule);

beforeEach(() => {
  resetFakeOidc();
  setAuthorizationSource(ssoBearerToken);
  rememberSsoSettings(ssoSettings() as TEnabledSsoSettings);
  fakeOidc.signinSilent.mockImplementation(async () => {
    const renewed = fakeUser({ access_token: 'renewed' });
    fakeOidc.getUser.mockResolvedValue(renewed);
    return renewed;
  });
});
afterEach(() => setAuthorizationSource(null));

const status = (overrides: Partial<TLoginStatusResponse>) => ({
  body: { success: false, isLoggingIn: false, errorCode: null, exception: null, ...overrides },
});

const renderRenew = () => {
  const props = { onRenewed: vi.fn(), onLogOut: vi.fn() };
  renderWithApp(<SsoRenewDialog {...props} />);
  return props;
};

const renew = () => userEvent.click(screen.getByRole('button', { name: 'Renew session' }));

describe('SsoRenewDialog', () => {
  it('asks for no password; Renew renews the token and checks the login status with it', async () => {
    const fetch = mockFetch({ ...csrfRoute, 'POST /Account/CheckLoginStatus': () => status({ success: true }) });
    const { onRenewed } = renderRenew();
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toHaveTextContent(/single sign-on/);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await renew();
    await waitFor(() => expect(onRenewed).toHaveBeenCalled());
    expect(fakeOidc.signinSilent).toHaveBeenCalled();
    const check = fetch.mock.calls.find(([url]) => String(url).includes('CheckLoginStatus'));
    expect(((check?.[1] as RequestInit).headers as Record<string, string>).Authorization).toBe('Bearer renewed');
    expect(JSON.parse(String((check?.[1] as RequestInit).body))).toMatchObject({ organizationId: 'org-1' });
  });

  it('a failed token renewal is P (SSO session expired); OK returns to the dialog', async () => {
    fakeOidc.signinSilent.mockRejectedValue(new Error('invalid_grant'));
    const fetch = mockFetch(csrfRoute);
    const { onRenewed } = renderRenew();
    await renew();
    expect(await screen.findByRole('dialog', { name: 'Single sign-on session expired' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('CheckLoginStatus'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Single sign-on session expired' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew session' })).toBeInTheDocument();
    expect(onRenewed).not.toHaveBeenCalled();
  });

  it.each([
    ['a failed status call', { status: 500, body: null }],
    ['a session that must be signed into anew', status({ isLoggingIn: true })],
  ])('%s is the generic SSO error E', async (_name, answer) => {
    mockFetch({ ...csrfRoute, 'POST /Account/CheckLoginStatus': () => answer });
    renderRenew();
    await renew();
    expect(await screen.findByRole('dialog', { name: 'Single sign-on error' })).toBeInTheDocument();
  });

  it('the code the status check answers picks the modal: J', async () => {
    mockFetch({ ...csrfRoute, 'POST /Account/CheckLoginStatus': () => status({ errorCode: 'J' }) });
    renderRenew();
    await renew();
    expect(await screen.findByRole('dialog', { name: 'Invalid single sign-on credentials' })).toBeInTheDocument();
  });

  it('U is not recoverable: its modal has no OK and Renew is gone; Log out stays', async () => {
    mockFetch({ ...csrfRoute, 'POST /Account/CheckLoginStatus': () => status({ errorCode: 'U' }) });
    renderRenew();
    await renew();
    expect(await screen.findByRole('dialog', { name: 'Use single sign-on' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew session', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out', hidden: true })).toBeInTheDocument();
  });

  it('a login code of another kind shows its message in the dialog', async () => {
    mockFetch({ ...csrfRoute, 'POST /Account/CheckLoginStatus': () => status({ errorCode: 'X' }) });
    renderRenew();
    await renew();
    expect(await screen.findByRole('alert')).toHaveTextContent(/merchant account is not active/);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TLoginErrorCode, TLoginResult } from '@mp/contracts/auth';
import { i18n } from '../../../i18n/i18n';
import { loginResult } from '../../../test/fixtures';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { LoginPage, type TLoginPageHandle, type TLoginPageSso } from './login-page';

const failure = (errorCode: TLoginErrorCode) => () => ({ body: loginResult({ success: false, errorCode }) });

const noSso: TLoginPageSso = { button: null, renderError: () => null };

const renderLogin = (sso: TLoginPageSso = noSso, path = '/') => {
  const props = { onSignedIn: vi.fn(), onSignOut: vi.fn() };
  const page = createRef<TLoginPageHandle>();
  const view = renderWithApp(
    <LoginPage ref={page} reseller={undefined} renderSelection={() => null} {...props} sso={sso} />,
    path,
  );
  /** The app hands over a single-sign-on outcome. */
  const conclude = (result: TLoginResult, username = 'ssostore@demo.test') =>
    act(() => page.current?.conclude({ result, username }));
  return { ...props, ...view, conclude };
};

/** The SSO error modal stand-in: the real one is the sso feature's (composed by the app). */
const ssoErrorSlot = () => {
  const renderError = vi.fn((code: string) => <div role="alert">SSO error {code}</div>);
  return { sso: { ...noSso, renderError }, renderError };
};

const signIn = async (user: ReturnType<typeof userEvent.setup>, password = 'wrong') => {
  await user.type(screen.getByLabelText('Username or email'), 'alice');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('LoginPage', () => {
  it('keeps Sign in disabled until both fields have a value', async () => {
    mockFetch({ ...csrfRoute, 'GET /Account/GetVersion': () => ({ body: { version: '1.2.3' } }) });
    const user = userEvent.setup();
    renderLogin();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Username or email'), 'alice');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText('Username or email'));
    expect(submit).toBeDisabled();
    expect(await screen.findByText('Version 1.2.3')).toBeInTheDocument();
  });

  it('shows the incorrect-password modal for code I, and the locked-out modal after more than four', async () => {
    const fetch = mockFetch({ ...csrfRoute, 'POST /Account/LogOn': failure('I') });
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);
    const dialog = await screen.findByRole('dialog', { name: 'Incorrect password' });
    expect(dialog).toHaveTextContent(/maximum of five/);
    const logOn = fetch.mock.calls.find(([url]) => String(url).includes('/Account/LogOn'));
    expect((logOn?.[1]?.headers as Record<string, string>)['X-CSRF-Token']).toBe('test-token');

    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await user.click(screen.getByRole('button', { name: 'OK' }));
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      if (attempt < 5) await screen.findByRole('dialog', { name: 'Incorrect password' });
    }
    expect(await screen.findByRole('dialog', { name: 'Account locked' })).toBeInTheDocument();
  });

  it.each([
    ['A', 'Account not approved', 'Back Office access is not approved.'],
    ['F', 'No access', "You don't have access to Back Office."],
    ['X', 'Merchant deactivated', 'customer care'],
    ['D', 'Store deactivated', 'customer care'],
  ] as const)('shows the modal for error code %s', async (code, title, text) => {
    mockFetch({ ...csrfRoute, 'POST /Account/LogOn': failure(code) });
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(text);
  });

  it('shows nothing for code M', async () => {
    const fetch = mockFetch({ ...csrfRoute, 'POST /Account/LogOn': failure('M') });
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/Account/LogOn'))).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats an unreachable server as invalid credentials', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    localStorage.setItem('mp.csrfToken', 'stored');
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);
    expect(await screen.findByRole('dialog', { name: 'Incorrect password' })).toBeInTheDocument();
  });

  it('locked-out reset request is disabled while blank and replaced by a confirmation', async () => {
    const fetch = mockFetch({
      ...csrfRoute,
      'POST /Account/LogOn': failure('L'),
      'POST /Account/ForgotPassword': () => ({ body: { success: true } }),
    });
    const user = userEvent.setup();
    renderLogin();
    await signIn(user);
    const dialog = await screen.findByRole('dialog', { name: 'Account locked' });
    const userName = screen.getByRole('textbox', { name: 'Username' });
    expect(userName).toHaveValue('alice');
    await user.clear(userName);
    expect(screen.getByRole('button', { name: 'Request reset' })).toBeDisabled();
    await user.type(userName, 'alice');
    await user.click(screen.getByRole('button', { name: 'Request reset' }));
    expect(await screen.findByText(/reset your password/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request reset' })).not.toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => String(url).includes('/Account/ForgotPassword'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ userName: 'alice' });
    expect(dialog).toBeInTheDocument();
  });

  it('opens the reset-password dialog when the link token is in the URL', async () => {
    mockFetch(csrfRoute);
    renderLogin(noSso, '/?tk=abc');
    expect(await screen.findByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('shows the federated sign-in button the app supplies', () => {
    mockFetch(csrfRoute);
    renderLogin({ ...noSso, button: <button type="button">Sign in with single sign-on</button> });
    expect(screen.getByRole('button', { name: 'Sign in with single sign-on' })).toBeInTheDocument();
  });

  it.each(['J', 'E', 'P', 'U'] as const)('a password sign-in answering %s opens the SSO error modal', async (code) => {
    mockFetch({ ...csrfRoute, 'POST /Account/LogOn': failure(code) });
    const { sso, renderError } = ssoErrorSlot();
    const user = userEvent.setup();
    renderLogin(sso);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(`SSO error ${code}`);
    expect(renderError).toHaveBeenCalledWith(code, expect.any(Function));
    expect(screen.queryByRole('dialog', { name: 'Sign-in failed' })).not.toBeInTheDocument();
  });

  it('a single-sign-on result takes the same steps as a password sign-in', async () => {
    mockFetch(csrfRoute);
    const { onSignedIn, conclude } = renderLogin();
    await conclude(loginResult({ eulaId: 3, eulaFileName: 'eula.html' }));
    expect(await screen.findByRole('dialog', { name: 'License agreement' })).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('a single-sign-on result without further steps goes straight in, leaving the remembered user alone', async () => {
    mockFetch(csrfRoute);
    localStorage.setItem('mp.rememberedUserName', 'alice');
    const result = loginResult();
    const { onSignedIn, conclude } = renderLogin();
    await conclude(result);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(result));
    expect(localStorage.getItem('mp.rememberedUserName')).toBe('alice');
  });

  it.each([
    ['J', 'SSO error J'],
    ['A', 'Back Office access is not approved.'],
  ] as const)('a single sign-on refused with %s shows the modal for that code', async (code, text) => {
    mockFetch(csrfRoute);
    const { sso } = ssoErrorSlot();
    const { conclude } = renderLogin(sso);
    await conclude(loginResult({ success: false, errorCode: code }), '');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['Decline on the licence agreement', { eulaId: 3, eulaFileName: 'eula.html' }, 'Decline', 'licenseDeclined'],
    [
      'Skip on an overdue past-due notice',
      { storePastDueRemainingDays: -3, canUpdatePayment: true },
      'Skip',
      'pastDueSkipped',
    ],
  ] as const)('%s signs out, empties the password and says why', async (_name, result, button, reason) => {
    mockFetch({ ...csrfRoute, 'POST /Account/LogOn': () => ({ body: loginResult(result) }) });
    const user = userEvent.setup();
    const { onSignOut } = renderLogin();
    await signIn(user, 'Portal#2026');
    await user.click(await screen.findByRole('button', { name: button }));
    expect(onSignOut).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(screen.getByLabelText('Username or email')).toHaveValue('alice');
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t(`auth.login.signedOut.${reason}`));
  });

  it('declining a step signs out through the app', async () => {
    mockFetch(csrfRoute);
    const { onSignOut, conclude } = renderLogin();
    await conclude(loginResult({ eulaId: 3, eulaFileName: 'eula.html' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(onSignOut).toHaveBeenCalled();
  });
});

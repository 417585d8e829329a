import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfRoute, mockFetch, renderWithApp } from '../../test/render';
import { CSRF_STORAGE_KEY, LAST_SESSION_UPDATE_KEY } from '../../lib/api-client';
import { SessionExtendDialog } from './session-extend-dialog';
import { SessionLifecycle } from './session-lifecycle';
import { SessionRenewDialog } from './session-renew-dialog';

afterEach(() => {
  vi.useRealTimers();
});

const renewRoute = (answer: { status?: number; body: unknown }) => ({
  ...csrfRoute,
  'POST /Account/RenewSession': () => answer,
});

const renderRenew = (isSsoUser = false) => {
  const onRenewed = vi.fn();
  const onLogOut = vi.fn();
  renderWithApp(
    <SessionRenewDialog userName="sessionuser" isSsoUser={isSsoUser} onRenewed={onRenewed} onLogOut={onLogOut} />,
  );
  return { onRenewed, onLogOut };
};

describe('SessionRenewDialog', () => {
  it('shows the user name read-only and keeps Renew disabled while the password is blank', async () => {
    mockFetch(csrfRoute);
    renderRenew();
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('sessionuser');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    const renew = screen.getByRole('button', { name: 'Renew session' });
    expect(renew).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(renew).toBeEnabled();
  });

  it('a wrong password shows the incorrect-password message and keeps the dialog', async () => {
    const fetch = mockFetch(renewRoute({ body: { success: false, errorCode: 'I' } }));
    const { onRenewed } = renderRenew();
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong#Pass1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username/password combination');
    expect(onRenewed).not.toHaveBeenCalled();
    const sent = fetch.mock.calls.find(([url]) => String(url).includes('RenewSession'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ password: 'Wrong#Pass1' });
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('a locked account shows the locked message', async () => {
    mockFetch(renewRoute({ body: { success: false, errorCode: 'L' } }));
    renderRenew();
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong#Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Renew session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('your account is locked');
  });

  it('the non-recoverable SSO code hides Renew; Log out stays', async () => {
    mockFetch(renewRoute({ body: { success: false, errorCode: 'U' } }));
    const { onLogOut } = renderRenew();
    await userEvent.type(screen.getByLabelText('Password'), 'Portal#2026{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('single sign-on');
    expect(screen.queryByRole('button', { name: 'Renew session' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalled();
  });

  it('success fetches the token of the new session and reports back', async () => {
    const fetch = mockFetch(renewRoute({ body: { success: true, errorCode: null } }));
    const { onRenewed } = renderRenew();
    await userEvent.type(screen.getByLabelText('Password'), 'Portal#2026{Enter}');
    await vi.waitFor(() => expect(onRenewed).toHaveBeenCalled());
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).toContain(
      '/Account/GetCsrfToken',
    );
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBe('test-token');
  });

  it('a session that cannot be renewed (401) goes to sign-in', async () => {
    mockFetch(
      renewRoute({
        status: 401,
        body: { success: false, statusCode: 401, messageKey: 'common.errors.unauthenticated', message: 'x' },
      }),
    );
    const { onLogOut } = renderRenew();
    await userEvent.type(screen.getByLabelText('Password'), 'Portal#2026{Enter}');
    await vi.waitFor(() => expect(onLogOut).toHaveBeenCalled());
  });

  it('an SSO user renews through single sign-on instead of a password', () => {
    mockFetch(csrfRoute);
    renderRenew(true);
    expect(screen.getByText(/Renew it through single sign-on/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew session' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});

const renderExtend = (timeoutMinutes: number) => {
  const props = { onExtended: vi.fn(), onExpired: vi.fn(), onLogOut: vi.fn() };
  renderWithApp(<SessionExtendDialog timeoutMinutes={timeoutMinutes} {...props} />);
  return props;
};

describe('SessionExtendDialog', () => {
  it.each([
    [40, '05:00', '04:59'],
    [5, '01:00', '00:59'],
  ])('time-out %i counts down from %s, each second', (timeout, first, next) => {
    vi.useFakeTimers();
    mockFetch(csrfRoute);
    renderExtend(timeout);
    expect(screen.getByRole('timer')).toHaveTextContent(first);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(next);
  });

  it('reaching zero expires the session', () => {
    vi.useFakeTimers();
    mockFetch(csrfRoute);
    const { onExpired } = renderExtend(5);
    act(() => vi.advanceTimersByTime(59_000));
    expect(onExpired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onExpired).toHaveBeenCalled();
  });

  it('Extend stores the new anti-forgery token', async () => {
    mockFetch({
      ...csrfRoute,
      'POST /Account/ExtendSession': () => ({ body: { success: true, tokenHeaderValue: 'rotated' } }),
    });
    const { onExtended } = renderExtend(40);
    await userEvent.click(screen.getByRole('button', { name: 'Extend session' }));
    await vi.waitFor(() => expect(onExtended).toHaveBeenCalled());
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBe('rotated');
  });

  it('Extend on a session already gone opens the renew path', async () => {
    mockFetch({
      ...csrfRoute,
      'POST /Account/ExtendSession': () => ({
        status: 401,
        body: { success: false, statusCode: 401, messageKey: 'common.errors.unauthenticated', message: 'x' },
      }),
    });
    const { onExpired, onExtended } = renderExtend(40);
    await userEvent.click(screen.getByRole('button', { name: 'Extend session' }));
    await vi.waitFor(() => expect(onExpired).toHaveBeenCalled());
    expect(onExtended).not.toHaveBeenCalled();
  });
});

const portal = { timeout: 40, userName: 'sessionuser', IsNcrIdUser: false };
const MIN = 60_000;

describe('SessionLifecycle (the 60-second check)', () => {
  it('no stored last update: the renew modal opens at the first check', () => {
    vi.useFakeTimers();
    mockFetch(csrfRoute);
    renderWithApp(<SessionLifecycle portal={portal} onLogOut={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MIN));
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
  });

  it('idle until the warning window opens the extend modal; activity before it keeps it away', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch({ ...csrfRoute, 'POST /Account/RefreshSession': () => ({ body: { success: true } }) });
    localStorage.setItem(LAST_SESSION_UPDATE_KEY, String(Date.now()));
    renderWithApp(<SessionLifecycle portal={portal} onLogOut={vi.fn()} />);
    await act(() => vi.advanceTimersByTimeAsync(34 * MIN));
    fireEvent.click(document.body);
    await act(() => vi.advanceTimersByTimeAsync(2 * MIN));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Past half the time-out without a server call: the refresh ran.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/Account/RefreshSession'))).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(33 * MIN));
    expect(screen.getByRole('dialog', { name: 'Your session is about to expire' })).toBeInTheDocument();
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import type { TAccessFlags } from '@mp/contracts/access/flags';
import type { TPortalData } from '@mp/contracts/portal';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../components/app-providers';
import { createQueryClient } from '../../lib/query-client';
import type { TPortalOutletContext } from '../../lib/portal-outlet';
import { i18n } from '../../i18n/i18n';
import { portalData } from '../../test/fixtures';
import { REDIRECT_TO_ACCOUNT_OVERVIEW_FLAG } from './legacy-frame';
import { LegacyFramePage } from './legacy-frame-page';

const t = (key: string, vars?: Record<string, string>) => i18n.t(key, vars);
const BASE = '/Portal/NewIndex';
const LEGACY = 'https://legacy.example.com';
const overviewName = `${t('portal.nav.account')}: ${t('portal.menu.account.overview')}`;

type TOptions = { portal?: TPortalData; flags?: TAccessFlags; path?: string };

/** The page under a stand-in for the shell's outlet context, at `url`. */
function renderPage(url: string, { portal = portalData(), flags = {}, path }: TOptions = {}) {
  const context: TPortalOutletContext = {
    portal,
    access: accessContextFromPortal(portal, flags),
    openSelection: () => {},
  };
  const router = createMemoryRouter(
    [
      {
        path: BASE,
        element: <Outlet context={context} />,
        children: [{ path: '*', element: <LegacyFramePage path={path} /> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const frame = () => screen.getByTitle<HTMLIFrameElement>(t('legacyFrame.frameTitle', { page: overviewName }));
const progress = () => screen.queryByRole('progressbar', { name: t('legacyFrame.loading') });
const mask = () => screen.getByTestId('legacy-modal-mask');

const post = (data: unknown, origin = LEGACY, source: Window | null = frame().contentWindow) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('LegacyFramePage', () => {
  it('without a legacy back office tells the merchant what the page is for, with ways back, and shows no frame', () => {
    renderPage(`${BASE}/account/overview`, { portal: portalData({ legacyOrigin: null }) });
    expect(screen.getByRole('heading', { level: 1, name: overviewName })).toBeInTheDocument();
    expect(screen.getByText(t('portal.about.menu.account.overview'))).toBeInTheDocument();
    expect(screen.getByText(t('legacyFrame.notIncluded.message', { page: overviewName }))).toBeInTheDocument();
    // The administrator's wording stays in the server log and the README.
    expect(screen.queryByText(/LEGACY_ORIGIN/)).toBeNull();
    const backToAccount = t('portal.placeholder.backTo', { page: t('portal.nav.account') });
    expect(screen.getByRole('link', { name: backToAccount })).toHaveAttribute('href', `${BASE}/account`);
    expect(screen.getByRole('link', { name: t('portal.placeholder.home') })).toHaveAttribute('href', BASE);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames the same path and query on the legacy origin, loading until the frame has loaded', () => {
    renderPage(`${BASE}/account/overview?tab=2`);
    expect(frame()).toHaveAttribute('src', `${LEGACY}/account/overview?tab=2`);
    expect(progress()).toBeInTheDocument();
    fireEvent.load(frame());
    expect(progress()).toBeNull();
  });

  it('follows isLoading, the modal mask and message from the frame', async () => {
    renderPage(`${BASE}/account/overview`);
    fireEvent.load(frame());
    post({ type: 'isLoading', value: true });
    expect(progress()).toBeInTheDocument();
    post({ type: 'isLoading', value: false });
    expect(progress()).toBeNull();

    post({ type: 'showModalMask' });
    expect(mask()).toBeVisible();
    post({ type: 'hideAllModalMasks' });
    await waitFor(() => expect(mask()).not.toBeVisible());

    post({ type: 'message', title: 'Saved', text: 'Your changes are saved.' });
    const modal = await screen.findByRole('dialog', { name: 'Saved' });
    expect(within(modal).getByText('Your changes are saved.')).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: t('common.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    post({ type: 'message', text: 'No title' });
    expect(await screen.findByRole('dialog', { name: t('legacyFrame.messageTitle') })).toBeInTheDocument();
  });

  it('navigates the portal on a redirect (devices follows them too)', async () => {
    const router = renderPage(`${BASE}/account/mydevices`);
    const devices = screen.getByTitle(
      t('legacyFrame.frameTitle', { page: `${t('portal.nav.account')}: ${t('portal.menu.account.mydevices')}` }),
    ) as HTMLIFrameElement;
    post({ type: 'redirect', path: 'account/mystores' }, LEGACY, devices.contentWindow);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/account/mystores`));
  });

  it('ignores messages from other origins, from windows other than the frame, and invalid ones', async () => {
    const router = renderPage(`${BASE}/account/overview`);
    fireEvent.load(frame());
    const redirect = { type: 'redirect', path: 'account/mystores' };
    for (const [data, origin, source] of [
      [redirect, 'https://third.example.net', frame().contentWindow],
      [{ type: 'showModalMask' }, 'https://third.example.net', frame().contentWindow],
      [redirect, 'https://legacy.example.com:8443', frame().contentWindow],
      [redirect, 'null', frame().contentWindow],
      // The right origin, but not the frame's own window (a page the legacy page nests or opens).
      [redirect, LEGACY, null],
      [{ type: 'redirect', path: 'https://evil.test/' }, LEGACY, frame().contentWindow],
      [{ type: 'isLoading', value: 'yes' }, LEGACY, frame().contentWindow],
    ] as const)
      post(data, origin, source);
    // A valid message afterwards proves the listener was live all along.
    post({ type: 'message', text: 'Still listening' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Still listening');
    expect(router.state.location.pathname).toBe(`${BASE}/account/overview`);
    expect(mask()).not.toBeVisible();
    expect(progress()).toBeNull();
  });

  it('with the redirect flag, goes to the account overview 1 second after the frame loads', async () => {
    const router = renderPage(`${BASE}/customers/loyalty`, { flags: { [REDIRECT_TO_ACCOUNT_OVERVIEW_FLAG]: true } });
    fireEvent.load(document.querySelector('iframe')!);
    expect(router.state.location.pathname).toBe(`${BASE}/customers/loyalty`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/account/overview`), { timeout: 3000 });
  });

  it('without the flag, stays on the page', async () => {
    const router = renderPage(`${BASE}/customers/loyalty`);
    fireEvent.load(document.querySelector('iframe')!);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(router.state.location.pathname).toBe(`${BASE}/customers/loyalty`);
  });

  it('pushes the stored path again when the address moved while the frame stayed (not after sign-in)', async () => {
    const router = renderPage(`${BASE}/account/overview`, { path: 'account/overview' });
    await act(() => router.navigate(`${BASE}/account/mystores`));
    fireEvent.load(frame());
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/account/overview`));
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(`${BASE}/mystore`, { state: { fromLogin: true }, replace: true }));
    fireEvent.load(frame());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(`${BASE}/mystore`);
  });
});

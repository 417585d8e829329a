import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import { REPORT_ONLY_FEATURE_IDS } from '@mp/contracts/access/login-flow';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { portalData } from '../../test/fixtures';
import { mockFetch } from '../../test/render';
import { AppProviders } from '../../components/app-providers';
import { createQueryClient } from '../../lib/query-client';
import { routesFor } from '../router';
import { PORTAL_BASE } from '../../lib/session/landing';
import { PortalRouteGuard } from './portal-route-guard';

const t = (key: string, vars?: Record<string, string>) => i18n.t(key, vars);

/** The app's real routes (shell, guard, pages) at `path`, with portal data answered for Corner Cafe's owner. */
function renderPortal(path: string, portal = portalData(), flags: Record<string, boolean> = {}) {
  mockFetch({
    'GET /Portal/GetPortalData': () => ({ body: portal }),
    'GET /FeatureFlag/GetFlags': () => ({ body: { flags } }),
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routesFor(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// The whole shell renders first: give it more than the default second on a loaded machine (CI beside other work).
const LOADED = { timeout: 10_000 };
const notAvailable = (screenName: string) => screen.findByRole('heading', { level: 1, name: screenName }, LOADED);
const homeHeading = () => screen.findByRole('heading', { level: 1, name: t('portal.home.title') }, LOADED);

describe('portal route guard', () => {
  it('redirects a hidden route home, carrying the origin, without rendering the page', async () => {
    // Time Clock is not for product type 2 (spec 1 §2).
    const router = renderPortal(`${PORTAL_BASE}/employees/timeClock`);
    expect(await homeHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PORTAL_BASE);
    expect(router.state.location.state).toMatchObject({ from: { pathname: `${PORTAL_BASE}/employees/timeClock` } });
    const timeClock = `${t('portal.nav.employees')}: ${t('portal.menu.employees.timeClock')}`;
    expect(screen.queryByRole('heading', { name: timeClock })).toBeNull();
  });

  it('redirects a route hidden by a feature id', async () => {
    const router = renderPortal(`${PORTAL_BASE}/customers/loyalty`, portalData({ featureIds: [51] }));
    expect(await homeHeading()).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: `${PORTAL_BASE}/customers/loyalty` } });
  });

  it('sends a flagged inventory page to the inventory base, not home (spec 2 §2)', async () => {
    const router = renderPortal(`${PORTAL_BASE}/menu/departments`, portalData(), { hideDepartments: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PORTAL_BASE}/menu`), LOADED);
  });

  it('keeps redirecting unknown paths home', async () => {
    const router = renderPortal(`${PORTAL_BASE}/nowhere`);
    expect(await homeHeading()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PORTAL_BASE);
  });

  it.each([
    [`${PORTAL_BASE}/settings/privacy`, ['portal.nav.settingsPrivacy']],
    [`${PORTAL_BASE}/account/buyhardware`, ['portal.nav.account', 'portal.menu.account.buyhardware']],
  ])('renders the allowed route %s as its not-available page with a way back', async (path, keys) => {
    const router = renderPortal(path);
    const name = keys.map((key) => t(key)).join(': ');
    expect(await notAvailable(name)).toBeInTheDocument();
    expect(screen.getByText(t('portal.notAvailable.message', { screen: name }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('portal.placeholder.home') })).toHaveAttribute('href', PORTAL_BASE);
    expect(router.state.location.pathname).toBe(path);
  });

  it("sends a report-only user refused a route to the first working page: My Store's Activity Summary, native since issue 15 §6, even without a legacy back office", async () => {
    const router = renderPortal(
      `${PORTAL_BASE}/nowhere`,
      portalData({ featureIds: [REPORT_ONLY_FEATURE_IDS[0]], legacyOrigin: null }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PORTAL_BASE}/mystore/activitysummary`), LOADED);
  });

  it('shows Home with only the shortcuts the user may open', async () => {
    // Feature id 14 hides POS Transactions: no "Find a ticket".
    renderPortal(PORTAL_BASE, portalData({ featureIds: [FEATURE_ID.posTransactions] }));
    expect(await homeHeading()).toBeInTheDocument();
    const shortcut = (id: string) =>
      screen.queryByRole('link', { name: new RegExp(t(`portal.home.shortcut.${id}.title`)) });
    expect(shortcut('findTicket')).toBeNull();
    expect(shortcut('editMenu')).toHaveAttribute('href', `${PORTAL_BASE}/menu/categoriesoritems`);
    expect(shortcut('outOfStock')).toHaveAttribute('href', `${PORTAL_BASE}/menu/itemAvailability`);
    expect(shortcut('discounts')).toHaveAttribute('href', `${PORTAL_BASE}/menu/discounts`);
  });

  it('opens a section as the index of its pages: working ones as links, the rest listed as still to come', async () => {
    // Without a legacy back office, Settings has the change log and pages still to come.
    renderPortal(`${PORTAL_BASE}/settings`, portalData({ legacyOrigin: null }));
    const title = await screen.findByRole('heading', { level: 1, name: t('portal.nav.settings') }, LOADED);
    expect(title).toBeInTheDocument();
    const available = screen.getByRole('list', { name: t('portal.sectionIndex.available') });
    expect(
      within(available).getByRole('link', { name: new RegExp(t('portal.menu.settings.changelog')) }),
    ).toHaveAttribute('href', `${PORTAL_BASE}/settings/changelog`);
    expect(within(available).getByText(t('portal.about.menu.settings.changelog'))).toBeInTheDocument();
    const later = screen.getByRole('list', { name: t('portal.sectionIndex.later') });
    expect(within(later).getByText(t('portal.menu.settings.customtenders'))).toBeInTheDocument();
    expect(within(later).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText(/not available yet/)).toBeNull();
  });

  it.each([
    // Spec 3 §2.3: breaks needs its flag, product type 2 and not manager mode; time clock a product type other than 2.
    ['breaks', portalData(), { featBreaks: true }],
    ['timeClock', portalData({ productType: 1 }), {}],
  ])(
    'shows employees/%s, where its conditions hold, as its placeholder (not an employee of that id)',
    async (page, portal, flags) => {
      const router = renderPortal(`${PORTAL_BASE}/employees/${page}`, portal, flags);
      const name = `${t('portal.nav.employees')}: ${t(`portal.menu.employees.${page}`)}`;
      expect(await notAvailable(name)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`${PORTAL_BASE}/employees/${page}`);
      expect(screen.queryByText(t('employees.detail.notFound'))).toBeNull();
    },
  );

  it('lists legacy pages as working once a legacy back office is configured', async () => {
    renderPortal(`${PORTAL_BASE}/mystore`, portalData({ legacyOrigin: 'https://legacy.example.com' }));
    const available = await screen.findByRole('list', { name: t('portal.sectionIndex.available') }, LOADED);
    expect(
      within(available).getByRole('link', { name: new RegExp(t('portal.menu.mystore.activitysummary')) }),
    ).toBeInTheDocument();
  });

  it('shows a skeleton, not the page, while portal data loads', async () => {
    // Portal data never arrives: the guard must not decide (nor render through) on a partial context.
    mockFetch({}).mockImplementation(() => new Promise<Response>(() => {}));
    const router = createMemoryRouter(
      [
        {
          path: PORTAL_BASE,
          element: <Outlet />,
          children: [
            {
              element: <PortalRouteGuard />,
              children: [{ path: 'employees/*', element: <p>employees page</p> }],
            },
          ],
        },
      ],
      { initialEntries: [`${PORTAL_BASE}/employees/employees`] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('status', { name: t('portal.guard.checking') }, LOADED)).toBeInTheDocument();
    expect(screen.queryByText('employees page')).toBeNull();
  });
});

import { menuChainFor } from '@mp/contracts/access/menu';
import { SSO_CALLBACK_PATH } from '@mp/contracts/sso';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { forceSsoLogOut, ssoBearerToken } from '../features/sso/lib/sso-session';
import { loadPortalStrings } from '../i18n/i18n';
import { ensureCsrfToken, setAuthorizationSource, setIdentitySessionErrorHandler } from '../lib/api-client';
import { SCREEN_ROUTES, type TScreenRoute } from './routes/screens';
import { PORTAL_BASE } from '../lib/session/landing';
import { portalDataQuery } from '../lib/session/portal-data.queries';

/**
 * Top-level portal sections (spec 1 §2, plus Customer Care from the user menu); each renders its placeholder until
 * its screens are built. The guard decides which paths below them the user may open.
 */
export const SECTION_ROUTES = [
  'mystore/*',
  'results/*',
  'menu/*',
  'customers/*',
  'employees/*',
  'settings/*',
  'account/*',
  'ecommerce/*',
  'onlineordering/*',
  'supportTools/*',
  'customercare/*',
  'pilotprogram/*',
] as const;

/**
 * A screen's parameter route (employees/:employeeId) outranks its section's splat, so it would claim the menu's other
 * pages beside it (employees/breaks); those without a screen get a static route to the section page of their own.
 */
const PAGES_BESIDE_PARAMETER_ROUTES: readonly string[] = [
  ...new Set(
    SCREEN_ROUTES.filter(({ path }) => /\/:[^/]+$/.test(path)).flatMap(({ path }) =>
      (menuChainFor(path.replace(/\/:[^/]+$/, '')).at(-1)?.children ?? []).flatMap(({ path: sibling }) =>
        sibling && !sibling.includes(':') && !SCREEN_ROUTES.some((screen) => screen.path === sibling) ? [sibling] : [],
      ),
    ),
  ),
];

/** Old logon and React UI paths go to the sign-in page, keeping their query (ReturnUrl, organizationId). */
function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

/**
 * A loader that only starts fetching and never holds navigation up: the data lands in the query cache, where the
 * screen's own query picks it up (or reports its failure, as it would have without the head start).
 */
const startFetching =
  (fetch: (query: URLSearchParams) => Promise<unknown>) =>
  ({ request }: { request: Request }) => {
    fetch(new URL(request.url).searchParams).catch(() => undefined);
    return null;
  };

// The sign-in page and the portal shell (its layout, guard and pages alike) load as separate chunks: a signed-out
// visitor does not download the portal, and the portal does not carry the sign-in flow's dialogs. Under the portal,
// the session's portal data and a screen's first page are requested as navigation starts, beside those chunks.
export const routesFor = (queryClient: QueryClient) => [
  { path: '/', lazy: async () => ({ Component: (await import('./routes/login-route')).LoginRoute }) },
  {
    path: SSO_CALLBACK_PATH,
    lazy: async () => ({
      Component: (await import('../features/sso/components/sso-callback-page')).SsoCallbackPage,
    }),
  },
  { path: '/Account/LogOn', element: <ToLogin /> },
  { path: '/ReactUI/*', element: <ToLogin /> },
  {
    path: PORTAL_BASE,
    // The CSRF token too: a tab without one would otherwise fetch it in front of the screen's first POST.
    loader: startFetching(() => Promise.all([queryClient.prefetchQuery(portalDataQuery()), ensureCsrfToken()])),
    lazy: async () => {
      const [{ PortalLayout }] = await Promise.all([import('./shell/portal-layout'), loadPortalStrings()]);
      return { Component: PortalLayout };
    },
    children: [
      {
        lazy: async () => ({ Component: (await import('./routes/portal-route-guard')).PortalRouteGuard }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/portal-home')).PortalHome }) },
          ...SCREEN_ROUTES.map(({ path, lazy, prefetch }: TScreenRoute) => ({
            path,
            lazy,
            ...(prefetch ? { loader: startFetching((query) => prefetch(queryClient, query)) } : {}),
          })),
          ...[...PAGES_BESIDE_PARAMETER_ROUTES, ...SECTION_ROUTES].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/section-page')).SectionPage }),
          })),
          { path: '*', lazy: async () => ({ Component: (await import('./routes/redirect-home')).RedirectHome }) },
        ],
      },
    ],
  },
  { path: '*', element: <ToLogin /> },
];

export function createRouter(queryClient: QueryClient) {
  // Spec 1 §7, §8: while this tab holds a single-sign-on user every call carries its access token, and the server
  // refusing that token ends the session here too.
  setAuthorizationSource(ssoBearerToken);
  setIdentitySessionErrorHandler(forceSsoLogOut);
  return createBrowserRouter(routesFor(queryClient));
}

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../components/app-providers';
import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import type { TPortalOutletContext } from '../lib/portal-outlet';
import { createQueryClient } from '../lib/query-client';
import { portalData } from './fixtures';

/**
 * Renders one element under the app's providers and a memory router at `path`; a screen that reads what the portal
 * shell hands it (usePortalOutlet) is given `outlet`.
 */
export function renderWithApp(element: ReactNode, path = '/', outlet?: TPortalOutletContext) {
  return renderRoutesWithApp([{ path: '*', element }], path, outlet);
}

/** As renderWithApp, for screens that read route parameters or navigate between each other: `routes` at `path`. */
export function renderRoutesWithApp(children: RouteObject[], path: string, outlet?: TPortalOutletContext) {
  const routes = outlet ? [{ element: <Outlet context={outlet} />, children }] : children;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  return {
    router,
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

type THandler = (body: unknown, url: URL) => { status?: number; body: unknown } | undefined;

/**
 * Replaces fetch at the network boundary: `routes` maps "METHOD /path" to a handler. Unmatched calls answer 404.
 * Returns the mock so tests can inspect what was sent.
 */
export function mockFetch(routes: Record<string, THandler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    // JSON bodies as their value, URL-encoded forms as their fields.
    const body =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : init?.body instanceof URLSearchParams
          ? Object.fromEntries(init.body)
          : undefined;
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler?.(body, url) ?? {
      status: 404,
      body: { success: false, statusCode: 404, messageKey: 'common.errors.notFound', message: 'Not found' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const csrfRoute = {
  'POST /Account/GetCsrfToken': () => ({ body: { success: true, tokenHeaderValue: 'test-token' } }),
};

export type TAnswer = { status?: number; body: unknown };

/**
 * mockFetch (with the CSRF call) for tests that check what a screen sent: `routes` maps "METHOD /path" to its answer,
 * and each call to them is recorded with its body, or its query's fields when it has a query (GET, DELETE).
 */
export function recordingFetch(routes: Record<string, () => TAnswer>): { path: string; body: unknown }[] {
  const sent: { path: string; body: unknown }[] = [];
  const recorded = Object.entries(routes).map(([key, answer]): [string, THandler] => [
    key,
    (body, url) => {
      sent.push({ path: url.pathname, body: url.search ? Object.fromEntries(url.searchParams) : body });
      return answer();
    },
  ]);
  mockFetch({ ...csrfRoute, ...Object.fromEntries(recorded) });
  return sent;
}

/** What the portal shell hands a screen: merchant 1001 seen as `view` (the company view of two stores by default). */
export function portalOutlet(
  view: { storeId: number; activeStoreCount: number } = { storeId: 0, activeStoreCount: 2 },
): TPortalOutletContext {
  const portal = portalData({ merhantId: 1001, ...view });
  return { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
}

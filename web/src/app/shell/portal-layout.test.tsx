import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../components/app-providers';
import { i18n } from '../../i18n/i18n';
import { createQueryClient } from '../../lib/query-client';
import { PORTAL_BASE } from '../../lib/session/landing';
import { portalData } from '../../test/fixtures';
import { mockFetch } from '../../test/render';
import { routesFor } from '../router';

const SERVER_ERROR = { success: false, statusCode: 500, messageKey: 'common.errors.server', message: 'Internal' };
const LOADED = { timeout: 10_000 };

describe('portal shell when the portal data fails', () => {
  it('shows one HTTP modal (the shell does not ask again on mount); OK leaves Retry, which loads the portal', async () => {
    let failing = true;
    const fetchMock = mockFetch({
      'GET /Portal/GetPortalData': () => (failing ? { status: 500, body: SERVER_ERROR } : { body: portalData() }),
      'GET /FeatureFlag/GetFlags': () => ({ body: { flags: {} } }),
      'POST /Account/GetCsrfToken': () => ({ body: { success: true, tokenHeaderValue: 'test-token' } }),
    });
    const portalCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/Portal/GetPortalData')).length;
    const queryClient = createQueryClient();
    const router = createMemoryRouter(routesFor(queryClient), { initialEntries: [PORTAL_BASE] });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    const modal = await screen.findByRole('dialog', { name: i18n.t('errors.http.title', { status: 500 }) }, LOADED);
    await userEvent.click(within(modal).getByRole('button', { name: i18n.t('common.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(i18n.t('portal.loadFailed'))).toBeInTheDocument();
    expect(portalCalls()).toBe(1);

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByRole('heading', { level: 1, name: i18n.t('portal.home.title') }, LOADED)).toBeVisible();
    expect(portalCalls()).toBe(2);
  });
});

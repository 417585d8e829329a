import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './app-providers';
import { RouteNotice } from './route-notice';
import type { TRouteNoticeState } from './use-route-notice';

/** A form that, once "saved", goes to the list with a notice and a piece of state of its own. */
function Form() {
  const navigate = useNavigate();
  const state: TRouteNoticeState & { other: string } = { notice: 'discounts.detail.saved', other: 'kept' };
  return (
    <button type="button" onClick={() => void navigate('/list', { state })}>
      save
    </button>
  );
}

function List() {
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state)}</output>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <RouteNotice />
          </>
        ),
        children: [
          { path: '/form', element: <Form /> },
          { path: '/list', element: <List /> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('RouteNotice', () => {
  it('shows the notice a navigation brought, and takes it out of the history entry so a reload does not repeat it', async () => {
    const router = renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText(i18n.t('discounts.detail.saved'))).toBeInTheDocument();
    // The entry was replaced: the state a reload or Back would restore no longer holds the notice, the rest stays.
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.location.state).toEqual({ other: 'kept' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('state')).toHaveTextContent('{"other":"kept"}');
  });
});

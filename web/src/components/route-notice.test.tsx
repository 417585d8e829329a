import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './app-providers';
import { RouteNotice } from './route-notice';
import { useEntryKey, type TRouteNoticeState } from './use-route-notice';

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
  return (
    <>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
      <output data-testid="entry">{useEntryKey()}</output>
    </>
  );
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
    expect(router.state.location.state).toMatchObject({ other: 'kept' });
    expect(router.state.location.state).not.toHaveProperty('notice');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the entry key a form is keyed on while the notice is taken off, and moves it on the next navigation', async () => {
    const router = renderApp();
    const keys: string[] = [];
    router.subscribe((state) => keys.push(state.location.key));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByText(i18n.t('discounts.detail.saved'));
    // The push that brought the notice, then the replace that took it off (a new key).
    expect(keys).toHaveLength(2);
    expect(screen.getByTestId('entry')).toHaveTextContent(keys[0]!);
    expect(keys[1]).not.toBe(keys[0]);
    await act(() => router.navigate('/list'));
    expect(screen.getByTestId('entry')).toHaveTextContent(router.state.location.key);
    expect(router.state.location.key).not.toBe(keys[0]);
  });

  describe('a second notice while the first is still up', () => {
    afterEach(() => vi.useRealTimers());

    it('gets its own full time on screen instead of what was left of the first one', async () => {
      vi.useFakeTimers();
      const router = renderApp();
      const saved = i18n.t('discounts.detail.saved');
      const deleted = i18n.t('discounts.detail.deleted');
      await act(() => router.navigate('/list', { state: { notice: 'discounts.detail.saved' } }));
      expect(screen.getByText(saved)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4000));
      await act(() => router.navigate('/form', { state: { notice: 'discounts.detail.deleted' } }));
      expect(screen.getByText(deleted)).toBeInTheDocument();
      // Past the first notice's five seconds: the second one is still there.
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByText(deleted)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.queryByText(deleted)).not.toBeInTheDocument();
    });
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import type { TChangeLogResponse } from '@mp/contracts/change-log';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { ChangeLogPage } from './change-log-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`changeLog.${key}`, vars);

const LOG: TChangeLogResponse = {
  ResultSet: [
    {
      Id: 7,
      At: '2026-01-20T12:05:00.000Z',
      UserId: 6,
      UserName: 'store',
      MerchantId: 1002,
      StoreId: 2101,
      StoreName: 'Corner Cafe',
      Entity: 'item',
      EntityId: 1801,
      EntityName: 'Butter Croissant',
      Changes: [
        { Field: 'retailPrice', Before: '3.75', After: '4.10' },
        { Field: 'isSellable', Before: true, After: false },
        { Field: 'Latte (12)', Before: null, After: '3.50' },
      ],
    },
  ],
  TotalRowCount: 30,
  Users: [{ UserId: 6, UserName: 'store' }],
};

/** The page at `entry` (its query string is the filters); answers every log request with LOG and records it. */
function renderPage(entry = '/changelog') {
  const requests: URLSearchParams[] = [];
  mockFetch({
    ...csrfRoute,
    'GET /ChangeLog/GetChangeLog': (_body, url) => {
      requests.push(url.searchParams);
      return { body: LOG };
    },
  });
  const portal = portalData();
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/changelog',
        element: <Outlet context={context} />,
        children: [{ index: true, element: <ChangeLogPage /> }],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { requests, router };
}

describe('ChangeLogPage', () => {
  it('shows each entry with its changed fields, labelled, as before → after', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: t('tableLabel') });
    const row = await within(table).findByRole('row', { name: /Butter Croissant/ });
    expect(row).toHaveTextContent(`${t('fields.retailPrice')}: `);
    expect(row).not.toHaveTextContent('retailPrice');
    expect(row).toHaveTextContent(`${t('fields.isSellable')}: `);
    // A field named by the data itself (a loyalty member) has no label and is shown as it is.
    expect(row).toHaveTextContent(`Latte (12): ${t('beforeAfter', { before: t('none'), after: '3.50' })}`);
    expect(row).toHaveTextContent(t('beforeAfter', { before: '3.75', after: '4.10' }));
    expect(row).toHaveTextContent(t('beforeAfter', { before: t('yes'), after: t('no') }));
    expect(row).toHaveTextContent(t('entities.item'));
    expect(row).toHaveTextContent('Corner Cafe');
  });

  it('reads its filters and page from the URL, and a filter change goes back to the first page', async () => {
    const { requests, router } = renderPage('/changelog?Entity=discount&RequestedPageNum=2&UserId=oops');
    await screen.findByRole('table', { name: t('tableLabel') });
    expect(Object.fromEntries(requests[0]!)).toEqual({ Entity: 'discount', RequestedPageNum: '2', PageRowCount: '25' });
    await userEvent.click(screen.getByRole('combobox', { name: t('filters.entity') }));
    await userEvent.click(await screen.findByRole('option', { name: t('entities.item') }));
    await waitFor(() => expect(router.state.location.search).toContain('Entity=item'));
    expect(router.state.location.search).not.toContain('RequestedPageNum');
    await waitFor(() => expect(requests.at(-1)!.get('Entity')).toBe('item'));
    expect(requests.at(-1)!.get('RequestedPageNum')).toBe('1');
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import type { TPosMessageListRow } from '@mp/contracts/pos-messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { PosMessagesPage } from './pos-messages-page';

const p = (key: string) => i18n.t(`posMessages.${key}`);
const user = userEvent.setup({ delay: null });

const ROW: TPosMessageListRow = {
  id: 7,
  subject: 'Staff meeting',
  messagePreview: 'Monday at nine',
  displayTime: '2026-01-05T14:00:00.000Z',
  expiration: null,
  stores: 'All Stores',
  recipient: 'All Employees',
  createdBy: 'Pat',
};

/** The list at the given view (0: the company view), its call answering `rows`; the bodies it sent. */
function renderList(storeId: number, rows: TPosMessageListRow[]) {
  const sent: unknown[] = [];
  mockFetch({
    ...csrfRoute,
    'POST /PosMessages/GetPosMessages': (body) => {
      sent.push(body);
      return { body: { ResultSet: rows, TotalRowCount: rows.length } };
    },
  });
  const portal = portalData({ merhantId: 1001, storeId });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path: 'm', element: <PosMessagesPage /> }] }],
    { initialEntries: ['/m'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent };
}

const action = (key: string) => screen.getByRole('button', { name: p(`list.${key}`) });

describe('PosMessagesPage', () => {
  it('asks for 25 rows by display time, and enables Duplicate and Delete once a row is selected', async () => {
    const { sent } = renderList(0, [ROW]);
    const row = await screen.findByRole('row', { name: /Staff meeting/ });
    expect(sent[0]).toEqual({ PageRowCount: 25, RequestedPageNum: 1, SortColumn: 'DisplayTime', SortDirection: 'ASC' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText(p('companyViewOnly'))).toBeNull();
    expect(action('duplicate')).toBeDisabled();
    expect(action('delete')).toBeDisabled();

    await user.click(row);
    expect(action('duplicate')).toBeEnabled();
    expect(action('delete')).toBeEnabled();
    await user.click(action('delete'));
    expect(screen.getByText(p('list.deleteUnavailable'))).toBeTruthy();
  });

  it('keeps both disabled in a store view, which shows the company-view-only warning', async () => {
    renderList(5, [ROW]);
    await user.click(await screen.findByRole('row', { name: /Staff meeting/ }));
    expect(screen.getByText(p('companyViewOnly'))).toBeTruthy();
    expect(action('duplicate')).toBeDisabled();
    expect(action('delete')).toBeDisabled();
  });

  it('says the list is empty', async () => {
    renderList(0, []);
    expect(await screen.findByText(p('list.empty'))).toBeTruthy();
  });
});

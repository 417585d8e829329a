import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import type { TItemAvailabilityPaging, TItemAvailabilityRow } from '@mp/contracts/item-availability';
import type { TPortalData } from '@mp/contracts/portal';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { ItemAvailabilityPage } from './item-availability-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

/** 30 items: two pages of 25; every third out of stock. */
const ITEMS: TItemAvailabilityRow[] = Array.from({ length: 30 }, (_, i) => ({
  ItemMasterId: 100 + i,
  ItemCategoryId: 7,
  ItemName: `Item ${String(i).padStart(2, '0')}`,
  CategoryName: 'MAINS',
  IsInStock: i % 3 !== 0,
  IsPosActive: true,
  IsAvailableOnline: true,
  ConcurrencyChecksum: String(i % 2),
}));

type TSaveBody = { ItemAvailabilities: { ConcurrencyChecksum: string }[] };
/** The server's answer to a save: the saved rows with their next checksums. */
const savedAnswer = (body: unknown) => ({
  body: {
    IsSuccessful: true,
    Message: '',
    ItemAvailabilities: (body as TSaveBody).ItemAvailabilities.map((row) => ({
      ...row,
      ConcurrencyChecksum: String(Number(row.ConcurrencyChecksum) + 1),
    })),
  },
});

/** The order a read asks for when the URL names none. */
const BY_NAME = { SortColumn: 'ItemName', SortDirection: 'ASC', PageRowCount: 25 } as const;

type TAnswer = { status?: number; body: unknown } | undefined;

function renderPage(
  options: {
    portal?: Partial<TPortalData>;
    update?: (body: unknown) => TAnswer;
    bulk?: () => TAnswer;
    openSelection?: () => void;
  } = {},
) {
  const rows = ITEMS.map((row) => ({ ...row }));
  const reads: TItemAvailabilityPaging[] = [];
  const saves: unknown[] = [];
  mockFetch({
    ...csrfRoute,
    'POST /Item/GetItemAvailability': (body) => {
      const paging = body as TItemAvailabilityPaging;
      reads.push(paging);
      const found = rows.filter((r) => r.ItemName.toLowerCase().includes(paging.SearchArg.toLowerCase()));
      const start = (paging.RequestedPageNum - 1) * paging.PageRowCount;
      return { body: { ResultSet: found.slice(start, start + paging.PageRowCount), TotalRowCount: found.length } };
    },
    'POST /Item/UpdateItemAvailability': (body) => {
      saves.push(body);
      return options.update?.(body) ?? savedAnswer(body);
    },
    'POST /Item/UpdateItemAvailabilityAllInStock': () => {
      const answer = options.bulk?.();
      if (!answer) for (const row of rows) row.IsInStock = true;
      return answer ?? { body: { IsSuccessful: true, Message: '' } };
    },
  });
  const portal = portalData(options.portal);
  const context = {
    portal,
    access: accessContextFromPortal(portal, {}),
    openSelection: options.openSelection ?? (() => {}),
  };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ index: true, element: <ItemAvailabilityPage /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { reads, saves, router };
}

const inStock = (item: string) => screen.getByRole('switch', { name: t('itemAvailability.table.inStockOf', { item }) });
const online = (item: string) =>
  screen.getByRole('switch', { name: t('itemAvailability.table.availableOnlineOf', { item }) });
const button = (key: string) => screen.getByRole('button', { name: t(key) });
const loaded = () => screen.findByRole('switch', { name: t('itemAvailability.table.inStockOf', { item: 'Item 00' }) });

// A 25-row MUI grid makes role queries slow in jsdom on a busy machine.
describe('ItemAvailabilityPage', { timeout: 60_000 }, () => {
  it('shows 25 rows with the three switch columns; the MMS add-on hides POS active and online', async () => {
    renderPage();
    await loaded();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent).slice(1)).toEqual([
      t('itemAvailability.columns.itemName'),
      t('itemAvailability.columns.categoryName'),
      t('itemAvailability.columns.inStock'),
      t('itemAvailability.columns.posActive'),
      t('itemAvailability.columns.availableOnline'),
    ]);
    expect(screen.getAllByRole('rowheader')).toHaveLength(25);
    expect(inStock('Item 00')).not.toBeChecked();
    expect(inStock('Item 01')).toBeChecked();
    expect(button('itemAvailability.actions.allOnline')).toBeEnabled();
  });

  it('with the MMS add-on: no POS-active or online column, no all-online action', async () => {
    renderPage({ portal: { isMmsEnabled: true } });
    await loaded();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).not.toContain(t('itemAvailability.columns.posActive'));
    expect(headers).not.toContain(t('itemAvailability.columns.availableOnline'));
    expect(screen.queryByRole('button', { name: t('itemAvailability.actions.allOnline') })).toBeNull();
    expect(screen.getByText(t('itemAvailability.mmsNote'))).toBeInTheDocument();
  });

  it('saves only the changed rows; cancel is disabled until something changed and restores', async () => {
    const { saves } = renderPage();
    await loaded();
    expect(button('itemAvailability.actions.cancel')).toBeDisabled();
    expect(button('itemAvailability.actions.save')).toBeDisabled();

    await userEvent.click(inStock('Item 00'));
    expect(inStock('Item 00')).toBeChecked();
    await userEvent.click(button('itemAvailability.actions.cancel'));
    expect(inStock('Item 00')).not.toBeChecked();
    expect(button('itemAvailability.actions.cancel')).toBeDisabled();

    await userEvent.click(inStock('Item 00'));
    await userEvent.click(online('Item 01'));
    // Back and forth is no change.
    await userEvent.click(online('Item 02'));
    await userEvent.click(online('Item 02'));
    expect(screen.getByText(t('itemAvailability.changes', { count: 2 }))).toBeInTheDocument();
    await userEvent.click(button('itemAvailability.actions.save'));
    await screen.findByText(t('itemAvailability.notices.saved'));
    expect(saves).toEqual([
      {
        ...BY_NAME,
        SearchArg: '',
        RequestedPageNum: 1,
        ItemAvailabilities: [
          { ItemMasterId: 100, IsInStock: true, IsPosActive: true, IsAvailableOnline: true, ConcurrencyChecksum: '0' },
          { ItemMasterId: 101, IsInStock: true, IsPosActive: true, IsAvailableOnline: false, ConcurrencyChecksum: '1' },
        ],
      },
    ]);
    // The saved values stay on screen (applied to the cached rows) and nothing is pending.
    expect(inStock('Item 00')).toBeChecked();
    expect(online('Item 01')).not.toBeChecked();
    expect(button('itemAvailability.actions.save')).toBeDisabled();

    // The next save of a saved row sends the checksum the save answered, without a reload.
    await userEvent.click(inStock('Item 00'));
    await userEvent.click(button('itemAvailability.actions.save'));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect((saves[1] as TSaveBody).ItemAvailabilities).toEqual([
      { ItemMasterId: 100, IsInStock: false, IsPosActive: true, IsAvailableOnline: true, ConcurrencyChecksum: '1' },
    ]);
  });

  it('asks before paging with pending edits; keep editing stays, discard moves on', async () => {
    const { reads } = renderPage();
    await loaded();
    await userEvent.click(inStock('Item 00'));
    await userEvent.click(screen.getByRole('button', { name: t('common.table.nextPage') }));
    const dialog = await screen.findByRole('dialog', { name: t('common.leave.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.leave.stay') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inStock('Item 00')).toBeChecked();
    expect(reads).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: t('common.table.nextPage') }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t('common.leave.discard') }),
    );
    await screen.findByRole('switch', { name: t('itemAvailability.table.inStockOf', { item: 'Item 29' }) });
    expect(reads.at(-1)).toEqual({ ...BY_NAME, SearchArg: '', RequestedPageNum: 2, PageRowCount: 25 });
    expect(button('itemAvailability.actions.save')).toBeDisabled();
  });

  it('sorts on the server by a header, keeps page, sort and search in the URL, and asks first with pending edits', async () => {
    const { reads, router } = renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: t('itemAvailability.columns.inStock') }));
    await waitFor(() =>
      expect(reads.at(-1)).toEqual({ ...BY_NAME, SortColumn: 'IsInStock', SearchArg: '', RequestedPageNum: 1 }),
    );
    expect(router.state.location.search).toBe('?sort=IsInStock&dir=ASC');
    await userEvent.click(screen.getByRole('button', { name: t('itemAvailability.columns.inStock') }));
    await waitFor(() => expect(reads.at(-1)).toMatchObject({ SortColumn: 'IsInStock', SortDirection: 'DESC' }));
    expect(
      within(screen.getByRole('table')).getByRole('columnheader', { name: t('itemAvailability.columns.inStock') }),
    ).toHaveAttribute('aria-sort', 'descending');

    const before = reads.length;
    await userEvent.click(online('Item 01'));
    await userEvent.click(screen.getByRole('button', { name: t('itemAvailability.columns.itemName') }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: t('common.leave.title') })).getByRole('button', {
        name: t('common.leave.stay'),
      }),
    );
    expect(reads).toHaveLength(before);
    expect(router.state.location.search).toBe('?sort=IsInStock&dir=DESC');
  });

  it('searches without asking when nothing is pending, and shows the empty state', async () => {
    const { reads } = renderPage();
    await loaded();
    await userEvent.type(screen.getByRole('textbox', { name: t('itemAvailability.search.label') }), 'nothing{Enter}');
    await screen.findByText(t('itemAvailability.table.noMatch', { search: 'nothing' }));
    expect(reads.at(-1)).toEqual({ ...BY_NAME, SearchArg: 'nothing', RequestedPageNum: 1, PageRowCount: 25 });
  });

  it('edits the selected rows through the modal, which needs at least one change', async () => {
    renderPage();
    await loaded();
    expect(button('itemAvailability.actions.editSelected')).toBeDisabled();
    for (const item of ['Item 00', 'Item 03'])
      await userEvent.click(screen.getByRole('checkbox', { name: t('itemAvailability.table.selectRow', { item }) }));
    await userEvent.click(button('itemAvailability.actions.editSelected'));
    const dialog = await screen.findByRole('dialog', { name: t('itemAvailability.editSelected.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('itemAvailability.editSelected.apply') }));
    expect(await within(dialog).findByText(t('itemAvailability.editSelected.nothingChosen'))).toBeInTheDocument();

    const inStockGroup = within(dialog).getByRole('radiogroup', { name: t('itemAvailability.editSelected.inStock') });
    await userEvent.click(within(inStockGroup).getByRole('radio', { name: t('itemAvailability.editSelected.on') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('itemAvailability.editSelected.apply') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inStock('Item 00')).toBeChecked();
    expect(inStock('Item 03')).toBeChecked();
    expect(inStock('Item 06')).not.toBeChecked();
    expect(online('Item 00')).toBeChecked();
    expect(screen.getByText(t('itemAvailability.changes', { count: 2 }))).toBeInTheDocument();
  });

  it.each<[string, TAnswer, string]>([
    [
      'the Message of an unsuccessful answer',
      { body: { IsSuccessful: false, Message: 'Menu is locked' } },
      'Menu is locked',
    ],
    [
      'the spec key when the answer has no Message',
      { body: { IsSuccessful: false, Message: '' } },
      t('itemAvailability.failedUpdateItemAvailability'),
    ],
    ['a 500 string body as it is', { status: 500, body: 'Database offline' }, 'Database offline'],
    [
      'our own refusal key translated',
      {
        status: 404,
        body: { success: false, statusCode: 404, messageKey: 'itemAvailability.errors.itemNotFound', message: 'x' },
      },
      t('itemAvailability.errors.itemNotFound'),
    ],
  ])('a failed save shows %s and keeps the edits', async (_label, answer, text) => {
    renderPage({ update: () => answer });
    await loaded();
    await userEvent.click(inStock('Item 00'));
    await userEvent.click(button('itemAvailability.actions.save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(inStock('Item 00')).toBeChecked();
    expect(button('itemAvailability.actions.save')).toBeEnabled();
  });

  it('a stale checksum shows the message and keeps the edits until Reload discards them', async () => {
    const stale = {
      status: 409,
      body: {
        success: false,
        statusCode: 409,
        messageKey: 'itemAvailability.errors.staleChecksum',
        message: 'x',
        field: 'ItemAvailabilities.0.ConcurrencyChecksum',
      },
    };
    const { reads } = renderPage({ update: () => stale });
    await loaded();
    await userEvent.click(inStock('Item 00'));
    await userEvent.click(button('itemAvailability.actions.save'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('itemAvailability.errors.staleChecksum'));
    expect(inStock('Item 00')).toBeChecked();
    await userEvent.click(within(alert).getByRole('button', { name: t('common.reload') }));
    await waitFor(() => expect(reads).toHaveLength(2));
    await waitFor(() => expect(inStock('Item 00')).not.toBeChecked());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('itemAvailability.actions.save')).toBeDisabled();
  });

  it('all items in stock asks first, then reloads the page', async () => {
    renderPage();
    await loaded();
    await userEvent.click(button('itemAvailability.actions.allInStock'));
    const dialog = await screen.findByRole('dialog', { name: t('itemAvailability.confirm.allInStock.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('itemAvailability.confirm.allInStock.confirm') }),
    );
    await screen.findByText(t('itemAvailability.notices.allInStock'));
    await waitFor(() => expect(inStock('Item 00')).toBeChecked());
  });

  it('all items in stock: a failure without a message shows its own key', async () => {
    renderPage({ bulk: () => ({ status: 502, body: '' }) });
    await loaded();
    await userEvent.click(button('itemAvailability.actions.allInStock'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: t('itemAvailability.confirm.allInStock.confirm'),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t('itemAvailability.failedupdateItemAvailabilityAllInStock'),
    );
  });

  it('tells the company view (store 0) to choose a store, and offers the choice, without asking the server', async () => {
    const openSelection = vi.fn();
    const { router, reads } = renderPage({ portal: { storeId: 0 }, openSelection });
    expect(await screen.findByText(t('itemAvailability.companyView.text'))).toBeInTheDocument();
    await userEvent.click(button('itemAvailability.companyView.choose'));
    expect(openSelection).toHaveBeenCalledWith('store');
    expect(router.state.location.pathname).toBe('/');
    expect(reads).toHaveLength(0);
  });

  it('shows the unsaved changes with Save and Cancel in the bar above the grid', async () => {
    renderPage();
    await loaded();
    const bar = screen.getByTestId('sticky-action-bar');
    expect(within(bar).getByRole('status')).toHaveTextContent('');
    await userEvent.click(inStock('Item 01'));
    expect(within(bar).getByRole('status')).toHaveTextContent(t('itemAvailability.changes', { count: 1 }));
    await userEvent.click(within(bar).getByRole('button', { name: t('itemAvailability.actions.cancel') }));
    expect(inStock('Item 01')).toBeChecked();
    expect(within(bar).getByRole('button', { name: t('itemAvailability.actions.save') })).toBeDisabled();
  });
});

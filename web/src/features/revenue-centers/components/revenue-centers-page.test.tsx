import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { REVENUE_CENTERS_PATH as PATH, type TRevenueCenter } from '@mp/contracts/revenue-centers';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { RevenueCenterEditPage } from './revenue-center-edit-page';
import { RevenueCentersPage } from './revenue-centers-page';

const r = (key: string, values?: Record<string, unknown>) => i18n.t(`revenueCenters.${key}`, values);

const BAR: TRevenueCenter = {
  revenueCenterId: 7,
  revenueCenterName: 'Bar',
  revenueCenterDescription: 'Bar counter',
  externalId: 'BAR-1',
  merchantId: 1001,
  concurrencyChecksum: '2',
  stores: [
    {
      storeId: 2001,
      storeName: 'Downtown',
      orderModes: [{ orderModeId: 2, orderModeName: 'Takeout' }],
      devices: [{ storeDeviceId: 20013, storeDeviceName: 'Register 3' }],
    },
  ],
};
const STORES = [
  { storeId: 2001, storeName: 'Downtown', city: '', state: '' },
  { storeId: 2002, storeName: 'Riverside', city: '', state: '' },
];
const held = (storeId: number, storeName: string, holder: number | null) => ({
  merchantId: 1001,
  storeId,
  storeName,
  revenueCenterId: holder,
  revenueCenterName: holder === null ? null : 'Patio',
});

type TAnswer = { status?: number; body: unknown };
type TAnswers = Partial<Record<keyof typeof PATH, (body: unknown) => TAnswer>>;

/** A screen at `path` in a view (storeId 0: company) of a merchant with `activeStoreCount` stores; what it sent. */
function renderAt(path: string, storeId: number, activeStoreCount: number, answers: TAnswers = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const route = (name: keyof typeof PATH, fallback: (body: unknown) => TAnswer) => (body: unknown) => {
    sent.push({ path: PATH[name], body });
    return (answers[name] ?? fallback)(body);
  };
  mockFetch({
    ...csrfRoute,
    [`GET ${PATH.list}`]: route('list', () => ({ body: [BAR] })),
    [`GET ${PATH.byId}`]: route('byId', () => ({ body: BAR })),
    [`GET ${PATH.stores}`]: route('stores', () => ({ body: STORES })),
    [`GET ${PATH.addValidation}`]: route('addValidation', () => ({
      body: { isDevicesAvailable: true, isOrderModesAvailable: true },
    })),
    [`POST ${PATH.orderModes}`]: route('orderModes', () => ({
      body: [
        { ...held(2002, 'Riverside', null), orderModeId: 1, orderModeName: 'Dine In' },
        { ...held(2002, 'Riverside', 9), orderModeId: 4, orderModeName: 'Catering' },
      ],
    })),
    [`POST ${PATH.devices}`]: route('devices', () => ({
      body: [{ ...held(2002, 'Riverside', null), deviceName: 'Register 2', storeDeviceId: 20022 }],
    })),
    [`POST ${PATH.save}`]: route('save', () => ({ body: { success: true, data: BAR } })),
    [`DELETE ${PATH.remove}`]: route('remove', () => ({ body: { success: true } })),
  });
  const portal = portalData({ merhantId: 1001, storeId, activeStoreCount, userName: 'tester' });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [
          { path: 'Portal/NewIndex/settings/revenuecenters', element: <RevenueCentersPage /> },
          { path: 'Portal/NewIndex/settings/revenuecenters/:revenueCenterId', element: <RevenueCenterEditPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent, router };
}
const LIST = '/Portal/NewIndex/settings/revenuecenters';

afterEach(() => {
  vi.useRealTimers();
});

describe('RevenueCentersPage', () => {
  const user = userEvent.setup({ delay: null });

  it('shows a card per centre, its stores, and the show-all toggle disabled with three or fewer stores', async () => {
    renderAt(LIST, 0, 2);
    const card = await screen.findByRole('article', { name: 'Bar' });
    expect(within(card).getByRole('row', { name: /Downtown Takeout Register 3/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: r('card.showAll', { count: 1 }) })).toBeDisabled();
    expect(screen.queryByText(r('viewOnly'))).toBeNull();
  });

  it('shows three stores of four until Show all, and hides them again', async () => {
    const stores = [1, 2, 3, 4].map((n) => ({ ...BAR.stores[0]!, storeId: n, storeName: `Store ${n}` }));
    renderAt(LIST, 0, 2, { list: () => ({ body: [{ ...BAR, stores }] }) });
    const card = await screen.findByRole('article', { name: 'Bar' });
    expect(within(card).getAllByRole('row')).toHaveLength(1 + 3);
    await user.click(within(card).getByRole('button', { name: r('card.showAll', { count: 4 }) }));
    expect(within(card).getAllByRole('row')).toHaveLength(1 + 4);
    await user.click(within(card).getByRole('button', { name: r('card.hide') }));
    expect(within(card).getAllByRole('row')).toHaveLength(1 + 3);
  });

  it('downloads download.csv with the spec columns, made from the list', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: the blob handed to the link is what the test reads.
    URL.createObjectURL = (b: Blob) => (blobs.push(b), 'blob:x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('download.csv');
    });
    renderAt(LIST, 0, 2);
    await user.click(await screen.findByRole('button', { name: r('download') }));
    expect(click).toHaveBeenCalledOnce();
    expect(await blobs[0]!.text()).toBe(
      'RevenueCenterId,Name,ExternalId,MerchantId,StoreId,StoreName,DeviceName,DeviceId,OrderModeId,OrderModeName\r\n' +
        '7,Bar,BAR-1,1001,2001,Downtown,Register 3,20013,,\r\n7,Bar,BAR-1,1001,2001,Downtown,,,2,Takeout\r\n',
    );
    click.mockRestore();
  });

  it('checks availability before Add: with nothing left the modal says so, word for word', async () => {
    const { router } = renderAt(LIST, 0, 2, {
      addValidation: () => ({ body: { isDevicesAvailable: false, isOrderModesAvailable: false } }),
    });
    await user.click(await screen.findByRole('button', { name: r('add') }));
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent(
      "No Stores or Order Modes available to create Revenue Center. Please edit exiting one's or create new to create a new Revenue Center.",
    );
    expect(router.state.location.pathname).toBe(LIST);
  });

  it('deletes after confirmation', async () => {
    const { sent } = renderAt(LIST, 0, 2);
    await user.click(await screen.findByRole('button', { name: r('card.delete', { name: 'Bar' }) }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: r('delete') }));
    await waitFor(() => expect(sent.some((s) => s.path === PATH.remove)).toBe(true));
  });

  it('is view-only in a store of a multi-store company: the warning, no Add, no edit or delete', async () => {
    renderAt(LIST, 2001, 2);
    await screen.findByRole('article', { name: 'Bar' });
    expect(screen.getByText(r('viewOnly'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: r('add') })).toBeNull();
    expect(screen.queryByRole('button', { name: r('card.edit', { name: 'Bar' }) })).toBeNull();
  });
});

describe('RevenueCenterEditPage', () => {
  it('looks up order modes and devices once, 1 s after the last store change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { sent } = renderAt(`${LIST}/0`, 0, 2);
    const lookups = () => sent.filter((s) => s.path === PATH.orderModes || s.path === PATH.devices);
    await user.click(await screen.findByRole('checkbox', { name: 'Downtown' }));
    await user.click(screen.getByRole('checkbox', { name: 'Riverside' }));
    await user.click(screen.getByRole('checkbox', { name: 'Downtown' }));
    act(() => vi.advanceTimersByTime(900));
    expect(lookups()).toEqual([]);
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(lookups()).toHaveLength(2));
    expect(lookups().map((s) => s.body)).toEqual([
      { MerchantId: 1001, Stores: [2002] },
      { MerchantId: 1001, Stores: [2002] },
    ]);
    // A mode another centre holds is shown but cannot be chosen.
    expect(
      await screen.findByRole('checkbox', { name: r('form.heldBy', { name: 'Catering', revenueCenter: 'Patio' }) }),
    ).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Dine In' })).toBeEnabled();
  });

  it('lists every error the server answered, one per line, and stays on the form', async () => {
    const user = userEvent.setup({ delay: null });
    const errors = [
      { messageKey: 'revenueCenters.errors.duplicateName', field: 'Name' },
      {
        messageKey: 'revenueCenters.errors.deviceTaken',
        field: 'StoreDeviceIds',
        values: { device: 'Register 2', store: 'Riverside', revenueCenter: 'Patio' },
      },
    ];
    const { sent, router } = renderAt(`${LIST}/0`, 0, 2, {
      save: () => ({
        status: 409,
        body: {
          success: false,
          statusCode: 409,
          messageKey: errors[0]!.messageKey,
          message: 'x',
          field: 'Name',
          data: { errors },
        },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Bar');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Bar counter');
    const save = screen.getByRole('button', { name: r('save') });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Riverside' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    const modal = await screen.findByRole('dialog');
    expect(
      within(modal)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([r('errors.duplicateName'), 'Register 2 of Riverside already belongs to the revenue center Patio.']);
    expect(sent.find((s) => s.path === PATH.save)?.body).toMatchObject({
      MerchantId: 1001,
      RevenueCenterId: 0,
      Name: 'Bar',
      Stores: [{ StoreId: 2002, OrderModes: [], StoreDeviceIds: [] }],
    });
    expect(router.state.location.pathname).toBe(`${LIST}/0`);
  });

  it('edits from the record the list passed, sends its checksum and goes back on success', async () => {
    const user = userEvent.setup({ delay: null });
    // After the save the centre is stored anew: its refetch brings a new checksum while the save is still settling.
    let saved = false;
    const { sent, router } = renderAt(LIST, 0, 2, {
      byId: () => ({ body: saved ? { ...BAR, concurrencyChecksum: '3' } : BAR }),
      save: () => ((saved = true), { body: { success: true, data: { ...BAR, concurrencyChecksum: '3' } } }),
    });
    await user.click(await screen.findByRole('button', { name: r('card.edit', { name: 'Bar' }) }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Bar');
    const save = screen.getByRole('button', { name: r('save') });
    expect(save).toBeDisabled();
    await user.type(name, ' Lounge');
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(sent.find((s) => s.path === PATH.save)?.body).toMatchObject({
      RevenueCenterId: 7,
      Name: 'Bar Lounge',
      ConcurrencyChecksum: '2',
      Stores: [{ StoreId: 2001, OrderModes: [2], StoreDeviceIds: [20013] }],
    });
  });

  it('hides the store grid for a single-store merchant and uses its store', async () => {
    const { sent } = renderAt(`${LIST}/0`, 2101, 1, {
      stores: () => ({ body: [{ storeId: 2101, storeName: 'Corner Cafe', city: '', state: '' }] }),
    });
    await screen.findByRole('textbox', { name: /^Name/ });
    expect(screen.queryByRole('table', { name: r('form.storesTable') })).toBeNull();
    await waitFor(() => expect(sent.some((s) => s.path === PATH.orderModes)).toBe(true), { timeout: 2500 });
    expect(sent.find((s) => s.path === PATH.orderModes)?.body).toEqual({ MerchantId: 1001, Stores: [2101] });
  });
});

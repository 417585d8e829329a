import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { csrfRoute, mockFetch, renderWithApp } from '../../../test/render';
import { MerchantSelectionModal } from './merchant-selection-modal';
import { StoreSelectionModal } from './store-selection-modal';

const row = (StoreId: number, StoreName: string, extra: Record<string, unknown> = {}) => ({
  MerchantId: 1001,
  StoreId,
  StoreCode: StoreId ? `S${StoreId}` : '',
  StoreName,
  MerchantName: 'Demo Bistro Group',
  IsDeleted: false,
  HasFirstRun: true,
  StoreSiteId: null,
  ...extra,
});

const rows = [
  row(0, 'All Stores'),
  row(2001, 'Bistro Downtown'),
  row(2002, 'Bistro Riverside', { HasFirstRun: false }),
  row(2003, 'Old Place', { IsDeleted: true }),
];

const props = () => ({
  markNewStores: true,
  isAdminType: false,
  canUpdatePayment: true,
  onDone: vi.fn(),
  onCancel: vi.fn(),
  onSignOut: vi.fn(),
});

describe('StoreSelectionModal', () => {
  it('enables Continue only after a row is selected and marks new and deleted stores', async () => {
    const fetch = mockFetch({
      ...csrfRoute,
      'GET /Account/GetStoresWithMerchantsInfo': () => ({ body: { ResultSet: rows, TotalRowCount: rows.length } }),
      'POST /Account/SaveStoreContext': () => ({ body: { IsSuccessful: true, Message: '' } }),
    });
    const user = userEvent.setup();
    const handlers = props();
    renderWithApp(<StoreSelectionModal {...handlers} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select a store' });
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await screen.findByText('Bistro Riverside * NEW *');
    expect(screen.getByText('* Old Place')).toBeInTheDocument();
    const allStores = screen.getByText('All Stores').closest('tr')!;
    await user.click(allStores);
    expect(allStores).toHaveAttribute('aria-selected', 'true');
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);
    await waitFor(() => expect(handlers.onDone).toHaveBeenCalled());
    const save = fetch.mock.calls.find(([url]) => String(url).includes('/Account/SaveStoreContext'));
    expect(String(save?.[0])).toContain('StoreId=0');
    // StoreId 0 is saved directly, without a status check.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('CheckStoreAccountStatus'))).toBe(false);
  });

  it('searches on Enter and continues on double-click after the account check', async () => {
    const fetch = mockFetch({
      ...csrfRoute,
      'GET /Account/GetStoresWithMerchantsInfo': (_body, url) => {
        const search = url.searchParams.get('SearchArg') ?? '';
        const result = rows.filter((r) => r.StoreName.toLowerCase().includes(search.toLowerCase()));
        return { body: { ResultSet: result, TotalRowCount: result.length } };
      },
      'POST /Account/CheckStoreAccountStatus': () => ({
        body: {
          BillingInfo: null,
          IsAccountManager: false,
          IsSuccessful: true,
          PastDueRemainingDays: null,
          StoreStatusCode: 2,
        },
      }),
      'POST /Account/SaveStoreContext': () => ({ body: { IsSuccessful: true, Message: '' } }),
    });
    const user = userEvent.setup();
    const handlers = props();
    renderWithApp(<StoreSelectionModal {...handlers} />);
    await screen.findByText('Bistro Downtown');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'downtown{Enter}');
    await waitFor(() => expect(screen.queryByText('All Stores')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([url]) => String(url).includes('SearchArg=downtown'))).toBe(true);
    await user.dblClick(screen.getByText('Bistro Downtown'));
    await waitFor(() => expect(handlers.onDone).toHaveBeenCalled());
    const check = fetch.mock.calls.find(([url]) => String(url).includes('CheckStoreAccountStatus'));
    expect(JSON.parse(String(check?.[1]?.body))).toEqual({ StoreId: 2001, MerchantId: 1001 });
  });

  it('shows the suspended modal for status 5 and the save failure message', async () => {
    let status = 5;
    mockFetch({
      ...csrfRoute,
      'GET /Account/GetStoresWithMerchantsInfo': () => ({ body: { ResultSet: rows, TotalRowCount: rows.length } }),
      'POST /Account/CheckStoreAccountStatus': () => ({
        body: {
          BillingInfo: null,
          IsAccountManager: false,
          IsSuccessful: true,
          PastDueRemainingDays: null,
          StoreStatusCode: status,
        },
      }),
      'POST /Account/SaveStoreContext': () => ({
        body: { IsSuccessful: false, Message: 'StoreSelection.StoreNotAvailable' },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<StoreSelectionModal {...props()} />);
    await user.dblClick(await screen.findByText('Bistro Downtown'));
    const suspended = await screen.findByRole('dialog', { name: 'Account suspended' });
    expect(within(suspended).queryByRole('button', { name: 'I understand' })).not.toBeInTheDocument();
    await user.click(within(suspended).getByRole('button', { name: 'Go back' }));
    status = 2;
    await user.dblClick(screen.getByText('Bistro Downtown'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This store is not available.');
  });
});

describe('MerchantSelectionModal', () => {
  it('sends the include-deactivated switch as SearchArg5 and Cancel calls back', async () => {
    const fetch = mockFetch({
      ...csrfRoute,
      'POST /Company/GetMerchantStores': () => ({ body: { ResultSet: rows, TotalRowCount: rows.length } }),
    });
    const user = userEvent.setup();
    const handlers = props();
    renderWithApp(<MerchantSelectionModal {...handlers} />);
    expect(await screen.findByRole('dialog', { name: 'Select a merchant' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Include deactivated stores' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) =>
            String(url).includes('GetMerchantStores') && JSON.parse(String(init?.body)).SearchArg5 === true,
        ),
      ).toBe(true),
    );
    const first = fetch.mock.calls.find(([url]) => String(url).includes('GetMerchantStores'));
    expect(JSON.parse(String(first?.[1]?.body))).toMatchObject({
      PageRowCount: 25,
      RequestedPageNum: 1,
      SearchArg: '',
      SearchArg5: false,
      isNewUi: true,
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(handlers.onCancel).toHaveBeenCalled();
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import {
  APPLY_TO_TYPES,
  AUTO_APPLY_ERROR,
  DISCOUNT_ERROR,
  DISCOUNT_TYPE_INFO,
  type TDiscountMetadata,
} from '@mp/contracts/discounts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { DiscountDetailRoute } from './discount-detail-route';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const d = (key: string) => t(`discounts.${key}`);
// No pause between keystrokes: the shared test machine is slow enough.
const user = userEvent.setup({ delay: null });

const METADATA: TDiscountMetadata = {
  DiscountTypes: [...DISCOUNT_TYPE_INFO],
  ApplyToTypes: [...APPLY_TO_TYPES],
  StoresCreditGateways: [
    { StoreId: 1, CreditGateway: 9 },
    { StoreId: 2, CreditGateway: 1 },
  ],
  CCSurchargeStores: [2],
  ExistingStoreCashDiscounts: [{ DiscountId: 50, StoreId: 1 }],
};
const STORES = {
  ResultSet: [
    { StoreId: 0, StoreName: 'All Stores' },
    { StoreId: 1, StoreName: 'Uptown' },
    { StoreId: 2, StoreName: 'Harbor' },
  ].map((s) => ({
    ...s,
    MerchantId: 1001,
    StoreCode: '',
    MerchantName: 'Demo',
    IsDeleted: false,
    HasFirstRun: true,
    StoreSiteId: null,
  })),
  TotalRowCount: 3,
};

/** The new-discount form in company view, with the cash-discount flag on. */
function renderNew(onSave: (body: unknown) => { status?: number; body: unknown }) {
  const sent: unknown[] = [];
  mockFetch({
    ...csrfRoute,
    'POST /Discount/GetMetadata': () => ({ body: METADATA }),
    'GET /Account/GetStoresWithMerchantsInfo': () => ({ body: STORES }),
    'POST /Discount/CreateDiscount': (body) => {
      sent.push(body);
      return onSave(body);
    },
  });
  const portal = portalData({ merhantId: 1001, storeId: 0, storeName: 'All Stores' });
  const context = { portal, access: accessContextFromPortal(portal, { cashDiscount: true }), openSelection: () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ path: 'd/:discountId', element: <DiscountDetailRoute /> }],
      },
    ],
    { initialEntries: ['/d/0'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent };
}

const pick = async (label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};

async function fillValid() {
  await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${d('detail.fields.name')}`) }), 'Deal');
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${d('detail.fields.description')}`) }), 'A deal');
  await pick(d('detail.fields.type'), d('types.Q'));
  await pick(d('detail.fields.appliesTo'), d('applyTo.L'));
}

describe('DiscountDetailRoute (new, company view)', () => {
  it('applies the type and auto-cash rules live, and lists sorted auto-apply errors by store', async () => {
    const { sent } = renderNew(() => ({
      body: {
        IsSuccessful: false,
        AutoApplyErrors: [
          { StoreId: 1, StoreName: 'Uptown', MessageKey: AUTO_APPLY_ERROR.exists },
          { StoreId: 2, StoreName: 'Harbor', MessageKey: AUTO_APPLY_ERROR.nonConnectedGateway },
          { StoreId: 2, StoreName: 'Harbor', MessageKey: AUTO_APPLY_ERROR.ccSurcharge },
        ],
      },
    }));
    const save = await screen.findByRole('button', { name: t('common.save') });
    expect(save).toBeDisabled();
    expect(screen.getByRole('list', { name: d('detail.stores.assigned') })).toHaveTextContent(
      d('detail.stores.allStores'),
    );
    await fillValid();
    // Promoted percent takes no amount.
    expect(screen.getByRole('spinbutton', { name: d('detail.amountLabels.Percent') })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: d('detail.fields.IsAutoCashDiscount') }));
    expect(screen.getByRole('combobox', { name: new RegExp(`^${d('detail.fields.type')}`) })).toHaveTextContent(
      d('types.P'),
    );
    expect(screen.getByRole('combobox', { name: new RegExp(`^${d('detail.fields.appliesTo')}`) })).toHaveTextContent(
      d('applyTo.H'),
    );
    const amount = screen.getByRole('spinbutton', { name: new RegExp(`^${d('detail.amountLabels.Percent')}`) });
    await user.clear(amount);
    await user.type(amount, '150');
    expect(await screen.findByText(d('errors.PercentageRangeError'))).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '3');
    // Save is enabled once the form has validated the last keystroke, which may take a moment on a busy machine.
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    const modal = await screen.findByRole('dialog', { name: d('errors.AutoApplyErrorModalTitle') });
    expect(
      within(modal)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Harbor: ${d('errors.AutoApplyCashDiscountCCSurchargeEnabledErr')}`,
      `Harbor: ${d('errors.AutoApplyCashDiscountNonConnectedPaymentsGateway')}`,
      `Uptown: ${d('errors.AutoApplyCashDiscountExistsErr')}`,
    ]);
    expect(sent).toEqual([
      expect.objectContaining({ DiscountType: 'P', AppliesTo: 'H', DiscountAmount: 3, IsAutoCashDiscount: true }),
    ]);
  }, 60_000);

  it('shows a server field error at its field, focused, and keeps what was typed', async () => {
    renderNew(() => ({
      status: 400,
      body: {
        success: false,
        statusCode: 400,
        messageKey: DISCOUNT_ERROR.BarCodeOrderError,
        message: 'Invalid',
        field: 'BarcodeRangeEnd',
      },
    }));
    await fillValid();
    const save = screen.getByRole('button', { name: t('common.save') });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText(d('errors.BarCodeOrderError'))).toBeInTheDocument();
    // Issue 14 §7: the field the server named takes the focus.
    expect(screen.getByRole('textbox', { name: d('detail.fields.BarcodeRangeEnd') })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${d('detail.fields.name')}`) })).toHaveValue('Deal');
  }, 60_000);
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { MENU_ITEMS_ERROR } from '@mp/contracts/menu-items';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { ITEMS_PATH, itemPath } from '../categories-items-paths';
import { ItemDetailRoute } from './item-detail-route';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const CATEGORY = {
  ItemCategoryId: 7,
  CategoryName: 'PASTRIES',
  DisplayColor: null,
  DepartmentId: null,
  MerchantId: 1002,
  SortOrder: 0,
  ParentItemCategoryId: null,
  TagIds: [],
  ItemCount: 0,
  ConcurrencyChecksum: '1',
};

function renderNewItem(addItem: (body: unknown) => { status?: number; body: unknown }) {
  const saves: unknown[] = [];
  mockFetch({
    ...csrfRoute,
    'POST /Item/GetItemCategories': () => ({ body: { Categories: [CATEGORY] } }),
    'POST /Tax/GetActiveTaxCategories': () => ({
      body: [
        { TaxCategoryId: 3, Name: 'Alcohol', IsDefault: false },
        { TaxCategoryId: 4, Name: 'Standard Sales Tax', IsDefault: true },
      ],
    }),
    'POST /Item/GetPrinterGroups': () => ({ body: { ResultSet: [], TotalRowCount: 0 } }),
    'POST /Item/AddItem': (body) => {
      saves.push(body);
      return addItem(body);
    },
  });
  const portal = portalData();
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ path: `${ITEMS_PATH.slice(1)}/:itemId`, element: <ItemDetailRoute /> }],
      },
    ],
    { initialEntries: [itemPath(0)] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { saves, router };
}

async function fillValidItem() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: t('categoriesItems.itemDetail.fields.name') }), 'Scone');
  await user.click(screen.getByRole('combobox', { name: t('categoriesItems.itemDetail.fields.category') }));
  await user.click(await screen.findByRole('option', { name: 'PASTRIES' }));
  return user;
}

describe('ItemDetailRoute (new item)', { timeout: 60_000 }, () => {
  it('starts sold by each at price 0 with the default tax category, and submits the derived extras', async () => {
    const { saves, router } = renderNewItem(() => ({
      body: { IsSuccessful: true, Message: '', Entity: { ItemMasterId: 55 } },
    }));
    expect(await screen.findByRole('heading', { name: t('categoriesItems.itemDetail.title.new.basic') })).toBeVisible();
    expect(
      screen.getByRole('combobox', { name: t('categoriesItems.itemDetail.fields.taxCategory') }),
    ).toHaveTextContent('Standard Sales Tax');
    expect(screen.getByRole('radio', { name: t('categoriesItems.soldBy.1') })).toBeChecked();
    expect(screen.getByRole('button', { name: t('categoriesItems.itemDetail.duplicate') })).toBeDisabled();
    const user = await fillValidItem();
    await user.click(screen.getByRole('radio', { name: t('categoriesItems.soldBy.2') }));
    await user.click(screen.getByRole('button', { name: t('categoriesItems.common.save') }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      ItemMasterId: 0,
      ItemName: 'Scone',
      ItemCategoryId: 7,
      TaxCategoryId: 4,
      SoldBy: 2,
      StockingUnit: 'LB',
      RetailPrice: '0.00',
      IsMenuItem: true,
      IsModifier: false,
      IsAODDeliveryPartnerFee: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(itemPath(55)));
  });

  it('refuses locally without calling the server, and shows a server refusal at its field', async () => {
    const { saves } = renderNewItem(() => ({
      status: 400,
      body: {
        success: false,
        statusCode: 400,
        messageKey: MENU_ITEMS_ERROR.unknownTaxCategory,
        message: 'Unknown tax category.',
        field: 'TaxCategoryId',
      },
    }));
    const save = await screen.findByRole('button', { name: t('categoriesItems.common.save') });
    const user = userEvent.setup();
    await user.click(save);
    expect(await screen.findByText(t(MENU_ITEMS_ERROR.itemNameRequired))).toBeVisible();
    expect(screen.getByText(t(MENU_ITEMS_ERROR.categoryRequired))).toBeVisible();
    expect(saves).toHaveLength(0);
    // Issue 14 §7: the first invalid field takes the focus, locally and after a server refusal alike.
    expect(screen.getByRole('textbox', { name: t('categoriesItems.itemDetail.fields.name') })).toHaveFocus();
    await fillValidItem();
    await user.click(save);
    expect(await screen.findByText(t(MENU_ITEMS_ERROR.unknownTaxCategory))).toBeVisible();
    expect(saves).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: t('categoriesItems.itemDetail.fields.taxCategory') })).toHaveFocus(),
    );
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { PROMOTIONS_ERROR as E, PROMOTIONS_PATH, type TPromotion } from '@mp/contracts/promotions';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { PromotionEditPage } from './promotion-edit-page';

const k = (key: string, vars?: Record<string, unknown>) => i18n.t(`promotions.${key}`, vars);
const user = userEvent.setup({ delay: null });

const CHOICES = {
  Categories: [{ ItemCategoryId: 31, CategoryName: 'PASTRIES' }],
  Items: [{ ItemMasterId: 41, ItemName: 'Butter Croissant', CategoryName: 'PASTRIES' }],
  Stores: [{ StoreId: 2001, StoreName: 'Bistro Classic' }],
  EventSchedules: [{ EventScheduleId: 11, Name: 'Happy Hour' }],
};
const SAVED: TPromotion = {
  PromotionId: 7,
  Name: 'Pastry week',
  Kind: 'PercentOff',
  Value: 20,
  ItemIds: [],
  ItemCategoryIds: [31],
  Timing: 'DateRange',
  EventScheduleId: null,
  StartDate: '2026-06-01',
  EndDate: '2026-06-30',
  StoreIds: [2001],
  Status: 'Active',
  Overlaps: [{ PromotionId: 8, Name: 'June croissant' }],
  ConcurrencyChecksum: '3',
};

type TAnswer = { status?: number; body: unknown };

/** The edit page of promotion `id` in the company view, the update answered as given; what it sent. */
function renderPage(id: number, update?: () => TAnswer) {
  const sent: { path: string; body: unknown }[] = [];
  const route = (path: string, answer: () => TAnswer) => (body: unknown) => {
    sent.push({ path, body });
    return answer();
  };
  mockFetch({
    ...csrfRoute,
    [`POST ${PROMOTIONS_PATH.choices}`]: route(PROMOTIONS_PATH.choices, () => ({ body: CHOICES })),
    [`POST ${PROMOTIONS_PATH.get}`]: route(PROMOTIONS_PATH.get, () => ({ body: SAVED })),
    [`POST ${PROMOTIONS_PATH.update}`]: route(
      PROMOTIONS_PATH.update,
      update ?? (() => ({ body: { IsSuccessful: true, Entity: SAVED } })),
    ),
    [`POST ${PROMOTIONS_PATH.preview}`]: route(PROMOTIONS_PATH.preview, () => ({
      body: {
        Items: [
          {
            ItemMasterId: 41,
            ItemName: 'Butter Croissant',
            CategoryName: 'PASTRIES',
            RegularPrice: 3.75,
            PromotedPrice: 3,
          },
        ],
        Overlaps: [{ PromotionId: 8, Name: 'June croissant' }],
      },
    })),
  });
  const portal = portalData({ merhantId: 1001, storeId: 0 });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [
          { path: 'p/:promotionId', element: <PromotionEditPage /> },
          { path: '*', element: <p>list</p> },
        ],
      },
    ],
    { initialEntries: [`/p/${id}`] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent };
}

const nameBox = () => screen.findByRole('textbox', { name: new RegExp(k('detail.name')) });
const valueBox = () => screen.getByRole('spinbutton', { name: new RegExp(k('detail.percent')) });
const save = () => user.click(screen.getByRole('button', { name: i18n.t('common.save') }));

describe('PromotionForm', () => {
  it("shows the saved promotion's overlap warning", async () => {
    renderPage(7);
    await nameBox();
    expect(screen.getByTestId('promotion-overlaps')).toHaveTextContent('June croissant');
  });

  it('checks the percent by the contract rule before sending anything', async () => {
    const { sent } = renderPage(7);
    await nameBox();
    await user.clear(valueBox());
    await user.type(valueBox(), '120');
    await save();
    expect(await screen.findByText(k('errors.percentRange'))).toBeInTheDocument();
    expect(sent.map((s) => s.path)).not.toContain(PROMOTIONS_PATH.update);
  });

  it("shows the server's refusal at its field", async () => {
    const { sent } = renderPage(7, () => ({
      status: 409,
      body: { success: false, statusCode: 409, messageKey: E.nameTaken, message: 'Taken', field: 'Name' },
    }));
    await user.type(await nameBox(), ' 2');
    await save();
    expect(await screen.findByText(k('errors.nameTaken'))).toBeInTheDocument();
    expect(sent.find((s) => s.path === PROMOTIONS_PATH.update)?.body).toMatchObject({
      PromotionId: 7,
      Name: 'Pastry week 2',
      ConcurrencyChecksum: '3',
    });
  });

  it('previews the affected items at their promoted prices with the overlaps', async () => {
    const { sent } = renderPage(7);
    await nameBox();
    await user.click(screen.getByRole('button', { name: k('detail.preview') }));
    const dialog = await screen.findByTestId('promotion-preview');
    expect(within(dialog).getByRole('row', { name: /Butter Croissant PASTRIES \$3\.75 \$3\.00/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/June croissant/)).toBeInTheDocument();
    expect(sent.find((s) => s.path === PROMOTIONS_PATH.preview)?.body).toMatchObject({ PromotionId: 7, Value: 20 });
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { PAY_CODES_LIST_FORM, PAY_CODES_PATH, type TPayCode } from '@mp/contracts/pay-codes';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { PayCodesPage } from './pay-codes-page';

const p = (key: string) => i18n.t(`payCodes.${key}`);
const user = userEvent.setup({ delay: null });

const code = (id: number, Name: string, Type: 0 | 1, IsSystem = false): TPayCode => ({
  ReasonCodeId: id,
  Name,
  Description: `${Name} description`,
  Type,
  AvailableReasonCodeTypes: IsSystem ? [0] : [0, 1],
  IsDeleted: false,
  IsSystem,
  MerchantId: 1001,
  ConcurrencyChecksum: '3',
});
const CODES = [code(1, 'SAFEDROP', 0, true), code(2, 'FLOAT', 1), code(3, 'SUPPLIES', 0)];

type TAnswer = { status?: number; body: unknown };
const SAVED = (body: unknown): TAnswer => ({
  body: { IsSuccessful: true, Entity: { ...CODES[1], ...(body as object) } },
});

/** The page at a view (storeId 0: the company view) of a merchant with `activeStoreCount` stores; what it sent. */
function renderPage(
  storeId: number,
  activeStoreCount: number,
  answers: { insert?: (body: unknown) => TAnswer; update?: (body: unknown) => TAnswer } = {},
) {
  const sent: { path: string; body: unknown }[] = [];
  const route = (path: string, answer: (body: unknown) => TAnswer) => (body: unknown) => {
    sent.push({ path, body });
    return answer(body);
  };
  mockFetch({
    ...csrfRoute,
    [`POST ${PAY_CODES_PATH.getAll}`]: route(PAY_CODES_PATH.getAll, () => ({
      body: { ResultSet: CODES, TotalRowCount: CODES.length },
    })),
    [`POST ${PAY_CODES_PATH.insert}`]: route(PAY_CODES_PATH.insert, answers.insert ?? SAVED),
    [`POST ${PAY_CODES_PATH.update}`]: route(PAY_CODES_PATH.update, answers.update ?? SAVED),
  });
  const portal = portalData({ merhantId: 1001, storeId, activeStoreCount });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path: 'c', element: <PayCodesPage /> }] }],
    { initialEntries: ['/c'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent };
}

const dialog = () => screen.getByRole('dialog');
const field = (key: string) => within(dialog()).getByRole('textbox', { name: new RegExp(p(`dialog.${key}`)) });

describe('PayCodesPage', () => {
  it('lists the codes from the form-encoded call, with their type, and Add', async () => {
    const { sent } = renderPage(0, 2);
    expect(await screen.findByRole('row', { name: /SAFEDROP/ })).toBeInTheDocument();
    expect(sent[0]).toEqual({ path: PAY_CODES_PATH.getAll, body: { ...PAY_CODES_LIST_FORM } });
    expect(screen.getByRole('row', { name: /FLOAT FLOAT description Pay In/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p('add') })).toBeInTheDocument();
    expect(screen.queryByText(p('viewOnly'))).toBeNull();
  });

  it('adds a code: the rules at their fields first (blank, taken name), then Insert with the trimmed values', async () => {
    const { sent } = renderPage(0, 2);
    await user.click(await screen.findByRole('button', { name: p('add') }));
    await user.click(within(dialog()).getByRole('button', { name: i18n.t('common.save') }));
    expect(await within(dialog()).findByText(p('errors.nameRequired'))).toBeInTheDocument();
    expect(within(dialog()).getByText(p('errors.descriptionRequired'))).toBeInTheDocument();
    expect(within(dialog()).getByText(p('errors.typeRequired'))).toBeInTheDocument();
    await user.type(field('name'), 'float ');
    await user.type(field('description'), 'Second float');
    await user.click(within(dialog()).getByRole('radio', { name: p('types.1') }));
    await user.click(within(dialog()).getByRole('button', { name: i18n.t('common.save') }));
    expect(await within(dialog()).findByText(p('errors.duplicateName'))).toBeInTheDocument();
    expect(sent.filter((s) => s.path === PAY_CODES_PATH.insert)).toEqual([]);

    await user.clear(field('name'));
    await user.type(field('name'), ' TILL ');
    await user.click(within(dialog()).getByRole('button', { name: i18n.t('common.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.path === PAY_CODES_PATH.insert)?.body).toEqual({
      Name: 'TILL',
      Description: 'Second float',
      Type: 1,
    });
  });

  it('edits a code with its checksum, and shows a refusal the server names at its field', async () => {
    const { sent } = renderPage(5, 1, {
      update: () => ({
        status: 409,
        body: {
          success: false,
          statusCode: 409,
          messageKey: 'payCodes.errors.duplicateName',
          message: 'x',
          field: 'Name',
        },
      }),
    });
    await user.click(await screen.findByRole('row', { name: /SUPPLIES/ }));
    expect(field('name')).toHaveValue('SUPPLIES');
    await user.clear(field('name'));
    await user.type(field('name'), 'STOCK');
    await user.click(within(dialog()).getByRole('button', { name: i18n.t('common.save') }));
    expect(await within(dialog()).findByText(p('errors.duplicateName'))).toBeInTheDocument();
    expect(sent.find((s) => s.path === PAY_CODES_PATH.update)?.body).toEqual({
      ReasonCodeId: 3,
      Name: 'STOCK',
      Description: 'SUPPLIES description',
      Type: 0,
      IsDeleted: false,
      ConcurrencyChecksum: '3',
    });
  });

  it('deletes a code through Update with IsDeleted, as loaded, and closes', async () => {
    const { sent } = renderPage(0, 2);
    await user.click(await screen.findByRole('row', { name: /FLOAT/ }));
    await user.type(field('description'), ' edited');
    await user.click(within(dialog()).getByRole('button', { name: p('dialog.delete') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.path === PAY_CODES_PATH.update)?.body).toMatchObject({
      ReasonCodeId: 2,
      Description: 'FLOAT description',
      IsDeleted: true,
    });
  });

  it('opens SAFEDROP read-only: pay out only, no Save or Delete', async () => {
    renderPage(0, 2);
    await user.click(await screen.findByRole('row', { name: /SAFEDROP/ }));
    expect(within(dialog()).getByText(p('dialog.systemReadOnly'))).toBeInTheDocument();
    expect(field('name')).toHaveAttribute('readonly');
    expect(within(dialog()).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog()).queryByRole('button', { name: i18n.t('common.save') })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: p('dialog.delete') })).toBeNull();
  });

  it('is view-only in a store of a multi-store company: no Add, rows open nothing, the notice says why', async () => {
    renderPage(5, 2);
    await user.click(await screen.findByRole('row', { name: /FLOAT/ }));
    expect(screen.getByText(p('viewOnly'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: p('add') })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

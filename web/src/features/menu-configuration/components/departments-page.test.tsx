import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { DEPARTMENTS_PATH, MENU_CONFIGURATION_ERROR as E, type TDepartmentRow } from '@mp/contracts/menu-configuration';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { DepartmentsPage } from './departments-page';

const k = (key: string, vars?: Record<string, unknown>) => i18n.t(`menuConfiguration.${key}`, vars);
const user = userEvent.setup({ delay: null });

const department = (DepartmentId: number, Name: string, CategoryCount: number): TDepartmentRow => ({
  DepartmentId,
  Name,
  CategoryCount,
  ItemCount: CategoryCount * 4,
  ConcurrencyChecksum: '2',
});
const ROWS = [department(11, 'Beverages', 0), department(12, 'Food', 2)];

type TAnswer = { status?: number; body: unknown };

/** The screen in a store view, with the list call and the change calls answered as given; what it sent. */
function renderPage(answers: Partial<Record<'add' | 'edit' | 'remove', (body: unknown) => TAnswer>> = {}) {
  const sent: { path: string; body: unknown }[] = [];
  const route = (path: string, answer: (body: unknown) => TAnswer) => (body: unknown) => {
    sent.push({ path, body });
    return answer(body);
  };
  const saved = (): TAnswer => ({ body: { IsSuccessful: true, Entity: ROWS[0] } });
  mockFetch({
    ...csrfRoute,
    [`POST ${DEPARTMENTS_PATH.list}`]: route(DEPARTMENTS_PATH.list, () => ({
      body: { ResultSet: ROWS, TotalRowCount: ROWS.length },
    })),
    [`POST ${DEPARTMENTS_PATH.add}`]: route(DEPARTMENTS_PATH.add, answers.add ?? saved),
    [`POST ${DEPARTMENTS_PATH.edit}`]: route(DEPARTMENTS_PATH.edit, answers.edit ?? saved),
    [`POST ${DEPARTMENTS_PATH.remove}`]: route(
      DEPARTMENTS_PATH.remove,
      answers.remove ?? (() => ({ body: { IsSuccessful: true } })),
    ),
  });
  const portal = portalData({ merhantId: 1001, storeId: 2001 });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path: 'd', element: <DepartmentsPage /> }] }],
    { initialEntries: ['/d'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent };
}

const dialog = () => screen.getByRole('dialog');
const nameBox = () => within(dialog()).getByRole('textbox', { name: new RegExp(k('departments.dialog.name')) });

describe('DepartmentsPage', () => {
  it('asks the server for the first page by name and shows the counts', async () => {
    const { sent } = renderPage();
    expect(await screen.findByRole('row', { name: /Food 2 8/ })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      path: DEPARTMENTS_PATH.list,
      body: { PageRowCount: 25, RequestedPageNum: 1, SearchArg: '', SortColumn: 'Name', SortDirection: 'ASC' },
    });
  });

  it('renames from the checksum the list answered, and checks the name before sending', async () => {
    const { sent } = renderPage();
    await user.click(await screen.findByRole('row', { name: /Beverages/ }));
    await user.clear(nameBox());
    await user.click(within(dialog()).getByRole('button', { name: i18n.t('common.save') }));
    expect(await within(dialog()).findByText(k('errors.nameRequired'))).toBeInTheDocument();
    await user.type(nameBox(), ' Drinks ');
    await user.click(within(dialog()).getByRole('button', { name: i18n.t('common.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.path === DEPARTMENTS_PATH.edit)?.body).toEqual({
      DepartmentId: 11,
      Name: 'Drinks',
      ConcurrencyChecksum: '2',
    });
  });

  it('shows a department in use with the categories the server names, and keeps the dialog', async () => {
    renderPage({
      remove: () => ({
        status: 409,
        body: {
          success: false,
          statusCode: 409,
          messageKey: E.departmentInUse,
          message: 'in use',
          field: 'DepartmentId',
          data: {
            Categories: [
              { ItemCategoryId: 5, CategoryName: 'BURGERS' },
              { ItemCategoryId: 6, CategoryName: 'SIDES' },
            ],
          },
        },
      }),
    });
    await user.click(await screen.findByRole('row', { name: /Food/ }));
    await user.click(within(dialog()).getByRole('button', { name: k('delete') }));
    const confirm = screen.getByRole('dialog', { name: k('departments.dialog.deleteTitle') });
    expect(confirm).toHaveTextContent(k('departments.deleteInUse', { name: 'Food', count: 2 }));
    await user.click(within(confirm).getByRole('button', { name: k('delete') }));
    expect(await screen.findByText(k('errors.departmentInUse'))).toBeInTheDocument();
    expect(screen.getByTestId('categories-in-use')).toHaveTextContent('BURGERS, SIDES');
  });

  it('shows a taken name the server refuses under the field', async () => {
    renderPage({
      add: () => ({
        status: 409,
        body: { success: false, statusCode: 409, messageKey: E.departmentNameTaken, message: 'taken', field: 'Name' },
      }),
    });
    await screen.findByRole('row', { name: /Food/ });
    await user.click(screen.getByRole('button', { name: k('departments.add') }));
    await user.type(nameBox(), 'food');
    await user.click(within(dialog()).getByRole('button', { name: i18n.t('common.save') }));
    expect(await within(dialog()).findByText(k('errors.departmentNameTaken'))).toBeInTheDocument();
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when someone else changed the department first', async () => {
    renderPage({
      edit: () => ({
        status: 409,
        body: {
          success: false,
          statusCode: 409,
          messageKey: E.staleChecksum,
          message: 'stale',
          field: 'ConcurrencyChecksum',
        },
      }),
    });
    await user.click(await screen.findByRole('row', { name: /Beverages/ }));
    await user.type(nameBox(), 'X');
    await user.click(within(dialog()).getByRole('button', { name: i18n.t('common.save') }));
    expect(await within(dialog()).findByText(k('errors.staleChecksum'))).toBeInTheDocument();
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import type { TEmployeeRow } from '@mp/contracts/employees';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { employeeHref } from '../employee-paths';
import { EmployeesPage } from './employees-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const e = (key: string) => t(`employees.list.${key}`);
const user = userEvent.setup({ delay: null });

const ROW: TEmployeeRow = {
  POSUserId: 701,
  UserName: 'Avery Stone',
  EmployeeNumber: 'E-17',
  ShortName: 'Avery',
  Email: 'avery@example.test',
  PhoneNumber: '555-0101',
  UserRoles: [
    { Name: 'Manager', ASMJobId: null },
    { Name: 'Server', ASMJobId: 'JOB-SRV' },
    { Name: 'Bartender', ASMJobId: 'JOB-BAR' },
  ],
  MembershipUserId: 12,
  IsActive: true,
};
const INACTIVE: TEmployeeRow = { ...ROW, POSUserId: 702, UserName: 'Blake Moss', UserRoles: [], IsActive: false };

/** Manager mode and the ASM employee flag open the detail; with the ASM login flag too, the list is the ASM one. */
const CLASSIC = { [ACCESS_FLAG.managerMode]: true, [ACCESS_FLAG.asmEmployee]: true };
const ASM = { ...CLASSIC, [ACCESS_FLAG.asmLogin]: true };

/** The reseller's manager-platform sign-in page, which the ASM alert links to. */
const MANAGER_PLATFORM_URL = 'https://manager.test/login';

function renderList(flags: Record<string, boolean>, rows = [ROW, INACTIVE], total = rows.length) {
  const sent: unknown[] = [];
  mockFetch({
    ...csrfRoute,
    'GET /Reseller/GetResellerConfiguration': () => ({
      body: {
        ResellerId: 1,
        ResellerName: 'Silver',
        Theme: 'default',
        LogoText: 'Silver',
        ShowEssentialsLink: true,
        EssentialsUrl: '',
        BillingPhone: '',
        BillingEmail: '',
        BillingUrl: '',
        ManagerPlatformUrl: MANAGER_PLATFORM_URL,
      },
    }),
    'POST /Employee/SearchEmployees': (body) => {
      sent.push(body);
      return { body: { ResultSet: rows, TotalRowCount: total } };
    },
  });
  const portal = portalData();
  const context = { portal, access: accessContextFromPortal(portal, flags), openSelection: () => {} };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path: 'e', element: <EmployeesPage /> }] }],
    { initialEntries: ['/e'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { sent, router };
}

describe('EmployeesPage', () => {
  it('asks for 25 rows by name and splits user roles from jobs; each row has its edit button', async () => {
    const { sent } = renderList(CLASSIC);
    const row = await screen.findByRole('row', { name: /Avery Stone/ });
    expect(sent[0]).toEqual({
      SearchArg: '',
      RequestedPageNum: 1,
      PageRowCount: 25,
      SortColumn: 'UserName',
      SortDirection: 'ASC',
    });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Avery Stone',
      'E-17',
      'Avery',
      'avery@example.test',
      '555-0101',
      'Manager',
      'Server, Bartender',
      '',
    ]);
    expect(
      within(row).getByRole('link', { name: t('employees.list.editOne', { name: 'Avery Stone' }) }),
    ).toHaveAttribute('href', employeeHref(701));
    expect(within(screen.getByRole('row', { name: /Blake Moss/ })).getByText(e('inactive'))).toBeInTheDocument();
    // Classic list: no manager-platform alert.
    expect(screen.queryByText(t('employees.asm.text'))).toBeNull();
  });

  it('searches and sorts on the server, from the first page', async () => {
    const { sent, router } = renderList(CLASSIC, [ROW], 60);
    await screen.findByRole('row', { name: /Avery Stone/ });
    await user.click(screen.getByRole('button', { name: t('common.table.nextPage') }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ RequestedPageNum: 2 }));

    await user.type(screen.getByRole('searchbox', { name: e('search') }), 'avery{Enter}');
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ SearchArg: 'avery', RequestedPageNum: 1 }));
    expect(router.state.location.search).toBe('?search=avery');

    await user.click(screen.getByRole('button', { name: e('columns.employeeNumber') }));
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({ SearchArg: 'avery', SortColumn: 'EmployeeNumber', SortDirection: 'ASC' }),
    );
    // Role columns are lists, not sort keys.
    expect(screen.queryByRole('button', { name: e('columns.jobs') })).toBeNull();
  });

  it('is the ASM list on the manager platform: it says where employees are managed and links to its sign-in', async () => {
    renderList(ASM);
    expect(await screen.findByText(t('employees.asm.text'))).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: t('employees.asm.login') })).toHaveAttribute(
      'href',
      MANAGER_PLATFORM_URL,
    );
  });

  it('offers no edit button when the user may not open the detail', async () => {
    renderList({});
    const row = await screen.findByRole('row', { name: /Avery Stone/ });
    expect(within(row).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: e('columns.edit') })).toBeNull();
  });
});

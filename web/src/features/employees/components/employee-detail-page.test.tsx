import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { EMPLOYEE_ERROR, type TEmployeeDetail, type TEmployeeStore } from '@mp/contracts/employees';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { EmployeeDetailPage } from './employee-detail-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);
const d = (key: string, vars?: Record<string, unknown>) => t(`employees.detail.${key}`, vars);
const user = userEvent.setup({ delay: null });

const role = (roleId: number, name: string, more: Partial<TEmployeeDetail['userRoles'][number]> = {}) => ({
  roleId,
  name,
  asmJobId: null,
  isAssigned: false,
  payRate: '0.00',
  isPosUser: false,
  isBackOfficeUser: true,
  mayAssign: true,
  ...more,
});

const DETAIL: TEmployeeDetail = {
  posUserId: 701,
  userName: 'Avery Stone',
  shortName: 'Avery',
  email: 'avery@example.test',
  phoneNumber: '555-0101',
  employeeNumber: 'E-17',
  membershipUserId: 12,
  membershipUserName: 'avery',
  allowPOSAccess: true,
  resetPasswordNextLogin: false,
  adjustTipsPrompt: false,
  isApproved: true,
  isCompanyUser: false,
  isASMEmployeeActive: false,
  userStores: [],
  userRoles: [
    role(11, 'Owner', { mayAssign: false }),
    role(12, 'Manager', { isAssigned: true }),
    role(16, 'Server', { asmJobId: 'JOB-SRV', isPosUser: true, isBackOfficeUser: false, payRate: '11.25' }),
  ],
  mayGenerateDeviceCode: true,
  ConcurrencyChecksum: 'c1',
};
const ONE_STORE: TEmployeeStore[] = [{ storeId: 2101, storeName: 'Corner Cafe', isAssigned: true, mayAssign: true }];
const TWO_STORES: TEmployeeStore[] = [
  { storeId: 2001, storeName: 'Bistro Downtown', isAssigned: true, mayAssign: true },
  { storeId: 2002, storeName: 'Bistro Riverside', isAssigned: false, mayAssign: true },
];

type TAnswer = { status?: number; body: unknown };
type TRenderOptions = {
  detail?: TEmployeeDetail;
  stores?: TEmployeeStore[];
  onUpdate?: (body: unknown) => TAnswer;
  onDeviceCode?: (body: unknown, url: URL) => TAnswer;
};

function renderDetail({ detail = DETAIL, stores = ONE_STORE, onUpdate, onDeviceCode }: TRenderOptions = {}) {
  const fetchMock = mockFetch({
    ...csrfRoute,
    'GET /Employee/GetEmployee': () => ({ body: detail }),
    'POST /Employee/GetEmployeeStores': () => ({
      body: { isSuccessful: true, resultSet: stores, totalRowCount: stores.length },
    }),
    'POST /Employee/UpdateUser': (body) => onUpdate?.(body) ?? { body: { message: 'ok', ConcurrencyChecksum: 'c2' } },
    'POST /Employee/GenerateDeviceRegistrationCode': (body, url) =>
      onDeviceCode?.(body, url) ?? { status: 500, body: null },
  });
  const portal = portalData();
  const flags = { [ACCESS_FLAG.managerMode]: true, [ACCESS_FLAG.asmEmployee]: true };
  const context = { portal, access: accessContextFromPortal(portal, flags), openSelection: () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ path: 'e/:employeeId', element: <EmployeeDetailPage /> }],
      },
    ],
    { initialEntries: ['/e/701'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetchMock };
}

const assign = (name: string) => screen.getByRole('checkbox', { name: d('roles.assign', { role: name }) });
const save = () => screen.getByRole('button', { name: t('common.save') });
/** Save enables once the resolver has validated the change, which is asynchronous: wait for it, then click. */
async function clickSave() {
  await waitFor(() => expect(save()).toBeEnabled());
  await user.click(save());
}

describe('EmployeeDetailPage', () => {
  it('shows the identity read-only, greys a role the user may not change, and saves an assignment', async () => {
    const sent: unknown[] = [];
    renderDetail({
      onUpdate: (body) => {
        sent.push(body);
        return { body: { message: 'ok', ConcurrencyChecksum: 'c2' } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Stone' })).toBeInTheDocument();
    expect(screen.getByText('E-17')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-17/ })).toBeNull();
    // One store: no store grid.
    expect(screen.queryByRole('heading', { name: d('stores.title') })).toBeNull();

    expect(assign('Owner')).toBeDisabled();
    expect(assign('Owner')).toHaveAccessibleDescription(d('roles.locked'));
    expect(save()).toBeDisabled();

    // A POS role brings the PIN guidance; its pay rate opens once it is assigned.
    expect(screen.queryByText(d('credentials.pinRule', { min: 4, max: 8 }))).toBeNull();
    const rate = screen.getByRole('textbox', { name: d('roles.payRateOf', { role: 'Server' }) });
    expect(rate).toBeDisabled();
    await user.click(assign('Server'));
    expect(screen.getByText(d('credentials.pinRule', { min: 4, max: 8 }))).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, '12.5x');
    expect(await screen.findByText(t(EMPLOYEE_ERROR.payRate))).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.type(rate, '{Backspace}');
    await clickSave();

    await waitFor(() =>
      expect(sent[0]).toEqual({
        posUserId: 701,
        userRoles: [
          { roleId: 11, isAssigned: false, payRate: '0.00' },
          { roleId: 12, isAssigned: true, payRate: '0.00' },
          { roleId: 16, isAssigned: true, payRate: '12.5' },
        ],
        userStores: [{ storeId: 2101, isAssigned: true }],
        ConcurrencyChecksum: 'c1',
      }),
    );
    expect(await screen.findByText(d('saved'))).toBeInTheDocument();
  });

  it.each([
    [
      'a refused role: the server key',
      { status: 403, body: { messageKey: EMPLOYEE_ERROR.roleAboveRank } },
      EMPLOYEE_ERROR.roleAboveRank,
    ],
    ['a failed call: the update error text', { status: 500, body: null }, EMPLOYEE_ERROR.updateFailed],
  ])('shows %s in the modal titled Error', async (_case, answer, key) => {
    renderDetail({
      onUpdate: () => ({
        status: answer.status,
        body: answer.body && { success: false, statusCode: answer.status, message: 'refused', ...answer.body },
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: d('roles.assign', { role: 'Manager' }) }));
    await clickSave();
    const modal = await screen.findByRole('dialog', { name: d('errorTitle') });
    expect(modal).toHaveTextContent(t(key));
  });

  it('offers Reload when someone else saved the employee first (409), and loads the employee again', async () => {
    const { fetchMock } = renderDetail({
      onUpdate: () => ({
        status: 409,
        body: { success: false, statusCode: 409, messageKey: EMPLOYEE_ERROR.staleChecksum, message: 'stale' },
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: d('roles.assign', { role: 'Manager' }) }));
    await clickSave();
    const modal = await screen.findByRole('dialog', { name: d('errorTitle') });
    expect(modal).toHaveTextContent(t(EMPLOYEE_ERROR.staleChecksum));
    const loads = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/Employee/GetEmployee?')).length;
    const before = loads();
    await user.click(within(modal).getByRole('button', { name: t('common.reload') }));
    await waitFor(() => expect(loads()).toBe(before + 1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: d('errorTitle') })).toBeNull());
    expect(assign('Manager')).toBeChecked();
  });

  it('shows the store grid when the user has more than one store, greys those the view may not change, and saves its rows', async () => {
    const sent: unknown[] = [];
    const locked = { storeId: 2004, storeName: 'Bistro Harbor', isAssigned: false, mayAssign: false };
    renderDetail({
      stores: [...TWO_STORES, locked],
      onUpdate: (body) => {
        sent.push(body);
        return { body: { message: 'ok', ConcurrencyChecksum: 'c2' } };
      },
    });
    const grid = await screen.findByRole('table', { name: d('stores.title') });
    const harbor = within(grid).getByRole('checkbox', { name: d('stores.assign', { store: 'Bistro Harbor' }) });
    expect(harbor).toBeDisabled();
    expect(harbor).toHaveAccessibleDescription(d('stores.locked'));
    await user.click(within(grid).getByRole('checkbox', { name: d('stores.assign', { store: 'Bistro Riverside' }) }));
    await clickSave();
    await waitFor(() =>
      expect(sent[0]).toMatchObject({
        userStores: [
          { storeId: 2001, isAssigned: true },
          { storeId: 2002, isAssigned: true },
          { storeId: 2004, isAssigned: false },
        ],
      }),
    );
  });

  it('generates a device code after a confirmation and shows it with its expiry', async () => {
    const calls: { body: unknown; query: string }[] = [];
    renderDetail({
      onDeviceCode: (body, url) => {
        calls.push({ body, query: url.search });
        return { body: { isSuccessful: true, message: '', code: 'K7M2-P9QX', expiresAt: '2026-01-05T14:30:00.000Z' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: d('deviceCode.button') }));
    const confirm = screen.getByRole('dialog', { name: d('deviceCode.confirmTitle') });
    expect(calls).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: d('deviceCode.generate') }));
    const shown = await screen.findByRole('dialog', { name: d('deviceCode.codeTitle') });
    expect(within(shown).getByText('K7M2-P9QX')).toBeInTheDocument();
    expect(within(shown).getByText(/^Valid until /)).toBeInTheDocument();
    expect(calls[0]).toEqual({
      body: { posUserId: 701, userFullName: 'Avery Stone', userName: 'avery' },
      query: '?action=GenerateDeviceRegistrationCode&isNewUi=true&isAjaxRequest=true&jsonFormat=camelCase',
    });
  });

  it("shows the server's refusal of a device code (the company view)", async () => {
    renderDetail({
      onDeviceCode: () => ({
        status: 400,
        body: { success: false, statusCode: 400, messageKey: EMPLOYEE_ERROR.deviceCodeNeedsStore, message: 'x' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: d('deviceCode.button') }));
    await user.click(screen.getByRole('button', { name: d('deviceCode.generate') }));
    const modal = await screen.findByRole('dialog', { name: d('errorTitle') });
    expect(modal).toHaveTextContent(t(EMPLOYEE_ERROR.deviceCodeNeedsStore));
  });

  it('offers no device code when the server says the user may not generate one', async () => {
    renderDetail({ detail: { ...DETAIL, mayGenerateDeviceCode: false } });
    await screen.findByRole('heading', { level: 1, name: 'Avery Stone' });
    expect(screen.queryByRole('button', { name: d('deviceCode.button') })).toBeNull();
  });
});

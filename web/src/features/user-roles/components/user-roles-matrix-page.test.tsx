import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import type { TDisplayRoles, TMatrixFeature, TMatrixRole } from '@mp/contracts/user-roles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n/i18n';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { UserRolesMatrixPage } from './user-roles-matrix-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

const feature = (
  featureId: number,
  name: string,
  featureType: number,
  parentFeatureId: number | null,
  hierarchyLevel: number,
  leafLevel: number,
  permissions: boolean[],
): TMatrixFeature => ({
  featureId,
  parentFeatureId,
  name,
  featureType,
  leafLevel,
  hierarchyLevel,
  mutuallyExclusiveGroupName: featureId === 132 ? 'registerMode' : null,
  index: featureId,
  permissions,
});

const role = (roleId: number, name: string, asmJobId: string | null, roleRank = '2'): TMatrixRole => ({
  roleId,
  name,
  laborRate: '0.00',
  roleRank,
  isBackOfficeUser: !asmJobId,
  excludeFromLaborReportCalculations: false,
  externalId: null,
  asmJobId,
  isActiveFeature: [],
});

// Columns: Owner, a manager with a long name, Server (job), Host (job). The user is an admin-type user: every cell open.
const DATA: TDisplayRoles = {
  roles: [
    role(1, 'Owner', null),
    role(2, 'Assistant General Manager', null),
    role(3, 'Server', 'J-S'),
    role(4, 'Host', 'J-H'),
  ],
  features: [
    feature(10, 'Employees', 3, null, 0, 0, [true, false, false, false]),
    feature(11, 'User Roles', 3, 10, 1, 1, [true, false, false, false]),
    feature(12, 'Time Clock', 3, 10, 1, 1, [true, false, false, false]),
    feature(130, 'Register Modes', 2, null, 0, 0, [false, false, true, false]),
    feature(131, 'Standard Register', 2, 130, 1, 1, [false, false, true, false]),
    feature(132, 'Order Entry Only', 2, 130, 1, 1, [false, false, false, true]),
    feature(133, 'Training Mode', 2, 130, 1, 1, [false, false, true, false]),
  ],
  editor: { rank: '', isAdminType: true, featureIds: [] },
};

/**
 * The same matrix seen by a manager of rank 2 (Owner 1, the assistant manager 2, the jobs 3) whose own role has
 * Employees, User Roles, Register Modes and Standard Register, but not Time Clock or Training Mode.
 */
const RANKED: TDisplayRoles = {
  ...DATA,
  roles: [
    role(1, 'Owner', null, '1'),
    role(2, 'Assistant General Manager', null, '2'),
    role(3, 'Server', 'J-S', '3'),
    role(4, 'Host', 'J-H', '3'),
  ],
  editor: { rank: '2', isAdminType: false, featureIds: [10, 11, 130, 131] },
};

function renderPage(userName = 'owner', ownRoleId = 1, data = DATA) {
  const saved: unknown[] = [];
  let loads = 0;
  const fetch = mockFetch({
    ...csrfRoute,
    'POST /JobCode/GetDisplayRoles': () => {
      loads += 1;
      return { body: data };
    },
    'GET /JobCode/GetAllForExistingUser': () => ({
      body: data.roles.map((r) => ({ roleId: r.roleId, asmJobId: r.asmJobId, isAssigned: r.roleId === ownRoleId })),
    }),
    'POST /JobCode/UpdateDisplayRoles': (body) => {
      saved.push(body);
      return { body: { success: true } };
    },
    'POST /Account/LogOff': () => ({ body: { success: true } }),
  });
  const portal = portalData({ userName });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ index: true, element: <UserRolesMatrixPage /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetch, saved, loads: () => loads };
}

const cell = (featureLabel: string, roleName: string) =>
  screen.getByRole('checkbox', { name: t('userRoles.matrix.cellLabel', { feature: featureLabel, role: roleName }) });
const all = (name: string) => t('userRoles.matrix.allSuffix', { name });
const openTab = async (key: 'pos' | 'backOffice') =>
  userEvent.click(await screen.findByRole('tab', { name: t(`userRoles.matrix.tabs.${key}`) }));

describe('UserRolesMatrixPage', () => {
  it('splits POS and Back office, indents rows, marks groups (All) and truncates long role names', async () => {
    renderPage();
    const posTab = await screen.findByRole('tab', { name: t('userRoles.matrix.tabs.pos') });
    expect(posTab).toHaveAttribute('aria-selected', 'true');
    const pos = screen.getByRole('table');
    expect(
      within(pos)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([t('userRoles.matrix.featureColumn'), 'Server', 'Host']);
    expect(
      within(pos)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([all('Register Modes'), 'Standard Register', 'Order Entry Only', 'Training Mode']);

    await openTab('backOffice');
    const back = screen.getByRole('table');
    const [group, child] = within(back).getAllByRole('rowheader');
    expect(group).toHaveTextContent(all('Employees'));
    expect(getComputedStyle(group!).fontWeight).toBe('700');
    expect(getComputedStyle(child!).fontWeight).toBe('400');
    expect(parseFloat(getComputedStyle(child!).paddingLeft)).toBeGreaterThan(
      parseFloat(getComputedStyle(group!).paddingLeft),
    );
    // 'Assistant General Manager' is 25 characters: cut at 20, the full name in a popover.
    const more = within(back).getByRole('button', {
      name: t('userRoles.matrix.showFullName', { name: 'Assistant General Manager' }),
    });
    expect(more).toHaveTextContent('Assistant General Ma…');
    await userEvent.click(more);
    expect(await screen.findByText('Assistant General Manager')).toBeVisible();
  });

  it('cascades down a column, applies the 132 switch, and saves only the differences', async () => {
    const { saved, loads } = renderPage();
    await openTab('backOffice');
    const save = screen.getByRole('button', { name: t('userRoles.matrix.save') });
    expect(save).toBeDisabled();
    await userEvent.click(cell(all('Employees'), 'Assistant General Manager'));
    expect(cell('User Roles', 'Assistant General Manager')).toBeChecked();
    expect(cell('Time Clock', 'Assistant General Manager')).toBeChecked();
    expect(cell('User Roles', 'Owner')).toBeChecked();

    await openTab('pos');
    await userEvent.click(cell('Order Entry Only', 'Server'));
    expect(cell('Order Entry Only', 'Server')).toBeChecked();
    expect(cell('Standard Register', 'Server')).not.toBeChecked();
    expect(cell('Training Mode', 'Server')).not.toBeChecked();
    expect(cell(all('Register Modes'), 'Server')).toBeChecked();
    expect(screen.getByText(t('userRoles.matrix.changes', { count: 6 }))).toBeVisible();

    expect(loads()).toBe(1);
    await userEvent.click(save);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      features: [
        { featureId: 10, isActive: true, roleId: 2 },
        { featureId: 11, isActive: true, roleId: 2 },
        { featureId: 12, isActive: true, roleId: 2 },
        { featureId: 131, isActive: false, roleId: 3 },
        { featureId: 132, isActive: true, roleId: 3 },
        { featureId: 133, isActive: false, roleId: 3 },
      ],
    });
    // Reloaded from the server: the mock still answers the old data, so the edits are gone.
    await waitFor(() => expect(loads()).toBe(2));
    await waitFor(() => expect(cell('Order Entry Only', 'Server')).not.toBeChecked());
    expect(save).toBeDisabled();
  });

  it('Cancel discards the changes', async () => {
    const { saved } = renderPage();
    await openTab('backOffice');
    await userEvent.click(cell('Time Clock', 'Owner'));
    expect(cell('Time Clock', 'Owner')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: t('userRoles.matrix.cancel') }));
    expect(cell('Time Clock', 'Owner')).toBeChecked();
    expect(screen.getByRole('button', { name: t('userRoles.matrix.save') })).toBeDisabled();
    expect(saved).toHaveLength(0);
  });

  it('filters features and roles within a tab', async () => {
    renderPage();
    await openTab('backOffice');
    await userEvent.type(screen.getByRole('textbox', { name: t('userRoles.matrix.featureFilter') }), 'clock');
    await userEvent.type(screen.getByRole('textbox', { name: t('userRoles.matrix.roleFilter') }), 'own');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Time Clock']);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(1);
    // The other tab keeps its own filters.
    await openTab('pos');
    expect(screen.getByRole('textbox', { name: t('userRoles.matrix.featureFilter') })).toHaveValue('');
  });

  it('announces a sign-out when the user removes User Roles from their own role', async () => {
    const { saved, fetch } = renderPage('owner', 1);
    await openTab('backOffice');
    await userEvent.click(cell('User Roles', 'Owner'));
    await userEvent.click(screen.getByRole('button', { name: t('userRoles.matrix.save') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('userRoles.matrix.signingOut', { seconds: 5 }));
    expect(screen.getByRole('button', { name: t('userRoles.matrix.save') })).toBeDisabled();
    const calls = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    // No reload of the matrix: the user is about to lose access to it.
    expect(calls.filter((p) => p === '/JobCode/GetDisplayRoles')).toHaveLength(1);
  });

  it('does not sign out when the removed role is not the user’s own', async () => {
    const { saved } = renderPage('owner', 2);
    await openTab('backOffice');
    await userEvent.click(cell('User Roles', 'Owner'));
    await userEvent.click(screen.getByRole('button', { name: t('userRoles.matrix.save') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByText(t('userRoles.matrix.saved'))).toBeVisible();
    expect(screen.queryByText(t('userRoles.matrix.signingOut', { seconds: 5 }))).toBeNull();
  });

  it('greys out the roles of the user’s rank and above, and the features they lack, saying why', async () => {
    const { saved } = renderPage('manager', 2, RANKED);
    const lockedRoles = t('userRoles.matrix.lockedRoles');
    const lockedFeatures = t('userRoles.matrix.lockedFeatures');
    await openTab('backOffice');
    // Owner ranks above, the user's own role (2) is their rank: every cell closed, whatever the feature.
    for (const roleName of ['Owner', 'Assistant General Manager'])
      for (const name of [all('Employees'), 'User Roles', 'Time Clock']) {
        expect(cell(name, roleName)).toBeDisabled();
        expect(cell(name, roleName)).toHaveAccessibleDescription(lockedRoles);
      }
    expect(screen.getByText(lockedRoles)).toBeVisible();
    expect(screen.queryByText(lockedFeatures)).toBeNull();

    await openTab('pos');
    expect(screen.queryByText(lockedRoles)).toBeNull();
    expect(screen.getByText(lockedFeatures)).toBeVisible();
    // The jobs rank below: held features open; one the user lacks may be taken away, not given.
    expect(cell('Standard Register', 'Server')).toBeEnabled();
    expect(cell('Training Mode', 'Server')).toBeEnabled();
    expect(cell('Training Mode', 'Host')).toBeDisabled();
    expect(cell('Training Mode', 'Host')).toHaveAccessibleDescription(lockedFeatures);
    // Order Entry Only is open by Standard Register, the wider register mode the user has.
    expect(cell('Order Entry Only', 'Server')).toBeEnabled();

    // Ticking the group cascades only to what the user may give: Training Mode stays off, 132 goes off.
    await userEvent.click(cell(all('Register Modes'), 'Host'));
    expect(cell('Standard Register', 'Host')).toBeChecked();
    expect(cell('Training Mode', 'Host')).not.toBeChecked();
    expect(cell('Order Entry Only', 'Host')).not.toBeChecked();
    await userEvent.click(cell('Training Mode', 'Server'));
    expect(cell('Training Mode', 'Server')).not.toBeChecked();
    expect(cell('Training Mode', 'Server')).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: t('userRoles.matrix.save') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      features: [
        { featureId: 130, isActive: true, roleId: 4 },
        { featureId: 131, isActive: true, roleId: 4 },
        { featureId: 132, isActive: false, roleId: 4 },
        { featureId: 133, isActive: false, roleId: 3 },
      ],
    });
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import type { TFlagListResponse, TUpdateFlagRequest } from '@mp/contracts/feature-flags';
import type { TStoreRow } from '@mp/contracts/stores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { createQueryClient } from '../../../lib/query-client';
import { sessionKeys } from '../../../lib/session/portal-data.queries';
import { i18n } from '../../../i18n/i18n';
import { API_ERROR_KEY } from '@mp/contracts/api-error';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { FeatureFlagsPage } from './feature-flags-page';
import { withFlagChange } from '../api/feature-flags.queries';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars);

const storeRow = (MerchantId: number, StoreId: number, MerchantName: string, StoreName: string): TStoreRow => ({
  MerchantId,
  StoreId,
  MerchantName,
  StoreName,
  StoreCode: StoreId ? `S${StoreId}` : '',
  IsDeleted: false,
  HasFirstRun: true,
  StoreSiteId: null,
});
const ROWS = [storeRow(1002, 0, 'Corner Cafe', 'All Stores'), storeRow(1002, 2101, 'Corner Cafe', 'Corner Cafe')];

const list = (storeId: number, pilot: boolean | null): TFlagListResponse => ({
  merchantId: 1002,
  merchantName: 'Corner Cafe',
  storeId,
  stores: [{ storeId: 2101, name: 'Corner Cafe Main', isDeleted: false }],
  flags: [
    { name: 'featPilotProgram', organizationValue: pilot, storeValue: null, effective: pilot ?? false },
    { name: 'featDonations', organizationValue: null, storeValue: null, effective: false },
  ],
});

function renderPage(options: { failUpdate?: boolean; portal?: Parameters<typeof portalData>[0] } = {}) {
  const updates: TUpdateFlagRequest[] = [];
  let pilot: boolean | null = null;
  const fetch = mockFetch({
    ...csrfRoute,
    'POST /Company/GetMerchantStores': () => ({ body: { ResultSet: ROWS, TotalRowCount: ROWS.length } }),
    'GET /SupportTools/GetFeatureFlags': (_body, url) => ({
      body: list(Number(url.searchParams.get('storeId')), pilot),
    }),
    'POST /SupportTools/UpdateFeatureFlag': (body) => {
      const change = body as TUpdateFlagRequest;
      updates.push(change);
      if (options.failUpdate)
        return {
          status: 500,
          body: { success: false, statusCode: 500, messageKey: API_ERROR_KEY.server, message: 'x' },
        };
      if (change.name === 'featPilotProgram' && change.storeId === 0) pilot = change.isOn;
      return { body: list(change.storeId, pilot) };
    },
  });
  const portal = portalData({ userRole: 'Silver Support', isAdminUser: true, ...options.portal });
  const context = { portal, access: accessContextFromPortal(portal, {}), openSelection: () => {} };
  const queryClient = createQueryClient();
  // The shell's flags for the user's own merchant and store, as the portal layout would have loaded them.
  queryClient.setQueryData(sessionKeys.flags(portal.merhantId, portal.storeId), { featPilotProgram: false });
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ index: true, element: <FeatureFlagsPage /> }] }],
    { initialEntries: ['/'] },
  );
  const wrap = (node: ReactNode) => <AppProviders queryClient={queryClient}>{node}</AppProviders>;
  render(wrap(<RouterProvider router={router} />));
  return { fetch, updates, queryClient, portal };
}

const pilotRow = () => screen.getByRole('rowheader', { name: /featPilotProgram/ }).closest('tr')!;
const pilotSwitch = () =>
  within(pilotRow()).getByRole('switch', { name: t('featureFlags.table.switchLabel', { name: 'featPilotProgram' }) });

async function pickWholeMerchant() {
  const merchants = await screen.findByRole('table', { name: t('featureFlags.merchants.tableLabel') });
  await userEvent.click(await within(merchants).findByText(t('featureFlags.scope.wholeMerchant')));
  await screen.findByRole('table', { name: t('featureFlags.table.label') });
}

describe('FeatureFlagsPage', () => {
  it('lists each flag with its description and values, and saves a switch at once', async () => {
    const { updates } = renderPage();
    await pickWholeMerchant();
    const row = pilotRow();
    expect(row).toHaveTextContent(t('featureFlags.catalog.featPilotProgram'));
    expect(within(row).getAllByText(t('featureFlags.values.unset'))).toHaveLength(1);
    // The merchant scope has no store column.
    expect(screen.queryByRole('columnheader', { name: t('featureFlags.table.columns.store') })).toBeNull();

    await userEvent.click(pilotSwitch());
    expect(pilotSwitch()).toBeChecked();
    expect(updates).toEqual([{ merchantId: 1002, storeId: 0, name: 'featPilotProgram', isOn: true }]);
    expect(
      await screen.findByText(t('featureFlags.saved.turnedOn', { name: 'featPilotProgram', where: 'Corner Cafe' })),
    ).toBeInTheDocument();
    expect(within(pilotRow()).getAllByText(t('featureFlags.values.on'))).toHaveLength(2);

    await userEvent.click(
      within(pilotRow()).getByRole('button', {
        name: t('featureFlags.table.clearLabel', { name: 'featPilotProgram' }),
      }),
    );
    await waitFor(() => expect(pilotSwitch()).not.toBeChecked());
    expect(updates.at(-1)).toEqual({ merchantId: 1002, storeId: 0, name: 'featPilotProgram', isOn: null });
  });

  it('rolls the switch back and shows the error when the save fails', async () => {
    const { updates } = renderPage({ failUpdate: true });
    await pickWholeMerchant();
    await userEvent.click(pilotSwitch());
    expect(updates).toHaveLength(1);
    const reason = t(API_ERROR_KEY.server);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t('featureFlags.saveFailed', { name: 'featPilotProgram', reason }),
    );
    await waitFor(() => expect(pilotSwitch()).not.toBeChecked());
    expect(within(pilotRow()).getAllByText(t('featureFlags.values.unset'))).toHaveLength(1);
  });

  it("reloads the session's flags when the change reaches the user's own merchant", async () => {
    const { queryClient, portal } = renderPage({ portal: { merhantId: 1002, storeId: 0 } });
    await pickWholeMerchant();
    await userEvent.click(pilotSwitch());
    await waitFor(() =>
      expect(queryClient.getQueryState(sessionKeys.flags(portal.merhantId, portal.storeId))?.isInvalidated).toBe(true),
    );
  });

  it("leaves the session's flags alone for another merchant", async () => {
    const { queryClient, portal, updates } = renderPage({ portal: { merhantId: 1001, storeId: 0 } });
    await pickWholeMerchant();
    await userEvent.click(pilotSwitch());
    await screen.findByText(t('featureFlags.saved.turnedOn', { name: 'featPilotProgram', where: 'Corner Cafe' }));
    expect(updates).toHaveLength(1);
    expect(queryClient.getQueryState(sessionKeys.flags(portal.merhantId, portal.storeId))?.isInvalidated).toBe(false);
  });

  it('switches to a store scope, showing the store column', async () => {
    renderPage();
    await pickWholeMerchant();
    await userEvent.click(screen.getByRole('combobox', { name: t('featureFlags.scope.label') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Corner Cafe Main' }));
    expect(
      await screen.findByRole('columnheader', { name: t('featureFlags.table.columns.store') }),
    ).toBeInTheDocument();
  });
});

describe('withFlagChange', () => {
  const base = list(0, true);
  it.each([
    [
      { storeId: 0, isOn: false },
      { organizationValue: false, storeValue: null, effective: false },
    ],
    [
      { storeId: 0, isOn: null },
      { organizationValue: null, storeValue: null, effective: false },
    ],
    [
      { storeId: 2101, isOn: false },
      { organizationValue: true, storeValue: false, effective: false },
    ],
    [
      { storeId: 2101, isOn: null },
      { organizationValue: true, storeValue: null, effective: true },
    ],
  ])('%j gives %j', (change, want) => {
    const next = withFlagChange(base, { merchantId: 1002, name: 'featPilotProgram', ...change });
    expect(next.flags[0]).toEqual({ name: 'featPilotProgram', ...want });
    expect(next.flags[1]).toBe(base.flags[1]);
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import type { TCustomerDashboard } from '@mp/contracts/dashboards';
import type { TPortalData } from '@mp/contracts/portal';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { CustomerDashboardPage } from './customer-dashboard-page';

// The chart library draws nothing measurable in jsdom; the figures' tables are what this test reads.
vi.mock('./dashboard-charts', () => ({ TrendBars: () => null, TrendLine: () => null, MixPie: () => null }));

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`dashboards.customers.${key}`, vars);
const RANGE = '?FromDate=2026-11-01&ToDate=2026-11-02';

const DASHBOARD: TCustomerDashboard = {
  IsCompanyView: false,
  FromDate: '2026-11-01',
  ToDate: '2026-11-02',
  Days: [
    { Date: '2026-11-01', NewCustomers: 2, ReturningCustomers: 3, Visits: 6, Spend: '150.00' },
    { Date: '2026-11-02', NewCustomers: 0, ReturningCustomers: 1, Visits: 1, Spend: '20.00' },
  ],
  Totals: {
    Customers: 1205,
    NewCustomers: 2,
    ReturningCustomers: 1203,
    Visits: 7,
    Spend: '170.00',
    AverageVisit: '24.29',
    NetSales: '400.00',
    LoyaltySales: '50.00',
    LoyaltyPercent: '12.50',
  },
  Shares: [
    { Name: 'loyaltyMembers', Amount: '50.00', Percent: '12.50' },
    { Name: 'otherCustomers', Amount: '120.00', Percent: '30.00' },
    { Name: 'noCustomer', Amount: '230.00', Percent: '57.50' },
  ],
  TopCustomers: [
    {
      CustomerNumber: 'C000001',
      CustomerName: 'Ana Shopper',
      Visits: 4,
      Spend: '100.00',
      AverageVisit: '25.00',
      LastVisit: '2026-11-02',
      IsLoyaltyMember: true,
    },
    {
      CustomerNumber: 'C000002',
      CustomerName: 'Bo Shopper',
      Visits: 3,
      Spend: '70.00',
      AverageVisit: '23.33',
      LastVisit: '2026-11-01',
      IsLoyaltyMember: false,
    },
  ],
};

function renderPage(body: TCustomerDashboard, portal: Partial<TPortalData> = {}) {
  const fetch = mockFetch({ ...csrfRoute, 'GET /Dashboard/GetCustomerDashboard': () => ({ body }) });
  const data = portalData(portal);
  const context = { portal: data, access: accessContextFromPortal(data, {}), openSelection: () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={context} />,
        children: [{ index: true, element: <CustomerDashboardPage /> }],
      },
    ],
    { initialEntries: [`/${RANGE}`] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetch;
}

describe('CustomerDashboardPage', () => {
  it('asks for the range in the URL and shows the cards, the shares by name and the top customers', async () => {
    const fetch = renderPage(DASHBOARD);
    expect(await screen.findByTestId('customer-kpi-customers-value')).toHaveTextContent('1,205');
    const asked = new URL(String(fetch.mock.calls.find(([url]) => String(url).includes('Customer'))?.[0]), 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ FromDate: '2026-11-01', ToDate: '2026-11-02' });
    expect(screen.getByTestId('customer-kpi-averageVisit-value')).toHaveTextContent('$24.29');
    expect(screen.getByTestId('customer-kpi-loyaltyPercent-value')).toHaveTextContent('12.50%');
    const shares = screen.getByRole('table', { name: t('charts.shares') });
    expect(within(shares).getByText(t('shares.noCustomer'))).toBeInTheDocument();
    const top = screen.getByRole('table', { name: t('charts.topCustomers') });
    const rows = within(top).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Ana Shopper.*#C000001.*\$100\.00/);
    expect(within(rows[1]!).getByText(t('member'))).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(t('member'))).toBeNull();
    expect(screen.queryByTestId('dashboard-empty')).toBeNull();
  });

  it('says when the range had no customer visits, and shows the figures without links the user may not open', async () => {
    const none = { ...DASHBOARD.Totals, Customers: 0, NewCustomers: 0, ReturningCustomers: 0, Visits: 0 };
    renderPage({ ...DASHBOARD, Totals: none, TopCustomers: [] }, { featureIds: [FEATURE_ID.customerReports] });
    expect(await screen.findByTestId('dashboard-empty')).toHaveTextContent(t('noVisits'));
    expect(within(screen.getByTestId('customer-kpi-customers')).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('top-customers')).getByText(t('noVisits'))).toBeInTheDocument();
  });
});

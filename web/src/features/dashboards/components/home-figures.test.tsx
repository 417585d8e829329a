import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { FEATURE_ID } from '@mp/contracts/access/feature-ids';
import type { THomeSummary } from '@mp/contracts/dashboards';
import type { TPortalData } from '@mp/contracts/portal';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { HomeFigures } from './home-figures';

// The chart library draws nothing measurable in jsdom; its table alternative is what this test reads.
vi.mock('./home-hour-chart', () => ({ HomeHourChart: () => <div data-testid="hour-chart" /> }));

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`dashboards.${key}`, vars);
const BASE = '/Portal/NewIndex';

const SUMMARY: THomeSummary = {
  IsCompanyView: false,
  BusinessDate: '2026-11-24',
  ComparedDate: '2026-11-17',
  NetSales: { Today: '1200.00', LastWeek: '1000.00' },
  Tickets: { Today: 40, LastWeek: 50 },
  Guests: { Today: 55, LastWeek: 55 },
  AverageTicket: { Today: '30.00', LastWeek: '20.00' },
  SalesByHour: Array.from({ length: 24 }, (_, Hour) => ({
    Hour,
    Today: Hour === 9 ? '1200.00' : '0.00',
    LastWeek: Hour === 10 ? '1000.00' : '0.00',
  })),
  TopItems: [{ ItemName: 'Latte', Quantity: '12.000', Amount: '54.00' }],
  Voids: { Count: 1, Amount: '9.50' },
  Refunds: { Count: 2, Amount: '-7.25' },
  Discounts: { Count: 3, Amount: '4.00' },
  OutOfStock: { Count: 2, ItemNames: ['Scone', 'Bagel'] },
  OpenOnlineOrders: [{ Status: 10, Count: 3 }],
};

function renderFigures(reply: () => { status?: number; body: unknown }, portal: Partial<TPortalData> = {}) {
  mockFetch({ ...csrfRoute, 'GET /Dashboard/GetHomeSummary': reply });
  const data = portalData(portal);
  const context = { portal: data, access: accessContextFromPortal(data, {}), openSelection: () => {} };
  const figures = <HomeFigures view={{ merchantId: 1, storeId: 1 }} access={context.access} locale="en-US" />;
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ index: true, element: figures }] }],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('HomeFigures', () => {
  it('shows each figure against last week, with links to the reports the user may open', async () => {
    renderFigures(() => ({ body: SUMMARY }), { featureIds: [FEATURE_ID.itemAvailability] });
    expect(await screen.findByTestId('home-kpi-netSales-value')).toHaveTextContent('$1,200.00');
    expect(screen.getByTestId('home-kpi-netSales-change')).toHaveTextContent('▲ +20%');
    expect(screen.getByTestId('home-kpi-tickets-change')).toHaveTextContent('▼ -20%');
    expect(screen.getByTestId('home-kpi-guests-change')).toHaveTextContent('0%');
    expect(within(screen.getByTestId('home-kpi-netSales')).getByRole('link')).toHaveAttribute(
      'href',
      `${BASE}/results/operations/summary?FromDate=2026-11-24&ToDate=2026-11-24`,
    );
    // Item Availability is hidden by the role's feature id: the count shows, without a link.
    const outOfStock = screen.getByTestId('home-out-of-stock');
    expect(within(outOfStock).queryByRole('link')).toBeNull();
    expect(outOfStock).toHaveTextContent(t('home.outOfStockCount', { count: 2 }));
    expect(screen.getByTestId('home-refunds')).toHaveTextContent('-$7.25');
    expect(screen.getByTestId('home-discounts')).toHaveTextContent('-$4.00');
    expect(screen.getByTestId('home-online-orders')).toHaveTextContent(t('orderStatuses.10'));
    const hours = screen.getByRole('table', { name: t('home.salesByHour') });
    expect(within(hours).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByTestId('home-no-sales')).toBeNull();
  });

  it('says when nothing has sold yet today', async () => {
    const none = { Today: '0.00', LastWeek: '0.00' };
    renderFigures(() => ({
      body: { ...SUMMARY, NetSales: none, AverageTicket: none, Tickets: { Today: 0, LastWeek: 0 }, TopItems: [] },
    }));
    expect(await screen.findByText(t('home.noSales'))).toBeInTheDocument();
    expect(screen.getByTestId('home-kpi-netSales-change')).toHaveTextContent(t('kpi.noComparison'));
  });

  it('shows the failure with a Retry that loads the figures', async () => {
    let failing = true;
    renderFigures(() =>
      failing ? { status: 503, body: { success: false, statusCode: 503, message: 'down' } } : { body: SUMMARY },
    );
    expect(await screen.findByTestId('dashboard-error')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: t('retry') }));
    expect(await screen.findByTestId('home-figures')).toBeInTheDocument();
  });
});

import { accessContextFromPortal } from '@mp/contracts/access/access-context';
import { ACCESS_FLAG } from '@mp/contracts/access/flags';
import { REPORT_ERROR, REPORT_SERVICE_VERSION, type TReportResult } from '@mp/contracts/reports';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { i18n } from '../../../i18n/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { portalData } from '../../../test/fixtures';
import { csrfRoute, mockFetch } from '../../../test/render';
import { ReportViewerPage } from './report-viewer-page';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`reports.${key}`, vars);
const TODAY = '2026-11-24';

const result = (overrides: Partial<TReportResult> = {}): TReportResult => ({
  Version: REPORT_SERVICE_VERSION,
  File: 'HourlySales',
  StoreName: 'Corner Cafe',
  Address: '1 Main St',
  FromDate: TODAY,
  ToDate: TODAY,
  IsCompanyView: false,
  GeneratedAt: '2026-11-24T15:00:00Z',
  Tables: [
    {
      Key: 'locations',
      TitleKey: 'reports.tables.locations',
      Columns: [
        { Key: 'storeName', LabelKey: 'reports.columns.storeName', Type: 'text' },
        { Key: 'tickets', LabelKey: 'reports.columns.tickets', Type: 'count' },
        { Key: 'netSales', LabelKey: 'reports.columns.netSales', Type: 'money' },
      ],
      Rows: [
        { storeName: 'Beta', tickets: 3, netSales: '30.00' },
        { storeName: 'Alpha', tickets: 12, netSales: '1200.50' },
      ],
      Totals: { storeName: null, tickets: 15, netSales: '1230.50' },
    },
  ],
  Charts: [],
  ...overrides,
});

type TSetup = {
  path?: string;
  version?: string;
  answer?: { status?: number; body: unknown };
  isAdminUser?: boolean;
  flags?: Record<string, boolean>;
  productType?: number;
  employees?: { status?: number; body: unknown };
};

function renderViewer({
  path = '/Portal/NewIndex/results/sales/hourly',
  version,
  answer,
  employees,
  ...user
}: TSetup = {}) {
  const reportCalls: URL[] = [];
  mockFetch({
    ...csrfRoute,
    'GET /api/Reports/version': () => ({ body: { Version: version ?? REPORT_SERVICE_VERSION } }),
    'GET /TicketViewer/GetViewerSettings': () => ({
      body: {
        StoreId: 2101,
        StoreName: 'Corner Cafe',
        TimeZone: 'America/Chicago',
        Today: TODAY,
        IsStoreViewOnly: false,
        IsSearchByEnabled: false,
        TicketTypes: [],
        SearchColumns: [],
      },
    }),
    'GET /api/reports/HourlySales': (_body, url) => {
      reportCalls.push(url);
      return answer ?? { body: result() };
    },
    'GET /api/reports/Labor': () => ({ body: result({ File: 'Labor' }) }),
    ...(employees ? { 'POST /ReportHome/GetEmployeeDropDownForPriceOverrides': () => employees } : {}),
  });
  const portal = portalData({ isAdminUser: user.isAdminUser ?? false, productType: user.productType ?? 1 });
  const context = { portal, access: accessContextFromPortal(portal, user.flags ?? {}), openSelection: vi.fn() };
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={context} />, children: [{ path: '*', element: <ReportViewerPage /> }] }],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, reportCalls };
}

const refreshButton = () => screen.getByRole('button', { name: t('viewer.refresh') });
const dayButton = (key: string) => screen.getByRole('button', { name: t(`viewer.days.${key}`) });

describe('ReportViewerPage', () => {
  it('loads the report for the URL’s parameters and shows its tables with totals', async () => {
    const { reportCalls } = renderViewer({
      path: '/Portal/NewIndex/results/sales/hourly?FromDate=2026-11-01&ToDate=2026-11-07',
    });
    const table = await screen.findByRole('table', { name: i18n.t('reports.tables.locations') });
    expect(reportCalls[0]?.search).toBe('?FromDate=2026-11-01&ToDate=2026-11-07');
    expect(within(table).getByRole('cell', { name: '$1,200.50' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: t('viewer.totals') })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$1,230.50' })).toBeInTheDocument();
  });

  it('highlights Refresh while the draft differs, and Refresh writes the draft into the URL', async () => {
    const { router, reportCalls } = renderViewer();
    await screen.findByRole('table');
    expect(refreshButton()).toHaveClass('MuiButton-outlined');
    await userEvent.click(dayButton('1'));
    expect(refreshButton()).toHaveClass('MuiButton-contained');
    expect(screen.getByText(t('viewer.parametersChanged'))).toBeInTheDocument();
    await userEvent.click(refreshButton());
    await waitFor(() => expect(router.state.location.search).toBe(`?FromDate=${TODAY}&ToDate=${TODAY}&DaysToSelect=1`));
    await waitFor(() => expect(reportCalls.at(-1)?.searchParams.get('DaysToSelect')).toBe('1'));
    expect(refreshButton()).toHaveClass('MuiButton-outlined');
    expect(screen.queryByText(t('viewer.parametersChanged'))).not.toBeInTheDocument();
  });

  it('keeps the day filter’s rule: a day while All is on selects only it; none or all seven are All', async () => {
    renderViewer();
    await screen.findByRole('table');
    const pressed = () =>
      ['all', '0', '1', '2', '3', '4', '5', '6'].filter(
        (key) => dayButton(key).getAttribute('aria-pressed') === 'true',
      );
    expect(pressed()).toEqual(['all']);
    await userEvent.click(dayButton('3'));
    expect(pressed()).toEqual(['3']);
    await userEvent.click(dayButton('5'));
    expect(pressed()).toEqual(['3', '5']);
    await userEvent.click(dayButton('3'));
    await userEvent.click(dayButton('5'));
    expect(pressed()).toEqual(['all']);
    for (const day of ['0', '1', '2', '3', '4', '5']) await userEvent.click(dayButton(day));
    expect(pressed()).toEqual(['0', '1', '2', '3', '4', '5']);
    await userEvent.click(dayButton('6'));
    expect(pressed()).toEqual(['all']);
  });

  it('sorts a column ascending, then descending', async () => {
    renderViewer();
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1, 3)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Beta', 'Alpha']);
    await userEvent.click(within(table).getByRole('button', { name: i18n.t('reports.columns.storeName') }));
    expect(names()).toEqual(['Alpha', 'Beta']);
    await userEvent.click(within(table).getByRole('button', { name: i18n.t('reports.columns.storeName') }));
    expect(names()).toEqual(['Beta', 'Alpha']);
  });

  it('says so when the range has no figures', async () => {
    const empty = result();
    renderViewer({ answer: { body: { ...empty, Tables: empty.Tables.map((table) => ({ ...table, Rows: [] })) } } });
    expect(await screen.findByText(t('viewer.empty'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows only the unavailable message when the service is another version', async () => {
    renderViewer({ version: '1.0' });
    expect(await screen.findByText(i18n.t(REPORT_ERROR.unavailable))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('viewer.refresh') })).not.toBeInTheDocument();
  });

  it('says a report the service does not compute yet is not available', async () => {
    renderViewer({
      answer: {
        status: 404,
        body: { success: false, statusCode: 404, messageKey: 'common.errors.notFound', message: 'Not found' },
      },
    });
    expect(await screen.findByText(t('viewer.notAvailable'))).toBeInTheDocument();
  });

  it('shows the service’s refusal at the field it names', async () => {
    renderViewer({
      path: '/Portal/NewIndex/results/sales/hourly?FromDate=2026-11-10&ToDate=2026-11-01',
      answer: {
        status: 400,
        body: { success: false, statusCode: 400, messageKey: REPORT_ERROR.toBeforeFrom, message: 'x', field: 'ToDate' },
      },
    });
    const to = await screen.findByLabelText(i18n.t('dateRange.to'));
    await waitFor(() => expect(to).toHaveAccessibleDescription(i18n.t(REPORT_ERROR.toBeforeFrom)));
  });

  it('offers export links with the parameters, and withholds them from support staff without the flag', async () => {
    renderViewer();
    const csv = await screen.findByRole('link', { name: t('viewer.export.download', { format: 'CSV' }) });
    expect(csv).toHaveAttribute('href', `/api/reports/HourlySales/export/csv?FromDate=${TODAY}&ToDate=${TODAY}`);
    expect(screen.getByRole('button', { name: t('viewer.export.print') })).toBeInTheDocument();
  });

  it.each([
    [false, 0],
    [true, 4],
  ])('support staff with the flag %s see %i export and print buttons', async (flag, count) => {
    renderViewer({ isAdminUser: true, flags: { [ACCESS_FLAG.allowAdminReportExport]: flag } });
    await screen.findByRole('table');
    const group = screen.queryByRole('group', { name: t('viewer.export.label') });
    expect(group ? within(group).getAllByRole('link').length + within(group).getAllByRole('button').length : 0).toBe(
      count,
    );
  });

  it('warns, with a way to sign in there, when the account mode keeps this report in the other application', async () => {
    renderViewer({ path: '/Portal/NewIndex/results/operations/labor', productType: 4 });
    expect(await screen.findByText(t('viewer.otherApplication.message'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('viewer.otherApplication.login') })).toHaveAttribute(
      'href',
      portalData().legacyOrigin ?? '/',
    );
  });

  it('does not warn in the account modes that have the report here', async () => {
    renderViewer({ path: '/Portal/NewIndex/results/operations/labor', productType: 1 });
    await screen.findByRole('table');
    expect(screen.queryByText(t('viewer.otherApplication.message'))).not.toBeInTheDocument();
  });

  it.each([
    ['lists the employees the service names', { body: [{ Value: 7, Display: 'Sam Cashier' }] }, ['All', 'Sam Cashier']],
    ['offers only All when the employee call fails', { status: 500, body: {} }, ['All']],
  ])('the employee dropdown %s', async (_name, employees, expected) => {
    renderViewer({ path: '/Portal/NewIndex/results/operations/labor', employees });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: t('viewer.options.EmployeeId') }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(expected),
    );
  });

  it('compares with the period the bar names: in the URL, the header and labelled columns whose change reads without colour', async () => {
    const compared = result();
    const [locations] = compared.Tables;
    const part = (
      Of: string,
      Part: 'previous' | 'change' | 'changePercent',
      LabelKey: string,
      Type: 'money' | 'percent',
    ) => ({
      Key: `${Of}${Part === 'previous' ? 'Previous' : Part === 'change' ? 'Change' : 'ChangePercent'}`,
      LabelKey,
      Type,
      Compare: { Of, Part },
    });
    const answer = {
      ...compared,
      Comparison: { CompareTo: 'lastYear' as const, FromDate: '2025-11-01', ToDate: '2025-11-07' },
      Tables: [
        {
          ...locations!,
          Columns: [
            ...locations!.Columns,
            part('netSales', 'previous', 'reports.compare.columns.lastYear', 'money'),
            part('netSales', 'change', 'reports.compare.columns.change', 'money'),
            part('netSales', 'changePercent', 'reports.compare.columns.changePercent', 'percent'),
          ],
          Rows: [
            {
              ...locations!.Rows[0],
              netSalesPrevious: '40.00',
              netSalesChange: '-10.00',
              netSalesChangePercent: '-25.00',
            },
            {
              ...locations!.Rows[1],
              netSalesPrevious: '1000.00',
              netSalesChange: '200.50',
              netSalesChangePercent: '20.05',
            },
          ],
          Totals: {
            ...locations!.Totals,
            netSalesPrevious: '1040.00',
            netSalesChange: '190.50',
            netSalesChangePercent: null,
          },
        },
      ],
    };
    const { router, reportCalls } = renderViewer({
      path: '/Portal/NewIndex/results/sales/hourly?FromDate=2026-11-01&ToDate=2026-11-07',
      answer: { body: answer },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: t('viewer.options.CompareTo') }));
    await userEvent.click(screen.getByRole('option', { name: t('viewer.compare.lastYear') }));
    await userEvent.click(refreshButton());
    await waitFor(() =>
      expect(router.state.location.search).toBe('?FromDate=2026-11-01&ToDate=2026-11-07&CompareTo=lastYear'),
    );
    await waitFor(() => expect(reportCalls.at(-1)?.searchParams.get('CompareTo')).toBe('lastYear'));
    expect(screen.getByRole('combobox', { name: t('viewer.options.CompareTo') })).toHaveTextContent(
      t('viewer.compare.lastYear'),
    );

    expect(screen.getByTestId('report-comparison')).toHaveTextContent(
      t('viewer.header.comparison.lastYear', { from: '11/01/2025', to: '11/07/2025' }),
    );
    const table = screen.getByRole('table');
    const netSales = i18n.t('reports.columns.netSales');
    for (const key of ['lastYear', 'change', 'changePercent'])
      expect(
        within(table).getByRole('button', { name: t(`compare.columns.${key}`, { column: netSales }) }),
      ).toBeInTheDocument();
    const [, beta, alpha] = within(table).getAllByRole('row');
    // The direction is a word to a screen reader and an arrow with a sign on screen, not a colour alone.
    expect(within(beta!).getAllByRole('img', { name: t('viewer.compare.down') })).toHaveLength(2);
    expect(beta).toHaveTextContent('▼ -$10.00');
    expect(within(alpha!).getAllByRole('img', { name: t('viewer.compare.up') })).toHaveLength(2);
    expect(alpha).toHaveTextContent('▲ +$200.50');
  });
});

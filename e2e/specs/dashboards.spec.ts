import type { Page, Response } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Home's "how is business today", My Store's Activity Summary and Sales Dashboard (issue 15 §6) and its Customer
 * Dashboard (issue 16 §5). `store` is Corner Cafe's owner: the demo writes its tickets for 90 days and today up to
 * now.
 */
const BASE = '/Portal/NewIndex';
const d = (key: string, vars?: Record<string, string | number>) => t(`dashboards.${key}`, vars);
const pathOf = (r: Response) => new URL(r.url()).pathname;
const money = (value: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));

type THome = { BusinessDate: string; NetSales: { Today: string }; Tickets: { Today: number } };

test.use({ signedInAs: AS.store });

/** Opens Home and returns the summary it drew from. */
async function openHome(page: Page): Promise<THome> {
  const reply = page.waitForResponse((r) => pathOf(r) === '/Dashboard/GetHomeSummary');
  await openPortal(page);
  const response = await reply;
  expect(response.status()).toBe(200);
  return (await response.json()) as THome;
}

test("Home shows today's figures against last week, each linking to its report", async ({ page }) => {
  const summary = await openHome(page);
  const figures = page.getByTestId('home-figures');
  await expect(figures).toBeVisible();
  await expect(page.getByTestId('home-kpi-netSales-value')).toHaveText(money(summary.NetSales.Today));
  await expect(page.getByTestId('home-kpi-tickets-value')).toHaveText(
    new Intl.NumberFormat('en-US').format(summary.Tickets.Today),
  );
  await expect(page.getByTestId('home-kpi-netSales-change')).toContainText(/last week/);
  const today = `FromDate=${summary.BusinessDate}&ToDate=${summary.BusinessDate}`;
  await expect(page.getByTestId('home-kpi-netSales').getByRole('link')).toHaveAttribute(
    'href',
    `${BASE}/results/operations/summary?${today}`,
  );
  const hourly = page.getByRole('figure', { name: d('home.salesByHour') });
  await expect(hourly.locator('svg').first()).toBeVisible();
  await expect(hourly.getByRole('link', { name: d('home.hourlyReport') })).toHaveAttribute(
    'href',
    `${BASE}/results/sales/hourly?${today}`,
  );
  await expect(
    page.getByTestId('home-out-of-stock').getByRole('link', { name: d('home.outOfStock'), exact: true }),
  ).toHaveAttribute('href', `${BASE}/menu/itemAvailability`);
  // In the store's first hours after midnight the demo has sold nothing yet today, and the list says so.
  const topItems = page.getByTestId('home-top-items');
  if (summary.Tickets.Today > 0) await expect(topItems.getByRole('listitem').first()).toBeVisible();
  else await expect(topItems).toContainText(d('home.noItems'));
  // The chart's figures as text, for those who cannot see the drawing.
  await hourly.getByText(d('chart.showTable')).click();
  await expect(hourly.getByRole('table', { name: d('home.salesByHour') })).toBeVisible();
});

test('Home says so when the figures fail, and Retry loads them', async ({ page }) => {
  let failing = true;
  await page.route('**/Dashboard/GetHomeSummary', (route) =>
    failing ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.continue(),
  );
  await openPortal(page);
  await expect(page.getByTestId('dashboard-error')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: d('retry') }).click();
  await expect(page.getByTestId('home-figures')).toBeVisible();
});

test('Activity Summary charts the range and follows a new one', async ({ page }) => {
  const first = page.waitForResponse((r) => pathOf(r) === '/Dashboard/GetActivitySummary');
  await openPortal(page, `${BASE}/mystore/activitysummary`);
  await expect(page.getByRole('heading', { level: 1, name: t('portal.menu.mystore.activitysummary') })).toBeVisible();
  expect((await first).status()).toBe(200);
  for (const chart of ['salesTrend', 'ticketsGuests', 'corrections'])
    await expect(
      page
        .getByRole('figure', { name: d(`charts.${chart}`) })
        .locator('svg')
        .first(),
    ).toBeVisible();
  const next = page.waitForResponse(
    (r) => pathOf(r) === '/Dashboard/GetActivitySummary' && new URL(r.url()).searchParams.has('FromDate'),
  );
  await page.getByLabel(t('dateRange.dates')).click();
  await page.getByRole('option', { name: t('dateRange.presets.lastMonth') }).click();
  const reply = await next;
  expect(reply.status()).toBe(200);
  const asked = new URL(reply.url()).searchParams;
  await expect(page).toHaveURL(new RegExp(`FromDate=${asked.get('FromDate')}&ToDate=${asked.get('ToDate')}`));
  expect(asked.get('FromDate')!.endsWith('-01')).toBe(true);
  await expect(page.getByTestId('activity-kpi-netSales-value')).not.toHaveText('');
});

test('Sales Dashboard draws sales, labor %, tender and category mix', async ({ page }) => {
  const reply = page.waitForResponse((r) => pathOf(r) === '/Dashboard/GetSalesDashboard');
  await openPortal(page, `${BASE}/mystore/salesdashboard?FromDate=2000-01-01&ToDate=not-a-date`);
  // A range the URL cannot hold falls back to This week.
  expect((await reply).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: t('portal.menu.mystore.salesdashboard') })).toBeVisible();
  for (const chart of ['salesTrend', 'laborPercent', 'tenderMix', 'categoryMix'])
    await expect(
      page
        .getByRole('figure', { name: d(`charts.${chart}`) })
        .locator('svg')
        .first(),
    ).toBeVisible();
  await expect(page.getByLabel(t('dateRange.dates'))).toHaveText(t('dateRange.presets.thisWeek'));
});

type TCustomers = { Totals: { Customers: number; Visits: number }; TopCustomers: { CustomerName: string }[] };

test('Customer Dashboard charts new and returning customers, whose the sales were, and the top customers', async ({
  page,
}) => {
  const reply = page.waitForResponse((r) => pathOf(r) === '/Dashboard/GetCustomerDashboard');
  // Two weeks up to today: the demo's regulars come back every week.
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await openPortal(page, `${BASE}/mystore/customerdashboard?FromDate=${day(14)}&ToDate=${day(1)}`);
  const response = await reply;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as TCustomers;
  await expect(page.getByRole('heading', { level: 1, name: t('portal.menu.mystore.customerdashboard') })).toBeVisible();
  expect(body.Totals.Visits).toBeGreaterThan(0);
  await expect(page.getByTestId('customer-kpi-customers-value')).toHaveText(
    new Intl.NumberFormat('en-US').format(body.Totals.Customers),
  );
  for (const chart of ['newReturning', 'spendTrend', 'shares'])
    await expect(
      page
        .getByRole('figure', { name: d(`customers.charts.${chart}`) })
        .locator('svg')
        .first(),
    ).toBeVisible();
  const top = page.getByRole('table', { name: d('customers.charts.topCustomers') });
  await expect(top.getByRole('row')).toHaveCount(body.TopCustomers.length + 1);
  await expect(top.getByRole('rowheader').first()).toContainText(body.TopCustomers[0]!.CustomerName);
  // The title leads to the customer sales report of the same range.
  await page.getByRole('link', { name: d('customers.charts.topCustomers') }).click();
  await expect(page).toHaveURL(/\/results\/customer\/sales\?FromDate=/);
});

test('a dashboard that fails offers Retry', async ({ page }) => {
  let failing = true;
  await page.route('**/Dashboard/GetSalesDashboard**', (route) =>
    failing ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.continue(),
  );
  await openPortal(page, `${BASE}/mystore/salesdashboard`);
  await expect(page.getByTestId('dashboard-error')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: d('retry') }).click();
  await expect(page.getByTestId('sales-dashboard')).toBeVisible();
});

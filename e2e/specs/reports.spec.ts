import { readFileSync } from 'node:fs';
import type { Locator, Page, Response } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { AS, expect, openInApp, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * Results hub and report viewer (issue 15 §3, spec 2 §2, §4, §7, §9) as Demo Bistro Group's company view (All
 * Stores), whose location report has a row per store. Only the location report is computed today; the viewer is the
 * same for every report.
 */
const HUB = '/Portal/NewIndex/results';
const LOCATION = `${HUB}/operations/location`;
const r = (key: string, vars?: Record<string, string | number>) => t(`reports.${key}`, vars);

type TReport = {
  Tables: { Key: string; Columns: { Key: string }[]; Rows: Record<string, string | number | null>[] }[];
};

test.use({ signedInAs: AS.companyAllStores });

/** The last 30 days: inside the demo's 90 days of tickets, with every kind of ticket in it. */
const LAST_30_DAYS = `?FromDate=${new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)}&ToDate=${new Date().toISOString().slice(0, 10)}`;

const isLocationReport = (response: Response) => new URL(response.url()).pathname === '/api/reports/LocationSales';
const table = (page: Page) => page.getByRole('table', { name: t('reports.tables.locations'), exact: true });
const dataRows = (grid: Locator) => grid.locator('tbody tr:not([data-testid="report-totals"])');
const firstCells = async (grid: Locator) => dataRows(grid).locator('td:first-child').allTextContents();
const refresh = (page: Page) => page.getByRole('button', { name: r('viewer.refresh') });
const fromField = (page: Page) => page.getByLabel(t('dateRange.from'), { exact: true });
const toField = (page: Page) => page.getByLabel(t('dateRange.to'), { exact: true });

/** Opens the location report and waits for its first answer. */
async function openLocation(page: Page, query = ''): Promise<TReport> {
  const reply = page.waitForResponse(isLocationReport);
  await openPortal(page, `${LOCATION}${query}`);
  const response = await reply;
  expect(response.status()).toBe(200);
  return (await response.json()) as TReport;
}

test('the hub lists the report groups, each report a link with what it answers', async ({ page, checkA11y }) => {
  await openPortal(page, HUB);
  await expect(page.getByRole('heading', { level: 1, name: t('portal.nav.results') })).toBeVisible();
  for (const group of ['operations', 'sales'])
    await expect(page.getByRole('heading', { level: 2, name: t(`portal.menu.results.${group}`) })).toBeVisible();
  await expect(page.getByText(t('portal.about.menu.results_operations.location'))).toBeVisible();
  await checkA11y({ expectModal: false });
  const label = t('portal.menu.results_operations.location');
  const operations = page.getByRole('list', { name: t('portal.menu.results.operations') });
  await operations.getByRole('link', { name: new RegExp(`^${label}`) }).click();
  await expect(page).toHaveURL(LOCATION);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
});

test('a changed parameter highlights Refresh; Refresh puts it in the URL and loads the report', async ({
  page,
  checkA11y,
}) => {
  await openLocation(page);
  await expect(
    page.getByRole('heading', { level: 1, name: t('portal.menu.results_operations.location') }),
  ).toBeVisible();
  await checkA11y({ expectModal: false });
  await expect(refresh(page)).not.toHaveClass(/MuiButton-contained/);
  await page.getByRole('combobox', { name: t('dateRange.dates') }).click();
  await page.getByRole('option', { name: t('dateRange.presets.lastMonth') }).click();
  await expect(refresh(page)).toHaveClass(/MuiButton-contained/);
  await expect(page.getByText(r('viewer.parametersChanged'))).toBeVisible();

  const reply = page.waitForResponse(isLocationReport);
  await refresh(page).click();
  const response = await reply;
  const body = (await response.json()) as TReport;
  await expect(page).toHaveURL(/[?&]FromDate=\d{4}-\d{2}-01&ToDate=\d{4}-\d{2}-\d{2}$/);
  const url = new URL(page.url());
  expect(new URL(response.url()).search).toBe(url.search);
  await expect(refresh(page)).not.toHaveClass(/MuiButton-contained/);
  await expect(page.getByText(r('viewer.parametersChanged'))).toHaveCount(0);
  const rows = body.Tables[0]!.Rows;
  expect(rows.length).toBeGreaterThan(1);
  await expect(dataRows(table(page))).toHaveCount(rows.length);
  expect(await firstCells(table(page))).toEqual(rows.map((row) => String(row.storeName)));

  // The URL is the bookmark: opened again, it shows the same range.
  await openLocation(page, url.search);
  await expect(table(page)).toBeVisible();
  await expect(fromField(page)).toHaveValue(url.searchParams.get('FromDate')!);
});

test('a column sorts ascending then descending, and the CSV export has the rows in that order', async ({ page }) => {
  // The demo's tickets cover the 90 days before today.
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const body = await openLocation(page, `?FromDate=${from}&ToDate=${to}`);
  const grid = table(page);
  await expect(grid).toBeVisible();
  const names = body.Tables[0]!.Rows.map((row) => String(row.storeName));
  const header = grid.getByRole('button', { name: t('reports.columns.storeName'), exact: true });
  await header.click();
  const ascending = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
  expect(await firstCells(grid)).toEqual(ascending);
  await header.click();
  expect(await firstCells(grid)).toEqual([...ascending].reverse());

  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: r('viewer.export.download', { format: r('viewer.export.csv') }) }).click();
  const file = await started;
  expect(file.suggestedFilename()).toBe(`LocationSales_${from}_${to}.csv`);
  const lines = parse(readFileSync((await file.path())!, 'utf8'), { relaxColumnCount: true, bom: true }) as string[][];
  const labels = lines.findIndex((line) => line[0] === t('reports.columns.storeName'));
  const csvRows = lines.slice(labels + 1, labels + 1 + names.length);
  expect(csvRows.map((line) => line[0])).toEqual(await firstCells(grid));
  // Columns by their label: the company view ranks the stores right after their names.
  const ticketsColumn = lines[labels]!.indexOf(t('reports.columns.tickets'));
  const shownTickets = await dataRows(grid)
    .locator(`td:nth-child(${ticketsColumn + 1})`)
    .allTextContents();
  expect(csvRows.map((line) => Number(line[ticketsColumn]))).toEqual(
    shownTickets.map((text) => Number(text.replace(/,/g, ''))),
  );
});

test('Compare with the previous period: its figures, the change and the ranks beside each store, the range named', async ({
  page,
  checkA11y,
}) => {
  await openLocation(page, LAST_30_DAYS);
  await page.getByRole('combobox', { name: r('viewer.options.CompareTo') }).click();
  await page.getByRole('option', { name: r('viewer.compare.previousPeriod') }).click();
  const reply = page.waitForResponse(isLocationReport);
  await refresh(page).click();
  const body = (await (await reply).json()) as TReport & { Comparison: { FromDate: string; ToDate: string } };
  await expect(page).toHaveURL(/[?&]CompareTo=previousPeriod$/);
  await expect(page.getByTestId('report-comparison')).toBeVisible();

  // The previous figures are the location report's own answer for the previous period.
  const plain = await page.request.get(
    `/api/reports/LocationSales?FromDate=${body.Comparison.FromDate}&ToDate=${body.Comparison.ToDate}`,
  );
  expect(plain.status()).toBe(200);
  const previousRows = ((await plain.json()) as TReport).Tables[0]!.Rows;
  const rows = body.Tables[0]!.Rows;
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows)
    expect(row.netSalesPrevious).toBe(previousRows.find((p) => p.storeId === row.storeId)?.netSales ?? '0.00');

  const grid = table(page);
  const netSales = t('reports.columns.netSales');
  for (const key of ['previousPeriod', 'change', 'changePercent'])
    await expect(
      grid.getByRole('button', { name: t(`reports.compare.columns.${key}`, { column: netSales }), exact: true }),
    ).toBeVisible();
  await expect(grid.getByRole('button', { name: t('reports.columns.rank'), exact: true })).toBeVisible();
  const arrows = grid.getByRole('img', {
    name: new RegExp(`^(${r('viewer.compare.up')}|${r('viewer.compare.down')})$`),
  });
  expect(await arrows.count()).toBeGreaterThan(0);
  await checkA11y({ expectModal: false });
});

test('Print prints the report alone: the shell, the parameters and the exports are not on paper', async ({ page }) => {
  await openLocation(page, LAST_30_DAYS);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: r('viewer.export.print') }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(table(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const hidden of [refresh(page), page.getByRole('button', { name: r('viewer.export.print') }), fromField(page)])
    await expect(hidden).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(refresh(page)).toBeVisible();
});

test('To before From: the field resets To, and a hand-edited URL shows the refusal at To', async ({ page }) => {
  await openLocation(page, '?FromDate=2026-03-01&ToDate=2026-03-10');
  await fromField(page).fill('2026-03-20');
  await expect(toField(page)).toHaveValue('2026-03-20');
  await expect(page.getByText(t('dateRange.toReset', { date: '2026-03-20' }))).toBeVisible();

  await openPortal(page, `${LOCATION}?FromDate=2026-03-10&ToDate=2026-03-01`);
  await expect(page.getByText(t('reports.errors.toBeforeFrom'))).toBeVisible();
  await expect(toField(page)).toHaveAttribute('aria-invalid', 'true');
});

test('the viewer shows only the unavailable message when the report service is another version', async ({
  page,
  checkA11y,
}) => {
  await page.route('**/api/Reports/version', (route) => route.fulfill({ json: { Version: '1.0.0.0' } }));
  await openPortal(page, LOCATION);
  await expect(page.getByText(t('reports.errors.unavailable'))).toBeVisible();
  await expect(refresh(page)).toHaveCount(0);
  await checkA11y({ state: 'report service unavailable', expectModal: false });

  await page.unroute('**/api/Reports/version');
  await page.route('**/api/Reports/version', (route) => route.abort());
  await openPortal(page, LOCATION);
  await expect(page.getByText(t('reports.errors.unavailable'))).toBeVisible();
});

test('a report the service does not compute yet says so', async ({ page }) => {
  await page.route('**/api/reports/DeviceSales?*', (route) =>
    route.fulfill({ status: 404, json: { success: false, statusCode: 404, messageKey: 'common.errors.notFound' } }),
  );
  await openPortal(page, `${HUB}/operations/device`);
  await expect(page.getByText(r('viewer.notAvailable'))).toBeVisible();
});

test('every operations and sales report the hub links opens with its tables and no error', async ({ page }) => {
  await openPortal(page, HUB);
  const hrefs: string[] = [];
  for (const group of ['operations', 'sales']) {
    const list = page.getByRole('list', { name: t(`portal.menu.results.${group}`) });
    // all() does not wait: the hub renders its groups once the role's menu is read.
    await expect(list.getByRole('link').first()).toBeVisible();
    for (const link of await list.getByRole('link').all()) hrefs.push((await link.getAttribute('href'))!);
  }
  // Demo Bistro Group is a restaurant account: some reports are not its (spec 1 §6 menu gating), the rest are here.
  expect(hrefs.length).toBeGreaterThanOrEqual(15);
  for (const href of hrefs) {
    const reply = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/api/reports/'));
    await openInApp(page, `${href}${LAST_30_DAYS}`);
    const response = await reply;
    expect(response.status(), href).toBe(200);
    // The table of this report's answer, not the one of the report before.
    const { Tables } = (await response.json()) as TReport;
    await expect(page.getByRole('table', { name: r(`tables.${Tables[0]!.Key}`), exact: true }), href).toBeVisible();
    await expect(page.getByRole('alert'), href).toHaveCount(0);
  }
});

test('hourly sales: a day of the week is a parameter of the URL and the figures follow it', async ({
  page,
  checkA11y,
}) => {
  const reply = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/reports/HourlySales');
  await openPortal(page, `${HUB}/sales/hourly${LAST_30_DAYS}`);
  const all = (await (await reply).json()) as TReport;
  await checkA11y({ expectModal: false });
  const days = page.getByRole('group', { name: r('viewer.days.label') });
  await expect(days.getByRole('button', { name: r('viewer.days.all') })).toHaveAttribute('aria-pressed', 'true');
  await days.getByRole('button', { name: r('viewer.days.1') }).click();
  await expect(days.getByRole('button', { name: r('viewer.days.all') })).toHaveAttribute('aria-pressed', 'false');
  await expect(refresh(page)).toHaveClass(/MuiButton-contained/);
  const mondays = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/reports/HourlySales');
  await refresh(page).click();
  const monday = (await (await mondays).json()) as TReport;
  await expect(page).toHaveURL(/DaysToSelect=1(&|$)/);
  const tickets = (report: TReport) => report.Tables[0]!.Rows.reduce((n, row) => n + Number(row.tickets), 0);
  expect(tickets(monday)).toBeGreaterThan(0);
  expect(tickets(monday)).toBeLessThan(tickets(all));
  await expect(page.getByRole('figure').first()).toBeVisible();
});

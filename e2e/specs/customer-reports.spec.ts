import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { AS, expect, openInApp, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * The customer reports and the customer list (issue 16 §2, §3) as Demo Bistro Group's company view, over the demo's
 * customers, house accounts and the tickets that name them.
 */
const HUB = '/Portal/NewIndex/results';
const r = (key: string, vars?: Record<string, string | number>) => t(`reports.${key}`, vars);
const TODAY = new Date().toISOString().slice(0, 10);
const LAST_60_DAYS = `?FromDate=${new Date(Date.now() - 59 * 86_400_000).toISOString().slice(0, 10)}&ToDate=${TODAY}`;

type TReport = { Tables: { Key: string; Rows: Record<string, string | number | boolean | null>[] }[] };

test.use({ signedInAs: AS.companyAllStores });

const refresh = (page: Page) => page.getByRole('button', { name: r('viewer.refresh') });
const isReport = (file: string) => (res: { url: () => string }) =>
  new URL(res.url()).pathname === `/api/reports/${file}`;

/** Opens a report's page (in the portal on screen with `inApp`, else by a page load) and waits for its answer. */
async function openReport(
  page: Page,
  path: string,
  file: string,
  { query = LAST_60_DAYS, inApp = false }: { query?: string; inApp?: boolean } = {},
): Promise<TReport> {
  const reply = page.waitForResponse(isReport(file));
  await (inApp ? openInApp : openPortal)(page, `${HUB}/${path}${query}`);
  const response = await reply;
  expect(response.status(), path).toBe(200);
  return (await response.json()) as TReport;
}

test('the hub links every customer report and the customer list, and each opens with its tables', async ({
  page,
  checkA11y,
}) => {
  await openPortal(page, HUB);
  const customer = page.getByRole('list', { name: t('portal.menu.results.customer') });
  await expect(customer.getByRole('link')).toHaveCount(5);
  const list = page.getByRole('list', { name: t('portal.menu.results.list') });
  await expect(
    list.getByRole('link', { name: new RegExp(`^${t('portal.menu.results_list.customers')}`) }),
  ).toBeVisible();
  for (const [path, file, table] of [
    ['customer/bulkemail', 'CustomerBulkEmail', 'mailingList'],
    ['customer/notes', 'CustomerNotes', 'customerNotes'],
    ['customer/sales', 'CustomerSales', 'customerSales'],
    ['customer/houseaccounts', 'HouseAccounts', 'houseAccounts'],
    ['customer/accountactivity', 'HouseAccountActivity', 'accountEntries'],
    ['list/customers', 'CustomerList', 'customerList'],
  ] as const) {
    const body = await openReport(page, path, file, { inApp: true });
    expect(body.Tables.find((x) => x.Key === table)!.Rows.length, path).toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: r(`tables.${table}`), exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await checkA11y({ state: path, expectModal: false });
  }
});

test('bulk e-mail: visitors who spent at least an amount, as a mailing list to download', async ({ page }) => {
  const all = await openReport(page, 'customer/bulkemail', 'CustomerBulkEmail');
  const everyone = all.Tables[0]!.Rows;
  expect(everyone.every((row) => String(row.email).includes('@'))).toBe(true);

  await page.getByLabel(r('viewer.options.OnlyVisitors')).check();
  await page.getByLabel(r('viewer.options.MinimumSpend')).fill('20');
  await expect(refresh(page)).toHaveClass(/MuiButton-contained/);
  const reply = page.waitForResponse(isReport('CustomerBulkEmail'));
  await refresh(page).click();
  const narrowed = ((await (await reply).json()) as TReport).Tables[0]!.Rows;
  await expect(page).toHaveURL(/OnlyVisitors=true&MinimumSpend=20$/);
  expect(narrowed.length).toBeGreaterThan(0);
  expect(narrowed.length).toBeLessThan(everyone.length);
  for (const row of narrowed) {
    expect(Number(row.visits)).toBeGreaterThan(0);
    expect(Number(row.spend)).toBeGreaterThanOrEqual(20);
  }

  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: r('viewer.export.download', { format: r('viewer.export.csv') }) }).click();
  const file = await started;
  const lines = parse(readFileSync((await file.path())!, 'utf8'), { relaxColumnCount: true, bom: true }) as string[][];
  const header = lines.findIndex((line) => line.includes(r('columns.email')));
  expect(header).toBeGreaterThanOrEqual(0);
  const email = lines[header]!.indexOf(r('columns.email'));
  expect(lines.slice(header + 1, header + 1 + narrowed.length).map((line) => line[email])).toEqual(
    narrowed.map((row) => row.email),
  );
});

test('bulk e-mail: an amount that is not money is refused at its field', async ({ page }) => {
  await openPortal(page, `${HUB}/customer/bulkemail${LAST_60_DAYS}&MinimumSpend=abc`);
  const field = page.getByLabel(r('viewer.options.MinimumSpend'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(r('errors.invalidAmount'))).toBeVisible();
});

test('customer sales: the top customers with what they buy most, charted', async ({ page }) => {
  const body = await openReport(page, 'customer/sales', 'CustomerSales');
  const top = body.Tables.find((x) => x.Key === 'topCustomers')!.Rows;
  expect(top.length).toBeGreaterThan(0);
  expect(String(top[0]!.topItems)).toMatch(/×\d/);
  await expect(page.getByRole('figure', { name: r('charts.topCustomerSpend') })).toBeVisible();
});

test('house accounts: balances by age, charted', async ({ page }) => {
  await openReport(page, 'customer/houseaccounts', 'HouseAccounts');
  const ageing = page.getByRole('table', { name: r('tables.houseAccountAgeing'), exact: true });
  for (const age of ['current', 'days31To60', 'days61To90', 'over90'])
    await expect(ageing.getByRole('cell', { name: r(`values.age.${age}`), exact: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: r('charts.houseAccountAgeing') })).toBeVisible();
});

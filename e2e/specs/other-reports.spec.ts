import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * The other results reports (issue 16 §4) in the viewer, as Demo Bistro Group's company view (All Stores, a
 * restaurant account, so the labor summary is its; the cash manager flag on): the period close, the labor summary and
 * the accounting journal, and the journal's CSV with its documented column layout; the card, online-order card, cash
 * and gift card settlements, each opened from the hub.
 */
const HUB = '/Portal/NewIndex/results';
const r = (key: string, vars?: Record<string, string | number>) => t(`reports.${key}`, vars);
const FROM = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
const TO = new Date().toISOString().slice(0, 10);
const LAST_30_DAYS = `?FromDate=${FROM}&ToDate=${TO}`;
const JOURNAL_FROM = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

type TReport = { Tables: { Key: string; Rows: Record<string, string | number | null>[] }[] };

test.use({ signedInAs: AS.companyAllStores });

/** Opens a report page and waits for its answer. */
async function openReport(page: Page, id: string, file: string, query = LAST_30_DAYS): Promise<TReport> {
  const reply = page.waitForResponse((res: Response) => new URL(res.url()).pathname === `/api/reports/${file}`);
  await openPortal(page, `${HUB}/${id}${query}`);
  const response = await reply;
  expect(response.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: t(`portal.menu.results.${id}`) })).toBeVisible();
  return (await response.json()) as TReport;
}

const tableNamed = (page: Page, key: string) => page.getByRole('table', { name: r(`tables.${key}`), exact: true });

test('the financial report closes the period from gross to net to the tenders collected', async ({
  page,
  checkA11y,
}) => {
  const body = await openReport(page, 'financial', 'FinancialSummary');
  const close = tableNamed(page, 'financialClose');
  await expect(close).toBeVisible();
  const gross = body.Tables[0]!.Rows.find((row) => row.financialLine === 'grossSales')!;
  expect(Number(gross.amount)).toBeGreaterThan(0);
  const row = close.getByRole('row').filter({ hasText: r('values.financialLine.grossSales') });
  await expect(row).toContainText(Number(gross.amount).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expect(tableNamed(page, 'financialTenders')).toBeVisible();
  await expect(tableNamed(page, 'financialStores')).toBeVisible();
  await expect(page.getByRole('figure').first()).toBeVisible();
  await checkA11y({ expectModal: false });
});

test('the labor summary gives each store its hours and labor cost', async ({ page, checkA11y }) => {
  const body = await openReport(page, 'labor', 'LaborSummary');
  const stores = tableNamed(page, 'laborStores');
  await expect(stores).toBeVisible();
  const first = body.Tables[0]!.Rows[0]!;
  await expect(stores.getByRole('row').filter({ hasText: String(first.storeName) })).toBeVisible();
  expect(Number(first.hours)).toBeGreaterThan(0);
  await expect(tableNamed(page, 'laborJobs')).toBeVisible();
  await checkA11y({ expectModal: false });
});

test('the accounting journal balances and downloads as CSV in its documented layout', async ({ page, checkA11y }) => {
  // Three days: a month of the company view's journal is some 2,000 lines, which the CSV is for.
  const body = await openReport(page, 'accounting', 'Accounting', `?FromDate=${JOURNAL_FROM}&ToDate=${TO}`);
  const journal = tableNamed(page, 'journal');
  await expect(journal).toBeVisible();
  await expect(journal.getByRole('cell', { name: r('values.account.cashClearing') }).first()).toBeVisible();
  const totals = journal.getByTestId('report-totals');
  const rows = body.Tables[0]!.Rows;
  const sum = (key: string) => rows.reduce((n, row) => n + Math.round(Number(row[key]) * 100), 0);
  expect(sum('debit')).toBe(sum('credit'));
  await expect(totals).toBeVisible();
  await checkA11y({ expectModal: false });

  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: r('viewer.export.download', { format: r('viewer.export.csv') }) }).click();
  const file = await started;
  expect(file.suggestedFilename()).toBe(`Accounting_${JOURNAL_FROM}_${TO}.csv`);
  const lines = parse(readFileSync((await file.path())!, 'utf8'), { relaxColumnCount: true, bom: true }) as string[][];
  const header = lines.findIndex((line) => line[0] === r('columns.businessDate'));
  expect(lines[header]).toEqual(
    ['businessDate', 'accountNumber', 'accountName', 'debit', 'credit', 'memo', 'storeName'].map((key) =>
      r(`columns.${key}`),
    ),
  );
  expect(lines.slice(header + 1).some((line) => line[2] === r('values.account.cashClearing'))).toBe(true);
});

const refresh = (page: Page) => page.getByRole('button', { name: r('viewer.refresh') });
const money = (amount: string | number | null | undefined) =>
  Math.abs(Number(amount)).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** Opens a report from its link on the hub (today's figures), then last week's through the dates field and Refresh. */
async function openFromHub(page: Page, id: string, file: string): Promise<TReport> {
  const isReport = (res: Response) => new URL(res.url()).pathname === `/api/reports/${file}`;
  await openPortal(page, HUB);
  const today = page.waitForResponse(isReport);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${t(`portal.menu.results.${id}`)} `) })
    .click();
  expect((await today).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: t(`portal.menu.results.${id}`) })).toBeVisible();
  await page.getByRole('combobox', { name: t('dateRange.dates') }).click();
  await page.getByRole('option', { name: t('dateRange.presets.lastWeek') }).click();
  const reply = page.waitForResponse(isReport);
  await refresh(page).click();
  const response = await reply;
  expect(response.status()).toBe(200);
  return (await response.json()) as TReport;
}

type TRow = TReport['Tables'][number]['Rows'][number];

/**
 * Bistro Downtown's first row of a table in the answer that `is` picks, and the first row on screen with the store's
 * name and the given texts: the same row, as the viewer keeps the answer's order.
 */
function storeRow(page: Page, body: TReport, key: string, is: (row: TRow) => boolean, ...texts: string[]) {
  const store = 'Bistro Downtown';
  const row = body.Tables.find((x) => x.Key === key)!.Rows.find((r) => r.storeName === store && is(r))!;
  let onScreen = tableNamed(page, key).getByRole('row').filter({ hasText: store });
  for (const text of texts) onScreen = onScreen.filter({ hasText: text });
  return { row, onScreen: onScreen.first() };
}

for (const [id, file] of [
  ['credit', 'CreditSettlement'],
  ['commercecredit', 'CommerceCreditSettlement'],
] as const)
  test(`${id}: a store's settled batch of last week with its sales, and the deposits`, async ({ page, checkA11y }) => {
    const body = await openFromHub(page, id, file);
    const settled = r('values.batchStatus.settled');
    const { row, onScreen } = storeRow(page, body, 'cardBatches', (r) => r.batchStatus === 'settled', settled);
    expect(row.batchStatus).toBe('settled');
    expect(Number(row.salesAmount)).toBeGreaterThan(0);
    await expect(onScreen).toContainText(money(row.salesAmount));
    await expect(tableNamed(page, 'cardDeposits')).toBeVisible();
    await checkA11y({ expectModal: false });
  });

test('cashmanager: a register of last week reconciled, and the drops to the safe', async ({ page, checkA11y }) => {
  const body = await openFromHub(page, 'cashmanager', 'CashManager');
  const { row, onScreen } = storeRow(page, body, 'cashDrawers', (r) => r.deviceName === 'Register 1', 'Register 1');
  expect(row.unreconciled).toBe('0.00');
  await expect(onScreen).toContainText(money(row.expectedAmount));
  const movements = tableNamed(page, 'cashMovements');
  await expect(movements.getByRole('cell', { name: r('values.cashMovement.payOut') }).first()).toBeVisible();
  await expect(tableNamed(page, 'cashMovementTotals')).toContainText(r('values.cashMovement.drop'));
  await checkA11y({ expectModal: false });
});

test('giftsettlement: each store opens with the cards sold before and closes with what they still hold', async ({
  page,
  checkA11y,
}) => {
  const body = await openFromHub(page, 'giftsettlement', 'GiftSettlement');
  const { row, onScreen } = storeRow(page, body, 'giftStores', () => true);
  expect(Number(row.opening)).toBeGreaterThan(0);
  await expect(onScreen).toContainText(money(row.opening));
  await expect(tableNamed(page, 'giftDays')).toBeVisible();
  await expect(page.getByRole('figure').first()).toBeVisible();
  await checkA11y({ expectModal: false });
});

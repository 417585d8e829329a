import type { Page, Response } from '@playwright/test';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * The list reports (issue 16 §3) in the report viewer over the demo data: the items of Demo Bistro Group's Riverside
 * store (a store view: one row per item), and its modifier groups, employees and devices in the company view (All
 * Stores), where each device row names its store. Each opens from the hub, shows a row the demo is known to have,
 * and passes axe.
 */
const HUB = '/Portal/NewIndex/results';

type TRow = Record<string, string | number | boolean | null>;
type TReport = { Tables: { Key: string; Rows: TRow[] }[] };

const answerOf = (file: string) => (response: Response) => new URL(response.url()).pathname === `/api/reports/${file}`;
const tableNamed = (page: Page, key: string) =>
  page.getByRole('table', { name: t(`reports.tables.${key}`), exact: true });

/** Opens a list report and waits for its answer. */
async function openList(page: Page, id: string, file: string): Promise<TReport> {
  const reply = page.waitForResponse(answerOf(file));
  await openPortal(page, `${HUB}/list/${id}`);
  const response = await reply;
  expect(response.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: t(`portal.menu.results_list.${id}`), exact: true }),
  ).toBeVisible();
  return (await response.json()) as TReport;
}
const rowsOf = (report: TReport, key: string) => report.Tables.find((x) => x.Key === key)!.Rows;

test.describe('as the company (All Stores)', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('the hub links the five list reports, each with what it lists', async ({ page }) => {
    await openPortal(page, HUB);
    const lists = page.getByRole('list', { name: t('portal.menu.results.list') });
    for (const id of ['items', 'modifiers', 'customers', 'employees', 'devices']) {
      const label = t(`portal.menu.results_list.${id}`);
      await expect(lists.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
      await expect(lists.getByText(t(`portal.about.menu.results_list.${id}`))).toBeVisible();
    }
  });

  test('modifiers: each group with its limits, and the modifiers with their prices', async ({ page, checkA11y }) => {
    const body = await openList(page, 'modifiers', 'ModifierList');
    const group = rowsOf(body, 'modifierGroupList').find((r) => r.modifierGroupName === 'Cook Temperature')!;
    const groups = tableNamed(page, 'modifierGroupList');
    await expect(groups.getByRole('row').filter({ hasText: 'Cook Temperature' })).toContainText(
      String(group.modifierCount),
    );
    const modifiers = tableNamed(page, 'modifierList');
    await expect(modifiers.locator('tbody tr')).toHaveCount(rowsOf(body, 'modifierList').length);
    const [first] = rowsOf(body, 'modifierList');
    await expect(modifiers.locator('tbody tr').first()).toContainText(String(first!.modifierName));
    await checkA11y({ expectModal: false });
  });

  test('employees: the staff with job, rate, stores and status, and the jobs', async ({ page, checkA11y }) => {
    const body = await openList(page, 'employees', 'EmployeeList');
    const employees = tableNamed(page, 'employeeList');
    const rows = rowsOf(body, 'employeeList');
    expect(rows.length).toBeGreaterThan(0);
    await expect(employees.locator('tbody tr')).toHaveCount(rows.length);
    const [first] = rows;
    const firstRow = employees.locator('tbody tr').first();
    await expect(firstRow).toContainText(String(first!.employeeName));
    await expect(firstRow).toContainText(String(first!.jobName));
    await expect(firstRow).toContainText(t('reports.values.yes'));
    await expect(employees.getByRole('button', { name: t('reports.columns.storeNames'), exact: true })).toBeVisible();
    await expect(tableNamed(page, 'jobList').getByRole('row').filter({ hasText: 'Manager' })).toContainText('$24.00');
    await checkA11y({ expectModal: false });
  });

  test('devices: each register by store with when it last rang up a ticket', async ({ page, checkA11y }) => {
    const body = await openList(page, 'devices', 'DeviceList');
    const rows = rowsOf(body, 'deviceList');
    const register = rows.find((r) => r.deviceName === 'Register 1')!;
    expect(register.lastSeen).not.toBeNull();
    const devices = tableNamed(page, 'deviceList');
    await expect(devices.locator('tbody tr')).toHaveCount(rows.length);
    const shown = devices.locator('tbody tr').first();
    await expect(shown).toContainText(String(register.storeName));
    await expect(shown).toContainText('Register 1');
    await expect(shown).toContainText(t('reports.values.deviceKind.register'));
    await checkA11y({ expectModal: false });
  });
});

test.describe('in a store', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test('items: the menu with price, category, tax, how it is sold and its availability here', async ({
    page,
    checkA11y,
  }) => {
    const body = await openList(page, 'items', 'ItemList');
    const rows = rowsOf(body, 'itemList');
    const burger = rows.find((r) => r.itemName === 'Classic Burger')!;
    expect(burger).toMatchObject({ categoryName: 'BURGERS', price: '13.50', soldBy: 'each' });
    const items = tableNamed(page, 'itemList');
    // A hundred rows a page: the burger's page is the one to look at.
    await expect(items.locator('tbody tr')).toHaveCount(Math.min(rows.length, 100));
    for (let turn = 0; turn < Math.floor(rows.indexOf(burger) / 100); turn++)
      await page
        .getByRole('button', { name: t('common.table.nextPage') })
        .first()
        .click();
    // A store view has no store column: one row per item.
    await expect(items.getByRole('button', { name: t('reports.columns.storeName'), exact: true })).toHaveCount(0);
    const row = items.getByRole('row').filter({ hasText: 'Classic Burger' });
    for (const text of ['BURGERS', '$13.50', String(burger.taxCategoryName), t('reports.values.soldBy.each')])
      await expect(row).toContainText(text);
    await checkA11y({ expectModal: false });
  });
});

import type { Locator, Page } from '@playwright/test';
import { L } from '../support/labels.ts';
import { dialog, expect, expectInPortal, expectOnLoginPage, signIn, test } from '../support/fixtures.ts';

/** Data rows of the selection table (the header row has column headers, not cells). */
const dataRows = (modal: Locator) => modal.getByRole('row').filter({ has: modal.page().getByRole('cell') });
const rowWith = (modal: Locator, text: string | RegExp) => dataRows(modal).filter({ hasText: text });
const pagerText = (modal: Locator) => modal.getByText(L.table.displayedRows);
const searchBox = (modal: Locator) => modal.getByRole('searchbox', { name: L.storeSelection.search, exact: true });
const includeDeactivated = (modal: Locator) => modal.getByRole('switch', { name: L.storeSelection.includeDeactivated });

/** The total of the pager's "1–25 of 52". */
async function totalRows(modal: Locator): Promise<number> {
  const text = (await pagerText(modal).textContent()) ?? '';
  const match = /of\s+(-?\d+)/.exec(text);
  if (!match) throw new Error(`no total in the pager text "${text}"`);
  return Number(match[1]);
}

async function openStoreSelection(page: Page) {
  await signIn(page, 'company');
  const modal = dialog(page, L.dialogs.selectStore);
  await expect(modal).toBeVisible();
  await expect(rowWith(modal, 'Bistro Downtown')).toHaveCount(1);
  return modal;
}

test.describe('store selection (company user)', () => {
  test('Continue is disabled until a row is selected', async ({ page }) => {
    const modal = await openStoreSelection(page);
    const proceed = modal.getByRole('button', { name: L.common.continue, exact: true });
    await expect(proceed).toBeDisabled();
    await rowWith(modal, 'Bistro Riverside').click();
    await expect(rowWith(modal, 'Bistro Riverside')).toHaveAttribute('aria-selected', 'true');
    await expect(proceed).toBeEnabled();
  });

  test('search runs on Enter and on the search icon; refresh reloads', async ({ page, checkA11y }) => {
    const modal = await openStoreSelection(page);
    const search = searchBox(modal);

    await search.fill('Riverside');
    // Typing alone does not search.
    await expect(rowWith(modal, 'Bistro Downtown')).toHaveCount(1);
    await search.press('Enter');
    await expect(rowWith(modal, 'Bistro Downtown')).toHaveCount(0);
    await expect(rowWith(modal, 'Bistro Riverside')).toHaveCount(1);

    await search.fill('Downtown');
    await expect(rowWith(modal, 'Bistro Riverside')).toHaveCount(1);
    await modal.getByRole('button', { name: L.storeSelection.runSearch, exact: true }).click();
    await expect(rowWith(modal, 'Bistro Riverside')).toHaveCount(0);
    await expect(rowWith(modal, 'Bistro Downtown')).toHaveCount(1);
    await checkA11y({ state: 'searched' });

    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/Account/GetStoresWithMerchantsInfo');
    await modal.getByRole('button', { name: L.common.refresh, exact: true }).click();
    const response = await reloaded;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('SearchArg'), 'refresh keeps the search').toBe('Downtown');
    await expect(rowWith(modal, 'Bistro Downtown')).toHaveCount(1);
  });

  test('double-clicking a row continues into the portal with that store', async ({ page }) => {
    const modal = await openStoreSelection(page);
    await rowWith(modal, 'Bistro Riverside').dblclick();
    await expect(modal).toBeHidden();
    await expectInPortal(page);
    await expect(
      page.getByRole('banner').getByRole('button', { name: L.portal.storeButton('Bistro Riverside') }),
    ).toBeVisible();
  });

  test('Cancel during sign-in closes the store selection and signs out', async ({ page }) => {
    const modal = await openStoreSelection(page);
    await modal.getByRole('button', { name: L.common.cancel, exact: true }).click();
    await expect(modal).toBeHidden();
    await expectOnLoginPage(page);
  });
});

test.describe('merchant selection', () => {
  test('admin: pager goes to page 2; the include-deactivated switch adds the deleted and deactivated rows', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, 'admin');
    const modal = dialog(page, L.dialogs.selectMerchant);
    await expect(modal).toBeVisible();
    await expect(dataRows(modal)).toHaveCount(25);
    await expect(pagerText(modal)).toHaveText(/^1–25 of \d+/);
    const firstPageRows = await dataRows(modal).allTextContents();

    await modal.getByRole('button', { name: L.common.nextPage, exact: true }).click();
    await expect(pagerText(modal)).toHaveText(/^26–\d+ of \d+/);
    await expect(dataRows(modal).first()).not.toHaveText(firstPageRows[0] ?? '');
    expect(firstPageRows).not.toContain(await dataRows(modal).first().textContent());
    await checkA11y({ state: 'page 2' });

    // Deleted stores ('* ' prefix) and deactivated merchants only with the switch.
    await searchBox(modal).fill('Bistro');
    await searchBox(modal).press('Enter');
    await expect(rowWith(modal, 'Bistro Downtown')).toHaveCount(1);
    await expect(rowWith(modal, 'Bistro Old Town')).toHaveCount(0);
    const without = await totalRows(modal);
    await includeDeactivated(modal).check();
    await expect(rowWith(modal, '* Bistro Old Town')).toHaveCount(1);
    expect(await totalRows(modal)).toBeGreaterThan(without);

    await searchBox(modal).fill('Closed Kitchen');
    await searchBox(modal).press('Enter');
    await expect(rowWith(modal, 'Closed Kitchen').first()).toBeVisible();
    await includeDeactivated(modal).uncheck();
    await expect(rowWith(modal, 'Closed Kitchen')).toHaveCount(0);
  });

  test('partner: Closed Kitchen appears only with the include-deactivated switch', async ({ page }) => {
    await signIn(page, 'partner');
    const modal = dialog(page, L.dialogs.selectMerchant);
    await expect(rowWith(modal, 'Processor Pub').first()).toBeVisible();
    await expect(rowWith(modal, 'Closed Kitchen')).toHaveCount(0);
    await includeDeactivated(modal).check();
    await expect(rowWith(modal, 'Closed Kitchen').first()).toBeVisible();
    await expect(rowWith(modal, 'Processor Pub').first()).toBeVisible();
    await includeDeactivated(modal).uncheck();
    await expect(rowWith(modal, 'Closed Kitchen')).toHaveCount(0);
  });

  test('merchantadmin: choosing the merchant enters the portal for it', async ({ page }) => {
    await signIn(page, 'merchantadmin');
    const modal = dialog(page, L.dialogs.selectMerchant);
    await rowWith(modal, 'Demo Bistro Group').first().click();
    await modal.getByRole('button', { name: L.common.continue, exact: true }).click();
    await expect(modal).toBeHidden();
    await expectInPortal(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Merchant: Demo Bistro Group' })).toBeVisible();
  });
});

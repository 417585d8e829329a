import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Settings → Store → Store Configuration. Corner Cafe's owner sees the seeded configuration with its receipt header
 * preview, changes the city and the header, saves, reloads to find them saved and puts the demo back; a cleared
 * required field shows its message and keeps Save off; Discard asks first and restores the loaded values. Demo Bistro
 * Group's company view (several stores) is asked to select a store.
 */
const PATH = '/Portal/NewIndex/settings/store/storeconfiguration';
const k = (key: string) => t(`storeConfiguration.${key}`);
const box = (page: Page, field: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${k(`fields.${field}`)}( \\*)?$`) });
const button = (page: Page, key: string) => page.getByRole('button', { name: k(key), exact: true });
const isUpdate = (url: string) => new URL(url).pathname === '/StoreConfiguration/UpdateStoreConfiguration';
const preview = (page: Page) => page.frameLocator('[data-testid="receipt-header-preview"]');

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(box(page, 'storeName')).toHaveValue('Corner Cafe');
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => isUpdate(r.url()));
  await button(page, 'save').click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(button(page, 'save')).toBeDisabled();
}

test.describe('store view', () => {
  test.use({ signedInAs: AS.store });

  test('load, edit, save, reload shows the saved values', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(box(page, 'storeCity')).toHaveValue('Portland');
    await expect(box(page, 'receiptHeader')).toHaveValue('Welcome to Corner Cafe');
    await expect(preview(page).getByText('Welcome to Corner Cafe')).toBeVisible();
    await expect(button(page, 'save')).toBeDisabled();
    await expect(button(page, 'discard')).toBeDisabled();
    await checkA11y({ expectModal: false });

    await box(page, 'storeCity').fill('Salem');
    await box(page, 'receiptHeader').fill('Good <b>morning</b>');
    // The server renders the header, escaped, in the sandboxed frame.
    await expect(preview(page).getByText('Good <b>morning</b>')).toBeVisible();
    await saveAndWait(page);
    // The banner clears after 3 seconds.
    await expect(page.getByText(k('saved'), { exact: true })).toBeHidden({ timeout: 6000 });

    await page.reload();
    await expect(box(page, 'storeCity')).toHaveValue('Salem');
    await expect(box(page, 'receiptHeader')).toHaveValue('Good <b>morning</b>');

    // The demo as seeded again.
    await box(page, 'storeCity').fill('Portland');
    await box(page, 'receiptHeader').fill('Welcome to Corner Cafe');
    await saveAndWait(page);
  });

  test('a cleared required field and a bad phone keep Save off; the phone is formatted as typed', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page);
    await box(page, 'storeAdd1').fill('');
    await expect(page.getByText(t('storeConfiguration.errors.required'), { exact: true })).toBeVisible();
    await expect(button(page, 'save')).toBeDisabled();
    await box(page, 'storePhone').fill('5035550');
    await expect(box(page, 'storePhone')).toHaveValue('(503) 555-0');
    await expect(page.getByText(k('errors.invalidPhone'), { exact: true }).first()).toBeVisible();
    await checkA11y({ state: 'field errors', expectModal: false });
    await expect(button(page, 'save')).toBeDisabled();
  });

  test('Discard asks first, then shows the loaded values again', async ({ page, checkA11y }) => {
    await openScreen(page);
    await box(page, 'storeName').fill('Corner Cafe Two');
    await button(page, 'discard').click();
    const dialog = page.getByRole('dialog', { name: k('discardTitle') });
    await expect(dialog).toBeVisible();
    await checkA11y({ state: 'discard dialog', expectModal: true });
    await dialog.getByRole('button', { name: k('keepEditing') }).click();
    await expect(box(page, 'storeName')).toHaveValue('Corner Cafe Two');
    await button(page, 'discard').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('discardConfirm'), exact: true })
      .click();
    await expect(box(page, 'storeName')).toHaveValue('Corner Cafe');
    await expect(button(page, 'save')).toBeDisabled();
  });
});

test.describe('Demo Bistro Group', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('the company view warns that no store is selected and offers Select Store', async ({ page, checkA11y }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await expect(page.getByText(k('chooseStore'), { exact: true })).toBeVisible();
    await checkA11y({ expectModal: false });
    await button(page, 'selectStore').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

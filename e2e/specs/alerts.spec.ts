import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Settings → Store → Alert Management. Corner Cafe's owner switches the sales alert on with a threshold, sees the
 * blur rule and the threshold's messages, saves, reloads to find it saved and puts the demo back (no alerts on);
 * Corner Cafe's Reports Viewer, a view-only role, sees every control disabled; Demo Bistro Group's company view is
 * asked for a store, and its Riverside store opens the form.
 */
const PATH = '/Portal/NewIndex/settings/store/alertmanagement';
const k = (key: string) => t(`alerts.${key}`);
const sw = (page: Page, alert: string) => page.getByRole('switch', { name: k(`rows.${alert}.switch`), exact: true });
const box = (page: Page, alert: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${k(`rows.${alert}.threshold`)}( \\*)?$`) });
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const isUpdate = (url: string) => new URL(url).pathname === '/Alert/UpdateAlertConfiguration';

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(sw(page, 'sales')).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => isUpdate(r.url()));
  await saveButton(page).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test.describe('store view', () => {
  test.use({ signedInAs: AS.store });

  test('load, switch on, threshold rules, save, reload shows the saved values', async ({ page, checkA11y }) => {
    await openScreen(page);
    for (const alert of ['sales', 'price', 'discount', 'marketing']) {
      await expect(sw(page, alert)).not.toBeChecked();
      await expect(box(page, alert)).toBeDisabled();
    }
    await expect(page.getByRole('heading', { level: 2, name: k('rows.always.title') })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    // On without a threshold: required.
    await sw(page, 'sales').check();
    await expect(box(page, 'sales')).toBeEnabled();
    await expect(page.getByText(k('errors.empty'), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    // Past 25: the percentage message; letters are not taken.
    await box(page, 'sales').fill('30');
    await expect(page.getByText(k('errors.percentage'), { exact: true })).toBeVisible();
    await checkA11y({ state: 'field errors', expectModal: false });
    await expect(saveButton(page)).toBeDisabled();
    await box(page, 'sales').fill('x1');
    await expect(box(page, 'sales')).toHaveValue('1');
    // Blur writes the whole number without its leading zero.
    await box(page, 'sales').fill('08');
    await box(page, 'sales').blur();
    await expect(box(page, 'sales')).toHaveValue('8');
    await expect(saveButton(page)).toBeEnabled();
    await saveAndWait(page);

    await page.reload();
    await expect(sw(page, 'sales')).toBeChecked();
    await expect(box(page, 'sales')).toHaveValue('8');
    await expect(sw(page, 'price')).not.toBeChecked();

    // The demo as seeded again: no alert on (the threshold stays, as an off alert keeps its last one).
    await sw(page, 'sales').uncheck();
    await saveAndWait(page);
    await page.reload();
    await expect(sw(page, 'sales')).not.toBeChecked();
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees every control disabled and the notice says why', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('viewOnlyNotice'), { exact: true })).toBeVisible();
    for (const alert of ['sales', 'price', 'discount', 'marketing']) {
      await expect(sw(page, alert)).toBeDisabled();
      await expect(box(page, alert)).toBeDisabled();
    }
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });
  });
});

test.describe('Demo Bistro Group', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('the company view asks for a store', async ({ page, checkA11y }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await expect(page.getByText(k('chooseStore'), { exact: true })).toBeVisible();
    await checkA11y({ expectModal: false });
  });
});

test.describe('Demo Bistro Riverside', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test("opens the store's alerts", async ({ page }) => {
    await openScreen(page);
    await expect(sw(page, 'sales')).toBeEnabled();
  });
});

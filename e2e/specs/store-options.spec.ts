import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Settings → Store → Store options. Corner Cafe's owner (one store, every flag of the form on) sees the seeded options,
 * meets the break limit, changes the break minutes and turns takeout off (its charge resets), saves, reloads to find
 * it saved and puts the demo back; Corner Cafe's Reports Viewer sees the form read-only; Demo Bistro Group, an account
 * of several stores, gets the warning instead of the form.
 */
const PATH = '/Portal/NewIndex/settings/store/storeoptions';
const k = (key: string) => t(`storeOptions.${key}`);
const field = (name: string) => k(`fields.${name}`);
const sw = (page: Page, name: string) => page.getByRole('switch', { name: field(name), exact: true });
const box = (page: Page, name: string) => page.getByRole('textbox', { name: field(name), exact: true });
// A select's name is its label followed by the value it shows.
const combo = (page: Page, name: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${field(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const isUpdate = (url: string) => new URL(url).pathname === '/StoreOptions/UpdateStoreOptions';

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(sw(page, 'IsTakeoutEnabled')).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => isUpdate(r.url()));
  await saveButton(page).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test.describe('a single-store merchant', () => {
  test.use({ signedInAs: AS.store });

  test('load, the 240 limit, edit, save, reload shows the saved values', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(sw(page, 'IsTakeoutEnabled')).toBeChecked();
    await expect(combo(page, 'TakeoutChargeId')).toHaveText('Takeout Fee');
    await expect(box(page, 'MinimumBreakMinutes')).toHaveValue('30');
    await expect(combo(page, 'BusinessDataThreshold')).toHaveText('4:00 AM');
    await expect(page.getByRole('heading', { level: 2, name: k('sections.kitchenRouting') })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    await box(page, 'MinimumBreakMinutes').fill('241');
    await expect(page.getByText('The Maximum value for this field is 240', { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ state: 'field errors', expectModal: false });

    await box(page, 'MinimumBreakMinutes').fill('45');
    await sw(page, 'IsTakeoutEnabled').uncheck();
    await expect(combo(page, 'TakeoutChargeId')).toHaveText(k('noCharge'));
    await saveAndWait(page);

    await page.reload();
    await expect(box(page, 'MinimumBreakMinutes')).toHaveValue('45');
    await expect(sw(page, 'IsTakeoutEnabled')).not.toBeChecked();
    await expect(combo(page, 'TakeoutChargeId')).toHaveText(k('noCharge'));

    // The demo as seeded again.
    await box(page, 'MinimumBreakMinutes').fill('30');
    await sw(page, 'IsTakeoutEnabled').check();
    await combo(page, 'TakeoutChargeId').click();
    await page.getByRole('option', { name: 'Takeout Fee', exact: true }).click();
    await combo(page, 'TakeoutOrderNamingStrategy').click();
    await page.getByRole('option', { name: k('namingStrategies.1'), exact: true }).click();
    await combo(page, 'StoreKitchenRoutingMethods.ForTakeout').click();
    await page.getByRole('option', { name: k('routingMethods.1'), exact: true }).click();
    await sw(page, 'IsOrderModePromptEnabled').check();
    await saveAndWait(page);
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees the options read-only', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('viewOnlyNotice'), { exact: true })).toBeVisible();
    await expect(sw(page, 'IsTakeoutEnabled')).toBeDisabled();
    await expect(box(page, 'MinimumBreakMinutes')).toBeDisabled();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });
  });
});

test.describe('an account with several stores', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test('gets the warning instead of the form', async ({ page, checkA11y }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await expect(page.getByText(k('multiStore'), { exact: true })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

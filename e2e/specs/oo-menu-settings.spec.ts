import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Menu settings. Corner Cafe's owner (one store, which stands for the company) finds its custom
 * special instructions, is stopped at 255 characters, switches to Default, saves, reloads and puts the demo back;
 * switches its popular items off and on again over its best sellers. Demo Bistro Group's company view edits the
 * instructions and is asked for a store for popular items; at Riverside the instructions are greyed and the company
 * view asked for.
 */
const PATH = '/Portal/NewIndex/onlineordering/menusettings';
const k = (key: string, options?: Record<string, string | number>) => t(`menuSettings.${key}`, options);
const customText = (page: Page) => page.getByRole('textbox', { name: k('instructions.customText') });
const radio = (page: Page, name: string) => page.getByRole('radio', { name: k(`instructions.${name}`), exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const popularSwitch = (page: Page) => page.getByRole('switch', { name: k('popular.enabled') });
const isCall = (name: string) => (body: string | null) => (body ?? '').includes(name);

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: k('instructions.title') })).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && isCall('setConfigurationSettings')(r.request().postData()),
  );
  await saveButton(page).click();
  expect((await (await done).json()).errors).toBeUndefined();
  await expect(page.getByRole('alert').filter({ hasText: k('instructions.saved') })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test.describe('Corner Cafe', () => {
  test.use({ signedInAs: AS.store });

  test('special instructions: the limit, Default, save and reload', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(radio(page, 'custom')).toBeChecked();
    const demo = await customText(page).inputValue();
    expect(demo).toMatch(/^Allergies or requests\?/);
    await checkA11y({ expectModal: false });

    await customText(page).fill('x'.repeat(255));
    await expect(page.getByText(k('errors.textTooLong'), { exact: true })).toBeVisible();
    await expect(page.getByText('255 / 255')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await customText(page).fill('');
    await expect(page.getByText(k('errors.textRequired'), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    await customText(page).fill(demo);
    await radio(page, 'default').check();
    await expect(customText(page)).toBeDisabled();
    await saveAndWait(page);
    await page.reload();
    await expect(radio(page, 'default')).toBeChecked();
    await expect(customText(page)).toHaveValue(demo);

    // The demo as seeded again.
    await radio(page, 'custom').check();
    await saveAndWait(page);
  });

  test('popular items: the best sellers, switched off and on', async ({ page, checkA11y }) => {
    await openScreen(page);
    const table = page.getByRole('table', { name: k('popular.title') });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(popularSwitch(page)).toBeChecked();
    await checkA11y({ expectModal: false });

    for (const state of [false, true]) {
      const done = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && isCall('setPopularItemsConfiguration')(r.request().postData()),
      );
      await popularSwitch(page).click();
      expect((await (await done).json()).errors).toBeUndefined();
      await page.reload();
      await expect(popularSwitch(page)).toBeChecked({ checked: state });
    }
  });

  test('a failed popular-items save puts the switch back', async ({ page }) => {
    await openScreen(page);
    await expect(popularSwitch(page)).toBeChecked();
    await page.route('**/graphql', (route) =>
      isCall('setPopularItemsConfiguration')(route.request().postData())
        ? route.fulfill({ status: 500, body: '{}' })
        : route.fallback(),
    );
    await popularSwitch(page).click();
    await expect(page.getByRole('alert').filter({ hasText: k('errors.saving') })).toBeVisible();
    await expect(popularSwitch(page)).toBeChecked();
  });
});

test.describe('Demo Bistro Group, company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('edits the instructions; popular items ask for a store', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(radio(page, 'default')).toBeChecked();
    await expect(radio(page, 'custom')).toBeEnabled();
    await expect(page.getByText(k('errors.needSiteView'), { exact: true })).toBeVisible();
    await checkA11y({ expectModal: false });
  });
});

test.describe('Demo Bistro Group, Riverside', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test('the instructions are greyed and the company view asked for', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('errors.companyView'), { exact: true })).toBeVisible();
    await expect(radio(page, 'custom')).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

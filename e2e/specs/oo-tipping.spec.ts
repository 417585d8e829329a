import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Tipping. Corner Cafe's owner finds tipping on with the 18 % suggestion preselected, changes a
 * percent and the preselection, is told about a percent past 100, saves, reloads to find the change and puts the demo
 * back; the Reports Viewer (no edit permission) sees it read-only; Demo Bistro Group's company view is asked for a
 * store over the greyed defaults (15, 18 and 20 percent).
 */
const PATH = '/Portal/NewIndex/onlineordering/tipping';
const k = (key: string, options?: Record<string, string | number>) => t(`tipping.${key}`, options);
const percent = (page: Page, n: number) => page.getByRole('textbox', { name: k('percentLabel', { n }) });
const preselect = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const isUpdate = (body: string | null) => (body ?? '').includes('updateTipsConfigurationSettings');

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(percent(page, 1)).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => r.url().endsWith('/graphql') && isUpdate(r.request().postData()));
  await saveButton(page).click();
  const response = await done;
  expect(response.status()).toBe(200);
  expect((await response.json()).errors).toBeUndefined();
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test.describe('store view', () => {
  test.use({ signedInAs: AS.store });

  test('load, edit, an out-of-range percent, save, reload', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByRole('switch', { name: k('enabled') })).toBeChecked();
    await expect(preselect(page, k('suggestion', { n: 2 }))).toBeChecked();
    await expect(percent(page, 3)).toHaveValue('20');
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    await percent(page, 3).fill('101');
    await expect(page.getByText(k('errors.percent'), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ state: 'field error', expectModal: false });
    await percent(page, 3).fill('22.5');
    await preselect(page, k('noDefault')).check();
    await saveAndWait(page);

    await page.reload();
    await expect(percent(page, 3)).toHaveValue('22.5');
    await expect(preselect(page, k('noDefault'))).toBeChecked();

    // The demo as seeded again.
    await percent(page, 3).fill('20');
    await preselect(page, k('suggestion', { n: 2 })).check();
    await saveAndWait(page);
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees the settings read-only and why', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(t('onlineOrdering.readOnlyNotice'), { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: k('enabled') })).toBeDisabled();
    await expect(percent(page, 1)).toBeDisabled();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });
  });
});

test.describe('Demo Bistro Group', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('the company view is asked for a store, over the greyed defaults', async ({ page, checkA11y }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await expect(page.getByText(t('onlineOrdering.storeView'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('store-view-greyed')).toHaveAttribute('disabled');
    await expect(page.getByRole('switch', { name: k('enabled') })).toBeDisabled();
    for (const [index, value] of ['15', '18', '20'].entries()) {
      await expect(percent(page, index + 1)).toHaveValue(value);
      await expect(percent(page, index + 1)).toBeDisabled();
    }
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: k('discard'), exact: true })).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

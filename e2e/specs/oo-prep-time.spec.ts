import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Prep time. Corner Cafe's owner sees the seeded 20 minutes, changes them to 1 hour 35, saves,
 * reloads to find them saved and puts the demo back; a failed save shows the general error; Demo Bistro Group's
 * company view gets the StoreView warning over the greyed default (15 minutes); the Reports Viewer sees it read-only.
 */
const PATH = '/Portal/NewIndex/onlineordering/preptime';
const k = (key: string) => t(`prepTime.${key}`);
const combo = (page: Page, key: 'hours' | 'minutes') => page.getByRole('combobox', { name: new RegExp(`^${k(key)}`) });
const button = (page: Page, key: string) => page.getByRole('button', { name: k(key), exact: true });

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function choose(page: Page, key: 'hours' | 'minutes', value: string) {
  await combo(page, key).click();
  await page.getByRole('option', { name: value, exact: true }).click();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => (r.request().postData() ?? '').includes('PatchFulfillmentTimeSettings'));
  await button(page, 'save').click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(page.getByText(k('saved'), { exact: true })).toBeHidden({ timeout: 6000 });
}

test.describe('Corner Cafe', () => {
  test.use({ signedInAs: AS.store });

  test('load, edit, save, reload shows the saved prep time', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(combo(page, 'hours')).toHaveText('0');
    await expect(combo(page, 'minutes')).toHaveText('20');
    await expect(button(page, 'save')).toBeDisabled();
    await checkA11y({ expectModal: false });
    await choose(page, 'hours', '1');
    await choose(page, 'minutes', '35');
    await saveAndWait(page);
    await page.reload();
    await expect(combo(page, 'hours')).toHaveText('1');
    await expect(combo(page, 'minutes')).toHaveText('35');
    // Discard restores the saved values.
    await choose(page, 'minutes', '5');
    await button(page, 'discard').click();
    await expect(combo(page, 'minutes')).toHaveText('35');
    // The demo as seeded again.
    await choose(page, 'hours', '0');
    await choose(page, 'minutes', '20');
    await saveAndWait(page);
  });

  test('the next available times preview an unsaved prep time, and go back with Discard', async ({ page }) => {
    await openScreen(page);
    const times = page.getByTestId('next-available-times');
    const preview = times.getByText(t('fulfillmentTimes.preview'));
    // 5 hours and the seeded 20 minutes, in seconds.
    const isPreview = (body: string | null) => (body ?? '').includes('"prepDuration":19200');
    await expect(times.getByRole('listitem').first()).toBeVisible();
    await expect(preview).toHaveCount(0);
    const saved = await times.getByRole('listitem').first().textContent();

    // The server's answer to the preview (the API tests prove what a prep override does to the times).
    const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && isPreview(r.request().postData()));
    await choose(page, 'hours', '5');
    expect((await (await answered).json()).errors).toBeUndefined();
    await expect(preview).toBeVisible();

    await button(page, 'discard').click();
    await expect(preview).toHaveCount(0);
    await expect(times.getByRole('listitem').first()).toHaveText(saved ?? '');
  });

  test('a failed save shows the general error', async ({ page }) => {
    await openScreen(page);
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('PatchFulfillmentTimeSettings'))
        return route.fulfill({ status: 500, json: { message: 'down' } });
      return route.fallback();
    });
    await choose(page, 'minutes', '45');
    await button(page, 'save').click();
    await expect(page.getByText(k('errors.general'), { exact: true })).toBeVisible();
  });
});

test.describe('Demo Bistro Group company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('warns that a store must be selected, over the greyed default', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(t('onlineOrdering.storeView'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('store-view-greyed')).toHaveAttribute('disabled');
    await expect(combo(page, 'hours')).toHaveText('0');
    await expect(combo(page, 'minutes')).toHaveText('15');
    for (const key of ['hours', 'minutes'] as const) await expect(combo(page, key)).toBeDisabled();
    await expect(button(page, 'save')).toHaveCount(0);
    await expect(button(page, 'discard')).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees the prep time read-only', async ({ page }) => {
    await openScreen(page);
    await expect(page.getByText(k('readOnly'), { exact: true })).toBeVisible();
    await expect(button(page, 'save')).toHaveCount(0);
  });
});

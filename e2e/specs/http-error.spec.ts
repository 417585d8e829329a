import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { L } from '../support/labels.ts';
import { AS, dialog, expect, signIn, test } from '../support/fixtures.ts';

const SERVER_ERROR = {
  success: false,
  statusCode: 500,
  messageKey: 'common.errors.server',
  message: 'Internal server error',
};

/** Makes every GET of `path` answer 500 with the API's error body; returns a counter of the failed calls. */
async function failGet(page: Page, path: string) {
  const calls = { count: 0 };
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      calls.count++;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(SERVER_ERROR) });
    },
  );
  return calls;
}

// Spec 1 §8: "HTTP failures show a modal titled 'HTTP: {status}' with the error text."
test.describe(() => {
  test.use({ signedInAs: AS.store });

  test('a 500 from GetPortalData shows the "HTTP: 500" modal', async ({ page, checkA11y }) => {
    const calls = await failGet(page, '/Portal/GetPortalData');
    await page.goto('/Portal/NewIndex');
    const modal = dialog(page, L.dialogs.http(500));
    await expect(modal).toBeVisible();
    expect(calls.count).toBeGreaterThan(0);
    await expect(modal).toContainText(t('common.errors.server'));
    await checkA11y();
    await modal.getByRole('button', { name: L.common.ok, exact: true }).click();
    await expect(modal).toBeHidden();
  });
});

test('a 500 from the store search shows the "HTTP: 500" modal over the store selection', async ({ page }) => {
  const calls = await failGet(page, '/Account/GetStoresWithMerchantsInfo');
  await signIn(page, 'company');
  const modal = dialog(page, L.dialogs.http(500));
  await expect(modal).toBeVisible();
  expect(calls.count).toBeGreaterThan(0);
  await expect(modal).toContainText(t('common.errors.server'));
  await modal.getByRole('button', { name: L.common.ok, exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(dialog(page, L.dialogs.selectStore)).toBeVisible();
});

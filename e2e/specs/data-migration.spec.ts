import type { Page } from '@playwright/test';
import { MIGRATION_AREAS } from '../../contracts/src/online-ordering/data-migration.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * Settings → Admin → Data migration. The provider's admin runs it in Sunrise Diner's company view — a merchant whose
 * online-ordering records no other spec reads, so what the run copies changes nothing they rely on (README) — and
 * reruns it to find every area already there (warnings); a failed request turns every card to error under the
 * toast; a store's view of a merchant with several stores has sync disabled with a warning; Silver Support (not at
 * the admin level) cannot open the page.
 */
const PATH = '/Portal/NewIndex/settings/admin/dataMigration';
const k = (key: string) => t(`dataMigration.${key}`);
const card = (page: Page, area: string) => page.getByTestId(`migration-${area}`);
const syncButton = (page: Page) => page.getByRole('button', { name: k('sync'), exact: true });
const isMigration = (body: string | null) => (body ?? '').includes('migrateSilverCommerceMerchant');

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
}

async function runAndWait(page: Page) {
  const done = page.waitForResponse((r) => r.url().endsWith('/graphql') && isMigration(r.request().postData()));
  await syncButton(page).click();
  const response = await done;
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data.migrateSilverCommerceMerchant as { endpoints: { name: string; status: number }[] };
}

test.describe('company view', () => {
  test.use({ signedInAs: AS.adminAtSunriseDiner });

  test('load, run, rerun: the second run finds every area already there', async ({ page, checkA11y }) => {
    await openScreen(page);
    for (const area of MIGRATION_AREAS) await expect(card(page, area)).toHaveAttribute('data-status', 'uninitialized');
    await checkA11y({ expectModal: false });

    // The first run copies what is missing (200) and leaves what is there (218): no area fails.
    const first = await runAndWait(page);
    expect(first.endpoints.map((e) => e.name)).toEqual([...MIGRATION_AREAS]);
    for (const endpoint of first.endpoints) {
      expect([200, 218]).toContain(endpoint.status);
      await expect(card(page, endpoint.name)).toHaveAttribute(
        'data-status',
        endpoint.status === 200 ? 'success' : 'warning',
      );
    }
    await checkA11y({ state: 'after a run', expectModal: false });

    const second = await runAndWait(page);
    expect(second.endpoints.map((e) => e.status)).toEqual(MIGRATION_AREAS.map(() => 218));
    for (const area of MIGRATION_AREAS) await expect(card(page, area)).toHaveAttribute('data-status', 'warning');
    await expect(page.getByText(k('result.warning'), { exact: true })).toBeVisible();
  });

  test('a failed request sets every card to error under the error toast', async ({ page }) => {
    await openScreen(page);
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, statusCode: 500, messageKey: 'common.errors.server', message: 'x' }),
      }),
    );
    await syncButton(page).click();
    await expect(page.getByText(k('errorToast.title'), { exact: true })).toBeVisible();
    for (const area of MIGRATION_AREAS) await expect(card(page, area)).toHaveAttribute('data-status', 'error');
    await page.unroute('**/graphql');
  });
});

test.describe('store view', () => {
  test.use({ signedInAs: AS.adminAtRiverside });

  test('sync is disabled with a warning', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByTestId('migration-store-view')).toHaveText(k('storeView'));
    await expect(syncButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });
  });
});

test.describe('staff below the admin level', () => {
  test.use({ signedInAs: AS.supportAtCornerCafe });

  test('cannot open the page', async ({ page }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toHaveCount(0);
    await expect(syncButton(page)).toHaveCount(0);
  });
});

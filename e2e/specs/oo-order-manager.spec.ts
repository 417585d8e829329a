import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Order manager. Corner Cafe's owner sees the seeded online orders due today and in the coming days
 * (the ticket seed's future orders) by due time, filters them by fulfillment type and status down to the empty state,
 * follows an order to POS transactions, and the list refreshes by itself; a failed load offers Retry. Demo Bistro
 * Group's company view of several stores gets the StoreView warning.
 */
const PATH = '/Portal/NewIndex/onlineordering/ordermanager';
const k = (key: string) => t(`orderManager.${key}`);
const rows = (page: Page) => page.getByTestId('online-order-row');
const isOrders = (request: { method: () => string; postData: () => string | null }) =>
  request.method() === 'POST' && (request.postData() ?? '').includes('getOnlineOrders');

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
}

async function pick(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: k(`filters.${filter}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test.describe('a single-store merchant', () => {
  test.use({ signedInAs: AS.store });

  test('lists the orders by due time, filters them, links to the ticket and refreshes', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThan(0);
    await expect(rows(page).first().getByRole('link')).toHaveAttribute(
      'href',
      /results\/posTrans\?.*searchBy=TicketNumber/,
    );
    await checkA11y({ expectModal: false });

    // The board asks again on its own within the 10-second interval.
    await page.waitForRequest(isOrders, { timeout: 15_000 });

    await pick(page, 'type', k('types.Delivery'));
    await expect(page.getByRole('combobox', { name: k('filters.type') })).toHaveText(k('types.Delivery'));
    // The filter is the server's: the rows shown change once its answer is in, so the check retries until then.
    await expect(async () => {
      for (const text of await rows(page).allTextContents()) expect(text).toContain(k('types.Delivery'));
    }).toPass({ timeout: 10_000 });

    await pick(page, 'status', k('statuses.Error'));
    await pick(page, 'type', k('types.Curbside'));
    await expect(page.getByTestId('order-manager-empty')).toHaveText(k('empty'));
    await checkA11y({ state: 'empty', expectModal: false });

    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    const href = await rows(page).first().getByRole('link').getAttribute('href');
    await rows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('a failed load offers Retry', async ({ page }) => {
    await page.route('**/graphql', (route) =>
      isOrders(route.request())
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    await openScreen(page);
    await expect(page.getByText(k('loadFailed'), { exact: true })).toBeVisible();
  });
});

test.describe('a company view of several stores', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('gets the StoreView warning', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('storeView'), { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

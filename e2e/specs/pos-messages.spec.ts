import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Employees → POS Messages (spec 3 §2.4, issue 18 §7) of Demo Bistro Group, the demo restaurant with the flag on. The
 * demo has no messages, as the spec's list is always empty; paging, sorting and tenancy are proven by the API tests.
 */
const LIST_PATH = '/Portal/NewIndex/employees/posMessages';
const p = (key: string) => t(`posMessages.${key}`);
const COLUMNS = ['subject', 'messagePreview', 'displayTime', 'expiration', 'stores', 'recipient', 'createdBy'];
const button = (page: Page, key: string) => page.getByRole('button', { name: p(key), exact: true });

async function openList(page: Page) {
  await openPortal(page, LIST_PATH);
  await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
  await expect(page.getByRole('cell', { name: p('list.empty') })).toBeVisible();
}

test.describe(() => {
  test.use({ signedInAs: AS.companyAllStores });

  test('the company view lists no messages, without search, and Add Message opens the blank detail', async ({
    page,
    checkA11y,
  }) => {
    await openList(page);
    await checkA11y({ expectModal: false });
    const table = page.getByRole('table', { name: p('list.tableLabel') });
    await expect(table.getByRole('columnheader')).toHaveText(COLUMNS.map((c) => p(`list.columns.${c}`)));
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByText(p('companyViewOnly'))).toHaveCount(0);
    // No row can be selected, so neither row action is enabled.
    await expect(button(page, 'list.duplicate')).toBeDisabled();
    await expect(button(page, 'list.delete')).toBeDisabled();

    await button(page, 'list.add').click();
    await expect(page).toHaveURL(`${LIST_PATH}/0`);
    await expect(page.getByRole('heading', { level: 1, name: p('detail.title') })).toBeVisible();
    await expect(page.getByText(p('detail.blank'))).toBeVisible();
    await checkA11y({ expectModal: false });

    await page.getByRole('link', { name: p('detail.back') }).click();
    await expect(page).toHaveURL(LIST_PATH);
  });
});

test.describe(() => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test('a store view shows the company-view-only warning', async ({ page, checkA11y }) => {
    await openList(page);
    await expect(page.getByRole('alert').filter({ hasText: p('companyViewOnly') })).toBeVisible();
    await expect(button(page, 'list.duplicate')).toBeDisabled();
    await expect(button(page, 'list.delete')).toBeDisabled();
    await checkA11y({ expectModal: false, state: 'store view' });
  });
});

test.describe(() => {
  test.use({ signedInAs: AS.store });

  test('a merchant without the flag is sent to its landing page', async ({ page }) => {
    await openPortal(page, LIST_PATH);
    await expect(page).not.toHaveURL(new RegExp('/employees/posMessages'));
  });
});

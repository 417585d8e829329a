import type { Locator, Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { addPastry } from '../support/menu-items.ts';
import { apiAs, AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Settings → Change Log as Corner Cafe's owner (`store`): a price changed on the item screen is in the log with its
 * old and new price, and the entity filter (kept in the URL) narrows the list to items. The item the test makes is
 * deleted again over the API.
 */
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const stamp = String(Date.now() % 100000);

test.use({ signedInAs: AS.store });

test('a price change on the item screen is in the change log, old → new, and the entity filter finds it', async ({
  page,
  checkA11y,
}) => {
  const itemName = `E2E Log Bun ${stamp}`;
  const api = await apiAs(AS.store);
  let id = 0;
  try {
    id = await addPastry(api, itemName);

    await openPortal(page, `/Portal/NewIndex/menu/categoriesoritems/items/${id}`);
    const price = page.getByRole('textbox', { name: t('categoriesItems.itemDetail.fields.price') });
    await expect(price).toHaveValue('2.00');
    await price.fill('2.75');
    await button(page, t('categoriesItems.common.save')).click();
    await expect(page.getByText(t('categoriesItems.itemDetail.notices.saved'))).toBeVisible();

    await openPortal(page, '/Portal/NewIndex/settings/changelog');
    await expect(page.getByRole('heading', { level: 1, name: t('changeLog.title') })).toBeVisible();
    const table = page.getByRole('table', { name: t('changeLog.tableLabel') });
    const priceChange = table
      .getByRole('row')
      .filter({ hasText: itemName })
      .filter({ hasText: t('changeLog.beforeAfter', { before: '2.00', after: '2.75' }) });
    await expect(priceChange).toHaveCount(1);
    await expect(priceChange).toContainText(t('changeLog.fields.retailPrice'));
    await expect(priceChange).not.toContainText('retailPrice');
    await expect(priceChange).toContainText(t('changeLog.entities.item'));
    await checkA11y({ expectModal: false });

    await page.getByRole('combobox', { name: t('changeLog.filters.entity') }).click();
    await page.getByRole('option', { name: t('changeLog.entities.item'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]Entity=item\b/);
    await expect(priceChange).toHaveCount(1);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    // Retried as a whole: the rows of the unfiltered page may still be on screen when the URL has changed.
    await expect(rows.filter({ hasNotText: t('changeLog.entities.item') })).toHaveCount(0);

    await page.getByRole('combobox', { name: t('changeLog.filters.entity') }).click();
    await page.getByRole('option', { name: t('changeLog.entities.discount'), exact: true }).click();
    await expect(page).toHaveURL(/[?&]Entity=discount\b/);
    await expect(table.getByRole('row').filter({ hasText: itemName })).toHaveCount(0);
  } finally {
    if (id) await api.post('/Item/DeleteItem', { ItemMasterId: id });
    await api.dispose();
  }
});

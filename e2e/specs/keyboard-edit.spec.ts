import type { Locator, Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { addPastry } from '../support/menu-items.ts';
import { apiAs, AS, expect, openPortal, test } from '../support/fixtures.ts';

// Issue 14 §7: one complete edit flow with the keyboard alone (find an item, change its price, save), starting from
// the skip link; the browser tab names the screen and the store.

const ITEMS = '/Portal/NewIndex/menu/categoriesoritems/items';
const c = (key: string, vars?: Record<string, string | number>) => t(`categoriesItems.${key}`, vars);
const itemName = `E2E Keys ${Date.now() % 100000}`;

test.use({ signedInAs: AS.store });

/** Presses Tab (or Shift+Tab, `back`) until `target` has the focus, as a keyboard user would; fails after `limit`. */
async function tabTo(page: Page, target: Locator, limit = 40, back = false) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached in ${limit} Tab presses`);
}

/** Creates the item the test edits (the owner's own row, deleted again at the end). */
async function withItem(run: () => Promise<void>) {
  const api = await apiAs(AS.store);
  try {
    await addPastry(api, itemName);
    await run();
  } finally {
    const found = (await api.post('/Item/GetItems', { SearchArg: itemName, PageRowCount: 10 })) as {
      ResultSet: { ItemMasterId: number }[];
    };
    for (const item of found.ResultSet) await api.post('/Item/DeleteItem', { ItemMasterId: item.ItemMasterId });
    await api.dispose();
  }
}

test('find an item, change its price and save, with the keyboard only', async ({ page }) => {
  await withItem(async () => {
    await openPortal(page, ITEMS);
    await expect(page).toHaveTitle(
      `${t('portal.menu.menu.categoriesoritems')} · Corner Cafe · ${t('common.productName')}`,
    );

    // The first Tab shows the skip link; it lands past the header and the side navigation.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('portal.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    const search = page.getByRole('searchbox', { name: c('items.search') });
    await tabTo(page, search, 10);
    await page.keyboard.type(itemName);
    const link = page.getByRole('table', { name: c('items.table') }).getByRole('link', { name: itemName, exact: true });
    await expect(link).toBeVisible();
    await tabTo(page, link, 10);
    // The focused control shows a ring of at least 2 px.
    expect(await link.evaluate((el) => parseFloat(getComputedStyle(el).outlineWidth))).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');

    const price = page.getByRole('textbox', { name: c('itemDetail.fields.price') });
    await expect(price).toHaveValue('2.00');
    await tabTo(page, price);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4.25');
    // Save sits in the action bar above the fields (issue 14 §5): back up to it.
    const save = page.getByRole('button', { name: c('common.save'), exact: true });
    await tabTo(page, save, 40, true);
    await page.keyboard.press('Enter');
    await expect(page.getByText(c('itemDetail.notices.saved'))).toBeVisible();
    await expect(price).toHaveValue('4.25');
  });
});

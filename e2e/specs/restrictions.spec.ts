import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { MERCHANT, RESTRICTION, restrictionIdOf } from '../../server/src/demo/ids.ts';
import { apiAs, AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Inventory → Configuration → Restrictions. Demo Bistro Group's company view adds a restriction of its own (a name
 * no other run used) on a category, is told a restriction needs a rule, edits it, sees it after a reload and on an
 * item of that category, is refused the delete while it is assigned, then unassigns and deletes it, so the demo is as
 * seeded again. One of its stores may edit the company's restrictions too.
 */
const PATH = '/Portal/NewIndex/menu/configuration/restrictions';
const k = (key: string, vars?: Record<string, string | number>) => t(`restrictions.${key}`, vars);
const rows = (page: Page) =>
  page
    .getByRole('table', { name: k('tableLabel') })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const nameBox = (page: Page) => page.getByRole('textbox', { name: k('detail.name') });
const ageBox = (page: Page) => page.getByRole('spinbutton', { name: k('detail.minimumAge') });
const categoriesBox = (page: Page) => page.getByRole('combobox', { name: k('detail.categories') });

async function openList(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(row(page, 'Alcohol 21+')).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => /\/Restriction\/(Add|Update)Restriction$/.test(new URL(r.url()).pathname));
  await button(page, t('common.save')).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
}

async function deleteOpen(page: Page) {
  await button(page, k('detail.delete')).click();
  const confirm = page.getByRole('dialog', { name: k('detail.deleteTitle') });
  const done = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/Restriction/DeleteRestriction'));
  await confirm.getByRole('button', { name: k('detail.deleteConfirm'), exact: true }).click();
  return (await done).status();
}

test.describe('company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('adds, edits, reloads and deletes a restriction; the rules answer', async ({ page, checkA11y }) => {
    const name = `E2E ${Date.now().toString(36)}`;
    await openList(page);
    await expect(row(page, 'Alcohol 21+')).toContainText(k('ageWithId', { age: 21 }));
    await checkA11y({ expectModal: false });

    await button(page, k('add')).click();
    await expect(page.getByRole('heading', { level: 1, name: k('detail.newTitle') })).toBeVisible();
    await nameBox(page).fill(name);
    // No age and no window: nothing to restrict.
    await page.getByRole('switch', { name: k('detail.RequireIdCheck') }).uncheck();
    await ageBox(page).fill('');
    await button(page, t('common.save')).click();
    await expect(page.getByText(k('errors.ruleRequired'), { exact: true })).toBeVisible();
    await checkA11y({ state: 'field errors', expectModal: false });

    await ageBox(page).fill('18');
    await button(page, k('detail.addWindow')).click();
    await page.getByLabel(k('detail.windowStartTime', { n: 1 })).fill('23:00');
    await page.getByLabel(k('detail.windowEndTime', { n: 1 })).fill('06:00');
    await categoriesBox(page).click();
    const category = page.getByRole('option').first();
    const categoryName = (await category.textContent()) ?? '';
    await category.click();
    await saveAndWait(page);
    await expect(row(page, name)).toContainText(k('age', { age: 18 }));

    await row(page, name).click();
    await expect(nameBox(page)).toHaveValue(name);
    await ageBox(page).fill('19');
    await saveAndWait(page);
    await page.reload();
    await expect(row(page, name)).toContainText(k('age', { age: 19 }));
    await expect(row(page, name)).toContainText('11:00 PM');

    // Assigned to a category: the delete is refused, nothing removed.
    await row(page, name).click();
    expect(await deleteOpen(page)).toBe(409);
    await expect(page.getByText(k('errors.inUse'), { exact: true })).toBeVisible();
    await page.reload();
    // Backspace in the empty box removes the last chosen category, the only one.
    await expect(page.getByRole('button', { name: categoryName })).toBeVisible();
    await categoriesBox(page).click();
    await categoriesBox(page).press('Backspace');
    await expect(page.getByRole('button', { name: categoryName })).toHaveCount(0);
    await saveAndWait(page);
    await row(page, name).click();
    expect(await deleteOpen(page)).toBe(200);
    await expect(row(page, 'Alcohol 21+')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });
});

test.describe('the item detail', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('lists the restrictions an alcohol item is sold under, through its category', async ({ page, checkA11y }) => {
    // An item of a category the demo's "Alcohol 21+" applies to.
    const api = await apiAs(AS.companyAllStores);
    const alcohol = (await api.post('/Restriction/GetRestriction', {
      RestrictionId: restrictionIdOf(MERCHANT.demoBistro, RESTRICTION.alcoholAge),
    })) as { ItemCategoryIds: number[] };
    const items = (await api.post('/Item/GetItems', {
      NumericKeySearchArg: alcohol.ItemCategoryIds[0],
      PageRowCount: 1,
      RequestedPageNum: 1,
    })) as { ResultSet: { ItemMasterId: number }[] };
    await api.dispose();
    await openPortal(page, `/Portal/NewIndex/menu/categoriesoritems/items/${items.ResultSet[0]!.ItemMasterId}`);
    const panel = page.getByRole('region', { name: k('itemPanel.title') });
    await expect(panel).toContainText(k('itemPanel.minimumAge', { age: 21 }));
    await expect(panel).toContainText(`Alcohol 21+ (${k('itemPanel.through.Category')})`);
    await expect(panel).toContainText('Late-night alcohol');
    await checkA11y({ expectModal: false });
  });
});

test.describe('a store of a multi-store company', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  // The catalogue's view rule (README): a store view edits the merchant's restrictions, as it edits its categories.
  test("opens the company's restrictions for editing", async ({ page, checkA11y }) => {
    await openList(page);
    await expect(button(page, k('add'))).toBeVisible();
    await row(page, 'Alcohol 21+').click();
    await expect(nameBox(page)).toHaveValue('Alcohol 21+');
    await expect(nameBox(page)).toBeEditable();
    await expect(button(page, t('common.save'))).toBeVisible();
    await checkA11y({ expectModal: false });
  });
});

import type { Page } from '@playwright/test';
import { apiAs, AS, expect, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * Inventory → Configuration → Modifiers. Demo Bistro Group's company view creates a group of its own (a name no
 * other run used), is told at the field that a required group needs a modifier, edits a price (the preview lists the
 * change before saving), sees it after a reload and deletes the group, so the demo is as seeded again. A store view
 * of the same merchant may change them too.
 */
const PATH = '/Portal/NewIndex/menu/configuration/modifiers';
const k = (key: string) => t(`modifiers.${key}`);
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const isSave = (url: string) => new URL(url).pathname === '/Modifier/SaveModifierGroup';

async function openList(page: Page, search = '') {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  if (search) {
    await page.getByRole('searchbox', { name: k('list.search') }).fill(search);
    await page.getByRole('searchbox', { name: k('list.search') }).press('Enter');
  }
}

test.describe('company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('creates, edits, reloads and deletes a group; a required group needs a modifier', async ({
    page,
    checkA11y,
  }) => {
    const name = `E2E Group ${Date.now().toString(36)}`;
    await openList(page);
    await expect(page.getByRole('table', { name: k('list.tableLabel') }).getByRole('row')).not.toHaveCount(1);
    await checkA11y({ expectModal: false });

    await page.getByRole('link', { name: k('list.add') }).click();
    await expect(page.getByRole('heading', { level: 1, name: k('edit.titleNew') })).toBeVisible();
    await page.getByRole('textbox', { name: k('edit.name') }).fill(name);
    await page.getByRole('checkbox', { name: k('edit.required') }).check();
    await page.getByRole('checkbox', { name: k('edit.forced') }).check();
    await page.getByRole('spinbutton', { name: k('edit.min') }).fill('1');
    await page.getByRole('button', { name: t('common.save'), exact: true }).click();
    await expect(page.getByText(k('errors.emptyRequiredGroup'))).toBeVisible();
    await checkA11y({ state: 'field errors', expectModal: false });

    await page.getByRole('button', { name: k('edit.addNew') }).click();
    await page.getByRole('textbox', { name: k('edit.modifierName') }).fill('E2E Side');
    await page.getByRole('textbox', { name: k('edit.price') }).fill('1.50');
    let saved = page.waitForResponse((r) => isSave(r.url()));
    await page.getByRole('button', { name: t('common.save'), exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();

    await openList(page, name);
    await expect(row(page, name)).toContainText(k('list.required'));
    await row(page, name).getByRole('link', { name }).click();
    await expect(page.getByRole('textbox', { name: k('edit.price') })).toHaveValue('1.50');
    await page.getByRole('textbox', { name: k('edit.price') }).fill('2.00');
    await page.getByRole('button', { name: t('common.save'), exact: true }).click();
    const preview = page.getByRole('dialog', { name: k('preview.title') });
    await expect(preview).toContainText('E2E Side');
    saved = page.waitForResponse((r) => isSave(r.url()));
    await preview.getByRole('button', { name: k('preview.confirm') }).click();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await openList(page, name);
    await row(page, name).getByRole('link', { name }).click();
    await expect(page.getByRole('textbox', { name: k('edit.price') })).toHaveValue('2.00');
    await page.getByRole('button', { name: k('edit.delete') }).click();
    await page
      .getByRole('dialog', { name: k('edit.deleteTitle') })
      .getByRole('button', { name: k('edit.delete') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await openList(page, name);
    await expect(row(page, name)).toHaveCount(0);
  });
});

test.describe('the item detail', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test("assigns a group from the item's side, which the group page then lists; removes it again", async ({
    page,
    checkA11y,
  }) => {
    // The demo's first menu item (GetItems lists the modifiers too) and a group it does not use yet.
    const api = await apiAs(AS.companyAllStores);
    const item = (
      (await api.post('/Item/GetItems', { PageRowCount: 100, RequestedPageNum: 1 })) as {
        ResultSet: { ItemMasterId: number; ItemName: string; IsModifier: boolean }[];
      }
    ).ResultSet.find((i) => !i.IsModifier);
    const used = (await api.get('/Modifier/GetItemModifierGroups', { ItemMasterId: item!.ItemMasterId })) as {
      Groups: { ModifierGroupId: number }[];
    };
    const lookup = (await api.get('/Modifier/GetModifierGroupLookup')) as { ModifierGroupId: number; Name: string }[];
    await api.dispose();
    const group = lookup.find((g) => !used.Groups.some((u) => u.ModifierGroupId === g.ModifierGroupId))!;
    const isItemSave = (url: string) => new URL(url).pathname === '/Modifier/SaveItemModifierGroups';
    const itemPath = `/Portal/NewIndex/menu/categoriesoritems/items/${item!.ItemMasterId}`;
    const panel = page.getByRole('region', { name: k('itemPanel.title') });
    const chip = panel.getByRole('button', { name: t('modifiers.itemPanel.remove', { name: group.Name }) });

    await openPortal(page, itemPath);
    await panel.getByRole('combobox', { name: k('itemPanel.add') }).fill(group.Name);
    let saved = page.waitForResponse((r) => isItemSave(r.url()));
    await page.getByRole('option', { name: group.Name, exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(chip).toBeVisible();
    await checkA11y({ expectModal: false });

    await page.reload();
    await expect(chip).toBeVisible();
    await openPortal(page, `${PATH}/${group.ModifierGroupId}`);
    await expect(page.getByRole('button', { name: item!.ItemName, exact: true })).toBeVisible();

    await openPortal(page, itemPath);
    saved = page.waitForResponse((r) => isItemSave(r.url()));
    await chip.press('Delete');
    expect((await saved).status()).toBe(200);
    await expect(chip).toHaveCount(0);
  });
});

test.describe('store view', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  // The catalogue's view rule (README): a store view edits the merchant's groups, as it edits its categories.
  test('may add a group', async ({ page }) => {
    await openList(page);
    await expect(page.getByRole('link', { name: k('list.add') })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Inventory → Configuration → Departments and Tags (spec 2 §2, issue 21). Each test adds a record of its own (a name no
 * other run used), renames it, sees it after a reload and deletes it, so the demo is as seeded again; the error paths
 * change nothing (Food is in use, Vegan is taken).
 */
const BASE = '/Portal/NewIndex/menu/configuration';
const k = (key: string) => t(`menuConfiguration.${key}`);
const dialog = (page: Page) => page.getByRole('dialog').first();
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const dialogButton = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });
const unique = () => `E2E ${Date.now().toString(36).slice(-6)}`;

async function openScreen(page: Page, section: 'departments' | 'tags', firstRow: string) {
  await openPortal(page, `${BASE}/${section}`);
  await expect(page.getByRole('heading', { level: 1, name: k(`${section}.title`) })).toBeVisible();
  await expect(row(page, firstRow).first()).toBeVisible();
}

async function saveAndWait(page: Page, path: RegExp, click: () => Promise<void>) {
  const done = page.waitForResponse((r) => path.test(new URL(r.url()).pathname));
  await click();
  expect((await done).status()).toBe(200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function addAndRename(page: Page, section: 'departments' | 'tags', prefix: 'Department' | 'Tag') {
  const name = unique();
  const nameBox = () => dialog(page).getByRole('textbox', { name: k(`${section}.dialog.name`) });
  await page.getByRole('button', { name: k(`${section}.add`), exact: true }).click();
  await dialogButton(page, t('common.save')).click();
  await expect(dialog(page).getByText(k('errors.nameRequired'), { exact: true })).toBeVisible();
  await nameBox().fill(name);
  await saveAndWait(page, new RegExp(`/${prefix}/Add${prefix}$`), () => dialogButton(page, t('common.save')).click());
  await expect(row(page, name)).toBeVisible();

  // Typing and cancelling asks before discarding (the leave guard).
  await row(page, name).click();
  await nameBox().fill(`${name} X`);
  await dialogButton(page, t('common.cancel')).click();
  await expect(page.getByRole('dialog', { name: t('common.leave.title') })).toBeVisible();
  await page.getByRole('button', { name: t('common.leave.stay'), exact: true }).click();
  await nameBox().fill(`${name} R`);
  await saveAndWait(page, new RegExp(`/${prefix}/Edit${prefix}$`), () => dialogButton(page, t('common.save')).click());

  await page.reload();
  await expect(row(page, `${name} R`)).toBeVisible();
  return `${name} R`;
}

async function deleteIt(page: Page, section: 'departments' | 'tags', prefix: 'Department' | 'Tag', name: string) {
  await row(page, name).click();
  await dialogButton(page, k('delete')).click();
  const confirm = page.getByRole('dialog', { name: k(`${section}.dialog.deleteTitle`) });
  await expect(confirm).toBeVisible();
  await saveAndWait(page, new RegExp(`/${prefix}/Delete${prefix}$`), () =>
    confirm.getByRole('button', { name: k('delete'), exact: true }).click(),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: k(`${section}.title`) })).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
}

test.describe('departments (a store view of Corner Cafe)', () => {
  test.use({ signedInAs: AS.store });

  test('adds, renames, reloads and deletes a department; Food is in use and stays', async ({ page, checkA11y }) => {
    await openScreen(page, 'departments', 'Beverages');
    await checkA11y({ expectModal: false });

    // Search and sort run on the server.
    await page.getByRole('searchbox', { name: k('departments.search') }).fill('bev');
    await page.getByRole('searchbox', { name: k('departments.search') }).press('Enter');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: k('departments.search') }).fill('');
    await page.getByRole('searchbox', { name: k('departments.search') }).press('Enter');
    await expect(row(page, 'Alcohol')).toBeVisible();

    const name = await addAndRename(page, 'departments', 'Department');

    // Food groups categories: its delete is refused with their names, and nothing is deleted.
    await row(page, 'Food').click();
    await dialogButton(page, k('delete')).click();
    const confirm = page.getByRole('dialog', { name: k('departments.dialog.deleteTitle') });
    await expect(confirm).toContainText('Food');
    await confirm.getByRole('button', { name: k('delete'), exact: true }).click();
    await expect(dialog(page).getByText(k('errors.departmentInUse'))).toBeVisible();
    await expect(dialog(page).getByTestId('categories-in-use')).toBeVisible();
    await checkA11y({ state: 'department in use' });
    await dialogButton(page, t('common.cancel')).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row(page, 'Food')).toBeVisible();

    await deleteIt(page, 'departments', 'Department', name);
  });
});

test.describe('tags (the company view of Demo Bistro Group)', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('lists where each tag is used; adds, renames, reloads and deletes a tag; a taken name is refused', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page, 'tags', 'Vegan');
    await checkA11y({ expectModal: false });

    const name = await addAndRename(page, 'tags', 'Tag');
    await expect(row(page, name)).toContainText(k('tags.notUsed'));

    await row(page, name).click();
    await dialog(page)
      .getByRole('textbox', { name: k('tags.dialog.name') })
      .fill('vegan');
    await dialogButton(page, t('common.save')).click();
    await expect(dialog(page).getByText(k('errors.tagNameTaken'), { exact: true })).toBeVisible();
    await checkA11y({ state: 'name taken' });
    await dialogButton(page, t('common.cancel')).click();
    await page.getByRole('button', { name: t('common.leave.discard'), exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await deleteIt(page, 'tags', 'Tag', name);
  });
});

import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Inventory → Pricing → Promotions. Demo Bistro Group's company view filters the demo's promotions by status, adds a
 * promotion of its own (a name no other run used) after being refused a name the demo already has, previews it,
 * edits it, sees it after a reload and deletes it, so the demo is as seeded again. One of its stores sees the
 * company's promotions read-only.
 */
const PATH = '/Portal/NewIndex/menu/pricing/promotions';
const k = (key: string, vars?: Record<string, string | number>) => t(`promotions.${key}`, vars);
const rows = (page: Page) =>
  page
    .getByRole('table', { name: k('tableLabel') })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const nameBox = (page: Page) => page.getByRole('textbox', { name: k('detail.name') });

async function openList(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(row(page, 'Happy Hour drinks')).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => /\/Promotion\/(Insert|Update)$/.test(new URL(r.url()).pathname));
  await button(page, t('common.save')).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
}

test.describe('company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('filters by status; adds, previews, edits, reloads and deletes a promotion; a taken name is refused', async ({
    page,
    checkA11y,
  }) => {
    const name = `E2E ${Date.now().toString(36)}`;
    await openList(page);
    await expect(row(page, 'Happy Hour drinks')).toContainText(k('status.Active'));
    await checkA11y({ expectModal: false });
    await button(page, k('status.Expired')).click();
    await expect(row(page, 'Summer sale')).toBeVisible();
    await expect(row(page, 'Happy Hour drinks')).toHaveCount(0);
    await button(page, k('allStatuses')).click();
    await expect(row(page, 'Happy Hour drinks')).toBeVisible();

    await button(page, k('add')).click();
    await expect(page.getByRole('heading', { level: 1, name: k('detail.newTitle') })).toBeVisible();
    await nameBox(page).fill('lunch SPECIAL');
    await page.getByRole('combobox', { name: k('detail.kind') }).click();
    await page.getByRole('option', { name: k('kinds.SetPrice'), exact: true }).click();
    await page.getByRole('spinbutton', { name: k('detail.price') }).fill('5');
    await page.getByRole('combobox', { name: k('detail.categories') }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByLabel(k('detail.StartDate')).fill('2030-01-01');
    await page.getByLabel(k('detail.EndDate')).fill('2030-01-31');
    await button(page, t('common.save')).click();
    await expect(page.getByText(k('errors.nameTaken'), { exact: true })).toBeVisible();
    await checkA11y({ state: 'field errors', expectModal: false });

    await button(page, k('detail.preview')).click();
    const preview = page.getByTestId('promotion-preview');
    await expect(preview.getByRole('table', { name: k('preview.tableLabel') })).toContainText('$5.00');
    await checkA11y({ state: 'preview' });
    await preview.getByRole('button', { name: k('preview.close') }).click();

    await nameBox(page).fill(name);
    await saveAndWait(page);
    await expect(row(page, name)).toContainText(k('status.Scheduled'));
    await expect(row(page, name)).toContainText(k('rule.SetPrice', { amount: '$5.00' }));

    await row(page, name).click();
    await expect(nameBox(page)).toHaveValue(name);
    // The leave guard: Cancel with an unsaved change asks first.
    await page.getByRole('spinbutton', { name: k('detail.price') }).fill('4');
    await button(page, t('common.cancel')).click();
    await expect(page.getByRole('dialog', { name: t('common.leave.title') })).toBeVisible();
    await button(page, t('common.leave.stay')).click();
    await saveAndWait(page);

    await page.reload();
    await expect(row(page, name)).toContainText(k('rule.SetPrice', { amount: '$4.00' }));

    await row(page, name).click();
    await button(page, k('detail.delete')).click();
    const confirm = page.getByRole('dialog', { name: k('detail.deleteTitle') });
    await expect(confirm).toBeVisible();
    await checkA11y({ state: 'delete confirmation' });
    const done = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/Promotion/Delete'));
    await confirm.getByRole('button', { name: k('detail.deleteConfirm'), exact: true }).click();
    expect((await done).status()).toBe(200);
    await expect(row(page, 'Happy Hour drinks')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'Lunch special')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });
});

test.describe('a store of a multi-store company', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test("edits the company's promotions, as the menu screens do", async ({ page, checkA11y }) => {
    await openList(page);
    await expect(button(page, k('add'))).toBeVisible();
    await row(page, 'Happy Hour drinks').click();
    await expect(nameBox(page)).toHaveValue('Happy Hour drinks');
    await expect(nameBox(page)).toBeEditable();
    await expect(button(page, k('detail.delete'))).toBeVisible();
    await checkA11y({ expectModal: false });
  });
});

import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Settings → Pay In/Out Codes. Demo Bistro Group's company view adds a code of its own (a name no other run used),
 * edits it, sees it after a reload and deletes it, so the demo is as seeded again; the name rules answer at the field;
 * SAFEDROP opens read-only. One of its stores sees the company's codes view-only.
 */
const PATH = '/Portal/NewIndex/settings/paycodes';
const k = (key: string) => t(`payCodes.${key}`);
const dialog = (page: Page) => page.getByRole('dialog');
const nameBox = (page: Page) => dialog(page).getByRole('textbox', { name: k('dialog.name') });
const descriptionBox = (page: Page) => dialog(page).getByRole('textbox', { name: k('dialog.description') });
const button = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const isSave = (url: string) => /\/PayInOutReasonCodes\/(Insert|Update)$/.test(new URL(url).pathname);

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(row(page, 'SAFEDROP')).toBeVisible();
}

async function saveAndWait(page: Page, label: string) {
  const done = page.waitForResponse((r) => isSave(r.url()));
  await button(page, label).click();
  expect((await done).status()).toBe(200);
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('adds, edits, reloads and deletes a code; the name rules answer at the field', async ({ page, checkA11y }) => {
    const name = `E2E${Date.now().toString(36).slice(-7).toUpperCase()}`;
    await openScreen(page);
    await expect(row(page, 'SUPPLIES')).toContainText(k('types.0'));
    await checkA11y({ expectModal: false });

    await page.getByRole('button', { name: k('add'), exact: true }).click();
    await expect(dialog(page)).toBeVisible();
    await button(page, t('common.save')).click();
    await expect(dialog(page).getByText(k('errors.nameRequired'), { exact: true })).toBeVisible();
    await nameBox(page).fill('   ');
    await nameBox(page).blur();
    await expect(dialog(page).getByText(k('errors.nameBlank'), { exact: true })).toBeVisible();
    // Unique without case: the demo's SUPPLIES is taken.
    await nameBox(page).fill('supplies');
    await descriptionBox(page).fill('Deliveries paid in cash');
    await dialog(page)
      .getByRole('radio', { name: k('types.0') })
      .check();
    await button(page, t('common.save')).click();
    await expect(dialog(page).getByText(k('errors.duplicateName'), { exact: true })).toBeVisible();
    await checkA11y({ state: 'field errors' });
    await nameBox(page).fill(name);
    await saveAndWait(page, t('common.save'));
    await expect(row(page, name)).toContainText('Deliveries paid in cash');

    await row(page, name).click();
    await expect(nameBox(page)).toHaveValue(name);
    await descriptionBox(page).fill('Cash for the driver');
    await dialog(page)
      .getByRole('radio', { name: k('types.1') })
      .check();
    await saveAndWait(page, t('common.save'));

    await page.reload();
    await expect(row(page, name)).toContainText('Cash for the driver');
    await expect(row(page, name)).toContainText(k('types.1'));

    await row(page, name).click();
    await expect(descriptionBox(page)).toHaveValue('Cash for the driver');
    await saveAndWait(page, k('dialog.delete'));
    await expect(row(page, name)).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'SAFEDROP')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });

  test('opens SAFEDROP read-only, pay out only', async ({ page, checkA11y }) => {
    await openScreen(page);
    await row(page, 'SAFEDROP').click();
    await expect(dialog(page).getByText(k('dialog.systemReadOnly'), { exact: true })).toBeVisible();
    await expect(nameBox(page)).not.toBeEditable();
    await expect(dialog(page).getByRole('radio')).toHaveCount(1);
    await expect(button(page, t('common.save'))).toHaveCount(0);
    await checkA11y({ state: 'system code' });
    await button(page, k('dialog.close')).click();
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('a store of a multi-store company', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test("shows the company's codes view-only: no Add, no edit modal", async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('viewOnly'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: k('add'), exact: true })).toHaveCount(0);
    await row(page, 'SUPPLIES').click();
    await expect(dialog(page)).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

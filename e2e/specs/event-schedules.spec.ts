import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Inventory → Configuration → Events. Demo Bistro Group's company view adds a schedule of its own (a name no other
 * run used), is refused a name the demo already has, edits it, sees it after a reload and deletes it, so the demo is
 * as seeded again. One of its stores may edit the company's schedules too.
 */
const PATH = '/Portal/NewIndex/menu/configuration/events';
const k = (key: string, vars?: Record<string, string | number>) => t(`eventSchedules.${key}`, vars);
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
  await expect(row(page, 'Happy Hour')).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => /\/EventSchedule\/(Insert|Update)$/.test(new URL(r.url()).pathname));
  await button(page, t('common.save')).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
}

test.describe('company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('adds, edits, reloads and deletes a schedule; a taken name is refused at the field', async ({
    page,
    checkA11y,
  }) => {
    const name = `E2E ${Date.now().toString(36)}`;
    await openList(page);
    await expect(row(page, 'Happy Hour')).toContainText('4:00 PM');
    await checkA11y({ expectModal: false });

    await button(page, k('add')).click();
    await expect(page.getByRole('heading', { level: 1, name: k('detail.newTitle') })).toBeVisible();
    await nameBox(page).fill('lunch');
    await page.getByLabel(k('detail.StartTime')).fill('17:00');
    await page.getByLabel(k('detail.EndTime')).fill('01:00');
    await button(page, t('common.save')).click();
    await expect(page.getByText(k('errors.nameTaken'), { exact: true })).toBeVisible();
    await checkA11y({ state: 'field errors', expectModal: false });

    await nameBox(page).fill(name);
    await saveAndWait(page);
    await expect(row(page, name)).toContainText(k('nextDay', { time: '1:00 AM' }));

    await row(page, name).click();
    await expect(nameBox(page)).toHaveValue(name);
    // The leave guard: Cancel with an unsaved change asks first.
    await page.getByRole('button', { name: t('timeWindows.days.long.0'), exact: true }).click();
    await button(page, t('common.cancel')).click();
    await expect(page.getByRole('dialog', { name: t('common.leave.title') })).toBeVisible();
    await button(page, t('common.leave.stay')).click();
    await page.getByLabel(k('detail.StartTime')).fill('18:30');
    await saveAndWait(page);

    await page.reload();
    await expect(row(page, name)).toContainText('6:30 PM');
    await expect(row(page, name)).not.toContainText(t('timeWindows.days.short.0'));

    await row(page, name).click();
    await button(page, k('detail.delete')).click();
    const confirm = page.getByRole('dialog', { name: k('detail.deleteTitle') });
    await expect(confirm).toBeVisible();
    await checkA11y({ state: 'delete confirmation' });
    const done = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/EventSchedule/Delete'));
    await confirm.getByRole('button', { name: k('detail.deleteConfirm'), exact: true }).click();
    expect((await done).status()).toBe(200);
    await expect(row(page, 'Happy Hour')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'Lunch')).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });
});

test.describe('a store of a multi-store company', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  // The catalogue's view rule (README): a store view edits the merchant's schedules, as it edits its categories.
  test("opens the company's schedules for editing", async ({ page, checkA11y }) => {
    await openList(page);
    await expect(button(page, k('add'))).toBeVisible();
    await row(page, 'Happy Hour').click();
    await expect(nameBox(page)).toHaveValue('Happy Hour');
    await expect(nameBox(page)).toBeEditable();
    await expect(button(page, t('common.save'))).toBeVisible();
    await expect(button(page, k('detail.delete'))).toBeVisible();
    await checkA11y({ expectModal: false });
  });
});

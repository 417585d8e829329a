import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Employees → Security Controls. Demo Bistro Group's company view edits its controls (every section flag on, no
 * controls saved in the demo) and turns them off again; Corner Cafe's owner, in its store, sees the company's values
 * read-only with the company-level notice.
 */
const PATH = '/Portal/NewIndex/employees/securityControls';
const k = (key: string) => t(`securityControls.${key}`);
const sw = (page: Page, section: string) =>
  page.getByRole('switch', { name: k(`sections.${section}.switch`), exact: true });
const box = (page: Page, section: string, field: string) =>
  page.getByRole('textbox', { name: k(`sections.${section}.${field}`), exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const isUpdate = (url: string) => new URL(url).pathname === '/SecurityControls/UpdateSecurityControl';

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(sw(page, 'openChecks')).toBeVisible();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => isUpdate(r.url()));
  await saveButton(page).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test.describe('company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('limits: field rules, blur formatting, Save, reload, and switching off clears', async ({ page, checkA11y }) => {
    await openScreen(page);
    for (const section of ['openChecks', 'clearItems', 'deleteTickets', 'maxRefund', 'userPermission'])
      await expect(sw(page, section)).not.toBeChecked();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    await sw(page, 'openChecks').check();
    await expect(page.getByText(k('errors.EmptyError'), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    const checks = box(page, 'openChecks', 'value');
    await checks.fill('0');
    await expect(page.getByText(k('errors.NumberError'), { exact: true })).toBeVisible();
    // Digits only, at most 4 of them; leading zeros go on blur.
    await checks.fill('0012a345');
    await expect(checks).toHaveValue('0012');
    await checks.blur();
    await expect(checks).toHaveValue('12');

    await sw(page, 'maxRefund').check();
    await expect(page.getByText(k('errors.RefundAmountRequired'), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ state: 'field errors', expectModal: false });
    const ticket = box(page, 'maxRefund', 'ticket');
    await ticket.fill('45.5');
    await ticket.blur();
    await expect(ticket).toHaveValue('45.50');
    await sw(page, 'userPermission').check();
    await expect(saveButton(page)).toBeEnabled();
    await saveAndWait(page);

    await page.reload();
    await expect(checks).toHaveValue('12');
    await expect(ticket).toHaveValue('45.50');
    await expect(sw(page, 'userPermission')).toBeChecked();

    // Switching a limit off clears its values; saved, so the demo is as seeded again.
    await sw(page, 'openChecks').uncheck();
    await expect(checks).toHaveValue('');
    await sw(page, 'maxRefund').uncheck();
    await expect(ticket).toHaveValue('');
    await sw(page, 'userPermission').uncheck();
    await saveAndWait(page);
    await page.reload();
    await expect(sw(page, 'openChecks')).not.toBeChecked();
    await expect(checks).toHaveValue('');
  });
});

test.describe('store view', () => {
  test.use({ signedInAs: AS.store });

  test("shows the company's values read-only with the company-level notice", async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('companyLevelNotice'), { exact: true })).toBeVisible();
    await expect(sw(page, 'openChecks')).toBeChecked();
    await expect(sw(page, 'openChecks')).toBeDisabled();
    await expect(box(page, 'openChecks', 'value')).toHaveValue('25');
    await expect(box(page, 'maxRefund', 'ticket')).toHaveValue('150.00');
    await expect(box(page, 'maxRefund', 'ticket')).toBeDisabled();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });
  });
});

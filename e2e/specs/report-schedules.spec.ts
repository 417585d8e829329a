import type { Locator, Page } from '@playwright/test';
import { AS, dialog, expect, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * Scheduled reports (issue 16 §7) as Corner Cafe's owner (`store`): Schedule… in the report viewer saves the report
 * on screen, with the dialog's refusals at their field; the schedule then shows under Results → Scheduled reports with
 * its next run, is edited and deleted there; and the daily digest is one switch. The schedules are this user's own:
 * no other test reads them.
 */
test.use({ signedInAs: AS.store });

const s = (key: string, vars?: Record<string, string | number>) => t(`reportSchedules.${key}`, vars);
const SUMMARY = '/Portal/NewIndex/results/operations/summary';
const SCHEDULES = '/Portal/NewIndex/results/schedules';
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const rows = (page: Page) =>
  page
    .getByRole('table', { name: s('list.tableLabel') })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Schedule… saves the report on screen; the list shows it with its next run; edit, digest and delete', async ({
  page,
  checkA11y,
}) => {
  const name = `E2E summary ${Date.now()}`;
  const reply = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/reports/OperationsSummary');
  await openPortal(page, SUMMARY);
  expect((await reply).status()).toBe(200);

  await button(page, s('action')).click();
  const form = dialog(page, s('dialog.addTitle'));
  await expect(form).toBeVisible();
  // Named after the report, PDF and CSV ticked.
  await expect(form.getByLabel(s('dialog.name'), { exact: false })).toHaveValue(
    t('portal.menu.results_operations.summary'),
  );
  await expect(form.getByRole('checkbox', { name: s('formats.pdf') })).toBeChecked();
  await checkA11y({ expectModal: true });

  // Refusals at their field: no recipient, then an address that is not one, then weekly without its day.
  await form.getByLabel(s('dialog.name'), { exact: false }).fill(name);
  await button(form, s('dialog.save')).click();
  await expect(form.getByText(t('reportSchedules.errors.recipientsRequired'))).toBeVisible();
  const recipients = form.getByRole('combobox', { name: s('dialog.recipients') });
  await recipients.fill('not-an-address');
  await recipients.press('Enter');
  await button(form, s('dialog.save')).click();
  await expect(form.getByText(t('reportSchedules.errors.invalidRecipient'))).toBeVisible();
  await checkA11y({ state: 'schedule dialog with field errors', expectModal: true });
  // Backspace in the empty input takes the last address off.
  await recipients.press('Backspace');
  await expect(form.getByRole('button', { name: 'not-an-address' })).toHaveCount(0);
  await recipients.fill('e2e.owner@example.com');
  await recipients.press('Enter');
  await choose(page, form, s('dialog.cadence'), s('cadence.weekly'));
  await button(form, s('dialog.save')).click();
  await expect(form.getByText(t('reportSchedules.errors.weekdayRequired'))).toBeVisible();
  await choose(page, form, s('dialog.weekday'), s('weekdays.1'));

  const created = page.waitForResponse((res) => new URL(res.url()).pathname === '/ReportSchedule/CreateSchedule');
  await button(form, s('dialog.save')).click();
  expect((await created).status()).toBe(200);
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: s('created') })).toBeVisible();

  // The list: the schedule with when it runs and its next run on the store's clock.
  await page.getByRole('link', { name: s('openList') }).click();
  await expect(page).toHaveURL(SCHEDULES);
  await expect(page.getByRole('heading', { level: 1, name: s('title') })).toBeVisible();
  const row = rows(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(s('when.weekly', { day: s('weekdays.1'), time: '07:00' }));
  await expect(row).toContainText(t('portal.menu.results_operations.summary'));
  await expect(row.getByRole('cell').nth(5)).toHaveText(/\d{1,2}:\d{2}/);
  await expect(row).toContainText(s('list.neverRun'));
  await checkA11y({ expectModal: false });

  // Edit: another time, saved with the checksum the list loaded.
  await button(row, s('list.edit', { name })).click();
  const edit = dialog(page, s('dialog.editTitle'));
  await edit.getByLabel(s('dialog.time'), { exact: false }).fill('08:15');
  await button(edit, s('dialog.save')).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(s('when.weekly', { day: s('weekdays.1'), time: '08:15' }));

  // The daily digest: one switch.
  const digest = page.getByRole('switch', { name: s('digest.switch') });
  await expect(digest).not.toBeChecked();
  // The switch shows the server's state: it turns once the digest is saved.
  await digest.click();
  await expect(digest).toBeChecked();
  await expect(page.getByText(s('when.daily', { time: '07:00' }), { exact: false })).toBeVisible();
  await checkA11y({ state: 'schedules with the digest on', expectModal: false });
  await digest.click();
  await expect(digest).not.toBeChecked();

  // Delete, after a confirmation.
  await button(row, s('list.delete', { name })).click();
  const confirm = dialog(page, s('list.deleteTitle'));
  await expect(confirm).toContainText(name);
  await checkA11y({ expectModal: true });
  await button(confirm, s('list.deleteConfirm')).click();
  await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: s('list.deleted', { name }) })).toBeVisible();
});

test('Scheduled reports is in the Results menu and its section index', async ({ page }) => {
  await openPortal(page, '/Portal/NewIndex/results');
  await expect(page.getByRole('link', { name: t('portal.menu.results.schedules') }).first()).toBeVisible();
  await page
    .getByRole('link', { name: t('portal.menu.results.schedules') })
    .first()
    .click();
  await expect(page).toHaveURL(SCHEDULES);
  await expect(page.getByRole('heading', { level: 1, name: s('title') })).toBeVisible();
});

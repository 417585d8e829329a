import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, dialog, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Employees → Schedule Enforcement at Demo Bistro Riverside (manager mode and the schedule flag are on for that store
 * alone). The test saves a clock-in window, checks the limits sent and shown after a reload, and puts the defaults
 * back.
 */
test.use({ signedInAs: AS.companyAtRiverside });

const PATH = '/Portal/NewIndex/employees/scheduleEnforcement';
const k = (key: string, vars?: Record<string, string | number>) => t(`scheduleEnforcement.${key}`, vars);
const toggle = (page: Page, kind: string) => page.getByRole('switch', { name: k(`${kind}.switch`), exact: true });
const thumb = (page: Page, kind: string, which: 'beforeThumb' | 'afterThumb') =>
  page.getByRole('slider', { name: k(which, { window: k(`${kind}.slider`) }), exact: true });
const radio = (page: Page, name: 'required' | 'notRequired') =>
  page.getByRole('radio', { name: k(`unscheduled.${name}`), exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const isSave = (url: string) => new URL(url).pathname === '/ScheduleEnforcement/SaveScheduleEnforcement';

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(toggle(page, 'clockIn')).toBeVisible();
}

async function saveAndWait(page: Page): Promise<Record<string, unknown>> {
  const done = page.waitForResponse((r) => isSave(r.url()));
  await saveButton(page).click();
  const response = await done;
  expect(response.status()).toBe(200);
  await expect(saveButton(page)).toBeDisabled();
  return response.request().postDataJSON() as Record<string, unknown>;
}

test('slider windows: toggles enable their slider and the radios, the limits saved are the positions minus 5', async ({
  page,
  checkA11y,
}) => {
  await openScreen(page);
  await expect(toggle(page, 'clockIn')).not.toBeChecked();
  await expect(thumb(page, 'clockIn', 'beforeThumb')).toBeDisabled();
  await expect(radio(page, 'required')).toBeDisabled();
  await expect(saveButton(page)).toBeDisabled();
  await checkA11y({ expectModal: false });

  await toggle(page, 'clockIn').check();
  await expect(radio(page, 'required')).toBeEnabled();
  // Before-thumb from −5 to −20 (15 minutes), after-thumb from 5 to 15 (10 minutes).
  const before = thumb(page, 'clockIn', 'beforeThumb');
  await before.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await expect(before).toHaveAttribute('aria-valuenow', '-20');
  await expect(before).toHaveAttribute('aria-valuetext', k('before', { count: 15 }));
  const after = thumb(page, 'clockIn', 'afterThumb');
  await after.focus();
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
  await expect(after).toHaveAttribute('aria-valuenow', '15');
  await expect(page.getByText(k('windowText', { before: 15, after: 10 }), { exact: true })).toBeVisible();
  // Clock-out's slider waits for its own toggle.
  await expect(thumb(page, 'clockOut', 'afterThumb')).toBeDisabled();
  await radio(page, 'required').check();
  await checkA11y({ state: 'clock-in on', expectModal: false });

  const sent = await saveAndWait(page);
  expect(sent).toMatchObject({
    isClockInEnforcementEnabled: true,
    clockInLowerLimit: -25,
    clockInUpperLimit: 10,
    isClockOutEnforcementEnabled: false,
    isUnScheduledShiftApprovalRequired: true,
  });

  await page.reload();
  await expect(toggle(page, 'clockIn')).toBeChecked();
  await expect(thumb(page, 'clockIn', 'beforeThumb')).toHaveAttribute('aria-valuenow', '-20');
  await expect(thumb(page, 'clockIn', 'afterThumb')).toHaveAttribute('aria-valuenow', '15');
  await expect(radio(page, 'required')).toBeChecked();

  // Back to the defaults: the slider's initial window, both toggles off.
  await radio(page, 'notRequired').check();
  await thumb(page, 'clockIn', 'beforeThumb').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await thumb(page, 'clockIn', 'afterThumb').focus();
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowLeft');
  await toggle(page, 'clockIn').uncheck();
  await expect(radio(page, 'required')).toBeDisabled();
  expect(await saveAndWait(page)).toMatchObject({ clockInLowerLimit: -10, clockInUpperLimit: 0 });
  await expect(dialog(page, k('errorTitle'))).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { L } from '../support/labels.ts';
import { DEMO_PASSWORD, dialog, expect, expectInPortal, expectOnLoginPage, signIn, test } from '../support/fixtures.ts';

/**
 * Spec 1 §4 "Session handling" with the browser's clock under test control. `sessionuser` is a Corner Cafe owner
 * (merchant time-out 40 minutes: warning at 35 idle minutes, a 300-second countdown) no other spec uses.
 * Only the page's clock moves: the server's session stays live, so renewal here is the password re-entry itself.
 */
const USER = 'sessionuser';
const extendDialog = (page: Page) => dialog(page, t('session.extend.title'));
const renewDialog = (page: Page) => dialog(page, t('session.renew.title'));

async function signInWithClock(page: Page) {
  await page.clock.install();
  await signIn(page, USER);
  await expectInPortal(page);
}

/** Idle past the warning point; fastForward fires the 60-second check once. */
async function idleUntilWarning(page: Page) {
  await page.clock.fastForward('36:00');
  await expect(extendDialog(page)).toBeVisible();
}

/** An in-app navigation whose screen loads data from the server: it must answer 200 with the current session. */
async function openUserRoles(page: Page) {
  const nav = page.getByRole('navigation', { name: L.nav.label, exact: true });
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/JobCode/GetDisplayRoles');
  await nav.getByRole('button', { name: t('portal.nav.expand', { section: t('portal.nav.employees') }) }).click();
  await nav.getByRole('link', { name: t('portal.menu.employees.userroles'), exact: true }).click();
  expect((await loaded).status()).toBe(200);
  await expect(page).toHaveURL(/\/Portal\/NewIndex\/employees\/userroles/);
}

test('idle until the warning: the countdown runs, Extend keeps the session and the portal working', async ({
  page,
  checkA11y,
}) => {
  await signInWithClock(page);
  // Half the time-out passes without activity or calls: no modal yet.
  await page.clock.fastForward('21:00');
  await expect(extendDialog(page)).toHaveCount(0);
  await page.clock.fastForward('15:00');
  const modal = extendDialog(page);
  await expect(modal).toBeVisible();
  const timer = modal.getByRole('timer');
  await expect(timer).toHaveText(/^0[45]:\d\d$/);
  const before = await timer.textContent();
  await page.clock.runFor(2000);
  await expect(timer).not.toHaveText(before ?? '');
  await checkA11y();

  const extended = page.waitForResponse((r) => new URL(r.url()).pathname === '/Account/ExtendSession');
  await modal.getByRole('button', { name: t('session.extend.extend'), exact: true }).click();
  expect((await extended).status()).toBe(200);
  await expect(modal).toHaveCount(0);
  // The rotated session and its new anti-forgery token both work.
  await openUserRoles(page);
});

test('the countdown runs out: renew modal; a wrong password is refused, the right one brings the portal back', async ({
  page,
  checkA11y,
}) => {
  await signInWithClock(page);
  await idleUntilWarning(page);
  await page.clock.runFor('05:01');
  await expect(extendDialog(page)).toHaveCount(0);
  const modal = renewDialog(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel(t('session.renew.userName'), { exact: true })).toHaveValue(USER);
  const renew = modal.getByRole('button', { name: t('session.renew.renew'), exact: true });
  await expect(renew).toBeDisabled();
  await checkA11y();

  const password = modal.getByLabel(t('session.renew.password'), { exact: true });
  await password.fill('Wrong#Pass1');
  await renew.click();
  await expect(modal.getByRole('alert')).toHaveText(t('auth.loginErrors.incorrect.message'));
  await expect(modal).toBeVisible();

  await password.fill(DEMO_PASSWORD);
  const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/Account/RenewSession');
  await renew.click();
  expect(((await (await renewed).json()) as { success: boolean }).success).toBe(true);
  await expect(modal).toHaveCount(0);
  await openUserRoles(page);
});

test('Log out from the extend modal ends the session', async ({ page }) => {
  await signInWithClock(page);
  await idleUntilWarning(page);
  await extendDialog(page)
    .getByRole('button', { name: t('session.logOut'), exact: true })
    .click();
  await expectOnLoginPage(page);
});

import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { L } from '../support/labels.ts';
import { dialog, expect, expectInPortal, expectOnLoginPage, resetSession, signIn, test } from '../support/fixtures.ts';

// Where every demo user lands after signing in (spec 1 §4, §8). lockme, forgetful and changeme land in the
// portal too: their own specs sign them in first, because those specs change their state.

/** The home page's "You are working in" panel. */
const workingIn = (page: Page) => page.getByRole('region', { name: L.portal.workingIn });

/**
 * Spec 1 §2: the default landing is the portal index unless the user holds a report-only feature id ('reports'
 * below). The index's "You are working in" panel names the merchant and store of the session.
 */
async function expectSessionContext(page: Page, merchant: string, store: string) {
  await expect(page).toHaveURL(/\/Portal\/NewIndex$/);
  await expect(page.getByRole('heading', { level: 1, name: L.portal.homeTitle })).toBeVisible();
  await expect(workingIn(page)).toContainText(merchant);
  await expect(workingIn(page)).toContainText(store);
}

test.describe('store users go straight into the portal', () => {
  for (const { user, merchant, store } of [
    { user: 'store', merchant: 'Corner Cafe', store: 'Corner Cafe' },
    { user: 'bankstore', merchant: 'Harbor Bank Deli', store: 'Harbor Bank Deli' },
  ]) {
    test(`${user} → portal home showing ${store}`, async ({ page }) => {
      await signIn(page, user);
      await expectInPortal(page);
      await expect(
        page.getByRole('banner').getByRole('button', { name: L.portal.userMenuFor(user), exact: true }),
      ).toBeVisible();
      await expectSessionContext(page, merchant, store);
      // A single-store user has no store button (spec 1 §2: it shows only when the store is selectable).
      await expect(page.getByRole('banner').getByRole('button', { name: /^Store: / })).toHaveCount(0);
    });
  }
});

test.describe('reports: My Store is the default landing for report-only feature ids, but it is not built', () => {
  test('→ the first working page under it: Activity Summary, framed from the legacy back office', async ({ page }) => {
    await signIn(page, 'reports');
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/mystore\/activitysummary$/);
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(page.getByText(/not available yet/)).toHaveCount(0);
  });

  test('without a legacy back office → the first built screen, the Results hub', async ({ page }) => {
    await page.route('**/Portal/GetPortalData', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), legacyOrigin: null } });
    });
    await signIn(page, 'reports');
    await expect(page).toHaveURL(/\/Portal\/NewIndex\/results$/);
    await expect(page.getByText(/not available yet/)).toHaveCount(0);
  });
});

test('company → store selection with the NEW marker, choose Bistro Downtown → portal', async ({ page, checkA11y }) => {
  await signIn(page, 'company');
  const modal = dialog(page, L.dialogs.selectStore);
  await expect(modal).toBeVisible();
  const rows = modal.getByRole('row');
  await expect(rows.filter({ hasText: L.storeSelection.allStores })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Bistro Downtown' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Bistro Riverside * NEW *' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Bistro Downtown * NEW *' }), 'a store with first run is not NEW').toHaveCount(0);
  await checkA11y();
  await rows.filter({ hasText: 'Bistro Downtown' }).click();
  await modal.getByRole('button', { name: L.common.continue, exact: true }).click();
  await expect(modal).toBeHidden();
  await expectInPortal(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: L.portal.storeButton('Bistro Downtown') }),
  ).toBeVisible();
  await expectSessionContext(page, 'Demo Bistro Group', 'Bistro Downtown');
});

test.describe('admin-type users choose a merchant', () => {
  for (const { user, merchant } of [
    { user: 'merchantadmin', merchant: 'Demo Bistro Group' },
    { user: 'admin', merchant: 'Sample Merchant 001' },
    { user: 'support', merchant: 'Sample Merchant 001' },
    { user: 'partner', merchant: 'Processor Pub' },
  ]) {
    test(`${user} → Select a merchant listing ${merchant}`, async ({ page, checkA11y }) => {
      await signIn(page, user);
      const modal = dialog(page, L.dialogs.selectMerchant);
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('row').filter({ hasText: merchant }).first()).toBeVisible();
      await expect(modal.getByRole('button', { name: L.common.continue, exact: true })).toBeDisabled();
      if (user === 'merchantadmin') {
        // A merchant admin sees only their own merchant.
        await expect(modal.getByRole('row').filter({ hasText: 'Corner Cafe' })).toHaveCount(0);
        await checkA11y();
      }
      if (user === 'partner')
        await expect(
          modal.getByRole('row').filter({ hasText: 'Corner Cafe' }),
          'other resellers are invisible',
        ).toHaveCount(0);
    });
  }
});

test('spre → SPRE-only modal, OK returns to the login page', async ({ page, checkA11y }) => {
  await signIn(page, 'spre');
  const modal = dialog(page, L.dialogs.spreOnly);
  await expect(modal).toBeVisible();
  await checkA11y();
  await modal.getByRole('button', { name: L.common.ok, exact: true }).click();
  await expect(modal).toBeHidden();
  await expectOnLoginPage(page);
  // Signed out: the portal is not reachable.
  await page.goto('/Portal/NewIndex');
  await expectOnLoginPage(page);
});

test.describe('refused sign-ins show the modal of their error code', () => {
  for (const { user, code, title, message } of [
    { user: 'deactivated', code: 'X', title: L.dialogs.merchantDeactivated, message: L.messages.merchantDeactivated },
    { user: 'notapproved', code: 'A', title: L.dialogs.notApproved, message: L.messages.notApproved },
    { user: 'nofeature', code: 'F', title: L.dialogs.noFeature, message: L.messages.noFeature },
    { user: 'closedstore', code: 'D', title: L.dialogs.storeDeactivated, message: L.messages.storeDeactivated },
  ]) {
    test(`${user} → ${code} modal '${title}'`, async ({ page, checkA11y }) => {
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/Account/LogOn');
      await signIn(page, user);
      expect(await (await answer).json()).toMatchObject({ success: false, errorCode: code });
      const modal = dialog(page, title);
      await expect(modal).toBeVisible();
      await expect(modal).toContainText(message);
      await checkA11y();
      await modal.getByRole('button', { name: L.common.ok, exact: true }).click();
      await expect(modal).toBeHidden();
      await expectOnLoginPage(page);
    });
  }
});

test('suspended → suspended modal, Go back returns to the login page', async ({ page, checkA11y }) => {
  await signIn(page, 'suspended');
  const modal = dialog(page, L.dialogs.suspended);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: L.account.understand }), 'only admin types may continue').toHaveCount(
    0,
  );
  await checkA11y();
  await modal.getByRole('button', { name: L.account.goBack, exact: true }).click();
  await expect(modal).toBeHidden();
  await expectOnLoginPage(page);
});

test('pastdue → past-due modal with the days overdue; Skip signs out with a message and an empty password', async ({
  page,
  checkA11y,
}) => {
  await signIn(page, 'pastdue');
  // Late Payment Tacos is 3 days overdue (negative days).
  const modal = dialog(page, L.dialogs.pastDueOverdue);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(L.messages.pastDueOverdue(3));
  await checkA11y();
  await modal.getByRole('button', { name: t('account.pastDue.skip'), exact: true }).click();
  await expectOnLoginPage(page);
  await expect(page.getByRole('status')).toHaveText(t('auth.login.signedOut.pastDueSkipped'));
  await expect(page.getByLabel(L.login.password, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(L.login.username, { exact: true })).toHaveValue('pastdue');
});

test('pastdue → Update payment ends on How to pay: who bills, their billing contacts, the number to quote', async ({
  page,
  checkA11y,
}) => {
  await signIn(page, 'pastdue');
  const modal = dialog(page, L.dialogs.pastDueOverdue);
  await modal.getByRole('button', { name: t('account.pastDue.updatePayment'), exact: true }).click();
  await expectInPortal(page);
  await expect(page).toHaveURL(/\/Portal\/NewIndex\/howtopay$/);
  await expect(page.getByRole('heading', { level: 1, name: t('portal.nav.howtopay') })).toBeVisible();
  await expect(page.getByText(t('portal.howToPay.billedBy', { biller: 'Silver' }))).toBeVisible();
  // Silver's billing contacts from the reseller configuration, each one a link that acts.
  const contacts = page.getByRole('definition');
  await expect(contacts.getByRole('link', { name: '+1 800 555 0142' })).toHaveAttribute('href', 'tel:+18005550142');
  await expect(contacts.getByRole('link', { name: 'billing@silver.example.com' })).toHaveAttribute(
    'href',
    'mailto:billing@silver.example.com',
  );
  await expect(contacts.getByRole('link', { name: 'https://billing.silver.example.com' })).toBeVisible();
  await expect(page.getByText(/Late Payment Tacos, \d+/)).toBeVisible();
  // The suite's server has a legacy back office, so My Bills is offered as well.
  await expect(page.getByRole('link', { name: t('portal.howToPay.openBills') })).toBeVisible();
  await expect(page.getByText(/LEGACY_ORIGIN/)).toHaveCount(0);
  await checkA11y({ expectModal: false });
});

test('duesoon → due-soon modal with Skip and Update payment; Update payment leads to How to pay', async ({ page }) => {
  await signIn(page, 'duesoon');
  // Due Soon Grill's store is 5 days from due (positive days) and its owner may update the payment method.
  const modal = dialog(page, t('account.pastDue.titleDueSoon'));
  await expect(modal).toContainText(t('account.pastDue.messageDueSoon_other', { count: 5 }));
  await expect(modal.getByRole('button', { name: t('account.pastDue.skip'), exact: true })).toBeVisible();
  await modal.getByRole('button', { name: t('account.pastDue.updatePayment'), exact: true }).click();
  await expectInPortal(page);
  await expect(page).toHaveURL(/\/Portal\/NewIndex\/howtopay$/);
  // Home keeps the notice, and its action leads to the same page.
  await page.goto('/Portal/NewIndex');
  await expect(page.getByText(t('portal.home.updatePayment'))).toBeVisible();
  await page.getByRole('link', { name: t('portal.home.updatePaymentAction'), exact: true }).click();
  await expect(page).toHaveURL(/\/Portal\/NewIndex\/howtopay$/);
});

test('duesooncashier → the same notice with only OK, and Skip is not offered', async ({ page }) => {
  await signIn(page, 'duesooncashier');
  const modal = dialog(page, t('account.pastDue.titleDueSoon'));
  await expect(modal.getByRole('button')).toHaveText([t('account.pastDue.ok')]);
  await modal.getByRole('button', { name: t('account.pastDue.ok'), exact: true }).click();
  await expectInPortal(page);
  // The merchant requires a payment update (spec 1 §4 rule 7), which sets the flag even without the right to act.
  await expect(page.getByText(t('portal.home.updatePayment'))).toBeVisible();
});

test.describe.serial('eula', () => {
  test('license modal: Accept disabled until the box is ticked, Decline → login page with a message', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, 'eula');
    const modal = dialog(page, L.dialogs.license);
    await expect(modal).toBeVisible();
    await expect(modal.locator(`iframe[title="${L.license.frame}"]`)).toBeVisible();
    const accept = modal.getByRole('button', { name: L.license.accept, exact: true });
    await expect(accept).toBeDisabled();
    const confirm = modal.getByRole('checkbox', { name: L.license.confirm });
    await confirm.check();
    await expect(accept).toBeEnabled();
    await confirm.uncheck();
    await expect(accept).toBeDisabled();
    await checkA11y();
    await modal.getByRole('button', { name: L.license.decline, exact: true }).click();
    await expect(modal).toBeHidden();
    await expectOnLoginPage(page);
    // Signed out: the typed password is gone and the page says why.
    await expect(page.getByRole('status')).toHaveText(t('auth.login.signedOut.licenseDeclined'));
    await expect(page.getByLabel(L.login.password, { exact: true })).toHaveValue('');
  });

  test('accepting the license once leads into the portal, and it is not asked again', async ({ page }) => {
    await signIn(page, 'eula');
    const modal = dialog(page, L.dialogs.license);
    await modal.getByRole('checkbox', { name: L.license.confirm }).check();
    await modal.getByRole('button', { name: L.license.accept, exact: true }).click();
    await expect(modal).toBeHidden();
    await expectInPortal(page);
    await expectSessionContext(page, 'Agreement Pending Bakery', 'Agreement Pending Bakery');
    await resetSession(page);
    await signIn(page, 'eula');
    await expectInPortal(page);
    await expect(dialog(page, L.dialogs.license)).toHaveCount(0);
  });
});

test('resetpw → change-password modal at sign-in', async ({ page, checkA11y }) => {
  await signIn(page, 'resetpw');
  const modal = dialog(page, L.dialogs.changePassword);
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel(L.password.newPassword, { exact: true })).toBeVisible();
  // The old password was just proven: it is not asked again.
  await expect(modal.getByLabel(L.password.oldPassword, { exact: true })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: L.password.save, exact: true })).toBeDisabled();
  await checkA11y();
  await expect(page).not.toHaveURL(/\/Portal\/NewIndex/i);
});

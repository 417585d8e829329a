import type { Page } from '@playwright/test';
import { MERCHANT } from '../../server/src/demo/ids.ts';
import { t } from '../support/i18n.ts';
import {
  apiAs,
  AS,
  expect,
  expectInPortal,
  openPortal,
  openUserMenuItem,
  savedSession,
  test,
} from '../support/fixtures.ts';
import { serverState } from '../support/server-state.ts';

const FLAG = 'featPilotProgram';
const CORNER_CAFE = MERCHANT.cornerCafe;
const supportTools = t('portal.userMenu.supportTools');
const featureFlags = t('portal.menu.supportTools.featureflags');
const pilotProgram = t('portal.nav.pilotprogram');
const flagSwitch = (page: Page, name: string) =>
  page.getByRole('switch', { name: t('featureFlags.table.switchLabel', { name }), exact: true });

/** Puts the flag back to unset through the API, whatever the UI steps did: other specs sign in as `store`. */
async function clearFlag() {
  const api = await apiAs(AS.supportAtCornerCafe);
  try {
    await api.post('/SupportTools/UpdateFeatureFlag', { merchantId: CORNER_CAFE, storeId: 0, name: FLAG, isOn: null });
  } finally {
    await api.dispose();
  }
}

test.describe('feature flags support page', () => {
  test.afterAll(clearFlag);

  test.describe(() => {
    test.use({ signedInAs: AS.supportAtCornerCafe });

    test("support turns Corner Cafe's Pilot Program on; the store owner sees it; support turns it off", async ({
      page,
      browser,
      checkA11y,
    }) => {
      await openPortal(page);
      // The bottom block of the side navigation sits outside its 'Main' landmark.
      const pilotLink = (p: Page) => p.getByRole('link', { name: pilotProgram, exact: true });
      await expect(pilotLink(page)).toHaveCount(0);

      await openUserMenuItem(page, supportTools);
      await expect(page.getByRole('heading', { level: 1, name: supportTools })).toBeVisible();
      await checkA11y({ expectModal: false });
      await page.getByRole('link', { name: new RegExp(featureFlags) }).click();
      await expect(page).toHaveURL(/\/Portal\/NewIndex\/supportTools\/featureflags$/);
      await expect(page.getByRole('heading', { level: 1, name: featureFlags })).toBeVisible();

      const search = page.getByRole('searchbox', { name: t('featureFlags.merchants.search'), exact: true });
      await search.fill('Corner Cafe');
      await search.press('Enter');
      const merchants = page.getByRole('table', { name: t('featureFlags.merchants.tableLabel'), exact: true });
      await merchants
        .getByRole('row')
        .filter({ hasText: 'Corner Cafe' })
        .filter({ hasText: t('featureFlags.scope.wholeMerchant') })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Corner Cafe', exact: true })).toBeVisible();
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(FLAG) }) });
      await expect(row).toContainText(t(`featureFlags.catalog.${FLAG}`));
      await expect(flagSwitch(page, FLAG)).not.toBeChecked();
      await checkA11y({ expectModal: false });

      await flagSwitch(page, FLAG).click();
      await expect(
        page.getByText(t('featureFlags.saved.turnedOn', { name: FLAG, where: 'Corner Cafe' }), { exact: true }),
      ).toBeVisible();
      await expect(flagSwitch(page, FLAG)).toBeChecked();
      // Support is working in Corner Cafe itself: the shell follows without a reload.
      await expect(pilotLink(page)).toBeVisible();

      const storeContext = await browser.newContext({
        baseURL: serverState().baseURL,
        storageState: await savedSession(AS.store),
      });
      const storePage = await storeContext.newPage();
      await openPortal(storePage);
      await expect(pilotLink(storePage)).toBeVisible();
      await storeContext.close();

      await row.getByRole('button', { name: t('featureFlags.table.clearLabel', { name: FLAG }), exact: true }).click();
      await expect(
        page.getByText(t('featureFlags.saved.cleared', { name: FLAG, where: 'Corner Cafe' }), { exact: true }),
      ).toBeVisible();
      await expect(flagSwitch(page, FLAG)).not.toBeChecked();
      await expect(pilotLink(page)).toHaveCount(0);
    });

    test('a refused save is rolled back and explained', async ({ page }) => {
      await openPortal(page, '/Portal/NewIndex/supportTools/featureflags');
      const search = page.getByRole('searchbox', { name: t('featureFlags.merchants.search'), exact: true });
      await search.fill('Corner Cafe');
      await search.press('Enter');
      await page
        .getByRole('table', { name: t('featureFlags.merchants.tableLabel'), exact: true })
        .getByRole('row')
        .filter({ hasText: t('featureFlags.scope.wholeMerchant') })
        .filter({ hasText: 'Corner Cafe' })
        .click();
      await expect(flagSwitch(page, FLAG)).not.toBeChecked();
      await page.route('**/SupportTools/UpdateFeatureFlag', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            statusCode: 500,
            messageKey: 'common.errors.server',
            message: 'Boom.',
          }),
        }),
      );
      await flagSwitch(page, FLAG).click();
      await expect(page.getByRole('alert')).toContainText(FLAG);
      await expect(flagSwitch(page, FLAG)).not.toBeChecked();
    });
  });

  test.describe(() => {
    test.use({ signedInAs: AS.partnerAtPubNorth });

    test('partner has Support Tools but no Feature flags, and the page sends them home', async ({ page }) => {
      // As in navigation.spec.ts: a processor partner works in a processor merchant's store.
      await openPortal(page);
      await openUserMenuItem(page, supportTools);
      await expect(page.getByRole('heading', { level: 1, name: supportTools })).toBeVisible();
      await expect(page.getByText(t('supportTools.noTools'), { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(featureFlags) })).toHaveCount(0);

      await page.goto('/Portal/NewIndex/supportTools/featureflags');
      await expectInPortal(page);
      await expect(page).not.toHaveURL(/featureflags/i);
      await expect(page.getByRole('heading', { level: 1, name: featureFlags })).toHaveCount(0);
    });
  });
});

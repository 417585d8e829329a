import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DISCOUNT,
  discountIdOf,
  employeeIdOf,
  EVENT_SCHEDULE,
  eventScheduleIdOf,
  MERCHANT,
  menuIdsOf,
  PROMOTION,
  promotionIdOf,
  RESTRICTION,
  restrictionIdOf,
  REVENUE_CENTER,
} from '../../server/src/demo/ids.ts';
import { AS, expect, expectInPortal, openInApp, test, type TPortalSession } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { L } from '../support/labels.ts';

// Issue 14 §2: every built screen works on a phone and a tablet: the page never scrolls sideways (wide tables
// scroll inside their own box), and the header's user menu, where Log off lives, stays on screen.

const BASE = '/Portal/NewIndex';
/** The phone the checks are made on first, and where axe judges each screen (serious and critical fail). */
const PHONE = 390;
const OTHER_WIDTHS = [360, 768, 1024];

type TScreen = {
  /** The path as web/src/app/routes/screens.ts declares it ('' for the portal's home). */
  route: string;
  /** What the test opens (the route with its ids filled in). */
  url: string;
  as: TPortalSession;
};

const CORNER_CAFE_ITEM = 1801;

const SCREENS: TScreen[] = [
  { route: '', url: '', as: AS.store },
  // Every legacy embed is the same frame page: one stands for all of them.
  { route: 'account/overview', url: 'account/overview', as: AS.store },
  { route: 'employees/userroles', url: 'employees/userroles', as: AS.rolesadmin },
  { route: 'employees/employees', url: 'employees/employees', as: AS.store },
  {
    route: 'employees/:employeeId',
    url: `employees/${employeeIdOf(MERCHANT.demoBistro, 0)}`,
    as: AS.companyAllStores,
  },
  { route: 'results', url: 'results', as: AS.store },
  { route: 'onlineordering/hours', url: 'onlineordering/hours', as: AS.store },
  { route: 'onlineordering/preptime', url: 'onlineordering/preptime', as: AS.store },
  // Every report is the same viewer (screens.ts spreads the catalogue's paths): one stands for all of them.
  { route: 'results/operations/location', url: 'results/operations/location', as: AS.store },
  { route: 'results/posTrans', url: 'results/posTrans', as: AS.store },
  { route: 'results/schedules', url: 'results/schedules', as: AS.store },
  { route: 'menu/itemAvailability', url: 'menu/itemAvailability', as: AS.store },
  { route: 'menu/loyaltytierpricing', url: 'menu/loyaltytierpricing', as: AS.store },
  { route: 'menu/configuration/departments', url: 'menu/configuration/departments', as: AS.store },
  { route: 'menu/configuration/tags', url: 'menu/configuration/tags', as: AS.companyAllStores },
  // Opens the discounts list (menu/discounts).
  { route: 'menu/pricing/discounts', url: 'menu/pricing/discounts', as: AS.companyAllStores },
  { route: 'menu/categoriesoritems', url: 'menu/categoriesoritems', as: AS.store },
  { route: 'menu/categoriesoritems/categories', url: 'menu/categoriesoritems/categories', as: AS.store },
  { route: 'menu/categoriesoritems/items', url: 'menu/categoriesoritems/items', as: AS.store },
  {
    route: 'menu/categoriesoritems/items/:itemId',
    url: `menu/categoriesoritems/items/${CORNER_CAFE_ITEM}`,
    as: AS.store,
  },
  { route: 'menu/discounts', url: 'menu/discounts', as: AS.store },
  { route: 'onlineordering/tipping', url: 'onlineordering/tipping', as: AS.store },
  { route: 'onlineordering/privacy', url: 'onlineordering/privacy', as: AS.store },
  { route: 'onlineordering/branding', url: 'onlineordering/branding', as: AS.store },
  { route: 'onlineordering/menusettings', url: 'onlineordering/menusettings', as: AS.store },
  { route: 'onlineordering/fees', url: 'onlineordering/fees', as: AS.store },
  { route: 'onlineordering/sitebranding', url: 'onlineordering/sitebranding', as: AS.store },
  {
    route: 'menu/discounts/:discountId',
    url: `menu/discounts/${discountIdOf(MERCHANT.cornerCafe, DISCOUNT.happyHour)}`,
    as: AS.store,
  },
  { route: 'menu/configuration/modifiers', url: 'menu/configuration/modifiers', as: AS.companyAllStores },
  {
    route: 'menu/configuration/modifiers/:modifierGroupId',
    url: `menu/configuration/modifiers/${menuIdsOf(MERCHANT.demoBistro).modifierGroup(1)}`,
    as: AS.companyAllStores,
  },
  { route: 'settings/changelog', url: 'settings/changelog', as: AS.store },
  { route: 'settings/admin/dataMigration', url: 'settings/admin/dataMigration', as: AS.adminAtCornerCafe },
  { route: 'settings/paycodes', url: 'settings/paycodes', as: AS.store },
  { route: 'menu/configuration/restrictions', url: 'menu/configuration/restrictions', as: AS.store },
  {
    route: 'menu/configuration/restrictions/:restrictionId',
    url: `menu/configuration/restrictions/${restrictionIdOf(MERCHANT.cornerCafe, RESTRICTION.lateNightAlcohol)}`,
    as: AS.store,
  },
  { route: 'menu/configuration/events', url: 'menu/configuration/events', as: AS.store },
  {
    route: 'menu/configuration/events/:eventScheduleId',
    url: `menu/configuration/events/${eventScheduleIdOf(MERCHANT.cornerCafe, EVENT_SCHEDULE.happyHour)}`,
    as: AS.store,
  },
  { route: 'menu/pricing/promotions', url: 'menu/pricing/promotions', as: AS.store },
  {
    route: 'menu/pricing/promotions/:promotionId',
    url: `menu/pricing/promotions/${promotionIdOf(MERCHANT.cornerCafe, PROMOTION.happyHour)}`,
    as: AS.store,
  },
  { route: 'settings/revenuecenters', url: 'settings/revenuecenters', as: AS.companyAllStores },
  {
    route: 'settings/revenuecenters/:revenueCenterId',
    url: `settings/revenuecenters/${REVENUE_CENTER.bistroDiningRoom}`,
    as: AS.companyAllStores,
  },
  { route: 'settings/store/alertmanagement', url: 'settings/store/alertmanagement', as: AS.store },
  { route: 'settings/store/storeoptions', url: 'settings/store/storeoptions', as: AS.store },
  { route: 'settings/store/storeconfiguration', url: 'settings/store/storeconfiguration', as: AS.store },
  { route: 'settings/imagemanager', url: 'settings/imagemanager', as: AS.companyAllStores },
  { route: 'settings/companyinformation', url: 'settings/companyinformation', as: AS.store },
  { route: 'onlineordering/capacitymanagement', url: 'onlineordering/capacitymanagement', as: AS.store },
  { route: 'mystore/activitysummary', url: 'mystore/activitysummary', as: AS.store },
  { route: 'mystore/salesdashboard', url: 'mystore/salesdashboard', as: AS.companyAllStores },
  { route: 'mystore/customerdashboard', url: 'mystore/customerdashboard', as: AS.companyAllStores },
  { route: 'employees/posMessages', url: 'employees/posMessages', as: AS.companyAllStores },
  { route: 'employees/posMessages/:posMessagesId', url: 'employees/posMessages/0', as: AS.companyAllStores },
  { route: 'howtopay', url: 'howtopay', as: AS.store },
  { route: 'employees/securityControls', url: 'employees/securityControls', as: AS.store },
  { route: 'employees/scheduleEnforcement', url: 'employees/scheduleEnforcement', as: AS.companyAtRiverside },
  { route: 'onlineordering/store', url: 'onlineordering/store', as: AS.store },
  { route: 'onlineordering/operatinghours', url: 'onlineordering/operatinghours', as: AS.store },
  { route: 'onlineordering/ordersettings', url: 'onlineordering/ordersettings', as: AS.store },
  { route: 'onlineordering/ordermanager', url: 'onlineordering/ordermanager', as: AS.store },
  { route: 'supportTools', url: 'supportTools', as: AS.supportAtCornerCafe },
  { route: 'supportTools/featureflags', url: 'supportTools/featureflags', as: AS.supportAtCornerCafe },
];

test('the table covers every built screen', () => {
  // The screen list is the web's own; a screen added there and not here fails this test.
  const source = readFileSync(new URL('../../web/src/app/routes/screens.ts', import.meta.url), 'utf8');
  const built = [...source.matchAll(/^\s+path: '([^']+)',$/gm)].map((match) => match[1] ?? '');
  expect(built.length).toBeGreaterThan(5);
  const covered = new Set(SCREENS.map((screen) => screen.route));
  expect(built.filter((route) => !covered.has(route))).toEqual([]);
});

/**
 * Opens the screen and waits until it has its content: the shell, a heading or frame in main, no loading indicator.
 * The first screen of a test is a page load; the next ones open in the app, as its links do, and are waited for until
 * main's heading is no longer the one of the screen before.
 */
async function openScreen(page: Page, url: string, headingBefore: string | null): Promise<string | null> {
  const path = `${BASE}${url ? `/${url}` : ''}`;
  // A screen may already be on display: the categories-or-items landing redirects to the categories screen.
  const navigatesInApp = headingBefore !== null && new URL(page.url()).pathname !== path;
  if (headingBefore === null) await page.goto(path);
  else if (navigatesInApp) await openInApp(page, path);
  await expectInPortal(page);
  await expect(page.getByRole('main').locator('h1, iframe').first()).toBeVisible();
  // '' for a screen without one (the legacy frame's).
  // One read in the page: a count then a read could see the screen before's heading go in between, and the read would
  // then wait for a heading the new screen does not have.
  const headingText = () => page.getByRole('main').evaluate((main) => main.querySelector('h1')?.innerText ?? '');
  if (navigatesInApp) await expect.poll(headingText, { message: `${path} shown` }).not.toBe(headingBefore);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return headingText();
}

/** The page's own horizontal overflow, and the user menu button's right edge. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    userMenuRight: document.querySelector('header [aria-haspopup="menu"]')?.getBoundingClientRect().right ?? Infinity,
  }));

/** No sideways scroll at each width, axe at the phone's, and the user menu's Log off reachable on the phone. */
async function checkWidths(page: Page, checkA11y: (options: { expectModal: false }) => Promise<void>) {
  for (const width of [PHONE, ...OTHER_WIDTHS]) {
    await page.setViewportSize({ width, height: 844 });
    // Polled: the layout settles a frame after the resize.
    await expect
      .poll(async () => (await measure(page)).scrollWidth, { message: `page width at ${width} px` })
      .toBeLessThanOrEqual(width);
    const { userMenuRight } = await measure(page);
    expect(userMenuRight, `user menu on screen at ${width} px`).toBeLessThanOrEqual(width);
    if (width === PHONE) await checkA11y({ expectModal: false });
  }
  await page.setViewportSize({ width: PHONE, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: L.portal.userMenu }).click();
  await expect(page.getByRole('menuitem', { name: L.portal.logOff, exact: true })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: L.portal.logOff, exact: true })).toHaveCount(0);
}

// One test per session, each screen a step of it: a page load and a new browser context per screen cost more than
// the checks themselves.
const sessions = [...new Set(SCREENS.map((screen) => screen.as))];
for (const session of sessions) {
  const screens = SCREENS.filter((screen) => screen.as === session);
  test.describe(() => {
    test.use({ signedInAs: session, viewport: { width: PHONE, height: 844 } });

    test(`${session.user}'s screens (${screens.length}): no sideways scroll at ${[PHONE, ...OTHER_WIDTHS].join(', ')} px`, async ({
      page,
      checkA11y,
    }) => {
      // The session's screens share one test (see above), so its time grows with the table: 4 s a screen, not the
      // default minute for all of them (44 of the store's took about a minute on a loaded 2-core machine).
      test.setTimeout(Math.max(60_000, screens.length * 4_000));
      let heading: string | null = null;
      for (const screen of screens)
        await test.step(screen.route || 'home', async () => {
          heading = await openScreen(page, screen.url, heading);
          await checkWidths(page, checkA11y);
        });
    });
  });
}

test.describe(() => {
  test.use({ signedInAs: AS.store, viewport: { width: PHONE, height: 844 } });

  test('below the small breakpoint a dialog takes the whole screen', async ({ page, checkA11y }) => {
    await openScreen(page, 'menu/categoriesoritems/categories', null);
    await page.getByRole('button', { name: t('categoriesItems.categories.add'), exact: true }).click();
    const add = page.getByRole('dialog', { name: t('categoriesItems.categoryDialog.addTitle'), exact: true });
    await expect(add).toBeVisible();
    await expect.poll(async () => add.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE, height: 844 });
    await checkA11y();
  });
});

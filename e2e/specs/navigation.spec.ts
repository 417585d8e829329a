import { t } from '../support/i18n.ts';
import { L } from '../support/labels.ts';
import { AS, expect, openPortal, test, type TPortalSession } from '../support/fixtures.ts';

/**
 * Each demo user sees exactly the navigation spec 1 §2/§6 gives them. The expectations are written out by hand from
 * the spec's tables (not computed by the rules under test), for the demo data's merchants with every flag off except
 * loyaltyTierPricing and the online-ordering flags, which the demo turns on for Corner Cafe and Demo Bistro Group, and
 * the POS-messages flag, on for Demo Bistro Group alone (a restaurant, product type 2).
 */
type TCase = {
  /** The user in the portal; admin types at the merchant, company users at the store they would choose. */
  session: TPortalSession;
  main: string[];
  userMenu: string[];
  /**
   * Sub-entries of a section that must be shown (after expanding it) and those that must not; `path` is the section's
   * path when its label id differs (Inventory lives at `menu`).
   */
  section?: { id: string; path?: string; shown: string[]; hidden: string[] };
};

const nav = (id: string) => t(`portal.nav.${id}`);
const sub = (parent: string, id: string) => t(`portal.menu.${parent}.${id}`);
const menuItem = (id: string) => t(`portal.userMenu.${id}`);

// Product type 2 merchants of the provider: everything but Online Ordering (flag off)…
const FULL_MAIN = ['mystore', 'results', 'inventory', 'customers', 'employees', 'ecommerce', 'settings', 'account'];
// …which Corner Cafe and Demo Bistro Group take (spec 3 §2.2: its flag on).
const ORDERING_MAIN = FULL_MAIN.toSpliced(6, 0, 'onlineordering');
/** Every online-ordering page: the operating-hours, capacity and branding-customisation flags are on too. */
const ORDERING_PAGES = [
  'store',
  'hours',
  'operatinghours',
  'preptime',
  'ordersettings',
  'tipping',
  'menusettings',
  'fees',
  'capacitymanagement',
  'branding',
  'sitebranding',
  'privacy',
  'ordermanager',
];
const STORE_MENU = ['myAccount', 'changePassword', 'buyHardware', 'registerHardware', 'customerCare', 'logout'];
// Internal and partner roles add Support Tools.
const SUPPORT_MENU = STORE_MENU.toSpliced(4, 0, 'supportTools');

const CASES: TCase[] = [
  {
    session: AS.store,
    main: ORDERING_MAIN,
    userMenu: STORE_MENU,
    // A merchant role sees no Admin or Support Admin settings.
    section: { id: 'settings', shown: ['companyinformation', 'payments'], hidden: ['admin', 'supportadmin'] },
  },
  {
    session: AS.store,
    main: ORDERING_MAIN,
    userMenu: STORE_MENU,
    section: { id: 'onlineordering', shown: ORDERING_PAGES, hidden: [] },
  },
  {
    session: AS.bankstore,
    main: FULL_MAIN,
    // The bank reseller hides Register Hardware and Customer Care (spec 1 §6 reseller rules).
    userMenu: ['myAccount', 'changePassword', 'buyHardware', 'logout'],
    // ...and My Account's integrations, bills and terms; messages and help URLs are not for product type 2.
    section: {
      id: 'account',
      shown: ['overview', 'mystores', 'mydevices'],
      hidden: ['myintegrations', 'mybills', 'purchasetermsandconditions', 'mymessages', 'myhelpurls'],
    },
  },
  {
    session: AS.reports,
    main: ORDERING_MAIN,
    userMenu: STORE_MENU,
    // Corner Cafe has the loyaltyTierPricing flag on.
    section: { id: 'inventory', path: 'menu', shown: ['discounts', 'loyaltytierpricing'], hidden: [] },
  },
  {
    session: AS.companyAtRiverside,
    main: ORDERING_MAIN,
    userMenu: STORE_MENU,
    // Multi-site users get the Customer Dashboard first in My Store.
    section: { id: 'mystore', shown: ['customerdashboard', 'activitysummary', 'salesdashboard'], hidden: [] },
  },
  {
    session: AS.companyAllStores,
    main: ORDERING_MAIN,
    userMenu: STORE_MENU,
    // Product type 2 with the POS-messages flag and the feature; time clock is not for product type 2.
    section: {
      id: 'employees',
      shown: ['employees', 'userroles', 'securityControls', 'posMessages'],
      hidden: ['timeClock'],
    },
  },
  {
    session: AS.supportAtCornerCafe,
    main: ORDERING_MAIN,
    userMenu: SUPPORT_MENU,
    section: { id: 'settings', shown: ['admin', 'supportadmin'], hidden: [] },
  },
  {
    // A processor partner sees the processor's merchants.
    session: AS.partnerAtPubNorth,
    main: FULL_MAIN,
    userMenu: SUPPORT_MENU,
    // Support Admin is for internal roles only.
    section: { id: 'settings', shown: ['admin'], hidden: ['supportadmin'] },
  },
];

for (const c of CASES) {
  test.describe(() => {
    test.use({ signedInAs: c.session });

    // One user may appear at two stores (the company view and one store): the title names the store then.
    const who = c.session.store ? `${c.session.user} at store ${c.session.store.storeId}` : c.session.user;
    test(`${who} sees exactly the navigation the rules give (${c.section?.id ?? 'main'})`, async ({ page }) => {
      await openPortal(page);
      const sideNav = page.getByRole('navigation', { name: L.nav.label, exact: true });
      // Each entry is a list item whose first row holds its link (and the expand button); sub-lists sit below it.
      const topLevel = sideNav.locator(':scope > ul > li > div > a');
      await expect(topLevel).toHaveText(c.main.map(nav));
      // Bottom block: Settings & Privacy and Help Center always; Pilot Program needs its flag.
      await expect(page.getByRole('link', { name: nav('settingsPrivacy'), exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: nav('helpCenter'), exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: nav('pilotprogram'), exact: true })).toHaveCount(0);

      await page.getByRole('banner').getByRole('button', { name: L.portal.userMenu }).click();
      await expect(page.getByRole('menuitem')).toHaveText(c.userMenu.map(menuItem));
      await page.keyboard.press('Escape');

      if (c.section) {
        const label = nav(c.section.id);
        const expand = sideNav.getByRole('button', { name: t('portal.nav.expand', { section: label }) });
        await expand.click();
        const collapse = sideNav.getByRole('button', { name: t('portal.nav.collapse', { section: label }) });
        const list = page.locator(`[id="${await collapse.getAttribute('aria-controls')}"]`);
        const subKey = c.section.path ?? c.section.id;
        const names = c.section.shown.map((id) => sub(subKey, id));
        if (c.section.id === 'mystore') await expect(list.locator(':scope > li > div > a')).toHaveText(names);
        else for (const name of names) await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
        for (const id of c.section.hidden)
          await expect(list.getByRole('link', { name: sub(subKey, id), exact: true })).toHaveCount(0);
      }
    });
  });
}

test.describe(() => {
  test.use({ signedInAs: AS.store });

  test('Help Center opens the documentation in a 1024x768 window', async ({ page }) => {
    await openPortal(page);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: nav('helpCenter'), exact: true }).click();
    const help = await popup;
    // The window is opened with its size; headless Chromium reports the requested inner size.
    expect(await help.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([1024, 768]);
    await help.close();
  });
});

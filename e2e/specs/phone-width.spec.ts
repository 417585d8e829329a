import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DISCOUNT, discountIdOf, MERCHANT } from '../../server/src/demo/ids.ts';
import { AS, expect, expectInPortal, test, type TPortalSession } from '../support/fixtures.ts';
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
  { route: 'results', url: 'results', as: AS.store },
  // Every report is the same viewer (screens.ts spreads the catalogue's paths): one stands for all of them.
  { route: 'results/operations/location', url: 'results/operations/location', as: AS.store },
  { route: 'results/posTrans', url: 'results/posTrans', as: AS.store },
  { route: 'results/schedules', url: 'results/schedules', as: AS.store },
  { route: 'menu/itemAvailability', url: 'menu/itemAvailability', as: AS.store },
  { route: 'menu/loyaltytierpricing', url: 'menu/loyaltytierpricing', as: AS.store },
  { route: 'menu/categoriesoritems', url: 'menu/categoriesoritems', as: AS.store },
  { route: 'menu/categoriesoritems/categories', url: 'menu/categoriesoritems/categories', as: AS.store },
  { route: 'menu/categoriesoritems/items', url: 'menu/categoriesoritems/items', as: AS.store },
  {
    route: 'menu/categoriesoritems/items/:itemId',
    url: `menu/categoriesoritems/items/${CORNER_CAFE_ITEM}`,
    as: AS.store,
  },
  { route: 'menu/discounts', url: 'menu/discounts', as: AS.store },
  {
    route: 'menu/discounts/:discountId',
    url: `menu/discounts/${discountIdOf(MERCHANT.cornerCafe, DISCOUNT.happyHour)}`,
    as: AS.store,
  },
  { route: 'settings/changelog', url: 'settings/changelog', as: AS.store },
  { route: 'mystore/activitysummary', url: 'mystore/activitysummary', as: AS.store },
  { route: 'mystore/salesdashboard', url: 'mystore/salesdashboard', as: AS.companyAllStores },
  { route: 'howtopay', url: 'howtopay', as: AS.store },
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

/** Waits until the screen has its content: the shell, a heading or frame in main, and no loading indicator. */
async function openScreen(page: Page, url: string) {
  await page.goto(`${BASE}${url ? `/${url}` : ''}`);
  await expectInPortal(page);
  await expect(page.getByRole('main').locator('h1, iframe').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The page's own horizontal overflow, and the user menu button's right edge. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    userMenuRight: document.querySelector('header [aria-haspopup="menu"]')?.getBoundingClientRect().right ?? Infinity,
  }));

for (const screen of SCREENS) {
  test.describe(() => {
    test.use({ signedInAs: screen.as, viewport: { width: PHONE, height: 844 } });

    test(`${screen.route || 'home'}: no sideways scroll at ${[PHONE, ...OTHER_WIDTHS].join(', ')} px`, async ({
      page,
      checkA11y,
    }) => {
      await openScreen(page, screen.url);
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
      // The menu's Log off is reachable on the phone, not only present.
      await page.setViewportSize({ width: PHONE, height: 844 });
      await page.getByRole('banner').getByRole('button', { name: L.portal.userMenu }).click();
      await expect(page.getByRole('menuitem', { name: L.portal.logOff, exact: true })).toBeInViewport();
      await page.keyboard.press('Escape');
    });
  });
}

test.describe(() => {
  test.use({ signedInAs: AS.store, viewport: { width: PHONE, height: 844 } });

  test('below the small breakpoint a dialog takes the whole screen', async ({ page, checkA11y }) => {
    await openScreen(page, 'menu/categoriesoritems/categories');
    await page.getByRole('button', { name: t('categoriesItems.categories.add'), exact: true }).click();
    const add = page.getByRole('dialog', { name: t('categoriesItems.categoryDialog.addTitle'), exact: true });
    await expect(add).toBeVisible();
    await expect.poll(async () => add.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE, height: 844 });
    await checkA11y();
  });
});

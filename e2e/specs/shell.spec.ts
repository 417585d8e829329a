import { L } from '../support/labels.ts';
import {
  AS,
  dialog,
  expect,
  expectInPortal,
  expectOnLoginPage,
  openPortal,
  openUserMenuItem,
  signIn,
  test,
} from '../support/fixtures.ts';

test.use({ signedInAs: AS.store });

test('1280 wide: permanent side navigation with its entries, no hamburger', async ({ page }) => {
  await openPortal(page);
  const nav = page.getByRole('navigation', { name: L.nav.label, exact: true });
  await expect(nav).toBeVisible();
  for (const entry of L.nav.storeUserEntries)
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  for (const entry of L.nav.storeUserHidden)
    await expect(page.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  // Corner Cafe is not product type 6, so the section is called Inventory, not Menu.
  await expect(nav.getByRole('link', { name: L.nav.inventory, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: L.nav.menu, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: L.portal.openNavigation })).toHaveCount(0);
  // Navigating keeps the drawer open (permanent) and marks the current section.
  await nav.getByRole('link', { name: L.nav.results, exact: true }).click();
  await expect(page).toHaveURL(/\/Portal\/NewIndex\/results/);
  await expect(nav.getByRole('link', { name: L.nav.results, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav).toBeVisible();
});

test('800 wide: hamburger opens a temporary drawer; section title from the path', async ({ page, checkA11y }) => {
  await openPortal(page);
  await page.setViewportSize({ width: 800, height: 900 });
  const hamburger = page.getByRole('button', { name: L.portal.openNavigation, exact: true });
  const nav = page.getByRole('navigation', { name: L.nav.label, exact: true });
  await expect(hamburger).toBeVisible();
  await expect(nav).toBeHidden();
  await hamburger.click();
  await expect(nav).toBeVisible();
  await checkA11y({ expectModal: false });
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();

  await page.goto(L.nav.menuSectionPath);
  await expectInPortal(page);
  await expect(page.getByRole('banner').getByText(L.nav.inventory, { exact: true })).toBeVisible();
  // A link in the temporary drawer closes it after navigating.
  await hamburger.click();
  await nav.getByRole('link', { name: L.nav.customers, exact: true }).click();
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/\/Portal\/NewIndex\/customers/);
  await expect(page.getByRole('banner').getByText(L.nav.customers, { exact: true })).toBeVisible();
});

test('a screen that is not built yet shows the not-available page', async ({ page }) => {
  await openPortal(page, L.nav.unbuiltPath);
  await expect(page.getByRole('heading', { level: 1, name: L.nav.unbuiltName })).toBeVisible();
  await expect(page.getByText(L.portal.notAvailable(L.nav.unbuiltName))).toBeVisible();
  await expect(dialog(page, /HTTP:/)).toHaveCount(0);
});

test('a route the rules hide redirects home instead of showing the page', async ({ page }) => {
  await openPortal(page, L.nav.hiddenPath);
  await expect(page.getByRole('heading', { level: 1, name: L.portal.homeTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/Portal\/NewIndex$/);
  await expect(page.getByRole('heading', { name: L.nav.hiddenName })).toHaveCount(0);
  await expect(dialog(page, /HTTP:/)).toHaveCount(0);
});

// Logging off ends the session: one of its own, signed in through the form.
test.describe(() => {
  test.use({ signedInAs: null });

  test('log off returns to the login page and the portal then bounces to it', async ({ page }) => {
    await signIn(page, 'store');
    await expectInPortal(page);
    const logOff = page.waitForRequest((request) => new URL(request.url()).pathname === '/Account/LogOff');
    await openUserMenuItem(page, L.portal.logOff);
    await expectOnLoginPage(page);
    // A POST with the session's CSRF token: a link or an image on another site cannot end the session.
    const request = await logOff;
    expect(request.method()).toBe('POST');
    expect(request.headers()['x-csrf-token']).toBeTruthy();
    expect((await request.response())?.status()).toBe(200);
    await page.goto('/Portal/NewIndex');
    await expectOnLoginPage(page);
    await expect(page).toHaveURL(/ReturnUrl=/);
  });
});

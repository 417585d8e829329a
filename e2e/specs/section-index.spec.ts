import type { Page } from '@playwright/test';
import { AS, dialog, expect, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';
import { L } from '../support/labels.ts';

// Issue 14 §3, no dead ends: a section entry opens the index of its pages (working ones as links), Home offers only
// working shortcuts, and a legacy page the installation does not include speaks to the merchant.

const BASE = '/Portal/NewIndex';

test.use({ signedInAs: AS.store });

/** The portal as a server without LEGACY_ORIGIN serves it: the suite's server frames a legacy fixture. */
async function withoutLegacyBackOffice(page: Page) {
  await page.route('**/Portal/GetPortalData', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), legacyOrigin: null } });
  });
}

test('Employees opens its index; its working pages open from there', async ({ page, checkA11y }) => {
  await openPortal(page);
  const nav = page.getByRole('navigation', { name: L.nav.label, exact: true });
  await nav.getByRole('link', { name: t('portal.nav.employees'), exact: true }).click();
  await expect(page).toHaveURL(`${BASE}/employees`);
  await expect(page.getByRole('heading', { level: 1, name: t('portal.nav.employees') })).toBeVisible();
  const available = page.getByRole('list', { name: t('portal.sectionIndex.available') });
  await expect(available).toContainText(t('portal.about.menu.employees.employees'));
  await expect(available).toContainText(t('portal.about.menu.employees.userroles'));
  // Every Employees page Corner Cafe's owner may open is built: nothing is listed as still to come.
  await expect(page.getByRole('list', { name: t('portal.sectionIndex.later') })).toHaveCount(0);
  await expect(page.getByText(/not available yet/)).toHaveCount(0);
  await checkA11y({ expectModal: false });
  await available.getByRole('link', { name: new RegExp(t('portal.menu.employees.userroles')) }).click();
  await expect(page).toHaveURL(`${BASE}/employees/userroles`);
  await expect(page.getByRole('heading', { level: 1, name: t('userRoles.matrix.title') })).toBeVisible();
});

test('Inventory lists its screens first, each link working', async ({ page }) => {
  await openPortal(page, `${BASE}/menu`);
  const available = page.getByRole('list', { name: t('portal.sectionIndex.available') });
  await expect(available.getByRole('link').first()).toContainText(t('portal.menu.menu.categoriesoritems'));
  await available.getByRole('link', { name: new RegExp(t('portal.menu.menu.discounts')) }).click();
  await expect(page).toHaveURL(`${BASE}/menu/discounts`);
  await expect(dialog(page, /HTTP:/)).toHaveCount(0);
});

test('Home shows the working shortcuts, not the side navigation again', async ({ page }) => {
  await openPortal(page);
  const main = page.getByRole('main');
  for (const id of ['findTicket', 'outOfStock', 'editMenu', 'discounts'])
    await expect(main.getByRole('link', { name: new RegExp(t(`portal.home.shortcut.${id}.title`)) })).toBeVisible();
  await expect(main.getByRole('link', { name: t('portal.nav.customers'), exact: true })).toHaveCount(0);
  await main.getByRole('link', { name: new RegExp(t('portal.home.shortcut.findTicket.title')) }).click();
  await expect(page).toHaveURL(`${BASE}/results/posTrans`);
});

test('without a legacy back office a legacy page says what it is for and leads back', async ({ page, checkA11y }) => {
  await withoutLegacyBackOffice(page);
  await openPortal(page, `${BASE}/account/overview`);
  const name = `${t('portal.nav.account')}: ${t('portal.menu.account.overview')}`;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(t('portal.about.menu.account.overview'))).toBeVisible();
  await expect(page.getByText(t('legacyFrame.notIncluded.message', { page: name }))).toBeVisible();
  await expect(page.getByText(/LEGACY_ORIGIN/)).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await checkA11y({ expectModal: false });
  await page.getByRole('link', { name: t('portal.placeholder.backTo', { page: t('portal.nav.account') }) }).click();
  await expect(page).toHaveURL(`${BASE}/account`);
  // My Account's pages are all legacy: none is offered as a link here.
  await expect(page.getByText(t('portal.sectionIndex.noneAvailable'))).toBeVisible();
});

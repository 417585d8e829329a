import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, dialog, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Site branding. Corner Cafe's owner finds its brand, Cafe Warm, on its one store; adds a brand,
 * is told about a name over 20 characters, fixes it, picks a font and a yellow on which white text fails WCAG AA (the
 * preview warns until black is chosen), tries the RGB fields' clamping, takes the store from Cafe Warm, saves,
 * reloads to find it all, discards an edit, deletes the brand (back to the first tab) and gives the store back to
 * Cafe Warm (the demo as seeded). The Reports Viewer (no edit permission) sees the brands read-only.
 */
const PATH = '/Portal/NewIndex/onlineordering/sitebranding';
const DEMO_BRAND = 'Cafe Warm';
const NAME = 'E2E Brand';
const STORE = /Corner Cafe/;
const k = (key: string, options?: Record<string, string | number>) => t(`siteBranding.${key}`, options);
const button = (page: Page, key: string) => page.getByRole('button', { name: k(key), exact: true });
const nameField = (page: Page) => page.getByRole('textbox', { name: k('name') });
const brandTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const sitesField = (page: Page) => page.getByRole('combobox', { name: k('sites.label') });
const hexField = (page: Page) => page.getByTestId('brand-color-hex');
const contrastWarning = (page: Page) => page.getByTestId('brand-contrast-warning');
const isCall = (name: string) => (body: string | null) => (body ?? '').includes(name);

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(brandTab(page, DEMO_BRAND)).toBeVisible();
}

/** The response of the next call of `operation`, checked to carry no GraphQL error. */
async function answered(page: Page, operation: string, act: () => Promise<void>) {
  const done = page.waitForResponse((r) => r.url().endsWith('/graphql') && isCall(operation)(r.request().postData()));
  await act();
  expect((await (await done).json()).errors).toBeUndefined();
}

/** Ticks or unticks the store in the open tab's sites. */
async function toggleStore(page: Page) {
  await sitesField(page).click();
  await page.getByRole('option', { name: STORE }).click();
  await page.keyboard.press('Escape');
}

async function deleteBrand(page: Page, name: string) {
  await brandTab(page, name).click();
  await button(page, 'deleteBrand').click();
  await expect(dialog(page, k('deleteTitle'))).toBeVisible();
  await answered(page, 'deleteSiteBrandById', () =>
    dialog(page, k('deleteTitle'))
      .getByRole('button', { name: k('deleteConfirm') })
      .click(),
  );
  await expect(brandTab(page, name)).toHaveCount(0);
}

/** Cafe Warm has the store again, as the demo seeds it (a run that failed half-way may have left it without). */
async function restoreDemo(page: Page) {
  if ((await brandTab(page, NAME).count()) > 0) await deleteBrand(page, NAME);
  await brandTab(page, DEMO_BRAND).click();
  if (await page.getByText(k('sites.count', { count: 0, total: 1 }), { exact: true }).isVisible()) {
    await toggleStore(page);
    await answered(page, 'assignSitesToSiteBrand', () => button(page, 'save').click());
  }
  await expect(page.getByText(k('sites.count', { count: 1, total: 1 }), { exact: true })).toBeVisible();
}

test.describe('Corner Cafe', () => {
  test.use({ signedInAs: AS.store });

  test('add a brand, a name error, colours and contrast, save, reload, discard, delete', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page);
    await restoreDemo(page);
    await expect(nameField(page)).toHaveValue(DEMO_BRAND);
    await expect(page.getByText(k('counter', { count: DEMO_BRAND.length, max: 20 }), { exact: true })).toBeVisible();

    await button(page, 'addBrand').click();
    await expect(brandTab(page, 'Brand 2')).toHaveAttribute('aria-selected', 'true');
    await expect(nameField(page)).toHaveValue('Brand 2');
    await expect(hexField(page)).toHaveValue('#0f235f');
    await nameField(page).fill('A brand name too long');
    await expect(page.getByText(t('siteBranding.errors.nameLength'), { exact: true })).toBeVisible();
    await button(page, 'save').click();
    await expect(button(page, 'save')).toBeEnabled();
    await checkA11y({ state: 'field error', expectModal: false });

    await nameField(page).fill(NAME);
    await page.getByRole('combobox', { name: k('font') }).click();
    await page.getByRole('option', { name: 'Lato', exact: true }).click();
    // Spec 3 §5: # and up to 6 hex digits; white text on this yellow fails AA, black passes.
    await hexField(page).fill('#ffeb3b99');
    await expect(hexField(page)).toHaveValue('#ffeb3b');
    // The preview shows the failing pair on purpose (axe would rightly flag it): the page is judged once it passes.
    await expect(contrastWarning(page)).toBeVisible();
    await page.getByRole('radio', { name: k('buttonTextColors.black') }).check();
    await expect(contrastWarning(page)).toHaveCount(0);
    await checkA11y({ state: 'black button text', expectModal: false });
    await page.getByRole('button', { name: k('color.modes.rgb'), exact: true }).click();
    const red = page.getByTestId('brand-color-r');
    await expect(red).toHaveValue('255');
    await red.fill('300');
    await red.blur();
    await expect(red).toHaveValue('255');
    const blue = page.getByTestId('brand-color-b');
    await blue.fill('x');
    await blue.blur();
    await expect(blue).toHaveValue('0');
    await page.getByRole('button', { name: k('color.modes.hex'), exact: true }).click();
    await expect(hexField(page)).toHaveValue('#ffeb00');

    // The store is Cafe Warm's: taking it moves it.
    await sitesField(page).click();
    await expect(page.getByRole('option', { name: STORE })).toContainText(DEMO_BRAND);
    await page.getByRole('option', { name: STORE }).click();
    await page.keyboard.press('Escape');
    const created = page.waitForResponse((r) => isCall('createSiteBrand')(r.request().postData()));
    await answered(page, 'assignSitesToSiteBrand', () => button(page, 'save').click());
    expect((await (await created).json()).errors).toBeUndefined();
    await expect(page.getByRole('alert').filter({ hasText: k('saved') })).toBeVisible();
    await expect(button(page, 'save')).toBeDisabled();

    await page.reload();
    await brandTab(page, NAME).click();
    await expect(nameField(page)).toHaveValue(NAME);
    await expect(page.getByRole('combobox', { name: k('font') })).toHaveText('Lato');
    await expect(hexField(page)).toHaveValue('#ffeb00');
    await expect(page.getByRole('radio', { name: k('buttonTextColors.black') })).toBeChecked();
    await expect(page.getByText(k('sites.count', { count: 1, total: 1 }), { exact: true })).toBeVisible();
    await expect(page.getByTestId('brand-preview')).toContainText(t('siteBranding.preview.fifteenMinutes'));
    await brandTab(page, DEMO_BRAND).click();
    await expect(page.getByText(k('sites.count', { count: 0, total: 1 }), { exact: true })).toBeVisible();

    // Discard reads the brands again.
    await nameField(page).fill('Changed');
    await button(page, 'discard').click();
    await expect(nameField(page)).toHaveValue(DEMO_BRAND);

    await button(page, 'deleteBrand').click();
    await checkA11y({ state: 'delete confirmation' });
    await dialog(page, k('deleteTitle'))
      .getByRole('button', { name: k('cancel') })
      .click();
    await deleteBrand(page, NAME);
    // Spec 3 §4: back to the first tab.
    await expect(brandTab(page, DEMO_BRAND)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab')).toHaveText([DEMO_BRAND]);
    await restoreDemo(page);
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees the brands read-only and why', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(t('onlineOrdering.readOnlyNotice'), { exact: true })).toBeVisible();
    await expect(nameField(page)).toBeDisabled();
    await expect(hexField(page)).toBeDisabled();
    await expect(button(page, 'save')).toHaveCount(0);
    await expect(button(page, 'addBrand')).toHaveCount(0);
    await expect(button(page, 'deleteBrand')).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

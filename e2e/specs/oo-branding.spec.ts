import type { Page } from '@playwright/test';
import {
  BRANDING_CONFIGURATION_SETTINGS_ID,
  BRANDING_KEY,
  BRANDING_PATH,
} from '../../contracts/src/online-ordering/branding.ts';
import { t } from '../support/i18n.ts';
import { png } from '../support/png.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Branding. Corner Cafe's owner meets the type refusals (a .gif and an .svg), picks a PNG, crops
 * it, discards it, picks it again, saves it over the demo logo (a replace), finds it after a reload and puts the demo
 * logo back; Demo Bistro Group's company view, without images, crops a banner and discards it; the Reports Viewer
 * sees the logo read-only.
 */
const PATH = '/Portal/NewIndex/onlineordering/branding';
const k = (key: string, options?: Record<string, string | number>) => t(`branding.${key}`, options);
const LOGO = k('logo.name');
const BANNER = k('banner.name');
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const discardButton = (page: Page) => page.getByRole('button', { name: k('discard'), exact: true });
const chooser = (page: Page, name: string) => page.getByLabel(k('chooseFile', { name }), { exact: true });
const current = (page: Page, name: string) => page.getByRole('img', { name: k('currentAlt', { name }) });
const pending = (page: Page, name: string) => page.getByRole('img', { name: k('pendingAlt', { name }) });
const banner = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
}

/** Picks a file for the kind and applies the crop dialog's frame as it opens. */
async function pickAndCrop(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await chooser(page, name).setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: k('crop.title', { name }) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: k('crop.apply') }).click();
  await expect(dialog).toBeHidden();
  await expect(pending(page, name)).toBeVisible();
}

test.describe('store view', () => {
  test.use({ signedInAs: AS.store });

  test('refuses other types, crops, discards, saves over the demo logo, reloads', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(current(page, LOGO)).toBeVisible();
    const demoSrc = (await current(page, LOGO).getAttribute('src'))!;
    await expect(page.getByText(k('none', { name: BANNER }), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    for (const file of [
      { name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]) {
      await chooser(page, LOGO).setInputFiles(file);
      await expect(banner(page, k('errors.invalidType'))).toBeVisible();
      // The banner goes after 3 seconds.
      await expect(banner(page, k('errors.invalidType'))).toBeHidden({ timeout: 6000 });
    }
    await expect(saveButton(page)).toBeDisabled();

    const picture = { name: 'new-logo.png', mimeType: 'image/png', buffer: png(1600, 600) };
    await pickAndCrop(page, LOGO, picture);
    await checkA11y({ state: 'cropped, not saved', expectModal: false });
    await expect(saveButton(page)).toBeEnabled();
    await discardButton(page).click();
    await expect(pending(page, LOGO)).toHaveCount(0);
    await expect(saveButton(page)).toBeDisabled();

    await pickAndCrop(page, LOGO, picture);
    const done = page.waitForResponse((r) => new URL(r.url()).pathname === BRANDING_PATH.replace);
    await saveButton(page).click();
    const response = await done;
    expect(response.status()).toBe(200);
    const { entity } = (await response.json()) as { entity: { cdnUrl: string; fileName: string } };
    expect(entity.fileName).toBe('new-logo.png');
    await expect(banner(page, k('saved'))).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await expect(banner(page, k('saved'))).toBeHidden({ timeout: 6000 });

    await page.reload();
    await expect(current(page, LOGO)).toHaveAttribute('src', entity.cdnUrl);
    expect(entity.cdnUrl).not.toBe(demoSrc);

    await restoreDemoLogo(page, demoSrc);
    await page.reload();
    await expect(current(page, LOGO)).toHaveAttribute('src', demoSrc);
  });
});

/**
 * Puts Corner Cafe's demo logo back over the API: its own bytes replace the saved one, and the server's re-encoding
 * of them is the same image (the same content address).
 */
async function restoreDemoLogo(page: Page, demoSrc: string) {
  const csrf = await page.evaluate(() => localStorage.getItem('mp.csrfToken') ?? '');
  const bytes = await (await page.request.get(demoSrc)).body();
  const images = await page.request.post('/graphql', {
    data: { query: `{ getBrandingImages { logo { id } } }` },
    headers: { 'x-csrf-token': csrf },
  });
  const id = ((await images.json()) as { data: { getBrandingImages: { logo: { id: string } } } }).data.getBrandingImages
    .logo.id;
  const response = await page.request.post(BRANDING_PATH.replace, {
    multipart: {
      key: BRANDING_KEY.logo,
      configurationSettingsId: BRANDING_CONFIGURATION_SETTINGS_ID,
      imageId: id,
      imageFile: { name: 'corner-cafe-logo.png', mimeType: 'image/png', buffer: bytes },
    },
    headers: { 'x-csrf-token': csrf },
  });
  expect(response.status()).toBe(200);
}

test.describe('Demo Bistro Group', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('has no images yet; a cropped banner waits for Save and is discarded', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('none', { name: LOGO }), { exact: true })).toBeVisible();
    await expect(page.getByText(k('none', { name: BANNER }), { exact: true })).toBeVisible();
    await pickAndCrop(page, BANNER, { name: 'banner.jpg', mimeType: 'image/png', buffer: png(2000, 400) });
    await expect(page.getByText(k('pendingNew', { name: BANNER }), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeEnabled();
    await checkA11y({ expectModal: false });
    await discardButton(page).click();
    await expect(page.getByText(k('none', { name: BANNER }), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees the logo read-only and why', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(t('onlineOrdering.readOnlyNotice'), { exact: true })).toBeVisible();
    await expect(current(page, LOGO)).toBeVisible();
    await expect(chooser(page, LOGO)).toHaveCount(0);
    await expect(saveButton(page)).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

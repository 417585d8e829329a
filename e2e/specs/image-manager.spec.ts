import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { png } from '../support/png.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Settings → Image manager. Demo Bistro Group's Riverside store (a store of a two-store company) has no display image
 * of its own: the spec uploads one made here, sees it after a reload at half opacity, meets the too-small refusal and
 * deletes it again, so the demo is as seeded. Harbor Bank Deli has the image flags off and never reaches the page.
 */
const PATH = '/Portal/NewIndex/settings/imagemanager';
const k = (key: string, values?: Record<string, string>) => t(`imageManager.${key}`, values);
const OVERRIDE = k('customerDisplayImageOverride.title');

const overrideSection = (page: Page) => page.getByRole('region', { name: OVERRIDE });
const overrideInput = (page: Page) => page.getByLabel(k('chooseFile', { name: OVERRIDE }), { exact: true });
const overridePreview = (page: Page) => page.getByRole('img', { name: k('preview', { name: OVERRIDE }) });
const isUpdate = (url: string) => new URL(url).pathname === '/ImageManager/UpdateImageManager';

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(overrideSection(page)).toBeVisible();
}

test.describe('a store of Demo Bistro Group', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test('uploads its own display image, keeps it over a reload, refuses a small one and deletes it', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page);
    // The company's images are shown read-only here, the logo with its note.
    await expect(page.getByText(k('logoNote'), { exact: true })).toBeVisible();
    await expect(page.getByText(k('companyViewNote'), { exact: true }).first()).toBeVisible();
    await expect(overrideSection(page).getByText(k('noImage'), { exact: true })).toBeVisible();
    await checkA11y({ expectModal: false });

    await overrideInput(page).setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(800, 500) });
    await expect(overrideSection(page).getByText(k('errors.displayTooSmall'), { exact: true })).toBeVisible();
    await checkA11y({ state: 'upload refused', expectModal: false });

    const saved = page.waitForResponse((r) => isUpdate(r.url()));
    await overrideInput(page).setInputFiles({ name: 'riverside.png', mimeType: 'image/png', buffer: png(1024, 600) });
    expect((await saved).status()).toBe(200);
    await expect(overridePreview(page)).toBeVisible();
    const src = await overridePreview(page).getAttribute('src');
    expect(src).toMatch(/^\/ImageManager\/Image\/[0-9a-f]{64}$/);

    await page.reload();
    await expect(overridePreview(page)).toHaveAttribute('src', src!);
    await expect(overridePreview(page)).toHaveCSS('opacity', '0.5');
    await expect(overrideInput(page)).toBeDisabled();

    await overrideSection(page)
      .getByRole('button', { name: k('delete'), exact: true })
      .click();
    const confirm = page.getByRole('dialog', { name: k('deleteTitle', { name: OVERRIDE }) });
    await expect(confirm).toBeVisible();
    await checkA11y();
    const deleted = page.waitForResponse((r) => isUpdate(r.url()));
    await confirm.getByRole('button', { name: k('delete'), exact: true }).click();
    expect((await deleted).status()).toBe(200);
    await expect(overrideSection(page).getByText(k('noImage'), { exact: true })).toBeVisible();
    await page.reload();
    await expect(overrideSection(page).getByText(k('noImage'), { exact: true })).toBeVisible();
    await expect(overrideInput(page)).toBeEnabled();
  });
});

test.describe('a merchant with the image flags off', () => {
  test.use({ signedInAs: AS.bankstore });

  test('never reaches the page: the guard sends it home', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).not.toHaveURL(/settings\/imagemanager/);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toHaveCount(0);
  });
});

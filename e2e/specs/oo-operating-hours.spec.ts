import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Store operating hours (spec 3 §2.4, §4, §5, §8). Corner Cafe's owner sees the seeded week, meets
 * the same-day overlap (Save blocked), changes Monday's close, saves, reloads to find it saved and puts the demo
 * back; Demo Bistro's company view gets the store-view warning.
 */
const PATH = '/Portal/NewIndex/onlineordering/operatinghours';
const k = (key: string, options?: Record<string, string | number>) =>
  t(`onlineOrdering.operatingHours.${key}`, options);
const closes = (page: Page, day: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${k('closesLabel', { day })}`) });
const save = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });

async function choose(page: Page, day: string, option: string) {
  await closes(page, day).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => new URL(r.url()).pathname === '/graphql' && r.request().method() === 'POST');
  await save(page).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(save(page)).toBeDisabled();
}

test.describe('a single-store merchant', () => {
  test.use({ signedInAs: AS.store });

  test('load, an overlap, edit, save, reload shows the saved week', async ({ page, checkA11y }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(8);
    await expect(closes(page, 'Monday')).toHaveText('7:00 PM');
    await expect(closes(page, 'Sunday')).toHaveText('3:00 PM');
    await expect(save(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    await choose(page, 'Tuesday', '6:00 AM');
    await expect(
      page.getByText(t('onlineOrdering.operatingHours.errors.overlapSameDay', { day: 'Tuesday' }), { exact: true }),
    ).toBeVisible();
    await expect(save(page)).toBeDisabled();
    await checkA11y({ state: 'overlap alert', expectModal: false });
    await page.getByRole('button', { name: k('discard'), exact: true }).click();
    await expect(closes(page, 'Tuesday')).toHaveText('7:00 PM');

    await choose(page, 'Monday', '8:30 PM');
    await saveAndWait(page);
    await page.reload();
    await expect(closes(page, 'Monday')).toHaveText('8:30 PM');

    // The demo as seeded again.
    await choose(page, 'Monday', '7:00 PM');
    await saveAndWait(page);
  });
});

test.describe('the company view of several stores', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('gets the store-view warning instead of the table', async ({ page, checkA11y }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await expect(page.getByText(t('onlineOrdering.operatingHours.errors.storeView'), { exact: true })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

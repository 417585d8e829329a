import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';
import { showStoreOffline } from '../support/online-ordering.ts';

/**
 * Online ordering → Store operating hours (spec 3 §2.4, §4, §5, §8). Corner Cafe's owner sees the seeded week, meets
 * the same-day overlap (Save blocked), changes Monday's close, saves, reloads to find it saved and puts the demo
 * back; times come in 30-minute steps and can be typed as hh:mm AM/PM; offline, the week is read-only. Demo Bistro's
 * company view shows the default week greyed under the store-view warning, without Save or Discard.
 */
const PATH = '/Portal/NewIndex/onlineordering/operatinghours';
const k = (key: string, options?: Record<string, string | number>) =>
  t(`onlineOrdering.operatingHours.${key}`, options);
const closes = (page: Page, day: string) =>
  page.getByRole('combobox', { name: k('closesLabel', { day }), exact: true });
const opens = (page: Page, day: string) => page.getByRole('combobox', { name: k('opensLabel', { day }), exact: true });
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
    await expect(closes(page, 'Monday')).toHaveValue('7:00 PM');
    await expect(closes(page, 'Sunday')).toHaveValue('3:00 PM');
    await expect(save(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    await choose(page, 'Tuesday', '6:00 AM');
    await expect(
      page.getByText(t('onlineOrdering.operatingHours.errors.overlapSameDay', { day: 'Tuesday' }), { exact: true }),
    ).toBeVisible();
    await expect(save(page)).toBeDisabled();
    await checkA11y({ state: 'overlap alert', expectModal: false });
    await page.getByRole('button', { name: k('discard'), exact: true }).click();
    await expect(closes(page, 'Tuesday')).toHaveValue('7:00 PM');

    await choose(page, 'Monday', '8:30 PM');
    await saveAndWait(page);
    await page.reload();
    await expect(closes(page, 'Monday')).toHaveValue('8:30 PM');

    // The demo as seeded again.
    await choose(page, 'Monday', '7:00 PM');
    await saveAndWait(page);
  });

  test('times in 30-minute steps; a typed hh:mm AM/PM is taken, a bad one refused at the field', async ({ page }) => {
    await openPortal(page, PATH);
    await opens(page, 'Wednesday').click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option')).toHaveCount(48);
    await expect(listbox.getByRole('option', { name: '9:30 AM', exact: true })).toBeVisible();
    await expect(listbox.getByRole('option', { name: '9:15 AM', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await closes(page, 'Wednesday').fill('7:75 PM');
    await closes(page, 'Wednesday').press('Tab');
    await expect(page.getByText(t('onlineOrdering.time.typedError'), { exact: true })).toBeVisible();
    await expect(closes(page, 'Wednesday')).toHaveAttribute('aria-invalid', 'true');

    await closes(page, 'Wednesday').fill('9:15 pm');
    await closes(page, 'Wednesday').press('Tab');
    await expect(closes(page, 'Wednesday')).toHaveValue('9:15 PM');
    await expect(page.getByText(t('onlineOrdering.time.typedError'), { exact: true })).toHaveCount(0);
    await saveAndWait(page);
    await page.reload();
    await expect(closes(page, 'Wednesday')).toHaveValue('9:15 PM');

    // The demo as seeded again.
    await closes(page, 'Wednesday').fill('7:00 PM');
    await closes(page, 'Wednesday').press('Enter');
    await saveAndWait(page);
  });

  test('while the store is offline the week is read-only with the StoreOffline warning', async ({ page }) => {
    await showStoreOffline(page);
    await openPortal(page, PATH);
    await expect(page.getByText(k('errors.storeOffline'), { exact: true })).toBeVisible();
    await expect(closes(page, 'Monday')).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: k('closedLabel', { day: 'Monday' }) })).toBeDisabled();
    await expect(save(page)).toBeDisabled();
  });
});

test.describe('the company view of several stores', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('shows the default week greyed under the store-view warning, without Save or Discard', async ({
    page,
    checkA11y,
  }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await expect(page.getByText(t('onlineOrdering.storeView'), { exact: true })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(8);
    await expect(opens(page, 'Monday')).toHaveValue('12:00 AM');
    await expect(opens(page, 'Monday')).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: k('closedLabel', { day: 'Monday' }) })).toBeDisabled();
    await expect(save(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: k('discard'), exact: true })).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

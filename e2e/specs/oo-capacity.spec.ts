import type { Page } from '@playwright/test';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';
import { t } from '../support/i18n.ts';

/**
 * Online ordering → Ordering capacity (spec 3 §2.4, issue 19). Corner Cafe's owner sees the seeded lunch and dinner
 * intervals, meets the conflict error, adds a Sunday interval, saves, reloads to find it and deletes it again; an
 * edit is discarded through the confirmation; a grid row's times out of order block Save; two more intervals a day
 * page the grid (25 rows a page) and an edit on page 2 survives a visit to page 1. Corner Cafe's viewer sees it
 * read-only; Demo Bistro's company view of several stores gets the StoreView warning over the greyed grid of an empty
 * week; its Riverside store, which has no settings, gets them created on first visit.
 */
const PATH = '/Portal/NewIndex/onlineordering/capacitymanagement';
const k = (key: string) => t(`capacity.${key}`);
const cell = (page: Page, what: string, day: string, index: number) =>
  page.getByLabel(`${k(`columns.${what}`)}, ${k(`weekdays.${day}`)} interval ${index}`, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const isGraphql = (page: Page, operation: string) =>
  page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/graphql' && (r.request().postData() ?? '').includes(operation),
  );

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
}

async function addInterval(page: Page, days: readonly string[], from: string, until: string, max: string) {
  await button(page, k('addInterval')).click();
  for (const day of days) await button(page, k(`weekdays.${day}`)).click();
  await page.getByTestId('capacity-from').selectOption(from);
  await page.getByTestId('capacity-until').selectOption(until);
  await page.getByTestId('capacity-max').fill(max);
  await button(page, k('drawer.add')).click();
  await expect(page.getByRole('heading', { level: 2, name: k('drawer.title') })).toBeHidden();
}

async function saveAndWait(page: Page) {
  const done = isGraphql(page, 'updateCapacitySettings');
  await button(page, k('save')).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(button(page, k('save'))).toBeDisabled();
}

test.describe("Corner Cafe's owner", () => {
  test.use({ signedInAs: AS.store });

  test('load, a conflict, add an interval, save, reload, delete it again', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(cell(page, 'maxOrders', 'monday', 1)).toHaveValue('12');
    await expect(cell(page, 'from', 'monday', 2)).toHaveValue('17:00');
    await expect(button(page, k('save'))).toBeDisabled();
    await expect(page.getByTestId('next-available-times').getByRole('listitem').first()).toBeVisible();
    await checkA11y({ expectModal: false });

    await button(page, k('addInterval')).click();
    await expect(page.getByRole('heading', { level: 2, name: k('drawer.title') })).toBeVisible();
    await button(page, k('weekdays.monday')).click();
    await button(page, k('weekdays.tuesday')).click();
    await page.getByTestId('capacity-from').selectOption('12:00');
    await page.getByTestId('capacity-until').selectOption('13:00');
    await page.getByTestId('capacity-max').fill('5');
    await button(page, k('drawer.add')).click();
    await expect(page.getByTestId('capacity-days-error')).toHaveText(
      'The interval overlaps existing intervals on Monday, Tuesday.',
    );
    await checkA11y({ state: 'add interval conflict', expectModal: false });

    await button(page, k('weekdays.monday')).click();
    await button(page, k('weekdays.tuesday')).click();
    await button(page, k('weekdays.sunday')).click();
    await page.getByTestId('capacity-from').selectOption('15:00');
    await page.getByTestId('capacity-until').selectOption('16:00');
    await button(page, k('drawer.add')).click();
    await expect(page.getByTestId('capacity-added')).toContainText('Intervals added for Sunday.');
    await expect(cell(page, 'from', 'sunday', 2)).toHaveValue('15:00');
    await saveAndWait(page);

    await page.reload();
    await expect(cell(page, 'from', 'sunday', 2)).toHaveValue('15:00');
    await expect(cell(page, 'maxOrders', 'sunday', 2)).toHaveValue('5');

    // The demo as seeded again.
    await cell(page, 'delete', 'sunday', 2).check();
    await saveAndWait(page);
    await expect(cell(page, 'from', 'sunday', 2)).toHaveCount(0);
  });

  test('an edit is discarded through the confirmation; times out of order block Save', async ({ page, checkA11y }) => {
    await openScreen(page);
    await cell(page, 'maxOrders', 'monday', 1).fill('30');
    await expect(button(page, k('save'))).toBeEnabled();
    await button(page, k('discard')).click();
    await expect(page.getByRole('dialog', { name: k('discardDialog.title') })).toBeVisible();
    await checkA11y();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('discardDialog.discard'), exact: true })
      .click();
    await expect(cell(page, 'maxOrders', 'monday', 1)).toHaveValue('12');
    await expect(button(page, k('save'))).toBeDisabled();

    await cell(page, 'until', 'monday', 1).selectOption('10:00');
    await expect(page.getByText(t('capacity.errors.time'), { exact: true })).toBeVisible();
    await expect(button(page, k('save'))).toBeDisabled();
    await checkA11y({ state: 'row error', expectModal: false });
    await button(page, k('discard')).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('discardDialog.discard'), exact: true })
      .click();
    await expect(cell(page, 'until', 'monday', 1)).toHaveValue('14:00');
  });
});

test.describe("Corner Cafe's owner, with more intervals than a page holds", () => {
  test.use({ signedInAs: AS.store });

  test('pages the grid at 25 rows; an edit on page 2 survives page 1; Discard puts it back', async ({ page }) => {
    const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const pager = page.getByTestId('capacity-pager');
    await openScreen(page);
    await expect(page.getByTestId('capacity-row')).toHaveCount(13);
    await expect(pager).toContainText('1–13 of 13');

    // 13 seeded rows and two more a day: 27 rows, Sunday's last two on page 2. Nothing is saved.
    await addInterval(page, WEEK, '08:00', '09:00', '5');
    await addInterval(page, WEEK, '15:00', '16:00', '6');
    await expect(pager).toContainText('1–25 of 27');
    await expect(page.getByTestId('capacity-row')).toHaveCount(25);
    await expect(cell(page, 'maxOrders', 'sunday', 1)).toHaveValue('5');
    await expect(cell(page, 'maxOrders', 'sunday', 2)).toHaveCount(0);

    await pager.getByRole('button', { name: t('common.table.nextPage'), exact: true }).click();
    await expect(pager).toContainText('26–27 of 27');
    await expect(cell(page, 'maxOrders', 'sunday', 2)).toHaveValue('10');
    await cell(page, 'maxOrders', 'sunday', 2).fill('11');
    await pager.getByRole('button', { name: t('common.table.previousPage'), exact: true }).click();
    await expect(cell(page, 'maxOrders', 'sunday', 2)).toHaveCount(0);
    await expect(cell(page, 'maxOrders', 'monday', 2)).toHaveValue('12');
    await pager.getByRole('button', { name: t('common.table.nextPage'), exact: true }).click();
    await expect(cell(page, 'maxOrders', 'sunday', 2)).toHaveValue('11');
    await expect(button(page, k('save'))).toBeEnabled();

    await button(page, k('discard')).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: k('discardDialog.discard'), exact: true })
      .click();
    await expect(pager).toContainText('1–13 of 13');
    await expect(cell(page, 'maxOrders', 'sunday', 1)).toHaveValue('10');
    await expect(button(page, k('save'))).toBeDisabled();
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees the intervals read-only', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('viewOnlyNotice'), { exact: true })).toBeVisible();
    await expect(cell(page, 'maxOrders', 'monday', 1)).toBeDisabled();
    await expect(button(page, k('save'))).toHaveCount(0);
    await expect(button(page, k('addInterval'))).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

test.describe('Demo Bistro Group', () => {
  test.describe('company view of several stores', () => {
    test.use({ signedInAs: AS.companyAllStores });

    test('gets the StoreView warning over the greyed grid, without Save or Discard', async ({ page, checkA11y }) => {
      await openScreen(page);
      await expect(page.getByTestId('store-view-notice')).toContainText(k('storeView'));
      const greyed = page.getByTestId('store-view-greyed');
      await expect(greyed).toHaveAttribute('disabled');
      await expect(greyed.getByTestId('capacity-grid')).toBeVisible();
      await expect(greyed.getByTestId('capacity-day-monday')).toContainText(
        t('capacity.intervalCount_other', { count: 0 }),
      );
      await expect(button(page, k('save'))).toHaveCount(0);
      await expect(button(page, k('discard'))).toHaveCount(0);
      await expect(button(page, k('addInterval'))).toHaveCount(0);
      await checkA11y({ expectModal: false });
    });
  });

  test.describe('Riverside, a store without settings', () => {
    test.use({ signedInAs: AS.companyAtRiverside });

    test('gets them created on first visit and proceeds', async ({ page }) => {
      await openScreen(page);
      await expect(page.getByTestId('capacity-grid')).toBeVisible();
      await expect(page.getByTestId('capacity-day-monday')).toBeVisible();
      await expect(button(page, k('addInterval'))).toBeEnabled();
      await expect(button(page, k('save'))).toBeDisabled();
    });
  });
});

import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';
import { showStoreOffline } from '../support/online-ordering.ts';

/**
 * Online ordering → Hours. Corner Cafe's owner sees the seeded order hours per mode (pickup and curbside, dine-in,
 * delivery), changes Monday's pickup closing, saves, reloads to find it saved and puts the demo back; a closing before
 * the opening shows its message and keeps Save off; special hours are added, kept over a reload and deleted after a
 * confirmation, on chosen days of the week. Times come in 15-minute steps and can be typed as hh:mm AM/PM; a failed
 * second call of Save (the buffers) keeps the user's values. Offline, the hours are read-only. Demo Bistro Riverside,
 * which has no order hours, gets a record created on the first read. Demo Bistro Group's company view shows the
 * default hours greyed under the StoreView warning; Corner Cafe's Reports Viewer sees the hours read-only.
 */
const PATH = '/Portal/NewIndex/onlineordering/hours';
const k = (key: string) => t(`orderHours.${key}`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A select's name is its label followed by the value it shows.
const combo = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) });
const closes = (page: Page, day: string) => page.getByRole('combobox', { name: `${day} closes`, exact: true });
const opens = (page: Page, day: string) => page.getByRole('combobox', { name: `${day} opens`, exact: true });
const button = (page: Page, key: string) => page.getByRole('button', { name: k(key), exact: true });
const isGraphql = (url: string) => new URL(url).pathname === '/graphql';

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function choose(page: Page, select: ReturnType<typeof combo>, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse(
    (r) => isGraphql(r.url()) && (r.request().postData() ?? '').includes('SetOrderHoursBuffers'),
  );
  await button(page, 'save').click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  // The banner clears after 2 seconds.
  await expect(page.getByText(k('saved'), { exact: true })).toBeHidden({ timeout: 6000 });
  await expect(button(page, 'save')).toBeDisabled();
}

test.describe('Corner Cafe', () => {
  test.use({ signedInAs: AS.store });

  test('load, edit, save, reload shows the saved hours', async ({ page, checkA11y }) => {
    await openScreen(page);
    for (const mode of ['pickupCurbside', 'dineIn', 'delivery'])
      await expect(page.getByRole('tab', { name: k(`modes.${mode}`) })).toBeVisible();
    await expect(opens(page, 'Monday')).toHaveValue('7:00 AM');
    await expect(closes(page, 'Monday')).toHaveValue('8:00 PM');
    await expect(closes(page, 'Sunday')).toHaveValue('6:00 PM');
    await expect(button(page, 'save')).toBeDisabled();
    await checkA11y({ expectModal: false });

    await page.getByRole('tab', { name: k('modes.dineIn') }).click();
    await expect(closes(page, 'Monday')).toHaveValue('9:00 PM');
    await page.getByRole('tab', { name: k('modes.pickupCurbside') }).click();

    await choose(page, closes(page, 'Monday'), '10:30 PM');
    await choose(page, combo(page, k('bufferOpen')), t('orderHours.minutes_other', { count: 30 }));
    await saveAndWait(page);
    await page.reload();
    await expect(closes(page, 'Monday')).toHaveValue('10:30 PM');
    await expect(combo(page, k('bufferOpen'))).toHaveText('30 minutes');

    // The demo as seeded again.
    await choose(page, closes(page, 'Monday'), '8:00 PM');
    await choose(page, combo(page, k('bufferOpen')), '15 minutes');
    await saveAndWait(page);
  });

  test('a closing before the opening shows its message and keeps Save off; Discard restores', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page);
    await choose(page, closes(page, 'Tuesday'), '6:00 AM');
    await expect(page.getByText('Tuesday: closing must be after opening.', { exact: true })).toBeVisible();
    await expect(button(page, 'save')).toBeDisabled();
    await checkA11y({ state: 'hours error', expectModal: false });
    await button(page, 'discard').click();
    await expect(closes(page, 'Tuesday')).toHaveValue('8:00 PM');
  });

  test('times in 15-minute steps; a typed hh:mm AM/PM is taken, a bad one refused at the field', async ({ page }) => {
    await openScreen(page);
    await opens(page, 'Thursday').click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option')).toHaveCount(96);
    await expect(listbox.getByRole('option', { name: '9:15 AM', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await closes(page, 'Thursday').fill('8 PM');
    await closes(page, 'Thursday').press('Tab');
    await expect(page.getByText(t('onlineOrdering.time.typedError'), { exact: true })).toBeVisible();
    await closes(page, 'Thursday').fill('8:45 pm');
    await closes(page, 'Thursday').press('Tab');
    await expect(closes(page, 'Thursday')).toHaveValue('8:45 PM');
    await expect(button(page, 'save')).toBeEnabled();
    await button(page, 'discard').click();
    await expect(closes(page, 'Thursday')).toHaveValue('8:00 PM');
  });

  test('a failed save shows SaveFailure', async ({ page }) => {
    await openScreen(page);
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('UpdateWindowSettingsById'))
        return route.fulfill({ status: 500, json: { message: 'down' } });
      return route.fallback();
    });
    await choose(page, closes(page, 'Wednesday'), '9:00 PM');
    await button(page, 'save').click();
    await expect(page.getByText(k('errors.saveFailure'), { exact: true })).toBeVisible();
  });

  test("a failed buffers call (Save's second) shows SaveFailure and keeps the user's values", async ({ page }) => {
    await openScreen(page);
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('SetOrderHoursBuffers'))
        return route.fulfill({ status: 500, json: { message: 'down' } });
      return route.fallback();
    });
    await closes(page, 'Wednesday').fill('9:15 PM');
    await closes(page, 'Wednesday').press('Tab');
    await choose(page, combo(page, k('bufferClose')), t('orderHours.minutes_other', { count: 10 }));
    await button(page, 'save').click();
    await expect(page.getByText(k('errors.saveFailure'), { exact: true })).toBeVisible();
    await expect(closes(page, 'Wednesday')).toHaveValue('9:15 PM');
    await expect(combo(page, k('bufferClose'))).toHaveText('10 minutes');
    await expect(button(page, 'discard')).toBeEnabled();

    // Saved again once the buffers call works, then the demo as seeded.
    await page.unroute('**/graphql');
    await expect(button(page, 'save')).toBeEnabled({ timeout: 6000 });
    await saveAndWait(page);
    await page.reload();
    await expect(closes(page, 'Wednesday')).toHaveValue('9:15 PM');
    await expect(combo(page, k('bufferClose'))).toHaveText('10 minutes');
    await choose(page, closes(page, 'Wednesday'), '8:00 PM');
    await choose(page, combo(page, k('bufferClose')), t('orderHours.minutes_other', { count: 15 }));
    await saveAndWait(page);
  });

  test('while the store is offline the hours are read-only with StoreOffline; the status button stays', async ({
    page,
  }) => {
    await showStoreOffline(page);
    await openScreen(page);
    await expect(page.getByText(k('errors.storeOffline'), { exact: true })).toBeVisible();
    await expect(closes(page, 'Monday')).toBeDisabled();
    await expect(button(page, 'save')).toHaveCount(0);
    await expect(page.getByRole('button', { name: k('status.button'), exact: true })).toBeVisible();
  });

  test('special hours: add, reload, delete after confirming', async ({ page, checkA11y }) => {
    await openScreen(page);
    const list = page.getByRole('list', { name: k('special.title') });
    await expect(list.getByText('Christmas Day')).toBeVisible();
    await page.getByRole('button', { name: k('special.add') }).click();
    const dialog = page.getByRole('dialog', { name: k('special.addTitle') });
    await dialog.getByRole('textbox', { name: k('special.name') }).fill('Staff party');
    await dialog.getByLabel(k('special.from')).fill('2027-01-15');
    await dialog.getByLabel(k('special.to')).fill('2027-01-22');
    // Weekdays only: Sunday and Saturday off.
    await dialog.getByRole('checkbox', { name: k('days.0'), exact: true }).uncheck();
    await dialog.getByRole('checkbox', { name: k('days.6'), exact: true }).uncheck();
    await checkA11y({ state: 'event dialog', expectModal: true });
    const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('UpdateEventSettingsById'));
    await dialog.getByRole('button', { name: k('special.done') }).click();
    const sent = JSON.parse((await saved).request().postData() ?? '{}') as {
      variables: { input: { events: { name: string; startTime: string; endTime: string; daysOfWeek: number[] }[] } };
    };
    // Corner Cafe is in New York: the dates are its local midnights.
    expect(sent.variables.input.events.find((e) => e.name === 'Staff party')).toMatchObject({
      startTime: '2027-01-15T05:00:00.000Z',
      endTime: '2027-01-23T05:00:00.000Z',
      daysOfWeek: [1, 2, 3, 4, 5],
    });
    await expect(page.getByText(k('special.saved'), { exact: true })).toBeVisible();
    await page.reload();
    await expect(list.getByText('Staff party')).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: 'Staff party' })).toContainText(
      'Mon, Tue, Wed, Thu, Fri',
    );
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Staff party' })
      .getByRole('button', { name: k('special.edit') })
      .click();
    const edit = page.getByRole('dialog', { name: k('special.editTitle') });
    await expect(edit.getByLabel(k('special.from'))).toHaveValue('2027-01-15');
    await expect(edit.getByLabel(k('special.to'))).toHaveValue('2027-01-22');
    await expect(edit.getByRole('checkbox', { name: k('days.0'), exact: true })).not.toBeChecked();
    await expect(edit.getByRole('checkbox', { name: k('days.1'), exact: true })).toBeChecked();
    await edit.getByRole('button', { name: t('common.cancel') }).click();
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Staff party' })
      .getByRole('button', { name: k('special.delete') })
      .click();
    await page
      .getByRole('dialog', { name: k('special.deleteTitle') })
      .getByRole('button', { name: k('special.deleteConfirm') })
      .click();
    await expect(list.getByText('Staff party')).toHaveCount(0);
    await expect(list.getByText('Christmas Day')).toBeVisible();
  });
});

test.describe('Corner Cafe store status', () => {
  test.use({ signedInAs: AS.store });

  test('Not accepting locks the store and stops fulfillment; a failure shows EmergencyCloseFailure', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page);
    await page.getByRole('button', { name: k('status.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: k('status.title') });
    await expect(dialog.getByRole('radio', { name: k('status.Accept'), exact: true })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: k('status.Busy'), exact: true })).toBeDisabled();
    await expect(dialog.getByText('Prep time: 20 minutes')).toBeVisible();
    await checkA11y({ state: 'store status', expectModal: true });
    await dialog.getByRole('radio', { name: k('status.Not'), exact: true }).check();
    await dialog.getByRole('button', { name: '+10 min', exact: true }).click();
    await expect(dialog.getByText('Prep time: 30 minutes')).toBeVisible();
    const patched = page.waitForResponse((r) =>
      (r.request().postData() ?? '').includes('PatchFulfillmentTimeSettings'),
    );
    await dialog.getByRole('button', { name: k('status.save') }).click();
    const body = (await (await patched).json()) as { data: { patchFulfillmentTimeSettings: Record<string, unknown> } };
    expect(body.data.patchFulfillmentTimeSettings).toMatchObject({ offeringFulfillment: false, prepDuration: 1800 });
    await expect(dialog).toBeHidden();

    // Opened again it starts as Not (the record is locked); back to the demo: accepting, 20 minutes.
    await page.getByRole('button', { name: k('status.button'), exact: true }).click();
    await expect(dialog.getByRole('radio', { name: k('status.Not'), exact: true })).toBeChecked();
    await dialog.getByRole('radio', { name: k('status.Accept'), exact: true }).check();
    await dialog.getByRole('button', { name: '-10 min', exact: true }).click();
    await dialog.getByRole('button', { name: k('status.save') }).click();
    await expect(dialog).toBeHidden();

    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('UpdateStoreStatus'))
        return route.fulfill({ status: 500, json: { message: 'down' } });
      return route.fallback();
    });
    await page.getByRole('button', { name: k('status.button'), exact: true }).click();
    await dialog.getByRole('radio', { name: k('status.Not'), exact: true }).check();
    await dialog.getByRole('button', { name: k('status.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(k('errors.emergencyCloseFailure'), { exact: true })).toBeVisible();
  });
});

test.describe('Demo Bistro Riverside (no order hours yet)', () => {
  test.use({ signedInAs: AS.companyAtRiverside });

  test('the first read creates a record open all day and the page proceeds', async ({ page }) => {
    await openScreen(page);
    await expect(opens(page, 'Every day')).toHaveValue('12:00 AM');
    await expect(page.getByText(k('special.none'), { exact: true })).toBeVisible();
  });
});

test.describe('Demo Bistro Group company view', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('shows the default hours greyed under the store-view warning, with no Save or Discard', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page);
    await expect(page.getByText(t('onlineOrdering.storeView'), { exact: true })).toBeVisible();
    await expect(opens(page, 'Every day')).toHaveValue('12:00 AM');
    await expect(opens(page, 'Every day')).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: k('sameForAllModes') })).toBeDisabled();
    await expect(button(page, 'save')).toHaveCount(0);
    await expect(button(page, 'discard')).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees the hours read-only', async ({ page }) => {
    await openScreen(page);
    await expect(page.getByText(k('readOnly'), { exact: true })).toBeVisible();
    await expect(button(page, 'save')).toHaveCount(0);
    await expect(closes(page, 'Monday')).toBeDisabled();
  });
});

import type { Page } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { AS, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Online ordering → Order settings (spec 3 §2.4). Corner Cafe's owner (one store, the delivery and open-check flags
 * on, the DELIVERY add-on) sees the five tabs in order, changes the future days and the delivery fee payer, saves and
 * reloads, turns delivery off and on (its store leaves and rejoins the delivery partner's fee) and clears the minimum,
 * meets a failed save (the switch goes back) and the QR error banner, downloads table_7.pdf; Corner Cafe's Reports
 * Viewer sees the tabs view-only without Dine-in and Scan order and pay; Demo Bistro Group's company view of several
 * stores sees every tab's form greyed with its defaults under the StoreView warning, without Save.
 */
const PATH = '/Portal/NewIndex/onlineordering/ordersettings';
const k = (key: string) => t(`orderSettings.${key}`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name: k(`tabs.${name}`), exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: k('save'), exact: true });
const box = (page: Page, key: string) => page.getByRole('textbox', { name: k(key), exact: true });
const isOperation = (name: string) => (request: { method: () => string; postData: () => string | null }) =>
  request.method() === 'POST' && (request.postData() ?? '').includes(name);

async function openScreen(page: Page) {
  await openPortal(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(tab(page, 'future')).toBeVisible();
}

async function saveAndWait(page: Page) {
  await saveButton(page).click();
  await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test.describe('a single-store merchant', () => {
  test.use({ signedInAs: AS.store });

  test('the tabs in order; future days: the 7 limit, save, reload', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByRole('tab')).toHaveText(
      ['future', 'curbside', 'dineIn', 'delivery', 'scanAndPay'].map((name) => k(`tabs.${name}`)),
    );
    const days = box(page, 'future.days');
    await expect(days).toHaveValue('5');
    await expect(page.getByRole('switch', { name: k('future.enabled') })).toBeChecked();
    await expect(saveButton(page)).toBeDisabled();
    await checkA11y({ expectModal: false });

    await days.fill('9');
    await expect(page.getByText(t('timeSettings.errors.futureDaysMax'), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await days.fill('3');
    await saveAndWait(page);
    await page.reload();
    await expect(box(page, 'future.days')).toHaveValue('3');
    await box(page, 'future.days').fill('5');
    await saveAndWait(page);
  });

  test('delivery: the fee payer saved and reloaded; a failed save puts the switch back', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page);
    await tab(page, 'delivery').click();
    await expect(box(page, 'delivery.minimum')).toHaveValue('15.00');
    await expect(page.getByRole('radio', { name: k('delivery.payers.3') })).toBeChecked();
    await expect(box(page, 'delivery.value.percent')).toHaveValue('50.00');
    await checkA11y({ expectModal: false });

    await page.getByRole('radio', { name: k('delivery.payers.4') }).check();
    await box(page, 'delivery.value.amount').fill('2.5');
    await box(page, 'delivery.value.amount').blur();
    await expect(box(page, 'delivery.value.amount')).toHaveValue('2.50');
    await box(page, 'delivery.minimum').fill('1000');
    await expect(page.getByText(t('orderSettings.errors.money'), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await box(page, 'delivery.minimum').fill('12');
    await saveAndWait(page);
    await page.reload();
    await tab(page, 'delivery').click();
    await expect(page.getByRole('radio', { name: k('delivery.payers.4') })).toBeChecked();
    await expect(box(page, 'delivery.value.amount')).toHaveValue('2.50');
    await expect(box(page, 'delivery.minimum')).toHaveValue('12.00');

    // The offering flag's save fails: the error shows and the switch is back on.
    const offering = page.getByRole('switch', { name: k('delivery.offering') });
    await expect(offering).toBeChecked();
    await page.route('**/graphql', (route) =>
      isOperation('patchFulfillmentTimeSettings')(route.request())
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              data: null,
              errors: [{ message: 'down', extensions: { statusCode: 500, messageKey: 'common.errors.server' } }],
            }),
          })
        : route.fallback(),
    );
    await offering.uncheck();
    await saveButton(page).click();
    await expect(page.getByTestId('order-settings-error')).toContainText(k('errors.general'));
    await expect(offering).toBeChecked();
    await checkA11y({ state: 'save failed', expectModal: false });
    await page.unroute('**/graphql');

    // The demo as seeded again.
    await page.getByRole('radio', { name: k('delivery.payers.3') }).check();
    await box(page, 'delivery.value.percent').fill('50');
    await box(page, 'delivery.minimum').fill('15');
    await saveAndWait(page);
  });

  test("delivery off and on: the site leaves and rejoins the partner's delivery fee; the minimum can be cleared", async ({
    page,
  }) => {
    await openScreen(page);
    await tab(page, 'delivery').click();
    const offering = page.getByRole('switch', { name: k('delivery.offering') });
    await expect(offering).toBeChecked();
    await expect(page.getByText(k('delivery.payer'), { exact: true })).toBeVisible();

    // Off: the fee options hide; the save takes the store (site site-2101) off the partner fee's sites.
    await offering.uncheck();
    await expect(page.getByText(k('delivery.payer'), { exact: true })).toBeHidden();
    await expect(page.getByRole('radio')).toHaveCount(0);
    const removed = page.waitForResponse((r) => isOperation('updateFee(')(r.request()));
    await saveButton(page).click();
    const off = await removed;
    expect(JSON.parse(off.request().postData() ?? '{}').variables).toMatchObject({
      assignedSites: [],
      assignedSitesChanged: true,
    });
    expect(await off.json()).toEqual({ data: { updateFee: { sitesUpdated: true } } });
    await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();

    // On again, with the minimum cleared: the store rejoins the fee and no minimum is kept.
    await page.reload();
    await tab(page, 'delivery').click();
    await expect(offering).not.toBeChecked();
    await offering.check();
    await expect(page.getByRole('radio', { name: k('delivery.payers.3') })).toBeChecked();
    await box(page, 'delivery.minimum').fill('');
    const added = page.waitForResponse((r) => isOperation('updateFee(')(r.request()));
    await saveButton(page).click();
    const on = await added;
    expect(JSON.parse(on.request().postData() ?? '{}').variables).toMatchObject({ assignedSites: ['site2101'] });
    expect(await on.json()).toEqual({ data: { updateFee: { sitesUpdated: true } } });
    await expect(page.getByText(k('saved'), { exact: true })).toBeVisible();
    await page.reload();
    await tab(page, 'delivery').click();
    await expect(box(page, 'delivery.minimum')).toHaveValue('');
    await expect(offering).toBeChecked();

    // The demo as seeded again.
    await box(page, 'delivery.minimum').fill('15');
    await saveAndWait(page);
  });

  test('dine-in QR codes: blocked while invalid, table_7.pdf downloaded, the QR error banner for 3 s', async ({
    page,
    checkA11y,
  }) => {
    await openScreen(page);
    await tab(page, 'dineIn').click();
    const generate = page.getByRole('button', { name: k('qr.generate') });
    await expect(box(page, 'qr.tableCount')).toHaveValue('80');
    await box(page, 'qr.tableCount').fill('');
    await expect(generate).toBeDisabled();
    await page.getByRole('radio', { name: k('qr.specific') }).check();
    await box(page, 'qr.tableNumber').fill('7');
    await checkA11y({ expectModal: false });
    const [download] = await Promise.all([page.waitForEvent('download'), generate.click()]);
    expect(download.suggestedFilename()).toBe('table_7.pdf');

    await page.route('**/graphql', (route) =>
      isOperation('createDineInQrCodePdf')(route.request())
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    await generate.click();
    await expect(page.getByTestId('qr-error')).toHaveText(k('errors.qrCode'));
    await expect(page.getByTestId('qr-error')).toBeHidden({ timeout: 5000 });
  });

  test('scan order and pay: the prefix rule, save, reload', async ({ page }) => {
    await openScreen(page);
    await tab(page, 'scanAndPay').click();
    await expect(box(page, 'scan.tableCount')).toHaveValue('24');
    await box(page, 'scan.prefix').fill('T 1');
    await expect(page.getByText(k('errors.tablePrefix'), { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await box(page, 'scan.prefix').fill('Patio_');
    await saveAndWait(page);
    await page.reload();
    await tab(page, 'scanAndPay').click();
    await expect(box(page, 'scan.prefix')).toHaveValue('Patio_');
    await box(page, 'scan.prefix').fill('T');
    await saveAndWait(page);
  });
});

test.describe('a view-only role', () => {
  test.use({ signedInAs: AS.reports });

  test('sees no Dine-in or Scan order and pay tab and no Save', async ({ page, checkA11y }) => {
    await openScreen(page);
    await expect(page.getByText(k('viewOnlyNotice'), { exact: true })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['future', 'curbside', 'delivery'].map((n) => k(`tabs.${n}`)));
    await expect(box(page, 'future.days')).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

test.describe('a company view of several stores', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test("shows every tab's form greyed with the StoreView warning and no Save", async ({ page, checkA11y }) => {
    await openPortal(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
    await expect(page.getByText(k('storeView'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('store-view-greyed')).toHaveAttribute('disabled');
    await expect(box(page, 'future.days')).toHaveValue('7');
    await expect(box(page, 'future.days')).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await tab(page, 'curbside').click();
    await expect(page.getByRole('switch', { name: k('offeringCurbside.label') })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);
    await checkA11y({ expectModal: false });
  });
});

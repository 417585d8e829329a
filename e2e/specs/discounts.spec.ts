import type { Locator, Page } from '@playwright/test';
import { STORE } from '../../server/src/demo/ids.ts';
import { L } from '../support/labels.ts';
import { t } from '../support/i18n.ts';
import { apiAs, AS, dialog, expect, openPortal, test } from '../support/fixtures.ts';

/**
 * Discounts of Demo Bistro Group in the company view (`company`, All Stores) and of Corner Cafe in store view
 * (`store`). Tests create their own discounts (names start with "E2E") except the store-view test, which toggles a
 * seeded one and puts it back.
 */
const LIST_PATH = '/Portal/NewIndex/menu/discounts';
const d = (key: string, vars?: Record<string, string | number>) => t(`discounts.${key}`, vars);
const field = (page: Page, key: string) => page.getByLabel(d(`detail.fields.${key}`), { exact: false }).first();
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const dataRows = (page: Page) =>
  page
    .getByRole('table', { name: d('list.tableLabel') })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const rowWith = (page: Page, name: string) => dataRows(page).filter({ hasText: name });
/** The amount input, labelled by the kind's AmountLabel ("Amount" must not match "Minimum ticket amount"). */
const amountInput = (page: Page, label: 'Amount' | 'Percent' | 'Price') =>
  page.getByLabel(new RegExp(`^${d(`detail.amountLabels.${label}`)}`));
type TDraft = Record<string, unknown> & { Id: number };

async function openList(page: Page) {
  await openPortal(page, LIST_PATH);
  await expect(page.getByRole('heading', { level: 1, name: d('title') })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
}

async function chooseOption(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createViaApi(name: string): Promise<number> {
  const api = await apiAs(AS.companyAllStores);
  try {
    const draft = {
      Id: 0,
      Name: name,
      Description: 'Made by the e2e suite',
      DiscountType: 'A',
      DiscountAmount: 3,
      MinimumDiscountAmount: 0,
      AppliesTo: 'H',
      ValidFor: 0,
      EmailOfferOnly: false,
      ExternalDiscountId: '',
      UsedInMailout: false,
      BarcodeRangeStart: '',
      BarcodeRangeEnd: '',
      IsApprovalNeeded: false,
      IsAvailable: true,
      AvailableStores: [],
      AssignedStores: [STORE.bistroDowntown, STORE.bistroRiverside],
      ShowOnActivitySummary: false,
      PosActive: true,
      IsAutoCashDiscount: false,
      ConcurrencyChecksum: '',
    };
    const result = (await api.post('/Discount/CreateDiscount', draft)) as { Id: number };
    return result.Id;
  } finally {
    await api.dispose();
  }
}

test.describe('company view (Demo Bistro Group, All Stores)', () => {
  test.use({ signedInAs: AS.companyAllStores });

  test('the list shows every kind with two-decimal amounts, searches and has no active column', async ({
    page,
    checkA11y,
  }) => {
    await openList(page);
    const headers = page.getByRole('table', { name: d('list.tableLabel') }).getByRole('columnheader');
    await expect(headers).toHaveText(['name', 'description', 'type', 'amount'].map((c) => d(`list.columns.${c}`)));
    await expect(rowWith(page, 'Happy Hour')).toContainText(d('types.P'));
    // The Amount column reads as the kind means it: a percent as such, an amount or price as money.
    await expect(rowWith(page, 'Happy Hour')).toContainText('10.00%');
    await expect(rowWith(page, 'Burger Price')).toContainText('$7.99');
    for (const kind of ['A', 'P', 'I', 'B', 'Q'])
      await expect(
        dataRows(page)
          .filter({ hasText: d(`types.${kind}`) })
          .first(),
      ).toBeVisible();
    await checkA11y({ expectModal: false });

    const search = page.getByRole('searchbox', { name: d('list.search') });
    await search.fill('coupon');
    await search.press('Enter');
    await expect(dataRows(page)).toHaveCount(2);
    await expect(rowWith(page, 'Promo Dollar')).toBeVisible();
    await search.fill('no such discount');
    await button(page, d('list.runSearch')).click();
    await expect(page.getByText(d('list.noMatches'))).toBeVisible();
  });

  test('creates each kind; field errors show at the field; type rules and clamping apply live', async ({
    page,
    checkA11y,
  }) => {
    await openList(page);
    await button(page, d('list.add')).click();
    await expect(page).toHaveURL(`${LIST_PATH}/0`);
    await expect(page.getByRole('heading', { level: 1, name: d('detail.newTitle') })).toBeVisible();
    const save = button(page, L.common.save);
    await expect(save).toBeDisabled();
    await expect(button(page, d('detail.deleteButton'))).toBeDisabled();
    // Both stores are assigned by default: the all-stores chip.
    await expect(page.getByRole('list', { name: d('detail.stores.assigned') })).toHaveText(
      d('detail.stores.allStores'),
    );

    await field(page, 'name').fill(' E2E Percent');
    await expect(page.getByText(d('errors.TextFieldError'))).toBeVisible();
    await field(page, 'name').fill('E2E Percent');
    await field(page, 'description').fill('Percent made in e2e');
    await chooseOption(page, 'type', d('types.P'));
    await chooseOption(page, 'appliesTo', d('applyTo.H'));
    const amount = amountInput(page, 'Percent');
    await amount.fill('150');
    await expect(page.getByText(d('errors.PercentageRangeError'))).toBeVisible();
    await expect(save).toBeDisabled();
    await amount.fill('15');
    await field(page, 'BarcodeRangeStart').fill('AB-1');
    await expect(page.getByText(d('errors.BarCodeCharError'))).toBeVisible();
    await field(page, 'BarcodeRangeStart').fill('AB10');
    await field(page, 'BarcodeRangeEnd').fill('AB2');
    await expect(page.getByText(d('errors.BarCodeLenError'))).toBeVisible();
    await field(page, 'BarcodeRangeEnd').fill('AB05');
    await expect(page.getByText(d('errors.BarCodeOrderError'))).toBeVisible();
    await field(page, 'BarcodeRangeEnd').fill('AB20');
    // One store only: the chip names it.
    await page.getByRole('checkbox', { name: 'Bistro Riverside', exact: true }).uncheck();
    await expect(page.getByRole('list', { name: d('detail.stores.assigned') })).toHaveText('Bistro Downtown');
    await checkA11y({ expectModal: false });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page).toHaveURL(LIST_PATH);
    // Issue 14 §5: every save confirms, once.
    await expect(page.getByText(d('detail.saved'), { exact: true })).toBeVisible();
    await expect(rowWith(page, 'E2E Percent')).toContainText('15.00%');
    await page.reload();
    await expect(rowWith(page, 'E2E Percent')).toBeVisible();
    await expect(page.getByText(d('detail.saved'), { exact: true })).toBeHidden();

    // Set item price: AppliesTo forced to Item, amounts above the cap clamp to it.
    await button(page, d('list.add')).click();
    await field(page, 'name').fill('E2E Price');
    await field(page, 'description').fill('Item price made in e2e');
    await chooseOption(page, 'type', d('types.I'));
    await expect(field(page, 'appliesTo')).toHaveText(d('applyTo.L'));
    const price = amountInput(page, 'Price');
    await price.fill('1000000');
    await price.blur();
    await expect(price).toHaveValue('999999.99');
    await save.click();
    await expect(rowWith(page, 'E2E Price')).toContainText('$999,999.99');

    // Amount, then the promoted kinds (no amount entry).
    for (const [kind, name] of [
      ['A', 'E2E Amount'],
      ['B', 'E2E Promo Amt'],
      ['Q', 'E2E Promo Pct'],
    ] as const) {
      await button(page, d('list.add')).click();
      await field(page, 'name').fill(name);
      await field(page, 'description').fill(`${name} made in e2e`);
      await chooseOption(page, 'type', d(`types.${kind}`));
      await chooseOption(page, 'appliesTo', d('applyTo.H'));
      const input = amountInput(page, kind === 'Q' ? 'Percent' : 'Amount');
      if (kind === 'A') await input.fill('2.5');
      else await expect(input).toBeDisabled();
      await save.click();
      await expect(rowWith(page, name)).toContainText(d(`types.${kind}`));
    }
    await expect(rowWith(page, 'E2E Amount')).toContainText('$2.50');
    // Promoted kinds take their value from the promotion: that rule, not a misleading 0.00.
    for (const name of ['E2E Promo Amt', 'E2E Promo Pct'])
      await expect(rowWith(page, name)).toContainText(d('list.setByPromotion'));
  });

  test('edit: the name is fixed; a stale checksum is refused with a message and nothing is lost', async ({ page }) => {
    const id = await createViaApi('E2E Stale');
    await openList(page);
    await rowWith(page, 'E2E Stale').click();
    await expect(page).toHaveURL(`${LIST_PATH}/${id}`);
    await expect(field(page, 'name')).toBeDisabled();
    await field(page, 'description').fill('My change');

    // Someone else saves first.
    const api = await apiAs(AS.companyAllStores);
    try {
      const current = (await api.post('/Discount/GetDiscount', { Id: id })) as TDraft;
      delete current.DiscountStores;
      await api.post('/Discount/UpdateDiscount', { ...current, Description: 'Their change' });
    } finally {
      await api.dispose();
    }

    await button(page, L.common.save).click();
    await expect(page.getByRole('alert').filter({ hasText: d('errors.staleChecksum') })).toBeVisible();
    await expect(field(page, 'description')).toHaveValue('My change');
    await button(page, d('detail.reload')).click();
    await expect(field(page, 'description')).toHaveValue('Their change');
    await field(page, 'description').fill('My change again');
    await button(page, L.common.save).click();
    await expect(page).toHaveURL(LIST_PATH);
    await expect(rowWith(page, 'E2E Stale')).toContainText('My change again');
  });

  test('delete asks first; Cancel keeps the discount, Delete removes it', async ({ page, checkA11y }) => {
    const id = await createViaApi('E2E Delete');
    await openPortal(page, `${LIST_PATH}/${id}`);
    await button(page, d('detail.deleteButton')).click();
    const modal = dialog(page, d('detail.delete.title'));
    await expect(modal).toContainText('E2E Delete');
    await checkA11y();
    await button(modal, L.common.cancel).click();
    await expect(modal).toBeHidden();
    await button(page, d('detail.deleteButton')).click();
    await button(modal, d('detail.delete.confirm')).click();
    await expect(page).toHaveURL(LIST_PATH);
    await expect(dataRows(page).first()).toBeVisible();
    await expect(rowWith(page, 'E2E Delete')).toHaveCount(0);
  });

  test('pending changes: Cancel asks to discard, leaving the page asks too', async ({ page, checkA11y }) => {
    await openList(page);
    await rowWith(page, 'Five Off').click();
    await field(page, 'description').fill('Unsaved edit');
    await button(page, L.common.cancel).click();
    const discard = dialog(page, L.leave.title);
    await expect(discard).toBeVisible();
    await checkA11y();
    await button(discard, L.leave.stay).click();
    await expect(field(page, 'description')).toHaveValue('Unsaved edit');

    await page.goBack();
    // The same question, worded the same, when the page itself is left.
    const pending = dialog(page, L.leave.title);
    await expect(pending).toBeVisible();
    await checkA11y();
    await button(pending, L.leave.discard).click();
    await expect(page).toHaveURL(LIST_PATH);
    await expect(rowWith(page, 'Five Off')).not.toContainText('Unsaved edit');
  });

  test('an automatic cash discount meets the auto-apply error modal, sorted and prefixed by store', async ({
    page,
    checkA11y,
  }) => {
    await openPortal(page, `${LIST_PATH}/0`);
    await field(page, 'name').fill('E2E Cash');
    await field(page, 'description').fill('Cash made in e2e');
    await chooseOption(page, 'type', d('types.Q'));
    await page.getByRole('switch', { name: d('detail.fields.IsAutoCashDiscount') }).check();
    // Promoted percent becomes percent, AppliesTo the ticket.
    await expect(field(page, 'type')).toHaveText(d('types.P'));
    await expect(field(page, 'appliesTo')).toHaveText(d('applyTo.H'));
    await amountInput(page, 'Percent').fill('2');
    await button(page, L.common.save).click();

    const modal = dialog(page, d('errors.AutoApplyErrorModalTitle'));
    // Downtown already has the cash discount; Riverside has a surcharge and another gateway.
    const expected = [
      `Bistro Downtown: ${d('errors.AutoApplyCashDiscountExistsErr')}`,
      `Bistro Riverside: ${d('errors.AutoApplyCashDiscountCCSurchargeEnabledErr')}`,
      `Bistro Riverside: ${d('errors.AutoApplyCashDiscountNonConnectedPaymentsGateway')}`,
    ].sort((a, b) => a.localeCompare(b));
    await expect(modal.getByRole('listitem')).toHaveText(expected);
    await checkA11y();
    await button(modal, L.common.ok).click();
    await expect(modal).toBeHidden();
    // Nothing was saved and nothing typed is lost.
    await expect(field(page, 'name')).toHaveValue('E2E Cash');
  });
});

test.describe('store view (Corner Cafe)', () => {
  test.use({ signedInAs: AS.store });

  test('the active column, a view-only detail and the POS-active toggle', async ({ page, checkA11y }) => {
    await openList(page);
    const headers = page.getByRole('table', { name: d('list.tableLabel') }).getByRole('columnheader');
    await expect(headers).toContainText([d('list.columns.active')]);
    await expect(rowWith(page, 'Staff Meal')).toContainText(d('list.no'));
    await expect(rowWith(page, 'Happy Hour')).toContainText(d('list.yes'));

    await rowWith(page, 'Staff Meal').click();
    await expect(page.getByText(d('detail.viewOnly'))).toBeVisible();
    // Read-only values are text, not greyed-out inputs.
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('term').filter({ hasText: d('detail.fields.description') })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Half price for staff' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: d('detail.amountLabels.Percent') })).toBeVisible();
    await expect(button(page, d('detail.deleteButton'))).toBeDisabled();
    await expect(button(page, L.common.save)).toBeDisabled();
    const posActive = page.getByRole('switch', { name: d('detail.posActive', { store: 'Corner Cafe' }) });
    await checkA11y({ state: 'view only', expectModal: false });
    await posActive.check();
    await button(page, L.common.save).click();
    await expect(page).toHaveURL(LIST_PATH);
    await expect(rowWith(page, 'Staff Meal')).toContainText(d('list.yes'));

    // Put it back for the next run on the same data.
    await rowWith(page, 'Staff Meal').click();
    await posActive.uncheck();
    await button(page, L.common.save).click();
    await expect(rowWith(page, 'Staff Meal')).toContainText(d('list.no'));
  });
});

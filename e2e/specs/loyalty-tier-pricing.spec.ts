import type { Page } from '@playwright/test';
import { L } from '../support/labels.ts';
import { t } from '../support/i18n.ts';
import { AS, dialog, expect, expectInPortal, openPortal, test } from '../support/fixtures.ts';

/**
 * Inventory → Loyalty Tier Pricing as `store` (Corner Cafe, flag loyaltyTierPricing on, demo list "Gold Members").
 * Only this spec changes the list; each test that saves puts the name and prices back.
 */
// Each test walks a 25-row grid of inputs: on the shared 2-core machine that can pass a minute.
test.describe.configure({ timeout: 120_000 });

test.use({ signedInAs: AS.store });

const PATH = '/Portal/NewIndex/menu/loyaltytierpricing';
const DEMO_NAME = 'Gold Members';

const k = (key: string, vars?: Record<string, string | number>) => t(`loyaltyPricing.${key}`, vars);
const grid = (page: Page) => page.getByRole('table', { name: k('grid.label'), exact: true });
const nameField = (page: Page) => page.getByRole('textbox', { name: k('page.programName') });
const priceInputs = (page: Page) => grid(page).getByRole('textbox');
const priceFor = (page: Page, name: string) =>
  page.getByRole('textbox', { name: k('grid.priceFor', { name }), exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: k('page.save'), exact: true });
const cancelButton = (page: Page) => page.getByRole('button', { name: k('page.cancel'), exact: true });
const isUpdate = (url: string) => new URL(url).pathname === '/TieredPriceList/UpdateTieredPriceList';

/** The member name a price input belongs to (its accessible name is "Price-list price for <name>"). */
async function memberOf(input: ReturnType<typeof priceInputs>): Promise<string> {
  const label = (await input.getAttribute('aria-label')) ?? '';
  return label.slice(k('grid.priceFor', { name: '' }).length);
}

/** Texts of one column of the grid's body rows (0 member type, 2 name). */
const columnTexts = (page: Page, index: number) =>
  grid(page)
    .locator('tbody tr')
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();

async function openScreen(page: Page) {
  await openPortal(page);
  const sideNav = page.getByRole('navigation', { name: L.nav.label, exact: true });
  await sideNav.getByRole('button', { name: t('portal.nav.expand', { section: t('portal.nav.inventory') }) }).click();
  await sideNav.getByRole('link', { name: t('portal.menu.menu.loyaltytierpricing'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: k('title') })).toBeVisible();
  await expect(priceInputs(page)).toHaveCount(25);
}

async function saveAndWait(page: Page) {
  const done = page.waitForResponse((r) => isUpdate(r.url()) && r.request().method() === 'PUT');
  await saveButton(page).click();
  expect((await done).status()).toBe(200);
  await expect(page.getByText(k('page.saved'), { exact: true })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test('main path: rename and price a member, Save, and both survive a reload', async ({ page, checkA11y }) => {
  await openScreen(page);
  await expect(nameField(page)).toHaveValue(DEMO_NAME);
  await expect(saveButton(page)).toBeDisabled();
  await expect(cancelButton(page)).toBeDisabled();
  // Member type, category, name, price and the editable price-list price.
  await expect(grid(page).getByRole('columnheader')).toHaveText(
    ['memberType', 'category', 'name', 'price', 'priceListPrice'].map((c) => k(`grid.${c}`)),
  );
  await checkA11y({ expectModal: false });

  const input = priceInputs(page).first();
  const member = await memberOf(input);
  const original = await input.inputValue();
  await input.fill('4.5');
  await input.blur();
  await expect(input).toHaveValue('4.50');
  await nameField(page).fill('Gold Club E2E');
  await expect(page.getByRole('status').filter({ hasText: k('page.changes_one', { count: 1 }) })).toBeVisible();
  await saveAndWait(page);

  await page.reload();
  await expect(nameField(page)).toHaveValue('Gold Club E2E');
  await expect(priceFor(page, member)).toHaveValue('4.50');

  // Put it back: the demo name, and the price as it was (an empty input saves null).
  await nameField(page).fill(DEMO_NAME);
  await priceFor(page, member).fill(original);
  await priceFor(page, member).blur();
  await saveAndWait(page);
  await page.reload();
  await expect(nameField(page)).toHaveValue(DEMO_NAME);
  await expect(priceFor(page, member)).toHaveValue(original);
});

test('program name errors are shown at the field, input stops at 30, Cancel restores', async ({ page, checkA11y }) => {
  await openScreen(page);
  await nameField(page).fill('');
  await expect(page.getByText(k('errors.ProgramNameFieldRequiredError'), { exact: true })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await checkA11y({ state: 'name required', expectModal: false });

  await nameField(page).fill(' Gold');
  await expect(page.getByText(k('errors.ProgramNameFieldDoesNotFollowPattern'), { exact: true })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await nameField(page).fill('Gold-Club');
  await expect(page.getByText(k('errors.ProgramNameFieldDoesNotFollowPattern'), { exact: true })).toBeVisible();

  await nameField(page).fill('Platinum Members Club of Corner Cafe');
  await expect(nameField(page)).toHaveValue('Platinum Members Club of Corne');
  await expect(saveButton(page)).toBeEnabled();

  await cancelButton(page).click();
  await expect(nameField(page)).toHaveValue(DEMO_NAME);
  await expect(saveButton(page)).toBeDisabled();
});

test('price input keeps digits and one point while typing; blur clamps and rounds; Cancel restores', async ({
  page,
}) => {
  await openScreen(page);
  const [first, second] = [priceInputs(page).nth(0), priceInputs(page).nth(1)];
  const before = [await first.inputValue(), await second.inputValue()];

  await first.fill('');
  await first.pressSequentially('a1b2.3.4x');
  await expect(first).toHaveValue('12.34');
  await second.fill('');
  await second.pressSequentially('12345678.9');
  await expect(second).toHaveValue('12345678.9');
  await second.blur();
  await expect(second).toHaveValue('999999.99');
  await first.fill('');
  await first.pressSequentially('7.125');
  await first.blur();
  await expect(first).toHaveValue('7.13');
  await expect(saveButton(page)).toBeEnabled();

  await cancelButton(page).click();
  await expect(first).toHaveValue(before[0]!);
  await expect(second).toHaveValue(before[1]!);
  await expect(saveButton(page)).toBeDisabled();
});

test('search by name and the Item / Modifier filter ask the server, from the first page', async ({ page }) => {
  await openScreen(page);
  const types = await columnTexts(page, 0);
  expect(types.every((x) => [k('memberType.item'), k('memberType.itemVariation')].includes(x))).toBe(true);

  const term = (await columnTexts(page, 2))[3]!.slice(0, 4);
  await page.getByRole('searchbox', { name: k('filter.search') }).fill(term);
  await expect
    .poll(async () => {
      const names = await columnTexts(page, 2);
      return names.length > 0 && names.every((n) => n.toLowerCase().includes(term.toLowerCase()));
    })
    .toBe(true);

  await page.getByRole('searchbox', { name: k('filter.search') }).fill('');
  await page.getByRole('button', { name: k('memberType.modifier'), exact: true }).click();
  await expect(page.getByRole('button', { name: k('memberType.modifier'), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => {
      const shown = await columnTexts(page, 0);
      return (
        shown.length > 0 &&
        shown.every((x) => [k('memberType.modifier'), k('memberType.modifierVariation')].includes(x))
      );
    })
    .toBe(true);

  await page.getByRole('searchbox', { name: k('filter.search') }).fill('no such member zzz');
  await expect(grid(page).getByText(k('grid.noMatch'), { exact: true })).toBeVisible();
});

test('edits survive paging and are tracked by member', async ({ page }) => {
  await openScreen(page);
  const firstPage = priceInputs(page).first();
  const firstMember = await memberOf(firstPage);
  await firstPage.fill('1.5');
  await firstPage.blur();

  await page.getByRole('button', { name: L.common.nextPage }).click();
  await expect(priceFor(page, firstMember)).toHaveCount(0);
  const secondPage = priceInputs(page).first();
  const secondMember = await memberOf(secondPage);
  await secondPage.fill('2');
  await secondPage.blur();
  await expect(page.getByRole('status').filter({ hasText: k('page.changes_other', { count: 2 }) })).toBeVisible();

  await page.getByRole('button', { name: t('common.table.previousPage') }).click();
  await expect(priceFor(page, firstMember)).toHaveValue('1.50');
  await page.getByRole('button', { name: L.common.nextPage }).click();
  await expect(priceFor(page, secondMember)).toHaveValue('2.00');
  await cancelButton(page).click();
  await expect(saveButton(page)).toBeDisabled();
});

test('unsaved edits: the bar above the grid stays in view, and leaving asks the one leave question', async ({
  page,
  checkA11y,
}) => {
  await openScreen(page);
  const input = priceInputs(page).first();
  const member = await memberOf(input);
  const edited = (await input.inputValue()) === '7.25' ? '7.50' : '7.25';
  await input.fill(edited);
  await input.blur();
  const unsaved = page.getByRole('status').filter({ hasText: k('page.changes_one', { count: 1 }) });
  // Issue 14 §5: scrolled to the end of the grid, the count, Save and Cancel are still on screen.
  await priceInputs(page).last().scrollIntoViewIfNeeded();
  await expect(unsaved).toBeInViewport();
  await expect(saveButton(page)).toBeInViewport();
  await expect(cancelButton(page)).toBeInViewport();

  const posts: string[] = [];
  page.on('request', (r) => {
    if (isUpdate(r.url())) posts.push(r.url());
  });
  const leave = () =>
    page
      .getByRole('navigation', { name: L.nav.label, exact: true })
      .getByRole('link', { name: t('portal.nav.mystore'), exact: true })
      .click();
  await leave();
  const ask = dialog(page, L.leave.title);
  await expect(ask).toBeVisible();
  await checkA11y();
  await ask.getByRole('button', { name: L.leave.stay, exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(priceFor(page, member)).toHaveValue(edited);
  await expect(saveButton(page)).toBeEnabled();

  await leave();
  await ask.getByRole('button', { name: L.leave.discard, exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`${PATH}$`));
  expect(posts).toEqual([]);
});

test('a failed save shows the server message or FailedUpdateLoyaltyTierPricing and keeps the edits', async ({
  page,
}) => {
  await openScreen(page);
  const input = priceInputs(page).first();
  const member = await memberOf(input);
  const original = await input.inputValue();
  await input.fill('3.21');
  await input.blur();

  // A server fault (a body that is not the portal's) answers the spec's failure text.
  await page.route(
    (url) => isUpdate(url.href),
    (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    { times: 1 },
  );
  await saveButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(k('errors.FailedUpdateLoyaltyTierPricing'));
  await expect(priceFor(page, member)).toHaveValue('3.21');
  await expect(saveButton(page)).toBeEnabled();

  // A refusal the server explains shows its message.
  await page.route(
    (url) => isUpdate(url.href),
    (route) =>
      route.fulfill({
        status: 404,
        json: {
          success: false,
          statusCode: 404,
          messageKey: 'loyaltyPricing.errors.TieredPriceListMemberNotFound',
          message: 'Not a member of this menu.',
        },
      }),
    { times: 1 },
  );
  await saveButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(k('errors.TieredPriceListMemberNotFound'));

  // The real server takes the same edits, then the price goes back.
  await saveAndWait(page);
  await page.reload();
  await expect(priceFor(page, member)).toHaveValue('3.21');
  await priceFor(page, member).fill(original);
  await priceFor(page, member).blur();
  await saveAndWait(page);
});

test.describe(() => {
  test.use({ signedInAs: AS.bankstore });

  test('a user whose merchant lacks the flag has no entry and is sent home from the route', async ({ page }) => {
    // Harbor Bank Deli has loyaltyTierPricing off.
    await openPortal(page);
    const sideNav = page.getByRole('navigation', { name: L.nav.label, exact: true });
    await sideNav.getByRole('button', { name: t('portal.nav.expand', { section: t('portal.nav.inventory') }) }).click();
    await expect(sideNav.getByRole('link', { name: t('portal.menu.menu.discounts'), exact: true })).toBeVisible();
    await expect(
      sideNav.getByRole('link', { name: t('portal.menu.menu.loyaltytierpricing'), exact: true }),
    ).toHaveCount(0);

    await page.goto(PATH);
    await expectInPortal(page);
    await expect(page).not.toHaveURL(new RegExp(PATH));
    await expect(page.getByRole('heading', { level: 1, name: k('title') })).toHaveCount(0);
  });
});

import { readFileSync } from 'node:fs';
import type { Download, Locator, Page, Response } from '@playwright/test';
import { t } from '../support/i18n.ts';
import { L } from '../support/labels.ts';
import {
  apiAs,
  AS,
  dialog,
  expect,
  expectInPortal,
  openPortal,
  outboxFiles,
  readLatestMail,
  signIn,
  test,
} from '../support/fixtures.ts';

/**
 * Results → POS Transactions (spec 2 §2–§5, §7, §9). `store` works at Corner Cafe (store view, 90 days of demo
 * tickets); `company` on All Stores is the company view of the multi-site Demo Bistro Group.
 */
const PAGE_PATH = '/Portal/NewIndex/results/posTrans';
const p = (key: string, vars?: Record<string, string | number>) => t(`posTransactions.${key}`, vars);

type TSettings = { Today: string; TimeZone: string; StoreName: string };
type TTicketsRequest = { FromDate: string; ToDate: string; RequestedPageNum: number; TicketFilter: string };
type TTicketsReply = {
  ResultSet: { TicketNumber: number; TicketDate: string; TotalAmount: string }[];
  TotalRowCount: number;
};

const pathOf = (r: Response | { url: () => string }) => new URL(r.url()).pathname;
const isTickets = (r: Response) => pathOf(r) === '/TicketViewer/GetTickets' && r.request().method() === 'POST';

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** 'YYYY-MM-DD' as the grid shows the day ('MM/DD/YYYY'). */
const shownDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

const grid = (page: Page) => page.getByRole('table', { name: p('grid.label'), exact: true });
const dataRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });
const radio = (page: Page, key: string) => page.getByRole('radio', { name: p(`dateRange.${key}`), exact: true });
const fromField = (page: Page) => page.getByLabel(p('dateRange.from'), { exact: true });
const toField = (page: Page) => page.getByLabel(p('dateRange.to'), { exact: true });
const tab = (page: Page, key: string) => page.getByRole('tab', { name: p(`detail.tabs.${key}`), exact: true });

/** Waits for the next GetTickets reply after `action` and returns what was asked and answered. */
async function ticketsAfter(page: Page, action: () => Promise<unknown>) {
  const reply = page.waitForResponse(isTickets);
  await action();
  const response = await reply;
  expect(response.status()).toBe(200);
  return {
    request: response.request().postDataJSON() as TTicketsRequest,
    body: (await response.json()) as TTicketsReply,
  };
}

test.use({ signedInAs: AS.store });

/** Opens the page from the side navigation as `store`; returns the store's settings and first page. */
async function openAsStore(page: Page) {
  await openPortal(page);
  const settingsReply = page.waitForResponse((r) => pathOf(r) === '/TicketViewer/GetViewerSettings');
  const firstTickets = page.waitForResponse(isTickets);
  const sideNav = page.getByRole('navigation', { name: L.nav.label, exact: true });
  await sideNav.getByRole('button', { name: t('portal.nav.expand', { section: L.nav.results }) }).click();
  await sideNav.getByRole('link', { name: t('portal.menu.results.posTrans'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: p('title') })).toBeVisible();
  const settings = (await (await settingsReply).json()) as TSettings;
  const first = await firstTickets;
  return { settings, first: first.request().postDataJSON() as TTicketsRequest };
}

/** Opens the Last 30 days and the first ticket of the grid; returns its number. */
async function openFirstTicket(page: Page): Promise<number> {
  const { body } = await ticketsAfter(page, () => radio(page, 'last30').click());
  expect(body.ResultSet.length, 'Corner Cafe has tickets in the last 30 days').toBeGreaterThan(0);
  const number = body.ResultSet[0]!.TicketNumber;
  const row = dataRows(grid(page)).filter({ has: page.getByRole('cell', { name: String(number), exact: true }) });
  await row.first().click();
  await expect(page.getByRole('heading', { level: 2, name: p('detail.label', { number }) })).toBeVisible();
  return number;
}

test('presets ask for the store-zone days and list those tickets; Today is the default', async ({
  page,
  checkA11y,
}) => {
  const { settings, first } = await openAsStore(page);
  expect(first).toMatchObject({ FromDate: settings.Today, ToDate: settings.Today, RequestedPageNum: 1 });
  await expect(radio(page, 'today')).toBeChecked();
  await expect(fromField(page)).toHaveValue(settings.Today);
  await expect(toField(page)).toHaveValue(settings.Today);

  const yesterday = addDays(settings.Today, -1);
  const y = await ticketsAfter(page, () => radio(page, 'yesterday').click());
  expect(y.request).toMatchObject({ FromDate: yesterday, ToDate: yesterday });
  expect(y.body.TotalRowCount, 'Corner Cafe rings up tickets every day').toBeGreaterThan(0);
  const rows = dataRows(grid(page));
  await expect(rows).toHaveCount(Math.min(25, y.body.TotalRowCount));
  // Every row of Yesterday is dated yesterday on the store's clock, amounts in dollars with 2 decimals, right-aligned.
  for (const text of await rows.locator('td:first-child').allTextContents())
    expect(text.startsWith(shownDay(yesterday))).toBe(true);
  const total = rows.first().getByRole('cell').nth(4);
  await expect(total).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
  await expect(total).toHaveCSS('text-align', 'right');

  const week = await ticketsAfter(page, () => radio(page, 'last7').click());
  expect(week.request).toMatchObject({ FromDate: addDays(settings.Today, -6), ToDate: settings.Today });
  const month = await ticketsAfter(page, () => radio(page, 'last30').click());
  expect(month.request).toMatchObject({ FromDate: addDays(settings.Today, -29), ToDate: settings.Today });
  expect(month.body.TotalRowCount).toBeGreaterThan(week.body.TotalRowCount);
  expect(week.body.TotalRowCount).toBeGreaterThan(y.body.TotalRowCount);
  await expect(page.getByText(L.table.displayedRows)).toHaveText(`1–25 of ${month.body.TotalRowCount}`);

  const next = await ticketsAfter(page, () => page.getByRole('button', { name: L.common.nextPage }).click());
  expect(next.request).toMatchObject({ RequestedPageNum: 2, FromDate: month.request.FromDate });
  await checkA11y({ expectModal: false });
});

test('sorting by total descending shows the largest ticket of all pages first, kept across paging and a reload', async ({
  page,
}) => {
  await openAsStore(page);
  const last30 = await ticketsAfter(page, () => radio(page, 'last30').click());
  const range = { FromDate: last30.request.FromDate, ToDate: last30.request.ToDate };
  // The true maximum, read over the API page by page in the default (date) order.
  const api = await apiAs(AS.store);
  let highest = -Infinity;
  try {
    for (let pageNum = 1, total = 1; (pageNum - 1) * 1000 < total; pageNum++) {
      const found = (await api.post('/TicketViewer/GetTickets', {
        ...range,
        PageRowCount: 1000,
        RequestedPageNum: pageNum,
      })) as TTicketsReply;
      total = found.TotalRowCount;
      highest = Math.max(highest, ...found.ResultSet.map((ticket) => Number(ticket.TotalAmount)));
    }
  } finally {
    await api.dispose();
  }
  expect(last30.body.TotalRowCount, 'more than one page of tickets').toBeGreaterThan(25);

  const totalHeader = grid(page).getByRole('columnheader', { name: p('grid.total') });
  await ticketsAfter(page, () => totalHeader.getByRole('button').click());
  const { request, body } = await ticketsAfter(page, () => totalHeader.getByRole('button').click());
  expect(request).toMatchObject({ ...range, SortColumn: 'TotalAmount', SortDirection: 'DESC', RequestedPageNum: 1 });
  expect(Number(body.ResultSet[0]!.TotalAmount)).toBe(highest);
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
  const firstRow = dataRows(grid(page)).first();
  await expect(
    firstRow.getByRole('cell', { name: String(body.ResultSet[0]!.TicketNumber), exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?range=last30&sort=TotalAmount&dir=DESC$/);
  // Columns the list call does not sort by have no control.
  await expect(
    grid(page)
      .getByRole('columnheader', { name: p('grid.user') })
      .getByRole('button'),
  ).toHaveCount(0);

  const second = await ticketsAfter(page, () => page.getByRole('button', { name: t('common.table.nextPage') }).click());
  expect(second.request).toMatchObject({ SortColumn: 'TotalAmount', SortDirection: 'DESC', RequestedPageNum: 2 });
  expect(Number(second.body.ResultSet[0]!.TotalAmount)).toBeLessThanOrEqual(Number(body.ResultSet.at(-1)!.TotalAmount));
  await expect(page).toHaveURL(/\?range=last30&sort=TotalAmount&dir=DESC&page=2$/);

  // Range, sort and page are in the URL, so a reload (or the link shared) lists the same tickets.
  const reloaded = await ticketsAfter(page, () => page.reload());
  expect(reloaded.request).toMatchObject({
    ...range,
    SortColumn: 'TotalAmount',
    SortDirection: 'DESC',
    RequestedPageNum: 2,
  });
  expect(reloaded.body.ResultSet[0]!.TicketNumber).toBe(second.body.ResultSet[0]!.TicketNumber);
  await expect(radio(page, 'last30')).toBeChecked();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
});

test('a custom range switches the presets off and To never precedes From', async ({ page }) => {
  const { settings } = await openAsStore(page);
  const from = addDays(settings.Today, -10);
  const picked = await ticketsAfter(page, () => fromField(page).fill(from));
  expect(picked.request).toMatchObject({ FromDate: from, ToDate: settings.Today });
  for (const key of ['today', 'yesterday', 'last7', 'last30']) await expect(radio(page, key)).not.toBeChecked();

  const reset = await ticketsAfter(page, () => toField(page).fill(addDays(settings.Today, -12)));
  expect(reset.request).toMatchObject({ FromDate: from, ToDate: from });
  await expect(toField(page)).toHaveValue(from);
  await expect(page.getByText(p('dateRange.toReset', { date: from }))).toBeVisible();
  for (const text of await dataRows(grid(page)).locator('td:first-child').allTextContents())
    expect(text.startsWith(shownDay(from))).toBe(true);

  const two = await ticketsAfter(page, () => toField(page).fill(addDays(from, 1)));
  expect(two.request).toMatchObject({ FromDate: from, ToDate: addDays(from, 1) });
  expect(two.body.TotalRowCount).toBeGreaterThan(reset.body.TotalRowCount);

  // The ticket-type filter narrows the same range to one type.
  await page.getByRole('combobox', { name: p('filters.ticketType') }).click();
  const sales = await ticketsAfter(page, () => page.getByRole('option', { name: 'Sale', exact: true }).click());
  expect(sales.request).toMatchObject({ TicketFilter: 'S', FromDate: from });
  expect(sales.body.TotalRowCount).toBeLessThanOrEqual(two.body.TotalRowCount);
  for (const text of await dataRows(grid(page)).locator('td:nth-child(2)').allTextContents()) expect(text).toBe('Sale');
});

test('a ticket opens beside the grid in view at 1440×900 (mouse and keyboard) with each of its tabs; Escape closes it', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsStore(page);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const number = await openFirstTicket(page);
  // Beside the grid, whole in the window, focus in its heading, the row marked selected.
  const panel = page.getByRole('region', { name: p('detail.label', { number }), exact: true });
  // (0.99: the panel's edges fall on sub-pixels.)
  await expect(panel).toBeInViewport({ ratio: 0.99 });
  const [panelBox, gridBox] = [(await panel.boundingBox())!, (await grid(page).boundingBox())!];
  expect(panelBox.x, 'the panel is right of the grid').toBeGreaterThan(gridBox.x + 300);
  expect(panelBox.y, 'the panel is beside the grid, not below it').toBeLessThan(gridBox.y + gridBox.height);
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  const firstRow = dataRows(grid(page)).filter({ has: page.getByRole('cell', { name: String(number), exact: true }) });
  await expect(firstRow.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'details')).toHaveAttribute('aria-selected', 'true');
  const totals = page.getByRole('region', { name: p('details.totalsSection') });
  await expect(totals.getByText(p('details.total'), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: p('details.ticketSection'), exact: true })).toContainText(
    String(number),
  );
  await checkA11y({ state: 'ticket details tab', expectModal: false });

  await tab(page, 'lines').click();
  const lines = page.getByRole('table', { name: p('lines.label') });
  await expect(lines).toBeVisible();
  await expect(dataRows(lines).first().getByRole('cell').nth(3)).toHaveText(/^-?[\d,]+\.\d{2}( \(M\))?$/);

  await tab(page, 'payments').click();
  await expect(
    page.getByRole('table', { name: p('payments.label') }).or(page.getByText(p('payments.empty'))),
  ).toBeVisible();
  await tab(page, 'taxes').click();
  await expect(page.getByRole('table', { name: p('taxes.label') }).or(page.getByText(p('taxes.empty')))).toBeVisible();
  await tab(page, 'notes').click();
  await expect(page.getByRole('table', { name: p('notes.label') }).or(page.getByText(p('notes.empty')))).toBeVisible();
  await tab(page, 'receipt').click();
  await expect(page.getByRole('button', { name: p('receipt.preview') })).toBeVisible();
  await checkA11y({ state: 'preview receipt tab', expectModal: false });

  // Keyboard: focus the second row and press Enter; the chosen tab stays.
  const second = dataRows(grid(page)).nth(1);
  const secondNumber = (await second.getByRole('cell').nth(2).textContent()) ?? '';
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: p('detail.label', { number: secondNumber }) }),
  ).toBeVisible();
  await expect(tab(page, 'receipt')).toHaveAttribute('aria-selected', 'true');
  // Switching tabs does not move the panel: the tabs keep their place, the content scrolls inside.
  const secondPanel = page.getByRole('region', { name: p('detail.label', { number: secondNumber }), exact: true });
  const before = (await secondPanel.boundingBox())!;
  await tab(page, 'lines').click();
  await expect(page.getByRole('table', { name: p('lines.label') })).toBeVisible();
  const after = (await secondPanel.boundingBox())!;
  expect([after.y, after.height]).toEqual([before.y, before.height]);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'false');
});

test('a ticket with a discount shows it as a negative dollar amount in its totals', async ({ page }) => {
  const { settings } = await openAsStore(page);
  // A recent ticket with a discount, found over the API.
  const api = await apiAs(AS.store);
  let found: { number: number; discount: string } | undefined;
  try {
    const list = (await api.post('/TicketViewer/GetTickets', {
      FromDate: addDays(settings.Today, -29),
      ToDate: settings.Today,
      TicketFilter: 'S',
      PageRowCount: 200,
      RequestedPageNum: 1,
    })) as TTicketsReply & { ResultSet: { DocumentId: number }[] };
    for (const row of list.ResultSet) {
      const detail = (await api.post('/TicketViewer/GetTicketDetail2', { DocumentId: row.DocumentId })) as {
        DiscountAmount: string;
      };
      if (Number(detail.DiscountAmount) > 0) {
        found = { number: row.TicketNumber, discount: detail.DiscountAmount };
        break;
      }
    }
  } finally {
    await api.dispose();
  }
  expect(found, 'Corner Cafe has a discounted sale in the last 30 days').toBeDefined();
  await ticketsAfter(page, () => radio(page, 'last30').click());
  const search = page.getByRole('textbox', { name: p('filters.searchFor') });
  await ticketsAfter(page, () => search.fill(String(found!.number)).then(() => search.press('Enter')));
  await dataRows(grid(page))
    .filter({ has: page.getByRole('cell', { name: String(found!.number), exact: true }) })
    .first()
    .click();
  const totals = page.getByRole('region', { name: p('details.totalsSection') });
  const amount = Number(found!.discount).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(totals.getByRole('definition').filter({ hasText: `-$${amount}` })).toBeVisible();
});

test('on a phone a ticket opens in a drawer over the grid, closed by Escape', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The navigation is a menu behind a button at this width: the page is opened by its address.
  await openPortal(page);
  // The page's first list (Today) must be in before Last 30 days is asked for: a late Today reply was taken for the
  // 30 days' (and is empty in the store's first hours after midnight).
  const todays = page.waitForResponse(isTickets);
  await page.goto(PAGE_PATH);
  await todays;
  await expect(grid(page)).toBeVisible();
  const number = await openFirstTicket(page);
  const drawer = dialog(page, p('detail.label', { number }));
  await expect(drawer).toBeInViewport({ ratio: 0.99 });
  await expect(drawer.getByRole('tablist', { name: p('detail.tabs.label') })).toBeVisible();
  await expect(drawer.getByRole('heading', { level: 2 })).toBeFocused();
  await checkA11y({ state: 'ticket drawer' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(
    dataRows(grid(page))
      .filter({ has: page.getByRole('cell', { name: String(number), exact: true }) })
      .first(),
  ).toBeFocused();
});

test('the receipt previews in a sandboxed frame, is e-mailed to a valid address and prints after 500 ms', async ({
  page,
  dataDir,
  checkA11y,
}) => {
  await openAsStore(page);
  const number = await openFirstTicket(page);
  await tab(page, 'receipt').click();
  await page.getByRole('button', { name: p('receipt.preview') }).click();
  const modal = dialog(page, p('receipt.title', { number }));
  await expect(modal).toBeVisible();
  const frameElement = modal.locator('iframe');
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-same-origin allow-scripts allow-modals');
  const receipt = modal.frameLocator('iframe').locator('body');
  await expect(receipt).toContainText(`#${number}`);
  // The receipt's document forbids scripts: one added to it does not run.
  const ran = await frameElement.evaluate(async (el: HTMLIFrameElement) => {
    const doc = el.contentDocument!;
    const script = doc.createElement('script');
    script.textContent = 'document.body.dataset.ran = "yes"';
    doc.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return doc.body.dataset.ran ?? 'no';
  });
  expect(ran).toBe('no');
  await checkA11y();

  const email = modal.getByRole('textbox', { name: p('receipt.email') });
  const send = modal.getByRole('button', { name: p('receipt.send') });
  await email.fill('guest@');
  await expect(send).toBeDisabled();
  await expect(modal.getByText(p('errors.invalidEmail'))).toBeVisible();
  const address = `receipt-${Date.now()}@demo.test`;
  await email.fill(address);
  await expect(send).toBeEnabled();
  const before = outboxFiles(dataDir);
  await send.click();
  await expect(modal.getByRole('status')).toHaveText(p('receipt.success'));
  const mail = await readLatestMail(dataDir, address, { notIn: before });
  expect(`${mail.subject}\n${mail.text}\n${mail.html}`).toContain(String(number));

  // Print runs in the frame, half a second after the click (spec 2 §9).
  await frameElement.evaluate((el: HTMLIFrameElement) => {
    const w = el.contentWindow as Window & { printedAt?: number };
    w.print = () => {
      w.printedAt = Date.now();
    };
  });
  const clickedAt = await page.evaluate(() => Date.now());
  await modal.getByRole('button', { name: p('receipt.print') }).click();
  await expect
    .poll(() =>
      frameElement.evaluate((el: HTMLIFrameElement) => (el.contentWindow as Window & { printedAt?: number }).printedAt),
    )
    .toBeGreaterThanOrEqual(clickedAt + 450);

  await modal.getByRole('button', { name: p('receipt.close') }).click();
  await expect(modal).toBeHidden();
});

async function download(page: Page, item: string): Promise<{ file: Download; lines: string[] }> {
  await page.getByRole('button', { name: p('export.button') }).click();
  const started = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: p(item) }).click();
  const file = await started;
  const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
  return { file, lines: text.split(/\r?\n/).filter((l) => l.length > 0) };
}

test('export downloads POS Trans.csv and Ticket Detail.csv for the chosen range', async ({ page }) => {
  await openAsStore(page);
  const week = await ticketsAfter(page, () => radio(page, 'last7').click());

  const trans = await download(page, 'export.posTrans');
  expect(trans.file.suggestedFilename()).toBe('POS Trans.csv');
  expect(trans.lines[0]).toMatch(/TicketNumber|Ticket Number|Ticket #/i);
  expect(trans.lines.length - 1, 'one row per ticket of the range').toBe(week.body.TotalRowCount);

  const detail = await download(page, 'export.ticketDetail');
  expect(detail.file.suggestedFilename()).toBe('Ticket Detail.csv');
  expect(detail.lines[0]).toMatch(/Item/i);
  expect(detail.lines.length - 1, 'one row per ticket line: more than tickets').toBeGreaterThan(
    week.body.TotalRowCount,
  );

  // A line weighed by hand (last column 'Manual Weight' = Y) shows its quantity marked (M) on the Lines tab.
  expect(detail.lines[0]).toMatch(/,Manual Weight$/);
  const manual = detail.lines.slice(1).find((l) => l.endsWith(',Y'));
  expect(manual, 'a week of Corner Cafe tickets has a hand-weighed line').toBeDefined();
  const number = manual!.split(',')[2]!;
  const search = page.getByRole('textbox', { name: p('filters.searchFor') });
  await ticketsAfter(page, () => search.fill(number).then(() => search.press('Enter')));
  await dataRows(grid(page))
    .filter({ has: page.getByRole('cell', { name: number, exact: true }) })
    .first()
    .click();
  await tab(page, 'lines').click();
  await expect(
    page
      .getByRole('table', { name: p('lines.label') })
      .getByRole('cell', { name: / \(M\)$/ })
      .first(),
  ).toBeVisible();
});

// The company user chooses a store on the way: a session of its own, signed in through the form.
test.describe(() => {
  test.use({ signedInAs: null });

  test('company view of a multi-site merchant: the store-view-only modal covers the page, closes, and leads to a store', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, 'company');
    const selection = dialog(page, L.dialogs.selectStore);
    await selection.getByRole('row').filter({ hasText: L.storeSelection.allStores }).click();
    await selection.getByRole('button', { name: L.common.continue, exact: true }).click();
    await expect(selection).toBeHidden();
    await expectInPortal(page);

    const ticketCalls: string[] = [];
    page.on('request', (r) => {
      if (pathOf(r) === '/TicketViewer/GetTickets') ticketCalls.push(r.url());
    });
    await page.goto(PAGE_PATH);
    const modal = dialog(page, p('storeViewOnlyModal.title'));
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(p('storeViewOnly'));
    await expect(page.getByRole('tablist')).toHaveCount(0);
    // The overlay over a page with no tickets to show.
    await expect(page.locator('.MuiBackdrop-root').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await checkA11y();

    // No trap: Escape closes it; the page keeps the message and the way to a store.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByText(p('storeViewOnly'))).toBeVisible();
    await checkA11y({ state: 'store view only, modal closed', expectModal: false });
    expect(ticketCalls, 'the company view asks for no tickets').toEqual([]);

    await page.getByRole('button', { name: p('storeViewOnlyModal.selectStore') }).click();
    await expect(selection).toBeVisible();
    const tickets = page.waitForResponse(isTickets);
    await selection.getByRole('row').filter({ hasText: 'Bistro Downtown' }).click();
    await selection.getByRole('button', { name: L.common.continue, exact: true }).click();
    await expect(selection).toBeHidden();
    expect((await tickets).status()).toBe(200);
    await expect(modal).toBeHidden();
    await expect(dataRows(grid(page)).or(page.getByText(p('grid.empty')))).not.toHaveCount(0);
  });
});

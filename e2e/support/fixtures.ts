import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { L } from './labels.ts';
import { serverState } from './server-state.ts';

export { expect } from '@playwright/test';
export { outboxFiles, readLatestMail, resetLinkOf } from './mail.ts';

/** Every demo user shares this password (server/src/demo). */
export const DEMO_PASSWORD = 'Portal#2026';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const SCAN_MARK = 'data-e2e-a11y-dialog';

/** Lets CSS transitions (dialog fades) finish, so axe does not judge half-transparent text. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      // Endless ones (spinners) never finish; only transitions and finite animations are waited for.
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe on the whole current page (modal dialogs included when open) and throws when any violation has impact
 * 'serious' or 'critical'. The full result is attached to the test report.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  testInfo?: TestInfo,
  { expectModal = false }: { expectModal?: boolean } = {},
): Promise<void> {
  await settle(page);
  // Tag the open dialogs, so the results can prove axe judged them too (MUI renders them in a portal).
  const dialogs = await page.evaluate((attr) => {
    let n = 0;
    for (const el of document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))
      if (el.getClientRects().length > 0) el.setAttribute(attr, String(++n));
    return n;
  }, SCAN_MARK);
  if (expectModal && dialogs === 0) throw new Error(`checkA11y(${where}) expected an open modal dialog, found none`);
  const results = await new AxeBuilder({ page }).analyze();
  await page.evaluate(
    (attr) => document.querySelectorAll(`[${attr}]`).forEach((el) => el.removeAttribute(attr)),
    SCAN_MARK,
  );
  const judged = [...results.passes, ...results.violations, ...results.incomplete].flatMap((r) => r.nodes);
  for (let i = 1; i <= dialogs; i++)
    if (!judged.some((node) => node.html.includes(`${SCAN_MARK}="${i}"`)))
      throw new Error(`axe did not examine open dialog #${i} (${where}); the modal was not scanned`);
  const blocking = results.violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
  if (testInfo && results.violations.length > 0)
    await testInfo.attach(`axe-${where.replace(/[^\w-]+/g, '_')}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  if (blocking.length === 0) return;
  const lines = blocking.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map(
        (n) => `      at ${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
      )
      .join('\n');
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s)) ${v.helpUrl}\n${nodes}`;
  });
  throw new Error(`Accessibility violations (serious/critical) ${where} on ${page.url()}:\n${lines.join('\n')}`);
}

type TFixtures = {
  /** The data directory of the server under test (outbox at `${dataDir}/outbox`). */
  dataDir: string;
  /**
   * Scans the page as it is now. By default a modal dialog must be open and axe must have examined it (call it at
   * the points where a test opens a modal); pass `{ expectModal: false }` for other states.
   */
  checkA11y: (where?: string, options?: { expectModal?: boolean }) => Promise<void>;
  /** Automatic: scans the page once each passing test ends. */
  a11yAfterEach: void;
};

export const test = base.extend<TFixtures>({
  // globalSetup may have moved to another port than the config assumed; the state it wrote is the truth.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(serverState().baseURL),
  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies
  dataDir: async ({}, use) => use(serverState().dataDir),
  checkA11y: async ({ page }, use, testInfo) => {
    let n = 0;
    await use((where, { expectModal = true } = {}) =>
      expectNoSeriousA11yViolations(page, where ?? `check ${++n}`, testInfo, { expectModal }),
    );
  },
  a11yAfterEach: [
    async ({ page }, use, testInfo) => {
      await use();
      // A failed test already reports its own cause; scanning its wreckage adds noise and time.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || page.url() === 'about:blank') return;
      await expectNoSeriousA11yViolations(page, 'after the test', testInfo);
    },
    { auto: true },
  ],
});

/** A dialog by its accessible name (its title), matched exactly. */
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name, exact: true });

/** Opens the login page and submits `username` / `password`; does not wait for any outcome. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await submitCredentials(page, username, password);
}

/** Waits until the portal shell is shown (URL under /Portal/NewIndex, header with the user menu). */
export async function expectInPortal(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/Portal\/NewIndex/);
  await expect(page.getByRole('banner').getByRole('button', { name: L.portal.userMenu })).toBeVisible();
}

/** Waits until the login page is shown again. */
export async function expectOnLoginPage(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: L.login.signIn, exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/\/Portal\/NewIndex/);
}

/** Fills and submits the login form already on screen (keeps the page, and so its attempt counter). */
export async function submitCredentials(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(L.login.username, { exact: true }).fill(username);
  await page.getByLabel(L.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: L.login.signIn, exact: true }).click();
}

/** Forgets the session as a new visitor would: cookies and web storage of the app's origin. */
export async function resetSession(page: Page): Promise<void> {
  await page.context().clearCookies();
  if (/^https?:/.test(page.url())) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
}

/** Opens the header's user menu and picks an entry. */
export async function openUserMenuItem(page: Page, item: string | RegExp): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: L.portal.userMenu }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

import { test as base, expect, type Page } from '@playwright/test';
import { scanScreenStateOnce } from './a11y.ts';
import { L } from './labels.ts';
import {
  DEMO_PASSWORD,
  holdsSavedSession,
  keyOf,
  savedSession,
  watchSessionChanges,
  type TPortalSession,
} from './saved-sessions.ts';
import { serverState } from './server-state.ts';
import { PARKED_PATH, sessionPage, type TSessionPage, type TSessionPages } from './session-pages.ts';

export { expect } from '@playwright/test';
export { outboxFiles, readLatestMail, resetLinkOf } from './mail.ts';
export { apiAs, AS, DEMO_PASSWORD, savedSession, type TPortalSession } from './saved-sessions.ts';

type TFixtures = {
  /**
   * Starts the test in the portal as this session, from the state saved when the run first signed it in (one
   * sign-in per user and store for the whole run), instead of through the login form. Tests about signing in,
   * logging off, the session's lifetime or the store choice leave it unset and sign in for themselves.
   */
  signedInAs: TPortalSession | null;
  /** The data directory of the server under test (outbox at `${dataDir}/outbox`). */
  dataDir: string;
  /**
   * Judges the page's screen state with axe, the first time the run reaches it (see a11y.ts). By default a modal
   * dialog must be open and axe must have examined it (call it where a test opens a modal); pass
   * `{ expectModal: false }` for other states and `state` to name a state the route and dialogs do not tell apart.
   */
  checkA11y: (options?: { state?: string; expectModal?: boolean }) => Promise<void>;
  /** Automatic: judges the screen state each passing test ends on, unless the run has judged it already. */
  a11yAfterEach: void;
};

/** The pooled page of the test's saved session, or null for a test that signs in for itself. */
type TPooled = { pooledSession: TSessionPage | null };

export const test = base.extend<TFixtures & TPooled, { sessionPages: TSessionPages }>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) =>
    use(signedInAs ? await savedSession(signedInAs) : storageState),
  sessionPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const pool: TSessionPages = new Map();
      await use(pool);
      await Promise.all([...pool.values()].map(({ context }) => context.close().catch(() => undefined)));
    },
    { scope: 'worker' },
  ],
  pooledSession: async (
    { browser, signedInAs, sessionPages, contextOptions, baseURL, viewport, locale, reducedMotion, storageState },
    use,
    testInfo,
  ) => {
    if (!signedInAs) return use(null);
    const options = { ...contextOptions, baseURL, viewport, locale, reducedMotion, storageState };
    const session = await sessionPage(sessionPages, browser, keyOf(signedInAs), options);
    await use(session);
    await session.release(testInfo.status === testInfo.expectedStatus);
  },
  // The context and page options this suite sets (playwright.config.ts, test.use), as Playwright's own fixture would
  // pass them; a test started from a saved session gets its session's pooled context and page (session-pages.ts).
  context: async (
    { browser, pooledSession, contextOptions, baseURL, viewport, locale, reducedMotion, storageState },
    use,
  ) => {
    if (pooledSession) {
      const sessionChanges = watchSessionChanges(pooledSession.context);
      await use(pooledSession.context);
      sessionChanges.check();
      return;
    }
    const context = await browser.newContext({
      ...contextOptions,
      baseURL,
      viewport,
      locale,
      reducedMotion,
      storageState,
    });
    await use(context);
    await context.close();
  },
  page: async ({ context, pooledSession }, use) => use(pooledSession?.page ?? (await context.newPage())),
  // globalSetup may have moved to another port than the config assumed; the state it wrote is the truth.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(serverState().baseURL),
  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies
  dataDir: async ({}, use) => use(serverState().dataDir),
  checkA11y: async ({ page }, use, testInfo) => {
    await use(async ({ state, expectModal = true } = {}) => {
      await scanScreenStateOnce(page, testInfo, { state, expectModal });
    });
  },
  a11yAfterEach: [
    async ({ page }, use, testInfo) => {
      await use();
      // A failed test already reports its own cause; scanning its wreckage adds noise and time.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      // A test that never opened a page leaves a new one blank, or a pooled one where the last test parked it.
      if (page.url() === 'about:blank' || new URL(page.url()).pathname === PARKED_PATH) return;
      await scanScreenStateOnce(page, testInfo);
    },
    { auto: true },
  ],
});

/** A dialog by its accessible name (its title), matched exactly. */
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name, exact: true });

/** Opens the login page and submits `username` / `password`; does not wait for any outcome. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  // The server ends the session of the cookie a sign-in arrives with: a saved one would end for every later test.
  if (await holdsSavedSession(page.context()))
    throw new Error(`signIn(${username}) in a test started from a saved session (signedInAs): drop one of the two`);
  await page.goto('/');
  await submitCredentials(page, username, password);
}

/** Opens a portal page (by default the home page) in the session the test started from, and waits for the shell. */
export async function openPortal(page: Page, path = '/Portal/NewIndex'): Promise<void> {
  await page.goto(path);
  await expectInPortal(page);
}

/**
 * Opens `path` in the portal already on screen the way its own links do: a new history entry the router follows,
 * no page load. For tests that walk through many screens, where each page load would start the whole app again.
 * It returns at once: the caller waits for what the new screen shows (the screen before is still there meanwhile).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The entry as React Router writes its own (its index in `idx`), so Back and Forward count it.
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
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

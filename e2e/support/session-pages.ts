import type { Browser, BrowserContext, BrowserContextOptions, Dialog, Page } from '@playwright/test';

/**
 * One browser context and page per saved session (`signedInAs`) for the whole worker, handed from test to test.
 *
 * A new context costs a new renderer process and a cold cache: Chromium spent about 2 s of CPU booting the portal in
 * a new page against 0.65 s in one that had shown it before, most of each short test. The session behind the cookie
 * is shared by those tests already (saved-sessions.ts); what a page keeps between them is put back the way a new
 * context starts: away from the app (at PARKED_PATH), with the saved cookie only, no web storage, no routes, the test's viewport and no
 * other pages. A page a test changed in a way that cannot be put back (listeners it added, a clock, a failure, a
 * crash) is closed, and the next test of that session starts a new one.
 */
/** Where a pooled page waits for its next test: a static file of the portal's origin, no app. */
export const PARKED_PATH = '/favicon.svg';

export type TSessionPages = Map<string, { context: BrowserContext; page: Page }>;

type TEmitter = { listenerCount(event: string): number };

/** The events a test may listen to; a count that grew means a listener the next test would inherit. */
const EVENTS = [
  'close',
  'console',
  'crash',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
];

const listenersOf = (page: Page) =>
  [page, page.context()].map((emitter) => EVENTS.map((e) => (emitter as unknown as TEmitter).listenerCount(e))).join();

export type TSessionPage = { context: BrowserContext; page: Page; release: (reusable: boolean) => Promise<void> };

/**
 * The pooled page of `key`, or a new one made with the test's context `options`. `release` puts it back for the next
 * test when the test ended cleanly (`reusable`) and left nothing behind, and closes it otherwise.
 */
export async function sessionPage(
  pool: TSessionPages,
  browser: Browser,
  key: string,
  options: BrowserContextOptions,
): Promise<TSessionPage> {
  let entry = pool.get(key);
  if (entry) {
    const { viewport } = options;
    const size = entry.page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height))
      await entry.page.setViewportSize(viewport);
    await entry.context.clearCookies();
    await entry.context.addCookies(typeof options.storageState === 'object' ? options.storageState.cookies : []);
  } else {
    const context = await browser.newContext(options);
    entry = { context, page: await context.newPage() };
    pool.set(key, entry);
  }
  const { context, page } = entry;
  const listenersBefore = listenersOf(page);
  const clock = watchClock(context);
  const release = async (reusable: boolean) => {
    const clean =
      reusable &&
      !clock.used() &&
      !page.isClosed() &&
      context.pages().length === 1 &&
      listenersOf(page) === listenersBefore;
    if (clean && (await putBack(page))) return;
    pool.delete(key);
    await context.close().catch(() => undefined);
  };
  return { context, page, release };
}

/** Whether the test set the context's clock, which cannot be uninstalled. */
function watchClock(context: BrowserContext): { used: () => boolean } {
  let used = false;
  const { clock } = context;
  for (const name of ['install', 'setFixedTime', 'setSystemTime'] as const) {
    const original = clock[name].bind(clock) as (...args: unknown[]) => Promise<void>;
    Object.assign(clock, { [name]: (...args: unknown[]) => ((used = true), original(...args)) });
  }
  return { used: () => used };
}

/** Leaves `page` as a new one starts; false when that failed and the page should go. */
async function putBack(page: Page): Promise<boolean> {
  // A screen with unsaved changes asks before the page unloads; leaving between tests is not the user leaving.
  const leave = (dialog: Dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  page.on('dialog', leave);
  try {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    // Not about:blank: Chromium would give the portal's next load a new renderer process, the cost saved here.
    await page.goto(PARKED_PATH);
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    return true;
  } catch {
    return false;
  } finally {
    page.off('dialog', leave);
  }
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page, TestInfo } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
 * The portal's own frames: the page and the documents it writes into frames (the receipt preview's srcdoc). The
 * legacy back office's pages in the frame host come from other origins and are not ours to judge (README).
 */
const isOwnFrame = (frame: Frame, origin: string) =>
  frame.url() === 'about:srcdoc' || (URL.canParse(frame.url()) && new URL(frame.url()).origin === origin);

/**
 * axe-core's own run in each of the portal's frames, each frame on its own, the results put together. The source is
 * evaluated once per document. @axe-core/playwright's AxeBuilder evaluated it three times a scan and finished each
 * scan in a new blank page, so a scan took about three times as long as the rules themselves (2.8 s against 1 s).
 */
/**
 * A frame whose sandbox allows no script (Store configuration's header preview) has no script context: axe cannot
 * run inside it (an evaluate there never returns); the page's own scan still judges the frame element (its title).
 */
async function runsScripts(frame: Frame): Promise<boolean> {
  if (frame === frame.page().mainFrame()) return true;
  const sandbox = await (await frame.frameElement()).getAttribute('sandbox');
  return sandbox === null || sandbox.split(/\s+/).includes('allow-scripts');
}

async function runAxe(page: Page): Promise<AxeResults> {
  const origin = new URL(page.url()).origin;
  const runs: AxeResults[] = [];
  for (const frame of page.frames().filter((f) => isOwnFrame(f, origin))) {
    if (!(await runsScripts(frame))) continue;
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    runs.push(
      await frame.evaluate(() => {
        // The page's global, put there by AXE_SOURCE.
        const { axe } = window as unknown as { axe: typeof import('axe-core') };
        return axe.run(document, { iframes: false });
      }),
    );
  }
  const [first, ...rest] = runs;
  if (!first) throw new Error(`axe found no frame of ${origin} to judge on ${page.url()}`);
  for (const run of rest)
    for (const kind of ['violations', 'passes', 'incomplete', 'inapplicable'] as const) first[kind].push(...run[kind]);
  return first;
}

/**
 * Runs axe on the whole current page as it is (the caller lets it settle; open modal dialogs included) and throws
 * when any violation has impact 'serious' or 'critical'. The full result is attached to the test report.
 */
async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  testInfo?: TestInfo,
  { expectModal = false }: { expectModal?: boolean } = {},
): Promise<void> {
  // Tag the open dialogs, so the results can prove axe judged them too (MUI renders them in a portal).
  const dialogs = await page.evaluate((attr) => {
    let n = 0;
    for (const el of document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))
      if (el.getClientRects().length > 0) el.setAttribute(attr, String(++n));
    return n;
  }, SCAN_MARK);
  if (expectModal && dialogs === 0) throw new Error(`checkA11y(${where}) expected an open modal dialog, found none`);
  const results = await runAxe(page);
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

/**
 * What makes one screen state: the route with ids made generic, the accessible names of the open dialogs (numbers in
 * them made generic too: "Receipt #1234" is one dialog), a viewport other than the project's, and the name a test
 * gives a state that those do not tell apart (field errors shown, a tab below a grid).
 */
async function screenStateOf(
  page: Page,
  testInfo: TestInfo,
  state?: string,
): Promise<{ key: string; dialogs: number }> {
  const route = new URL(page.url()).pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  const dialogs = await page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ')
          .trim();
        return el.getAttribute('aria-label') || labelledBy || '(unnamed dialog)';
      }),
  );
  const width = page.viewportSize()?.width;
  const parts = [
    route,
    ...dialogs.map((name) => `dialog "${name.replace(/\d+/g, 'N')}"`),
    ...(width !== testInfo.project.use.viewport?.width ? [`${width}px wide`] : []),
    ...(state ? [state] : []),
  ];
  return { key: parts.join(' + '), dialogs: dialogs.length };
}

// The screen states judged so far in this worker's run (the suite runs in one worker).
const scanned = new Set<string>();

/**
 * Scans the page's screen state the first time the run reaches it and skips it afterwards: axe's verdict on a
 * screen does not change because another test reaches it again. Returns the state's key.
 */
export async function scanScreenStateOnce(
  page: Page,
  testInfo: TestInfo,
  { state, expectModal = false }: { state?: string; expectModal?: boolean } = {},
): Promise<string> {
  // A dialog still fading in or out would otherwise decide the key.
  await settle(page);
  const { key, dialogs } = await screenStateOf(page, testInfo, state);
  // Asked of every call, scanned or not: the test expects to have a modal open here.
  if (expectModal && dialogs === 0) throw new Error(`checkA11y expected an open modal dialog, found none (${key})`);
  if (scanned.has(key)) return key;
  scanned.add(key);
  testInfo.annotations.push({ type: 'axe', description: key });
  await expectNoSeriousA11yViolations(page, key, testInfo, { expectModal });
  return key;
}

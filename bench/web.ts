/**
 * Web benchmark: Lighthouse 12 with its desktop preset, in Debian's Chromium, against a freshly started portal
 * server (a new PGlite data directory with the demo data, serving the built web app). It measures the sign-in page
 * and the items screen signed in as `store` (Corner Cafe, no store to choose), RUNS times each, and prints the
 * median run (Lighthouse's own choice, by FCP and TTI) of each page beside the README's targets: performance and
 * accessibility scores, LCP, TBT, CLS and the compressed JavaScript transferred. Numbers only, no assertions; not
 * part of `npm test`.
 *
 *   npm run bench:web                                   (builds the web app first)
 *   RUNS=5 CHROMIUM_PATH=/usr/bin/chromium npm run bench:web
 *   REPORT_DIR=/tmp/lh npm run bench:web                (also writes each page's median Lighthouse report as JSON)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { positive } from './support/env.ts';
import { BENCH_USER, Client } from './support/http-client.ts';
import { startServer, type TServer } from './support/server.ts';

const RUNS = positive('RUNS', 3);
const REPORT_DIR = process.env.REPORT_DIR;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's Chromium as the end-to-end suite runs it: nothing in the background competes with the page.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const READY_TIMEOUT_MS = 180_000;

const TARGETS = { performance: 95, accessibility: 100, signInJsKb: 150 };

type TPage = { name: string; path: string; signedIn: boolean };
const PAGES: TPage[] = [
  { name: 'sign-in page', path: '/', signedIn: false },
  { name: 'items screen', path: '/Portal/NewIndex/menu/categoriesoritems/items', signedIn: true },
];

type TFigures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire of every script the page loaded (compressed when the server compressed it). */
  scriptBytes: number;
  scripts: number;
};

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

function figuresOf(lhr: Result): TFigures {
  const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  if (!requests) throw new Error('Lighthouse reported no network requests');
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    scriptBytes: scripts.reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0),
    scripts: scripts.length,
  };
}

/** Runs Lighthouse RUNS times on one page and returns the median run's figures. */
async function measure(port: number, url: string, cookie: string | null): Promise<TFigures> {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(
      url,
      {
        port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The session travels as a request header, out of reach of the storage reset Lighthouse does before loading.
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`);
    // A redirect to the login page would measure the wrong screen.
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}`);
    runs.push(result.lhr);
  }
  const median = computeMedianRun(runs);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? 'sign-in';
    writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(median));
  }
  return figuresOf(median);
}

const check = (ok: boolean) => (ok ? 'meets' : 'MISSES');

function print(page: TPage, f: TFigures) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(`\n${page.name} (${page.path}), median of ${RUNS} run(s):`);
  console.log(
    `  performance    ${String(f.performance).padStart(9)}   target ≥ ${TARGETS.performance}   ${check(f.performance >= TARGETS.performance)}`,
  );
  console.log(
    `  accessibility  ${String(f.accessibility).padStart(9)}   target ${TARGETS.accessibility}     ${check(f.accessibility >= TARGETS.accessibility)}`,
  );
  console.log(`  LCP            ${`${(f.lcpMs / 1000).toFixed(2)} s`.padStart(9)}`);
  console.log(`  TBT            ${`${Math.round(f.tbtMs)} ms`.padStart(9)}`);
  console.log(`  CLS            ${f.cls.toFixed(3).padStart(9)}`);
  const js = `  JavaScript     ${kb(f.scriptBytes).padStart(9)}   (${f.scripts} scripts, transferred)`;
  if (page.signedIn) console.log(js);
  else
    console.log(
      `${js}   target ≤ ${TARGETS.signInJsKb} kB before sign-in   ${check(f.scriptBytes <= TARGETS.signInJsKb * 1024)}`,
    );
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-web-'));
  let server: TServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startServer({
      env: { DATA_DIR: dataDir },
      logFile: path.join(dataDir, 'server.log'),
      readyTimeoutMs: READY_TIMEOUT_MS,
    });
    console.log(`portal server ready in ${server.startMs} ms at ${server.baseURL} (fresh PGlite, demo data)`);
    const client = new Client(server.baseURL);
    await client.signIn();
    console.log(`signed in as '${BENCH_USER.username}' over HTTP; Lighthouse ${RUNS} run(s) per page in ${CHROMIUM}`);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    for (const page of PAGES) {
      const figures = await measure(
        chrome.port,
        server.baseURL + page.path,
        page.signedIn ? client.cookieHeader : null,
      );
      print(page, figures);
    }
  } finally {
    chrome?.kill();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

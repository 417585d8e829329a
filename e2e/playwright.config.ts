import { defineConfig } from '@playwright/test';
import { DEFAULT_E2E_PORT } from './support/server-state.ts';

// globalSetup starts the server on this port (or, when it is taken and E2E_PORT was not given, on a free one that
// the fixtures read back from the state file), so baseURL is known before the server exists.
const port = Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT);

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // One server with one PGlite connection and 2 cores: tests share demo users whose state they change
  // (lock-out, password resets, licence acceptance), so they run one at a time in file order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Fail a step in seconds rather than at the test time-out, so one broken screen cannot eat the run.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    // Recording a trace (DOM snapshots and a screencast of every step) costs a fifth of the run on 2 cores, and CI
    // keeps only its log: traces are recorded where someone can open them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The portal honours the system's reduced-motion setting (no transitions): dialogs and menus open at once.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

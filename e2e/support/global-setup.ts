import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startLegacyFixtures } from '../fixtures/legacy/fixture-servers.ts';
import { ssoServerEnv, startE2eIdp } from './dev-idp.ts';
import { anyFreePort, portIsFree } from './ports.ts';
import { killServerGroup } from './server-process.ts';
import {
  DEFAULT_E2E_PORT,
  E2E_STATE_DIR,
  E2E_SUPPORT_DIR,
  E2E_STATE_FILE,
  REPO_ROOT,
  SERVER_LOG_FILE,
  type TServerState,
} from './server-state.ts';

const READY_TIMEOUT_MS = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000);

const logTail = () => {
  try {
    return readFileSync(SERVER_LOG_FILE, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no server log)';
  }
};

// The server refuses to seed its demo data under NODE_ENV=production, and every spec signs in as a demo user. It runs
// on its own fresh PGlite data directory even when the shell names a PostgreSQL server for the API suite.
const serverEnvOf = (env: NodeJS.ProcessEnv) => {
  const { NODE_ENV, DATABASE_URL: _apiSuiteDatabase, ...rest } = env;
  return NODE_ENV === undefined || NODE_ENV === 'production' ? rest : { ...rest, NODE_ENV };
};

/**
 * Starts the legacy-frame fixture origins and the development identity provider (in this process), then the real
 * server on a fresh data directory, framing the legacy fixture and trusting that provider, and waits for /healthz.
 */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  if (!existsSync(path.join(REPO_ROOT, 'web', 'dist', 'index.html')))
    throw new Error(
      'web/dist/index.html is missing: build the web app first (`npm run build -w web`, or `npm run test:e2e`).',
    );

  const wanted = Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT);
  // An explicitly chosen port must be honoured; the default falls back to any free port.
  let port = wanted;
  if (!(await portIsFree(wanted))) {
    if (process.env.E2E_PORT) throw new Error(`E2E_PORT ${wanted} is in use`);
    port = await anyFreePort();
  }
  const baseURL = `http://127.0.0.1:${port}`;
  const { legacyOrigin, thirdOrigin } = await startLegacyFixtures();
  const idp = await startE2eIdp(baseURL);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-e2e-'));
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  const log = openSync(SERVER_LOG_FILE, 'w');

  // The guard leads its own process group (detached), so teardown can stop guard, npx, tsx and node together,
  // and it stops the server by itself if this runner dies without a teardown.
  const guard = path.join(E2E_SUPPORT_DIR, 'server-guard.ts');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', guard, String(process.pid), 'npx', 'tsx', 'server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...serverEnvOf(process.env),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LEGACY_ORIGIN: legacyOrigin,
        ...ssoServerEnv(idp.issuer),
      },
    },
  );
  const pid = child.pid;
  if (!pid) throw new Error('could not start the server');
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited with ${code ?? signal}`));

  const state: TServerState = {
    baseURL,
    dataDir,
    pid,
    keepData: process.env.KEEP_E2E_DATA === '1',
    legacyOrigin,
    thirdOrigin,
    idpIssuer: idp.issuer,
  };
  writeFileSync(E2E_STATE_FILE, JSON.stringify(state, null, 2));
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SERVER_PID = String(pid);
  process.env.E2E_LEGACY_ORIGIN = legacyOrigin;
  process.env.E2E_THIRD_ORIGIN = thirdOrigin;
  process.env.E2E_IDP_ISSUER = idp.issuer;
  // If the runner exits without globalTeardown (setup failed after this point), stop the server at once.
  process.once('exit', () => killServerGroup(pid, 'SIGKILL'));

  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`server ${exited} before it was ready. Log tail:\n${logTail()}`);
    try {
      const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > READY_TIMEOUT_MS) {
      killServerGroup(pid, 'SIGKILL');
      throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms. Log tail:\n${logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    `[e2e] server ready at ${baseURL} in ${Date.now() - started} ms (DATA_DIR ${dataDir}, log ${SERVER_LOG_FILE}, ` +
      `legacy fixture ${legacyOrigin}, third origin ${thirdOrigin}, identity provider ${idp.issuer})`,
  );
}

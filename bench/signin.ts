/**
 * Sign-in benchmark: starts the real server on PGlite and then on PostgreSQL. CLIENTS concurrent clients first
 * sign in ITERATIONS times each (GetCsrfToken → LogOn('store')), then read GetPortalData PORTAL_CALLS times each
 * on their sessions; it prints sign-ins per second and p50/p99 latencies of both calls. Loopback only; bounded by ITERATIONS per client and MAX_SECONDS per database.
 * Numbers only, no assertions. argon2id verification dominates LogOn by design.
 *
 *   npm run bench:signin
 *   CLIENTS=50 ITERATIONS=4 PORTAL_CALLS=40 MAX_SECONDS=60 PG_URL=postgres://postgres@127.0.0.1:5432 npm run bench:signin
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { stopServerGroup } from '../e2e/support/server-process.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const CLIENTS = positive('CLIENTS', 50);
const ITERATIONS = positive('ITERATIONS', 4);
const PORTAL_CALLS = positive('PORTAL_CALLS', 40);
const MAX_SECONDS = positive('MAX_SECONDS', 60);
const READY_TIMEOUT_MS = 180_000;
const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
const PG_URL = (process.env.PG_URL ?? `postgres://postgres@${PG_HOST}:${PG_PORT}`).replace(/\/+$/, '');
const USER = 'store';
const PASSWORD = 'Portal#2026';
const run = promisify(execFile);

type TResult = {
  database: string;
  signIns: number;
  failures: number;
  seconds: number;
  logOn: number[];
  portalData: number[];
  note?: string;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The server refuses to seed demo data when NODE_ENV=production, and the bench needs the demo users.
const withoutNodeEnv = ({ NODE_ENV: _nodeEnv, ...rest }: NodeJS.ProcessEnv) => rest;

/** Starts `npx tsx server/src/main.ts` in its own process group and waits for /healthz. */
async function startServer(extraEnv: Record<string, string>, logFile: string) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'w');
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...withoutNodeEnv(process.env),
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      // One JSON line per request would put the logger in the measurement.
      LOG_LEVEL: 'warn',
      // 50 clients from one address would hit the per-minute auth limit at once.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    },
  });
  const pid = child.pid;
  if (!pid) throw new Error('could not start the server');
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited with ${code ?? signal}`));
  const stop = () => stopServerGroup(pid);
  process.once('exit', () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  const started = Date.now();
  for (;;) {
    if (exited) {
      throw new Error(
        `server ${exited}; log tail:\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`,
      );
    }
    try {
      if ((await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2000) })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`server not ready after ${READY_TIMEOUT_MS} ms (log ${logFile})`);
    }
    await sleep(250);
  }
  return { baseURL, stop, startMs: Date.now() - started };
}

/** A client with its own cookie jar and CSRF token. */
// node:http with a keep-alive agent: fetch (undici) costs the load generator several times more CPU per request,
// and on a 2-core machine the generator shares the cores with the server it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function send(url: URL, method: string, headers: Record<string, string>, payload: string | undefined) {
  return new Promise<{ status: number; setCookies: string[]; text: string }>((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          setCookies: response.headers['set-cookie'] ?? [],
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

class Client {
  private readonly cookies = new Map<string, string>();
  private csrf = '';
  constructor(private readonly baseURL: string) {}

  private async call(
    method: 'GET' | 'POST',
    route: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (this.csrf) headers['x-csrf-token'] = this.csrf;
    }
    const payload = method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
    const response = await send(new URL(route, this.baseURL), method, headers, payload);
    for (const line of response.setCookies) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/;\s*max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let json: unknown = null;
    try {
      json = response.text ? JSON.parse(response.text) : null;
    } catch {
      json = response.text;
    }
    return { status: response.status, json };
  }

  async refreshCsrf() {
    const { status, json } = await this.call('POST', '/Account/GetCsrfToken');
    const token = (json as { tokenHeaderValue?: unknown } | null)?.tokenHeaderValue;
    if (status !== 200 || typeof token !== 'string') throw new Error(`GetCsrfToken answered ${status}`);
    this.csrf = token;
  }

  async logOn(): Promise<boolean> {
    const { status, json } = await this.call('POST', '/Account/LogOn', {
      username: USER,
      password: PASSWORD,
      rememberMe: false,
    });
    return status === 200 && (json as { success?: unknown } | null)?.success === true;
  }

  async portalData(): Promise<boolean> {
    return (await this.call('GET', '/Portal/GetPortalData')).status === 200;
  }

  reset() {
    this.cookies.clear();
    this.csrf = '';
  }
}

async function measure(database: string, baseURL: string): Promise<TResult> {
  // One warm-up cycle outside the numbers (first argon2 call, JIT, connection set-up).
  const warm = new Client(baseURL);
  await warm.refreshCsrf();
  if (!(await warm.logOn())) throw new Error(`warm-up LogOn as '${USER}' failed on ${database}`);

  const logOn: number[] = [];
  const portalData: number[] = [];
  let signIns = 0;
  let failures = 0;
  const deadline = performance.now() + MAX_SECONDS * 1000;
  const clients = Array.from({ length: CLIENTS }, () => new Client(baseURL));

  // Phase 1: every client signs in ITERATIONS times, all at once. argon2 dominates and saturates the cores,
  // so GetPortalData is timed in its own phase: mixed in here it would measure the hash, not the query.
  const started = performance.now();
  const signInWorker = async (client: Client) => {
    for (let i = 0; i < ITERATIONS && performance.now() < deadline; i++) {
      try {
        client.reset();
        await client.refreshCsrf();
        const t = performance.now();
        const ok = await client.logOn();
        logOn.push(performance.now() - t);
        if (ok) signIns++;
        else failures++;
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(clients.map(signInWorker));
  const seconds = (performance.now() - started) / 1000;

  // Phase 2: the 50 signed-in sessions read their portal data PORTAL_CALLS times each, all at once.
  const portalWorker = async (client: Client) => {
    for (let j = 0; j < PORTAL_CALLS && performance.now() < deadline; j++) {
      const t = performance.now();
      const fine = await client.portalData().catch(() => false);
      portalData.push(performance.now() - t);
      if (!fine) failures++;
    }
  };
  await Promise.all(clients.map(portalWorker));
  return { database, signIns, failures, seconds, logOn, portalData };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

async function benchPglite(): Promise<TResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-pglite-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer({ DATA_DIR: dataDir }, path.join(os.tmpdir(), 'mp-bench-pglite.log'));
    console.log(`PGlite: server ready in ${server.startMs} ms (fresh DATA_DIR, demo data seeded)`);
    return await measure('PGlite', server.baseURL);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<TResult> {
  const skipped = (note: string): TResult => ({
    database: 'PostgreSQL',
    signIns: 0,
    failures: 0,
    seconds: 0,
    logOn: [],
    portalData: [],
    note,
  });
  if (!(await answers(PG_HOST, PG_PORT))) return skipped(`skipped: nothing answers on ${PG_HOST}:${PG_PORT}`);
  const dbName = `mp_bench_${process.pid}_${Date.now()}`;
  try {
    await run('createdb', ['--maintenance-db', `${PG_URL}/postgres`, dbName]);
  } catch (error) {
    return skipped(`skipped: createdb failed (${(error as Error).message.split('\n')[0]})`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-pg-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: `${PG_URL}/${dbName}` },
      path.join(os.tmpdir(), 'mp-bench-pg.log'),
    );
    console.log(`PostgreSQL: server ready in ${server.startMs} ms (database ${dbName}, demo data seeded)`);
    return await measure('PostgreSQL', server.baseURL);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await run('dropdb', ['--maintenance-db', `${PG_URL}/postgres`, '--if-exists', dbName]).catch((error: Error) =>
      console.error(`could not drop ${dbName}: ${error.message}`),
    );
  }
}

function printTable(results: TResult[]) {
  const fmt = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
  const header = [
    'database',
    'sign-ins',
    'failures',
    'seconds',
    'sign-ins/s',
    'LogOn p50',
    'LogOn p99',
    'Portal p50',
    'Portal p99',
  ];
  const rows = results.map((r) =>
    r.note
      ? [r.database, r.note]
      : [
          r.database,
          String(r.signIns),
          String(r.failures),
          r.seconds.toFixed(1),
          fmt(r.signIns / r.seconds),
          fmt(percentile(r.logOn, 50)),
          fmt(percentile(r.logOn, 99)),
          fmt(percentile(r.portalData, 50)),
          fmt(percentile(r.portalData, 99)),
        ],
  );
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.filter((r) => r.length > 2).map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(
    `\n${CLIENTS} clients: ${ITERATIONS} sign-ins each, then GetPortalData x ${PORTAL_CALLS} each; latencies in ms, ${os.cpus().length} CPU(s)`,
  );
  console.log(line(header));
  for (const row of rows) console.log(row.length > 2 ? line(row) : `${row[0]!.padStart(widths[0]!)}  ${row[1]}`);
}

const failed =
  (database: string) =>
  (error: unknown): TResult => {
    console.error(`${database}: ${(error as Error).message}`);
    return { database, signIns: 0, failures: 0, seconds: 0, logOn: [], portalData: [], note: 'failed (see above)' };
  };
const results: TResult[] = [];
results.push(await benchPglite().catch(failed('PGlite')));
results.push(await benchPostgres().catch(failed('PostgreSQL')));
printTable(results);
if (results.some((r) => r.note?.startsWith('failed'))) process.exitCode = 1;

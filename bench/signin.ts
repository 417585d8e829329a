/**
 * Sign-in benchmark: starts the real server on PGlite and then on PostgreSQL. CLIENTS concurrent clients first
 * sign in ITERATIONS times each (GetCsrfToken → LogOn('store')), then read GetPortalData PORTAL_CALLS times each
 * on their sessions; it prints sign-ins per second and p50/p99 latencies of both calls. Loopback only; bounded by ITERATIONS per client and MAX_SECONDS per database.
 * Numbers only, no assertions. argon2id verification dominates LogOn by design.
 *
 *   npm run bench:signin
 *   CLIENTS=50 ITERATIONS=4 PORTAL_CALLS=40 MAX_SECONDS=60 PG_URL=postgres://postgres@127.0.0.1:5432 npm run bench:signin
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { positive } from './support/env.ts';
import { BENCH_USER, Client } from './support/http-client.ts';
import { answers, startServer, type TServer } from './support/server.ts';
import { percentile } from './support/stats.ts';

const CLIENTS = positive('CLIENTS', 50);
const ITERATIONS = positive('ITERATIONS', 4);
const PORTAL_CALLS = positive('PORTAL_CALLS', 40);
const MAX_SECONDS = positive('MAX_SECONDS', 60);
const READY_TIMEOUT_MS = 180_000;
const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
const PG_URL = (process.env.PG_URL ?? `postgres://postgres@${PG_HOST}:${PG_PORT}`).replace(/\/+$/, '');
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

/** The server on the given database, tuned for a sign-in storm. */
const startSignInServer = (env: Record<string, string>, logFile: string) =>
  startServer({
    env: {
      ...env,
      // 50 clients from one address would hit the per-minute auth limit at once.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    },
    logFile,
    readyTimeoutMs: READY_TIMEOUT_MS,
  });

async function measure(database: string, baseURL: string): Promise<TResult> {
  // One warm-up cycle outside the numbers (first argon2 call, JIT, connection set-up).
  const warm = new Client(baseURL);
  await warm.refreshCsrf();
  if (!(await warm.logOn())) throw new Error(`warm-up LogOn as '${BENCH_USER.username}' failed on ${database}`);

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
      const fine = await client
        .call('GET', '/Portal/GetPortalData')
        .then((reply) => reply.status === 200)
        .catch(() => false);
      portalData.push(performance.now() - t);
      if (!fine) failures++;
    }
  };
  await Promise.all(clients.map(portalWorker));
  return { database, signIns, failures, seconds, logOn, portalData };
}

async function benchPglite(): Promise<TResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-pglite-'));
  let server: TServer | undefined;
  try {
    server = await startSignInServer({ DATA_DIR: dataDir }, path.join(os.tmpdir(), 'mp-bench-pglite.log'));
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
  let server: TServer | undefined;
  try {
    server = await startSignInServer(
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

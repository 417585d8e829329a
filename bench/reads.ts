/**
 * Authenticated-read benchmark (issue 12, deliverable 3): how much of a bare route's throughput an authenticated read
 * keeps once it has paid for its session and access context. On PostgreSQL (a scratch database seeded with the demo
 * data, then dropped) the real server answers CLIENTS concurrent signed-in `store` sessions (Corner Cafe) in a closed
 * loop; each read runs for DURATION_S seconds, alternating with the baseline GET /Account/GetVersion so drift on a shared
 * machine hits both alike. It prints requests per second, p50/p99 latencies and each read's share of the baseline
 * measured in the same run, beside the goal. Numbers only, no assertions.
 *
 *   npm run bench:reads
 *   CLIENTS=8 DURATION_S=10 ROUNDS=3 PG_URL=postgres://postgres@127.0.0.1:5432 npm run bench:reads
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { createDb } from '../server/src/db/create-db.ts';
import { seedDemo } from '../server/src/demo/seed.ts';
import { positive } from './support/env.ts';
import { Client, type TReply } from './support/http-client.ts';
import { answers, startServer } from './support/server.ts';
import { percentile } from './support/stats.ts';

const CLIENTS = positive('CLIENTS', 8);
const SECONDS = positive('DURATION_S', 10);
const ROUNDS = positive('ROUNDS', 3);
const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
const PG_URL = (process.env.PG_URL ?? `postgres://postgres@${PG_HOST}:${PG_PORT}`).replace(/\/+$/, '');
const run = promisify(execFile);

type TRead = { name: string; goal: number | null; call: (client: Client) => Promise<TReply> };

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const today = new Date();
const weekAgo = new Date(today.getTime() - 7 * 86_400_000);

const BASELINE: TRead = {
  name: 'GET /Account/GetVersion',
  goal: null,
  call: (c) => c.call('GET', '/Account/GetVersion'),
};
const READS: TRead[] = [
  { name: 'GET /Portal/GetPortalData', goal: 0.6, call: (c) => c.call('GET', '/Portal/GetPortalData') },
  {
    name: 'POST /Item/GetItems (25 rows)',
    goal: 0.4,
    call: (c) => c.call('POST', '/Item/GetItems', { PageRowCount: 25, RequestedPageNum: 1, SearchArg: '' }),
  },
  {
    name: 'POST /TicketViewer/GetTickets (25 rows)',
    goal: 0.4,
    call: (c) =>
      c.call('POST', '/TicketViewer/GetTickets', {
        FromDate: isoDate(weekAgo),
        ToDate: isoDate(today),
        PageRowCount: 25,
        RequestedPageNum: 1,
      }),
  },
];

type TSample = { requests: number; failures: number; seconds: number; latencies: number[] };

/** Every client calls in a closed loop for DURATION_S seconds; the answers' statuses are checked, not their bodies. */
async function load(clients: Client[], read: TRead): Promise<TSample> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const reply = await read.call(client).catch(() => ({ status: 0 }));
        latencies.push(performance.now() - t0);
        if (reply.status !== 200) failures++;
      }
    }),
  );
  return { requests: latencies.length, failures, seconds: (performance.now() - started) / 1000, latencies };
}

const merge = (a: TSample | undefined, b: TSample): TSample =>
  a
    ? {
        requests: a.requests + b.requests,
        failures: a.failures + b.failures,
        seconds: a.seconds + b.seconds,
        latencies: a.latencies.concat(b.latencies),
      }
    : b;

async function measure(baseURL: string) {
  const clients = Array.from({ length: CLIENTS }, () => new Client(baseURL));
  for (const client of clients) await client.signIn();
  // Warm-up outside the numbers: JIT, prepared statements, PostgreSQL's caches.
  for (const read of [BASELINE, ...READS]) for (const client of clients) await read.call(client);
  const totals = new Map<TRead, TSample>();
  const baselines = new Map<TRead, TSample>();
  for (let round = 0; round < ROUNDS; round++)
    for (const read of READS) {
      // The baseline is measured right before each read, so each ratio compares neighbours in time.
      baselines.set(read, merge(baselines.get(read), await load(clients, BASELINE)));
      totals.set(read, merge(totals.get(read), await load(clients, read)));
    }
  return READS.map((read) => ({ read, sample: totals.get(read)!, baseline: baselines.get(read)! }));
}

async function main() {
  if (!(await answers(PG_HOST, PG_PORT))) {
    console.log(`skipped: nothing answers on ${PG_HOST}:${PG_PORT} (the goals are stated for PostgreSQL)`);
    return;
  }
  const dbName = `mp_bench_reads_${process.pid}_${Date.now()}`;
  await run('createdb', ['--maintenance-db', `${PG_URL}/postgres`, dbName]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-reads-'));
  const databaseUrl = `${PG_URL}/${dbName}`;
  try {
    const handle = await createDb({ dataDir, databaseUrl });
    await seedDemo(handle.db, { nodeEnv: 'development' });
    await handle.close();
    const server = await startServer({
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_AUTH_PER_MINUTE: '1000000' },
      logFile: path.join(os.tmpdir(), 'mp-bench-reads.log'),
      readyTimeoutMs: 180_000,
    });
    try {
      print(await measure(server.baseURL));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await run('dropdb', ['--maintenance-db', `${PG_URL}/postgres`, '--if-exists', dbName]).catch((error: Error) =>
      console.error(`could not drop ${dbName}: ${error.message}`),
    );
  }
}

function print(results: Awaited<ReturnType<typeof measure>>) {
  const rps = (s: TSample) => s.requests / s.seconds;
  const header = ['read', 'req/s', 'p50 ms', 'p99 ms', 'failures', 'baseline req/s', 'ratio', 'goal'];
  const rows = results.map(({ read, sample, baseline }) => {
    const ratio = rps(sample) / rps(baseline);
    return [
      read.name,
      rps(sample).toFixed(0),
      percentile(sample.latencies, 50).toFixed(1),
      percentile(sample.latencies, 99).toFixed(1),
      String(sample.failures),
      rps(baseline).toFixed(0),
      `${(ratio * 100).toFixed(0)} %`,
      read.goal === null ? '' : `≥ ${read.goal * 100} % ${ratio >= read.goal ? 'met' : 'NOT met'}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\nPostgreSQL; ${CLIENTS} clients in a closed loop, ${ROUNDS} rounds of ${SECONDS} s per read, each beside ` +
      `${BASELINE.name} measured just before it; ${os.cpus().length} CPU(s), load generator on the same machine`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

await main();

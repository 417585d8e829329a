/**
 * Item-availability benchmark: prepares a database with the demo data and grows Corner Cafe (its one store) to ITEMS
 * listed items, then starts the real server on it, on PGlite and then on PostgreSQL. CLIENTS signed-in `store`
 * sessions each run CALLS GetItemAvailability requests (25 rows, with a search, pages 1–4), then CALLS
 * UpdateItemAvailability saves of 25 rows (each client its own page of items, flipping in-stock), all at once. It
 * prints p50/p99 latencies. Numbers only, no assertions.
 *
 *   npm run bench:menu
 *   ITEMS=5000 CLIENTS=8 CALLS=100 PG_URL=postgres://postgres@127.0.0.1:5432 npm run bench:menu
 *   ONLY=PostgreSQL npm run bench:menu
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDb } from '../server/src/db/create-db.ts';
import { MERCHANT, STORE } from '../server/src/demo/ids.ts';
import { seedDemo } from '../server/src/demo/seed.ts';
import { positive } from './support/env.ts';
import { Client, jsonOf } from './support/http-client.ts';
import { answers, startServer } from './support/server.ts';
import { percentile } from './support/stats.ts';

const ITEMS = positive('ITEMS', 5000);
const CLIENTS = positive('CLIENTS', 8);
const CALLS = positive('CALLS', 100);
const PAGE_ROWS = 25;
const MERCHANT_ID = MERCHANT.cornerCafe;
const STORE_ID = STORE.cornerCafe;
const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
const PG_URL = (process.env.PG_URL ?? `postgres://postgres@${PG_HOST}:${PG_PORT}`).replace(/\/+$/, '');
const READY_TIMEOUT_MS = 180_000;
/** Searches a user might type; each matches hundreds of the grown items, so count and sort are real work. */
const SEARCHES = ['burger', 'salad', 'smoked', 'latte', 'house', 'wrap', 'grilled', 'tea'];
const run = promisify(execFile);

type TResult = { database: string; reads: number[]; saves: number[]; failures: number; note?: string };

/** Seeds the demo data and adds generated menu items (with some availability exceptions) up to ITEMS. */
async function prepareDatabase(env: { dataDir: string; databaseUrl?: string }): Promise<number> {
  const handle = await createDb({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  try {
    await seedDemo(handle.db, { nodeEnv: 'development' });
    await handle.db.execute(sql`
      insert into items (merchant_id, item_name, description, item_category_id, item_type, retail_price)
      select ${MERCHANT_ID},
             (array['Spicy','Classic','Smoked','Grilled','Fresh','House','Garden','Double'])[1 + g % 8] || ' ' ||
             (array['Burger','Salad','Wrap','Bowl','Taco','Soup','Latte','Tea','Pie','Toast'])[1 + (g / 8) % 10] ||
             ' ' || g,
             '', c.ids[1 + g % array_length(c.ids, 1)], 'I', (3 + g % 20)::numeric
        from generate_series(1, greatest(0, ${ITEMS} - (
               select count(*) from items where merchant_id = ${MERCHANT_ID} and item_type <> 'M' and not is_deleted
             ))) g,
             (select array_agg(id order by id) ids from item_categories where merchant_id = ${MERCHANT_ID}) c`);
    await handle.db.execute(sql`
      insert into item_store_availability (merchant_id, store_id, item_id, is_in_stock, is_pos_active, is_available_online)
      select merchant_id, ${STORE_ID}, id, id % 3 <> 0, true, id % 4 <> 0
        from items where merchant_id = ${MERCHANT_ID} and item_name ~ ' [0-9]+$' and id % 10 = 0
      on conflict do nothing`);
    // Fresh statistics, as autovacuum would gather on a live server.
    await handle.db.execute(sql`analyze`);
    const rows = (await handle.db.execute(
      sql`select count(*)::int n from items where merchant_id = ${MERCHANT_ID} and item_type <> 'M' and not is_deleted`,
    )) as unknown as { rows: { n: number }[] };
    return rows.rows[0]!.n;
  } finally {
    await handle.close();
  }
}

type TRow = {
  ItemMasterId: number;
  IsInStock: boolean;
  IsPosActive: boolean;
  IsAvailableOnline: boolean;
  ConcurrencyChecksum: string;
};

async function measure(database: string, baseURL: string): Promise<TResult> {
  const clients = Array.from({ length: CLIENTS }, () => new Client(baseURL));
  for (const client of clients) await client.signIn();
  const result: TResult = { database, reads: [], saves: [], failures: 0 };
  const timed = async (into: number[], call: () => Promise<{ status: number }>) => {
    const started = performance.now();
    const { status } = await call().catch(() => ({ status: 0 }));
    into.push(performance.now() - started);
    if (status !== 200) result.failures++;
  };
  const page = (client: Client, SearchArg: string, RequestedPageNum: number) =>
    client.call('POST', '/Item/GetItemAvailability', { SearchArg, RequestedPageNum, PageRowCount: PAGE_ROWS });

  // Warm-up outside the numbers: JIT, prepared statements, caches.
  for (const client of clients) for (const search of SEARCHES) await page(client, search, 1);

  // Phase 1: paged searches, every client at once.
  await Promise.all(
    clients.map(async (client, c) => {
      for (let i = 0; i < CALLS; i++)
        await timed(result.reads, () => page(client, SEARCHES[(c + i) % SEARCHES.length]!, 1 + (i % 4)));
    }),
  );

  // Phase 2: each client saves its own page of 25 rows, flipping in-stock each time (so every save writes). Each
  // save sends the checksums the previous one answered, as the screen does: no read between saves.
  await Promise.all(
    clients.map(async (client, c) => {
      const rows = (jsonOf(await page(client, '', c + 1)) as { ResultSet: TRow[] }).ResultSet;
      const checksums = new Map(rows.map((r) => [r.ItemMasterId, r.ConcurrencyChecksum]));
      for (let i = 0; i < CALLS; i++) {
        const ItemAvailabilities = rows.map((r) => ({
          ItemMasterId: r.ItemMasterId,
          IsInStock: i % 2 === 0 ? !r.IsInStock : r.IsInStock,
          IsPosActive: r.IsPosActive,
          IsAvailableOnline: r.IsAvailableOnline,
          ConcurrencyChecksum: checksums.get(r.ItemMasterId)!,
        }));
        await timed(result.saves, async () => {
          const reply = await client.call('POST', '/Item/UpdateItemAvailability', {
            ItemAvailabilities,
            SearchArg: '',
            RequestedPageNum: c + 1,
            PageRowCount: PAGE_ROWS,
          });
          const saved = (jsonOf(reply) as { ItemAvailabilities?: TRow[] } | null)?.ItemAvailabilities ?? [];
          for (const row of saved) checksums.set(row.ItemMasterId, row.ConcurrencyChecksum);
          return reply;
        });
      }
    }),
  );
  return result;
}

async function benchOn(database: string, env: { dataDir: string; databaseUrl?: string }): Promise<TResult> {
  const prepared = performance.now();
  const items = await prepareDatabase(env);
  console.log(
    `${database}: ${items} listed items at Corner Cafe, prepared in ${Math.round(performance.now() - prepared)} ms`,
  );
  const server = await startServer({
    env: {
      DATA_DIR: env.dataDir,
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
      // All sessions sign in from one address; the per-minute auth limit must not turn that into failures.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    },
    logFile: path.join(os.tmpdir(), `mp-bench-menu-${database.toLowerCase()}.log`),
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  try {
    return await measure(database, server.baseURL);
  } finally {
    await server.stop();
  }
}

async function benchPglite(): Promise<TResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-menu-pglite-'));
  try {
    return await benchOn('PGlite', { dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<TResult> {
  const skipped = (note: string): TResult => ({ database: 'PostgreSQL', reads: [], saves: [], failures: 0, note });
  if (!(await answers(PG_HOST, PG_PORT))) return skipped(`skipped: nothing answers on ${PG_HOST}:${PG_PORT}`);
  const dbName = `mp_bench_menu_${process.pid}_${Date.now()}`;
  try {
    await run('createdb', ['--maintenance-db', `${PG_URL}/postgres`, dbName]);
  } catch (error) {
    return skipped(`skipped: createdb failed (${(error as Error).message.split('\n')[0]})`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-menu-pg-'));
  try {
    return await benchOn('PostgreSQL', { dataDir, databaseUrl: `${PG_URL}/${dbName}` });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await run('dropdb', ['--maintenance-db', `${PG_URL}/postgres`, '--if-exists', dbName]).catch((error: Error) =>
      console.error(`could not drop ${dbName}: ${error.message}`),
    );
  }
}

function printTable(results: TResult[]) {
  const fmt = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
  const header = ['database', 'calls', 'failures', 'page p50', 'page p99', 'save p50', 'save p99'];
  const rows = results.map((r) =>
    r.note
      ? [r.database, r.note]
      : [
          r.database,
          String(r.reads.length + r.saves.length),
          String(r.failures),
          fmt(percentile(r.reads, 50)),
          fmt(percentile(r.reads, 99)),
          fmt(percentile(r.saves, 50)),
          fmt(percentile(r.saves, 99)),
        ],
  );
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.filter((r) => r.length > 2).map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(
    `\n${ITEMS} items; ${CLIENTS} clients x ${CALLS} GetItemAvailability (25 rows, search) then x ${CALLS} UpdateItemAvailability (25 rows); ms, ${os.cpus().length} CPU(s)`,
  );
  console.log(line(header));
  for (const row of rows) console.log(row.length > 2 ? line(row) : `${row[0]!.padStart(widths[0]!)}  ${row[1]}`);
}

const failed =
  (database: string) =>
  (error: unknown): TResult => {
    console.error(`${database}: ${(error as Error).message}`);
    return { database, reads: [], saves: [], failures: 0, note: 'failed (see above)' };
  };
const results: TResult[] = [];
/** `ONLY=PostgreSQL` (or `PGlite`) runs one database: a save's cost on one is measured without the other's run. */
const only = process.env.ONLY?.toLowerCase();
if (!only || only === 'pglite') results.push(await benchPglite().catch(failed('PGlite')));
if (!only || only === 'postgresql') results.push(await benchPostgres().catch(failed('PostgreSQL')));
printTable(results);
if (results.some((r) => r.note?.startsWith('failed'))) process.exitCode = 1;

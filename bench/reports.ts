/**
 * Report facts benchmark (issue 15 §1): how fast the report figures answer from the rollups, beside the same figures
 * computed by a plain GROUP BY over the raw ticket rows in the same run. On PostgreSQL (a scratch database: the demo
 * data plus TICKETS generated tickets over the demo stores and the last 90 days, then dropped) each figure is read for
 * ranges from one day to a year ending today, for one store (Bistro Downtown) and for Demo Bistro Group's company view
 * (three stores): ROLLUP_RUNS reads from the rollups and RAW_RUNS from the raw rows, alternated, with p50/p99 of each and
 * the ratio of their p50s beside the goals (rollups ≤ 100 ms p99 for a store, ≤ 300 ms for the company view, ≥ 10×
 * faster than raw). Then every report of the service runs through its engine for 30 days and a year in both views
 * (REPORT_RUNS each, beside a bare select 1), with its default parameters and with every option its bar offers turned
 * on. Before the reads it checks the rollups the writes kept equal the raw figures for CHECKS random ranges and views,
 * then times a rebuild (which also leaves the rollups in key order). Numbers and that check
 * only: the run does not fail on a missed goal. PG_DATABASE names a database to keep between runs instead of a scratch
 * one (seeded once, topped up to TICKETS; migrations run on it as on any start). First, unless PGLITE=0, every report
 * runs on PGlite over the demo data (goal 500 ms).
 *
 *   npm run bench:reports
 *   TICKETS=100000 ROLLUP_RUNS=30 RAW_RUNS=5 PG_URL=postgres://postgres@127.0.0.1:5432 npm run bench:reports
 *   PG_DATABASE=mp_bench_reports npm run bench:reports
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDb, queryRows, type TDb } from '../server/src/db/create-db.ts';
import { rebuildRollups, ROLLUP_TABLES } from '../server/src/db/rollups.ts';
import { companyScope, storeScope, type TViewScope } from '../server/src/db/tenant.ts';
import { MERCHANT, STORE } from '../server/src/demo/ids.ts';
import { seedDemo } from '../server/src/demo/seed.ts';
import { addBulkTickets } from '../server/src/demo/seed-tickets.ts';
import {
  salesByHour,
  salesByHourRaw,
  salesByItem,
  salesByItemRaw,
  summaryByDay,
  summaryByDayRaw,
  type TDateRange,
} from '../server/src/modules/reports/facts/report-facts.queries.ts';
import type { TFactSource } from '../server/src/modules/reports/facts/report-sql.ts';
import {
  discountsByEmployee,
  paymentsByDevice,
  tipsByEmployee,
} from '../server/src/modules/reports/operations/operations.queries.ts';
import { inReportSnapshot } from '../server/src/modules/reports/report-engine.ts';
import { itemSalesLines } from '../server/src/modules/reports/sales/sales.queries.ts';
import { positive } from './support/env.ts';
import { benchEveryReport } from './support/report-runners.ts';
import { answers } from './support/server.ts';
import { percentile } from './support/stats.ts';

const TICKETS = positive('TICKETS', 1_000_000);
const ROLLUP_RUNS = positive('ROLLUP_RUNS', 30);
const RAW_RUNS = positive('RAW_RUNS', 5);
const CHECKS = positive('CHECKS', 30);
const REPORT_RUNS = positive('REPORT_RUNS', 10);
const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
const PG_URL = (process.env.PG_URL ?? `postgres://postgres@${PG_HOST}:${PG_PORT}`).replace(/\/+$/, '');
const run = promisify(execFile);
const KEPT_DATABASE = process.env.PG_DATABASE;
/** ONLY=HouseAccounts,dashboard: times only the reports and dashboards whose names start so. */
const ONLY = (process.env.ONLY ?? '').split(',').filter((name) => name !== '');

type TFigure<T> = {
  name: string;
  rollup: (db: TDb, scope: TViewScope, range: TDateRange) => Promise<T[]>;
  raw: (db: TDb, scope: TViewScope, range: TDateRange) => Promise<T[]>;
};
type TEitherSource = (db: TDb, scope: TViewScope, range: TDateRange, source: TFactSource) => Promise<unknown[]>;
const FIGURES: TFigure<unknown>[] = [
  { name: 'summary by day', rollup: summaryByDay, raw: summaryByDayRaw },
  { name: 'sales by hour', rollup: salesByHour, raw: salesByHourRaw },
  { name: 'sales by item', rollup: salesByItem, raw: salesByItemRaw },
  ...(
    [
      ['item sales by category', (db, v, r, s) => itemSalesLines(db, v, r, undefined, s)],
      ['discounts by employee', (db, v, r, s) => discountsByEmployee(db, v, r, undefined, s)],
      ['payments by device', paymentsByDevice],
      ['tips by employee', (db, v, r, s) => tipsByEmployee(db, v, r, undefined, s)],
    ] satisfies [string, TEitherSource][]
  ).map(([name, figure]) => ({
    name,
    rollup: (db: TDb, v: TViewScope, r: TDateRange) => figure(db, v, r, 'rollup'),
    raw: (db: TDb, v: TViewScope, r: TDateRange) => figure(db, v, r, 'raw'),
  })),
];
const VIEWS: { name: string; scope: TViewScope; goalMs: number }[] = [
  { name: 'one store', scope: storeScope(MERCHANT.demoBistro, STORE.bistroDowntown), goalMs: 100 },
  { name: '3-store company', scope: companyScope(MERCHANT.demoBistro), goalMs: 300 },
];
const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = Date.now();
const rangeOf = (days: number): TDateRange => ({ from: isoDate(today - (days - 1) * DAY_MS), to: isoDate(today) });
const RANGES: { name: string; days: number }[] = [
  { name: '1 day', days: 1 },
  { name: '7 days', days: 7 },
  { name: '30 days', days: 30 },
  { name: '90 days', days: 90 },
  { name: '1 year', days: 365 },
];

async function timed(call: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await call();
  return performance.now() - t0;
}

type TResult = { figure: string; view: string; range: string; goalMs: number; rollup: number[]; raw: number[] };

async function measure(db: TDb): Promise<TResult[]> {
  const results: TResult[] = [];
  for (const figure of FIGURES)
    for (const view of VIEWS)
      for (const r of RANGES) {
        const range = rangeOf(r.days);
        // Warm-up outside the numbers: caches and the planner's statistics for both queries.
        // The rollups are read as the reports read them (inReportSnapshot); the raw GROUP BY runs as it is, free to
        // use parallel workers, so the baseline is as fast as PostgreSQL makes it.
        const fromRollups = () => inReportSnapshot(db, (snapshot) => figure.rollup(snapshot, view.scope, range));
        await fromRollups();
        await figure.raw(db, view.scope, range);
        const rollup: number[] = [];
        const raw: number[] = [];
        for (let i = 0; i < ROLLUP_RUNS; i++) {
          rollup.push(await timed(fromRollups));
          // The raw reads interleave with the rollup reads, so drift on a shared machine hits both alike.
          if (i < RAW_RUNS) raw.push(await timed(() => figure.raw(db, view.scope, range)));
        }
        results.push({ figure: figure.name, view: view.name, range: r.name, goalMs: view.goalMs, rollup, raw });
      }
  return results;
}

/** Random ranges (up to a year, ending anywhere in the last 100 days) and views: the rollups must equal raw. */
async function check(db: TDb): Promise<{ compared: number; differing: string[] }> {
  let seed = 15;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const differing: string[] = [];
  for (let i = 0; i < CHECKS; i++) {
    const end = today - random(100) * DAY_MS;
    const range = { from: isoDate(end - random(365) * DAY_MS), to: isoDate(end) };
    const figure = FIGURES[random(FIGURES.length)]!;
    const view = VIEWS[random(VIEWS.length)]!;
    const [a, b] = [await figure.rollup(db, view.scope, range), await figure.raw(db, view.scope, range)];
    if (JSON.stringify(a) !== JSON.stringify(b))
      differing.push(`${figure.name}, ${view.name}, ${range.from}…${range.to}`);
  }
  return { compared: CHECKS, differing };
}

function print(results: TResult[], counts: { tickets: number; lines: number }) {
  const header = ['figure', 'view', 'range', 'rollup p50', 'rollup p99', 'raw p50', 'raw p99', 'raw/rollup', 'goal'];
  const rows = results.map((r) => {
    const p99 = percentile(r.rollup, 99);
    const ratio = percentile(r.raw, 50) / percentile(r.rollup, 50);
    const met = p99 <= r.goalMs && ratio >= 10;
    return [
      r.figure,
      r.view,
      r.range,
      percentile(r.rollup, 50).toFixed(1),
      p99.toFixed(1),
      percentile(r.raw, 50).toFixed(1),
      percentile(r.raw, 99).toFixed(1),
      `${ratio.toFixed(1)}×`,
      `p99 ≤ ${r.goalMs} ms, ≥ 10× ${met ? 'met' : 'NOT met'}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\nPostgreSQL; ${counts.tickets.toLocaleString('en-US')} tickets, ${counts.lines.toLocaleString('en-US')} lines ` +
      `over 91 days and ${Object.keys(STORE).length} stores; ms per call from Node (driver included), ${ROLLUP_RUNS} ` +
      `rollup and ${RAW_RUNS} raw calls per row; ${os.cpus().length} CPU(s)`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** Every report on PGlite (the embedded default) over the demo data: the goal there is 500 ms. */
async function benchPglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-bench-reports-'));
  try {
    const handle = await createDb({ dataDir, databaseUrl: undefined });
    try {
      await seedDemo(handle.db, { nodeEnv: 'development' });
      const [counts] = await queryRows<{ tickets: number; lines: number }>(
        handle.db,
        sql`select (select count(*) from tickets)::int as tickets, (select count(*) from ticket_lines)::int as lines`,
      );
      console.log(
        `\nPGlite, the demo data (${counts!.tickets.toLocaleString('en-US')} tickets, ` +
          `${counts!.lines.toLocaleString('en-US')} lines):`,
      );
      await benchEveryReport(
        handle.db,
        VIEWS.map((v) => ({ ...v, goalMs: 500 })),
        RANGES.filter((r) => r.days === 30 || r.days === 365).map((r) => ({ name: r.name, ...rangeOf(r.days) })),
        REPORT_RUNS,
        ONLY,
      );
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.env.PGLITE !== '0') await benchPglite();
  if (!(await answers(PG_HOST, PG_PORT))) {
    console.log(`skipped: nothing answers on ${PG_HOST}:${PG_PORT} (the goals are stated for PostgreSQL)`);
    return;
  }
  const dbName = KEPT_DATABASE ?? `mp_bench_reports_${process.pid}_${Date.now()}`;
  // A kept database may exist already: it is topped up below.
  await run('createdb', ['--maintenance-db', `${PG_URL}/postgres`, dbName]).catch((error: Error) => {
    if (KEPT_DATABASE === undefined) throw error;
  });
  try {
    const handle = await createDb({ dataDir: os.tmpdir(), databaseUrl: `${PG_URL}/${dbName}` });
    try {
      const db = handle.db;
      let t0 = performance.now();
      const [seeded] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from merchants`);
      if (seeded!.n === 0) await seedDemo(db, { nodeEnv: 'development' });
      const [demo] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tickets`);
      const extra = Math.max(0, TICKETS - demo!.n);
      if (extra > 0) await addBulkTickets(db, extra);
      console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s (rollups kept by every write)`);
      const { compared, differing } = await check(db);
      console.log(
        differing.length === 0
          ? `rollups kept by the writes equal the raw GROUP BY for ${compared} random ranges and views`
          : `rollups DIFFER from the raw GROUP BY for ${differing.length} of ${compared}:\n  ${differing.join('\n  ')}`,
      );
      // The generator writes history in batches that each span every day, so every batch adds to every day's rollup
      // rows and scatters them over the tables; a store writing its own day adds to today's rows only. The rebuild
      // (what `npm run rollups:rebuild` does after a bulk import) leaves each table in key order, as the reads expect.
      t0 = performance.now();
      await rebuildRollups(db);
      console.log(
        `rollups rebuilt from the raw rows and put in key order in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      await db.execute(
        sql.raw(
          `vacuum analyze tickets, ticket_lines, ticket_payments, ticket_taxes, gift_card_entries, card_batches, ` +
            `drawer_shifts, cash_drops, ${ROLLUP_TABLES.join(', ')}`,
        ),
      );
      const [counts] = await queryRows<{ tickets: number; lines: number }>(
        db,
        sql`select (select count(*) from tickets)::int as tickets, (select count(*) from ticket_lines)::int as lines`,
      );
      print(await measure(db), counts!);
      await benchEveryReport(
        db,
        VIEWS,
        RANGES.filter((r) => r.days === 30 || r.days === 365).map((r) => ({ name: r.name, ...rangeOf(r.days) })),
        REPORT_RUNS,
        ONLY,
      );
    } finally {
      await handle.close();
    }
  } finally {
    if (KEPT_DATABASE === undefined)
      await run('dropdb', ['--maintenance-db', `${PG_URL}/postgres`, '--if-exists', dbName]).catch((error: Error) =>
        console.error(`could not drop ${dbName}: ${error.message}`),
      );
  }
}

await main();

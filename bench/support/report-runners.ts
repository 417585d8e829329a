import { performance } from 'node:perf_hooks';
import type { TDashboardRange } from '@mp/contracts/dashboards';
import { reportByFile, type TReportOption, ZReportParams } from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../server/src/db/create-db.ts';
import type { TViewScope } from '../../server/src/db/tenant.ts';
import {
  activitySummary,
  customerDashboard,
  salesDashboard,
} from '../../server/src/modules/reports/dashboards/dashboards.service.ts';
import { inReportSnapshot, runReport } from '../../server/src/modules/reports/report-engine.ts';
import { REPORT_RUNNERS } from '../../server/src/modules/reports/report-runners.ts';
import { percentile } from './stats.ts';

/**
 * Every report the service computes (issue 15 §1: "every report for any range up to one year"), run through the
 * engine as the route runs it, and My Store's dashboards as their routes run them, for each view and range, beside a
 * bare `select 1` measured in the same run: the floor of any call on this connection.
 */
export type TReportView = { name: string; scope: TViewScope; goalMs: number };
type TRange = { name: string; from: string; to: string };
type TRow = { report: string; view: string; range: string; goalMs: number; times: number[] };

const TOGGLES: readonly TReportOption[] = [
  'showItemDetail',
  'ShowCategories',
  'IsSpeedOfServiceEnabled',
  'showVariations',
  'showModifiers',
  'ShowStoreDetail',
  'showComponents',
  'showSubcategories',
];

/** A report's default parameters, and every toggle its bar offers turned on (the detail tables) when it has any. */
function variants(file: string): { name: string; toggles: Record<string, string> }[] {
  const toggles = (reportByFile(file)?.options ?? []).filter((o) => TOGGLES.includes(o));
  return [
    { name: file, toggles: {} },
    ...(toggles.length > 0
      ? [{ name: `${file} +${toggles.join('+')}`, toggles: Object.fromEntries(toggles.map((o) => [o, 'true'])) }]
      : []),
  ];
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await call();
  return performance.now() - t0;
}

export async function benchEveryReport(
  db: TDb,
  views: readonly TReportView[],
  ranges: readonly TRange[],
  runs: number,
  /** Only the calls whose name starts with one of these (all when empty). */
  only: readonly string[] = [],
) {
  const baseline: number[] = [];
  const rows: TRow[] = [];
  type TCall = { name: string; run: (scope: TViewScope, range: TRange) => Promise<unknown> };
  const reports: TCall[] = [...REPORT_RUNNERS.values()].flatMap((runner) =>
    variants(runner.file).map((variant) => ({
      name: variant.name,
      run: (scope: TViewScope, range: TRange) =>
        runReport(
          db,
          scope,
          runner,
          ZReportParams.parse({ FromDate: range.from, ToDate: range.to, ...variant.toggles }),
          6,
        ),
    })),
  );
  type TDashboard = (db: TDb, scope: TViewScope, range: TDashboardRange) => Promise<unknown>;
  const dashboards = Object.entries<TDashboard>({ activitySummary, salesDashboard, customerDashboard }).map(
    ([name, dashboard]): TCall => ({
      name: `dashboard: ${name}`,
      run: (scope, range) =>
        inReportSnapshot(db, (snapshot) => dashboard(snapshot, scope, { FromDate: range.from, ToDate: range.to })),
    }),
  );
  const chosen = [...reports, ...dashboards].filter((e) => only.length === 0 || only.some((o) => e.name.startsWith(o)));
  for (const entry of chosen)
    for (const view of views)
      for (const range of ranges) {
        const call = () => entry.run(view.scope, range);
        await call();
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          times.push(await timed(call));
          baseline.push(await timed(() => db.execute(sql`select 1`)));
        }
        rows.push({ report: entry.name, view: view.name, range: range.name, goalMs: view.goalMs, times });
      }
  print(rows, baseline, runs);
}

function print(rows: TRow[], baseline: number[], runs: number) {
  const header = ['report', 'view', 'range', 'p50', 'p99', 'p50/select 1', 'goal'];
  const floor = percentile(baseline, 50);
  const cells = rows.map((r) => {
    const p99 = percentile(r.times, 99);
    return [
      r.report,
      r.view,
      r.range,
      percentile(r.times, 50).toFixed(1),
      p99.toFixed(1),
      `${(percentile(r.times, 50) / floor).toFixed(0)}×`,
      `p99 ≤ ${r.goalMs} ms ${p99 <= r.goalMs ? 'met' : 'NOT met'}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i < 3 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(
    `\nEvery report through the engine and every My Store dashboard (ms per call, ${runs} runs each); baseline select 1: p50 ` +
      `${floor.toFixed(2)} ms, p99 ${percentile(baseline, 99).toFixed(2)} ms`,
  );
  console.log(line(header));
  for (const row of cells) console.log(line(row));
}

import type { TReportColumn, TReportRow } from '@mp/contracts/reports';
import { column, percentOf, storeNameOf, table, totalsOf, type TReportRunner } from '../report-engine.ts';
import { sumDecimals } from '../report-decimals.ts';
import { salesByStore } from '../operations/operations.queries.ts';
import { laborByStoreAndJob, type TLaborGroup } from './financial.queries.ts';

/**
 * Results → Labor: the labor summary across stores and jobs, from the time clock under the operations labor report's
 * rules (hours clock-in to clock-out less unpaid breaks, daily overtime beyond 8 hours at 1.5×, a punch without a
 * clock-out counts no hours). Each store's labor % is its cost over its own net sales; a job's, its cost over the
 * view's net sales (so the jobs add up to the view's labor %). The company view adds each store's jobs.
 */
const FIGURES = [
  column('employees', 'count'),
  column('shifts', 'count'),
  column('missedClockOuts', 'count'),
  column('regularHours', 'hours'),
  column('overtimeHours', 'hours'),
  column('hours', 'hours'),
  column('laborCost', 'money'),
];
const STORE_COLUMNS = [
  column('storeName', 'text'),
  ...FIGURES,
  column('netSales', 'money'),
  column('laborPercent', 'percent'),
];
const JOB_COLUMNS = [column('jobName', 'text'), ...FIGURES, column('laborPercent', 'percent')];
const STORE_JOB_COLUMNS = [column('storeName', 'text'), ...JOB_COLUMNS];

const figures = (g: TLaborGroup): TReportRow => ({
  employees: g.employees,
  shifts: g.shifts,
  missedClockOuts: g.missedClockOuts,
  regularHours: g.regularHours,
  overtimeHours: g.overtimeHours,
  hours: g.hours,
  laborCost: g.laborCost,
});

export const laborSummaryReport: TReportRunner = {
  file: 'LaborSummary',
  async run(ctx) {
    const [groups, sales] = await Promise.all([
      laborByStoreAndJob(ctx.db, ctx.scope, ctx.range),
      salesByStore(ctx.db, ctx.scope, ctx.range),
    ]);
    const netOf = (storeId: number) => sales.find((s) => s.storeId === storeId)?.netSales ?? '0.00';
    const netSales = sumDecimals(
      sales.map((s) => s.netSales),
      2,
    );
    const all = groups.find((g) => g.storeId === null && g.jobId === null);
    // Each level's totals come from its own grouping (hours rounded once, employees counted once), not from its rows.
    const totals = (columns: TReportColumn[], rows: TReportRow[], extra: TReportRow = {}) => ({
      ...totalsOf(columns, rows),
      ...(all ? figures(all) : {}),
      laborPercent: percentOf(all?.laborCost ?? '0', netSales),
      ...extra,
    });

    // A store with sales but no punches still has a row (no labor, 0 %).
    const storeIds = [
      ...new Set([...groups.flatMap((g) => (g.storeId === null ? [] : [g.storeId])), ...sales.map((s) => s.storeId)]),
    ].sort((a, b) => a - b);
    const storeRows = storeIds.map((storeId) => {
      const g = groups.find((x) => x.storeId === storeId && x.jobId === null);
      const cost = g?.laborCost ?? '0.00';
      return {
        storeId,
        storeName: storeNameOf(ctx, storeId),
        ...(g ? figures(g) : Object.fromEntries(FIGURES.map((c) => [c.Key, c.Type === 'count' ? 0 : '0.00']))),
        netSales: netOf(storeId),
        laborPercent: percentOf(cost, netOf(storeId)),
      };
    });
    const jobRows = groups
      .filter((g) => g.storeId === null && g.jobId !== null)
      .map((g) => ({
        jobId: g.jobId,
        jobName: g.jobName,
        ...figures(g),
        laborPercent: percentOf(g.laborCost, netSales),
      }));
    const tables = [
      table('laborStores', STORE_COLUMNS, storeRows, totals(STORE_COLUMNS, storeRows, { netSales })),
      table('laborJobs', JOB_COLUMNS, jobRows, totals(JOB_COLUMNS, jobRows)),
    ];
    if (ctx.scope.kind === 'company') {
      const storeJobRows = groups
        .filter((g) => g.storeId !== null && g.jobId !== null)
        .map((g) => ({
          storeId: g.storeId,
          storeName: storeNameOf(ctx, g.storeId!),
          jobId: g.jobId,
          jobName: g.jobName,
          ...figures(g),
          laborPercent: percentOf(g.laborCost, netOf(g.storeId!)),
        }));
      // A store's job's labor % is over that store's net sales, so they do not add up to one percent.
      tables.push(
        table(
          'laborStoreJobs',
          STORE_JOB_COLUMNS,
          storeJobRows,
          totals(STORE_JOB_COLUMNS, storeJobRows, { laborPercent: null }),
        ),
      );
    }
    return {
      Tables: tables,
      Charts: [
        {
          Key: 'laborCostByJob',
          TitleKey: 'reports.charts.laborCostByJob',
          Kind: 'bar',
          Table: 'laborJobs',
          Category: 'jobName',
          Series: ['laborCost'],
        },
      ],
    };
  },
};

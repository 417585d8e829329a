import {
  comparisonRange,
  isAll,
  REPORT_ERROR,
  REPORT_SERVICE_VERSION,
  parseDays,
  type TDaySelection,
  type TReportColumn,
  type TReportColumnType,
  type TReportParams,
  type TReportResult,
  type TReportRow,
  type TReportTable,
} from '@mp/contracts/reports';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import type { TViewScope } from '../../db/tenant.ts';
import { badRequest } from '../../plugins/errors.ts';
import type { TDateRange } from './facts/report-sql.ts';
import { compareAndRank } from './report-compare.ts';
import { FIGURE_SCALE, sumDecimals } from './report-decimals.ts';
import { isMerchantEmployee, reportStores, type TReportStore } from './reports.queries.ts';

/** What a report computes from: the view, its stores, the range of business dates and the parsed parameters. */
export type TReportContext = {
  db: TDb;
  scope: TViewScope;
  params: TReportParams;
  range: TDateRange;
  /** The day-of-week filter (-1: every day). */
  days: TDaySelection;
  /** The view's stores (one in store view), live first. */
  stores: readonly TReportStore[];
  /** The account mode (product type): modes 2, 4 and 6 change some reports' columns (spec 2 §2). */
  productType: number;
};

export type TReportBody = Pick<TReportResult, 'Tables' | 'Charts'>;

/** One report of the service: its file name (contracts REPORTS) and how it computes. */
export type TReportRunner = { file: string; run: (ctx: TReportContext) => Promise<TReportBody> };

/**
 * Runs reads in one read-only, repeatable-read transaction, the way every report reads: all of a report's tables see
 * the same tickets (one written meanwhile shows in all of them or in none), and no read starts parallel workers, whose
 * start-up (about 10 ms on a 2-core server) outweighs an index read of the rollups several times over.
 */
export function inReportSnapshot<T>(db: TDb, read: (db: TDb) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      // Nor is any compiled: PostgreSQL's JIT judges by estimated cost and spent about 280 ms compiling a 170 ms read
      // (the customer dashboard over a company's year). Both in one statement: a round trip is a tenth of a small read.
      await tx.execute(
        sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
      );
      return read(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Runs a report for the session's view: refuses parameters that name what the merchant does not have (400 naming the
 * field), then computes (in one snapshot: inReportSnapshot) and adds the header the session decides (names, address,
 * view), never the client's. With CompareTo the runner runs a second time on the comparison range, in the same
 * snapshot, and compareAndRank puts the two side by side.
 */
export async function runReport(
  db: TDb,
  scope: TViewScope,
  runner: TReportRunner,
  params: TReportParams,
  productType: number,
  now: Date = new Date(),
): Promise<TReportResult> {
  if (!isAll(params.EmployeeId) && !(await isMerchantEmployee(db, scope, params.EmployeeId)))
    throw badRequest(REPORT_ERROR.unknownEmployee, 'No such employee.', 'EmployeeId');
  const stores = await reportStores(db, scope);
  const [first] = stores;
  const isCompanyView = scope.kind === 'company';
  const compareTo = params.CompareTo;
  const comparison = compareTo
    ? { CompareTo: compareTo, ...comparisonRange(params.FromDate, params.ToDate, compareTo) }
    : null;
  const contextOf = (snapshot: TDb, range: TDateRange): TReportContext => ({
    db: snapshot,
    scope,
    params: { ...params, FromDate: range.from, ToDate: range.to },
    range,
    // The contract's schema has refused a malformed DaysToSelect already.
    days: parseDays(params.DaysToSelect) ?? -1,
    stores,
    productType,
  });
  // Both periods read the same snapshot, so a ticket written meanwhile cannot show in one and not the other.
  const [current, previous] = await inReportSnapshot(db, async (snapshot) => [
    await runner.run(contextOf(snapshot, { from: params.FromDate, to: params.ToDate })),
    comparison ? await runner.run(contextOf(snapshot, { from: comparison.FromDate, to: comparison.ToDate })) : null,
  ]);
  const body = compareAndRank(current, previous, {
    range: { from: params.FromDate, to: params.ToDate },
    compareTo,
    isCompanyView,
  });
  return {
    Version: REPORT_SERVICE_VERSION,
    File: runner.file,
    StoreName: (isCompanyView ? first?.merchantName : first?.name) ?? '',
    Address: isCompanyView ? '' : (first?.address ?? ''),
    FromDate: params.FromDate,
    ToDate: params.ToDate,
    IsCompanyView: isCompanyView,
    GeneratedAt: now.toISOString(),
    Tables: body.Tables,
    Charts: body.Charts,
    ...(comparison && body.compared ? { Comparison: comparison } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Building the answer.

/** A column whose header is `reports.columns.<key>`. */
export const column = (Key: string, Type: TReportColumnType): TReportColumn => ({
  Key,
  LabelKey: `reports.columns.${Key}`,
  Type,
});

const SUMMED = new Set<TReportColumnType>(['money', 'quantity', 'count', 'hours']);

/**
 * The totals row of a table: money, quantity, count and hours columns summed exactly, the others null unless
 * `extra` gives them (a percent of the whole, an average).
 */
export function totalsOf(columns: readonly TReportColumn[], rows: readonly TReportRow[], extra: TReportRow = {}) {
  const totals: TReportRow = {};
  for (const c of columns) {
    if (SUMMED.has(c.Type)) {
      const sum = sumDecimals(
        rows.map((r) => r[c.Key] as string | number | null),
        FIGURE_SCALE[c.Type] ?? 2,
      );
      totals[c.Key] = c.Type === 'count' ? Number(sum) : sum;
    } else totals[c.Key] = null;
  }
  return { ...totals, ...extra };
}

/** A table titled `reports.tables.<key>`, with totals unless `totals` is null. */
export function table(
  Key: string,
  Columns: TReportColumn[],
  Rows: TReportRow[],
  totals: TReportRow | null = totalsOf(Columns, Rows),
): TReportTable {
  return { Key, TitleKey: `reports.tables.${Key}`, Columns, Rows, Totals: totals };
}

/** part / whole as a percent with 2 decimals ('12.50'); '0.00' when the whole is zero. */
export function percentOf(part: string | number, whole: string | number): string {
  const w = Number(whole);
  return w === 0 ? '0.00' : ((Number(part) / w) * 100).toFixed(2);
}

/** A quotient with 2 decimals ('0.00' when dividing by zero): averages per ticket or guest. */
export function average(total: string | number, count: string | number): string {
  const c = Number(count);
  return c === 0 ? '0.00' : (Number(total) / c).toFixed(2);
}

/** The store name of an id among the view's stores (company view breakdowns). */
export const storeNameOf = (ctx: TReportContext, storeId: number): string =>
  ctx.stores.find((s) => s.id === storeId)?.name ?? String(storeId);

import {
  comparedDate,
  type TCompareTo,
  type TComparePart,
  type TReportCell,
  type TReportChart,
  type TReportColumn,
  type TReportColumnType,
  type TReportRow,
  type TReportTable,
} from '@mp/contracts/reports';
import type { TDateRange } from './facts/report-sql.ts';
import { decimalUnits, FIGURE_SCALE, minusDecimals, unitsText } from './report-decimals.ts';
import type { TReportBody } from './report-engine.ts';

type TBreakdown = 'dates' | 'hours' | 'stores';

/** The figures a comparison puts side by side: amounts, counts, quantities and hours (not percents, not hours of the day). */
const COMPARED = new Set<TReportColumnType>(['money', 'count', 'quantity', 'hours']);
const FIGURES = new Set<TReportColumnType>([...COMPARED, 'percent']);

/**
 * Period and store comparison (issue 16 §6; README, reports API). A table is compared when it is a time series (its
 * first column a date or an hour) or a per-store breakdown (its first column the store's name) and every other column
 * is a figure: its rows are one per date, hour or store, so each pairs with one row of the comparison period. Lists
 * and statements (a store column beside others, a previous-date column of their own) are left as they are.
 */
export function breakdownOf(columns: readonly TReportColumn[]): TBreakdown | null {
  const [first, ...rest] = columns;
  if (!first || rest.length === 0 || !rest.every((c) => FIGURES.has(c.Type))) return null;
  if (first.Type === 'date') return 'dates';
  if (first.Type === 'hour') return 'hours';
  return first.Key === 'storeName' ? 'stores' : null;
}

const SUFFIX: Record<TComparePart, string> = { previous: 'Previous', change: 'Change', changePercent: 'ChangePercent' };

/** The key of a comparison column: `netSalesPrevious`, `netSalesChange`, `netSalesChangePercent`. */
const compareKey = (key: string, part: TComparePart): string => `${key}${SUFFIX[part]}`;

const compareColumn = (base: TReportColumn, part: TComparePart, compareTo: TCompareTo): TReportColumn => ({
  Key: compareKey(base.Key, part),
  LabelKey: `reports.compare.columns.${part === 'previous' ? compareTo : part}`,
  Type: part === 'changePercent' ? 'percent' : base.Type,
  Compare: { Of: base.Key, Part: part },
});

/**
 * The change in percent of the previous figure, 2 decimals rounded half away from zero, exactly; null when there was
 * nothing to compare with (previous zero or missing). Over the previous figure's size, so a rise reads positive even
 * from a negative figure (refunds, over/short).
 */
export function changePercent(change: TReportCell, previous: TReportCell, scale: number): string | null {
  if (change === null || previous === null) return null;
  const c = decimalUnits(String(change), scale);
  const p = decimalUnits(String(previous), scale);
  const size = p < 0n ? -p : p;
  if (size === 0n) return null;
  const magnitude = ((c < 0n ? -c : c) * 20_000n + size) / (2n * size);
  return unitsText(c < 0n ? -magnitude : magnitude, 2);
}

/** A figure's previous value, change and % change: exact at the type's scale; null in, null out. */
export function compareFigure(
  type: TReportColumnType,
  current: TReportCell,
  previous: TReportCell,
): Record<TComparePart, TReportCell> {
  const scale = FIGURE_SCALE[type] ?? 2;
  if (current === null || previous === null) return { previous, change: null, changePercent: null };
  const text = minusDecimals(current as string | number, previous as string | number, scale);
  const change = type === 'count' ? Number(text) : text;
  return { previous, change, changePercent: changePercent(change, previous, scale) };
}

/** A figure that is not there: the tables list only dates, hours and stores with activity. */
const zeroOf = (type: TReportColumnType): TReportCell =>
  type === 'count' ? 0 : unitsText(0n, FIGURE_SCALE[type] ?? 2);

/**
 * Ranks by a figure, highest first (1 = best); equal figures share a rank and the next rank skips (1, 1, 3). A row
 * without the figure has no rank.
 */
export function ranks(values: readonly TReportCell[]): (number | null)[] {
  const numbers = values.map((v) => (v === null || v === '' ? null : Number(v)));
  return numbers.map((n) => (n === null ? null : 1 + numbers.filter((m) => m !== null && m > n).length));
}

/**
 * The figure stores rank by: their net sales. A per-store table without them (a gift card liability, card deposits)
 * has no ranking: its first amount (an opening balance) says nothing of how well a store does.
 */
const rankColumnOf = (columns: readonly TReportColumn[]): TReportColumn | undefined =>
  columns.find((c) => c.Key === 'netSales' && c.Type === 'money');

const RANK: TReportColumn = { Key: 'rank', LabelKey: 'reports.columns.rank', Type: 'count' };

/** A store's row pairs by the store's id (its name when the rows carry no id): names can change. */
const storeKey = (row: TReportRow): TReportCell => row.storeId ?? row.storeName ?? null;

type TCompareOptions = { range: TDateRange; compareTo: TCompareTo | undefined; isCompanyView: boolean };

/**
 * How rows pair: `own` is a row's key (its hour, date or store), `counterpart` the key of the comparison row a current
 * row stands beside (a date moved by comparedDate, the same hour, the same store).
 */
function pairing(kind: TBreakdown, first: string, options: TCompareOptions) {
  const own = (row: TReportRow) => (kind === 'stores' ? storeKey(row) : (row[first] ?? null));
  const { compareTo, range } = options;
  const counterpart = (row: TReportRow) =>
    kind === 'dates' && compareTo && typeof row[first] === 'string'
      ? comparedDate(row[first], range.from, range.to, compareTo)
      : own(row);
  return { own, counterpart };
}

/** Each figure column followed by its previous value, change and % change, in rows and totals alike. */
function compareTable(table: TReportTable, previous: TReportTable, kind: TBreakdown, options: TCompareOptions) {
  const compareTo = options.compareTo!;
  const figures = table.Columns.filter((c) => COMPARED.has(c.Type));
  const { own, counterpart } = pairing(kind, table.Columns[0]!.Key, options);
  const byKey = new Map(previous.Rows.map((row) => [own(row), row]));
  const withComparison = (row: TReportRow, before: TReportRow | null | undefined): TReportRow => {
    const out: TReportRow = { ...row };
    for (const c of figures) {
      const previousValue = before === null ? null : before === undefined ? zeroOf(c.Type) : (before[c.Key] ?? null);
      const parts = compareFigure(c.Type, row[c.Key] ?? null, previousValue);
      for (const part of Object.keys(parts) as TComparePart[]) out[compareKey(c.Key, part)] = parts[part];
    }
    return out;
  };
  return {
    ...table,
    Columns: table.Columns.flatMap((c) =>
      COMPARED.has(c.Type)
        ? [c, ...(['previous', 'change', 'changePercent'] as const).map((part) => compareColumn(c, part, compareTo))]
        : [c],
    ),
    Rows: table.Rows.map((row) => withComparison(row, byKey.get(counterpart(row)))),
    // The totals are the comparison run's own (a count of distinct employees is not the sum of its rows).
    Totals: table.Totals ? withComparison(table.Totals, previous.Totals) : null,
  };
}

/** The company view's store ranking: `rank` after the store's name, and the rank in the comparison period beside it. */
function rankStores(table: TReportTable, previous: TReportTable | null, compareTo: TCompareTo | undefined) {
  const by = rankColumnOf(table.Columns);
  if (!by) return table;
  const current = ranks(table.Rows.map((row) => row[by.Key] ?? null));
  const before = previous ? ranks(previous.Rows.map((row) => row[by.Key] ?? null)) : [];
  const rankBefore = new Map(previous?.Rows.map((row, i) => [storeKey(row), before[i] ?? null]));
  const rankPrevious = previous && compareTo ? compareColumn(RANK, 'previous', compareTo) : null;
  const ranksOf = (row: TReportRow, i: number): TReportRow => ({
    rank: current[i] ?? null,
    ...(rankPrevious ? { [rankPrevious.Key]: rankBefore.get(storeKey(row)) ?? null } : {}),
  });
  return {
    ...table,
    Columns: [table.Columns[0]!, RANK, ...(rankPrevious ? [rankPrevious] : []), ...table.Columns.slice(1)],
    Rows: table.Rows.map((row, i) => ({ ...row, ...ranksOf(row, i) })),
    // A rank is no figure: the totals row has none.
    Totals: table.Totals
      ? { ...table.Totals, rank: null, ...(rankPrevious ? { [rankPrevious.Key]: null } : {}) }
      : null,
  };
}

/**
 * A compared table's chart draws the comparison period too, as a second series of each figure: a second line under a
 * time series, each store's bar beside its bar of the comparison period.
 */
function withPreviousSeries(chart: TReportChart, compared: ReadonlySet<string>): TReportChart {
  if (!compared.has(chart.Table) || chart.Kind === 'pie') return chart;
  return { ...chart, Series: [...chart.Series, ...chart.Series.map((key) => compareKey(key, 'previous'))] };
}

/**
 * The report's tables with the comparison period's figures beside their own (when `previous`, the same runner's answer
 * for the comparison range, is given) and, in the company view, its stores ranked. `compared` tells whether any table
 * was compared (the header then names the comparison range).
 */
export function compareAndRank(
  current: TReportBody,
  previous: TReportBody | null,
  options: TCompareOptions,
): TReportBody & { compared: boolean } {
  const comparedTables = new Set<string>();
  let compared = false;
  const tables = current.Tables.map((table) => {
    const kind = breakdownOf(table.Columns);
    const before = previous?.Tables.find((t) => t.Key === table.Key) ?? null;
    if (!kind) return table;
    const comparedTable = before ? compareTable(table, before, kind, options) : table;
    if (before) {
      compared = true;
      comparedTables.add(table.Key);
    }
    return kind === 'stores' && options.isCompanyView
      ? rankStores(comparedTable, before, options.compareTo)
      : comparedTable;
  });
  return { Tables: tables, Charts: current.Charts.map((chart) => withPreviousSeries(chart, comparedTables)), compared };
}

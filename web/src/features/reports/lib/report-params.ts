import {
  ALL_DAYS,
  COMPARE_TO,
  daysParam,
  parseDays,
  reportPresetRange,
  sortReportRows,
  type TCompareTo,
  type TDaySelection,
  type TReportDefinition,
  type TReportExportFormat,
  type TReportOption,
  type TReportTable,
} from '@mp/contracts/reports';
import { isIsoDate } from '@mp/contracts/tickets';

/** The options shown as dropdowns of ids (-1 is All). */
export const ID_OPTIONS = ['EmployeeId', 'FilterByCategory', 'ModifierGroupId'] as const;
export type TIdOption = (typeof ID_OPTIONS)[number];
/** "All" of an id dropdown. */
export const ALL_ID = -1;

/** The options shown as switches. */
export const SWITCH_OPTIONS = [
  'ShowStoreDetail',
  'ShowCategories',
  'showSubcategories',
  'showItemDetail',
  'showVariations',
  'showModifiers',
  'showComponents',
  'IsSpeedOfServiceEnabled',
  'OnlyVisitors',
] as const satisfies readonly TReportOption[];
export type TSwitchOption = (typeof SWITCH_OPTIONS)[number];

/** The options typed as an amount of money (kept as typed: the service refuses a malformed one, naming it). */
export const AMOUNT_OPTIONS = ['MinimumSpend'] as const satisfies readonly TReportOption[];
export type TAmountOption = (typeof AMOUNT_OPTIONS)[number];

/**
 * What the parameter bar edits: the range, the day filter, the chosen ids, the switches, the amounts and what the
 * figures are compared with (null: nothing).
 */
export type TReportDraft = {
  FromDate: string;
  ToDate: string;
  days: TDaySelection;
  compareTo: TCompareTo | null;
  ids: Partial<Record<TIdOption, number>>;
  switches: Partial<Record<TSwitchOption, boolean>>;
  amounts: Partial<Record<TAmountOption, string>>;
};

const isIdOption = (option: TReportOption): option is TIdOption => (ID_OPTIONS as readonly string[]).includes(option);
const isSwitchOption = (option: TReportOption): option is TSwitchOption =>
  (SWITCH_OPTIONS as readonly string[]).includes(option);

export const idOptionsOf = (report: TReportDefinition): TIdOption[] => report.options.filter(isIdOption);
export const switchOptionsOf = (report: TReportDefinition): TSwitchOption[] => report.options.filter(isSwitchOption);
export const amountOptionsOf = (report: TReportDefinition): TAmountOption[] =>
  report.options.filter((option): option is TAmountOption => (AMOUNT_OPTIONS as readonly string[]).includes(option));
export const hasDayFilter = (report: TReportDefinition): boolean => report.options.includes('DaysToSelect');
export const hasComparison = (report: TReportDefinition): boolean => report.options.includes('CompareTo');

const isCompareTo = (value: string | null): value is TCompareTo =>
  (COMPARE_TO as readonly (string | null)[]).includes(value);

const TRUE = new Set(['true', 'True', '1']);

/**
 * The parameters a report URL asks for (spec 2 §7 names, so a bookmark is the service's own query): dates that are
 * dates (else Today of the store), the day filter, ids, switches, amounts and comparison the report offers. Dates stay as written even
 * when To is before From: the service then answers its 400 naming the field, which the bar shows there.
 */
export function draftFromSearch(search: URLSearchParams, report: TReportDefinition, today: string): TReportDraft {
  const from = search.get('FromDate');
  const to = search.get('ToDate');
  const range =
    from !== null && to !== null && isIsoDate(from) && isIsoDate(to)
      ? { FromDate: from, ToDate: to }
      : reportPresetRange('today', today);
  const ids: TReportDraft['ids'] = {};
  for (const option of idOptionsOf(report)) {
    const value = Number(search.get(option));
    ids[option] = Number.isInteger(value) && value > 0 ? value : ALL_ID;
  }
  const switches: TReportDraft['switches'] = {};
  for (const option of switchOptionsOf(report)) switches[option] = TRUE.has(search.get(option) ?? '');
  const amounts: TReportDraft['amounts'] = {};
  for (const option of amountOptionsOf(report)) amounts[option] = search.get(option) ?? '';
  const days = hasDayFilter(report) ? (parseDays(search.get('DaysToSelect') ?? undefined) ?? ALL_DAYS) : ALL_DAYS;
  const compareTo = search.get('CompareTo');
  return {
    ...range,
    days,
    compareTo: hasComparison(report) && isCompareTo(compareTo) ? compareTo : null,
    ids,
    switches,
    amounts,
  };
}

/** The draft as the URL and the service take it: dates always, the other parameters only when not the default. */
export function searchOfDraft(draft: TReportDraft): URLSearchParams {
  const search = new URLSearchParams({ FromDate: draft.FromDate, ToDate: draft.ToDate });
  if (draft.days !== ALL_DAYS) search.set('DaysToSelect', daysParam(draft.days));
  for (const option of ID_OPTIONS) {
    const id = draft.ids[option];
    if (id !== undefined && id > 0) search.set(option, String(id));
  }
  for (const option of SWITCH_OPTIONS) if (draft.switches[option]) search.set(option, 'true');
  for (const option of AMOUNT_OPTIONS) {
    const amount = draft.amounts[option]?.trim();
    if (amount) search.set(option, amount);
  }
  if (draft.compareTo) search.set('CompareTo', draft.compareTo);
  return search;
}

/** Two drafts ask for the same report. */
export const sameParams = (a: TReportDraft, b: TReportDraft): boolean =>
  searchOfDraft(a).toString() === searchOfDraft(b).toString();

/** A table's sort on screen: a column and a direction, asc first. */
export type TTableSort = { column: string; direction: 'ASC' | 'DESC' } | null;

/** Clicking a header: a new column sorts ascending, the same column flips (spec 2 §9). */
export const nextSort = (sort: TTableSort, column: string): TTableSort =>
  sort?.column === column
    ? { column, direction: sort.direction === 'ASC' ? 'DESC' : 'ASC' }
    : { column, direction: 'ASC' };

export const sortedRows = (table: TReportTable, sort: TTableSort) =>
  sort ? sortReportRows(table, sort.column, sort.direction) : table.Rows;

/** The download link of the export: the same parameters, plus the order the screen shows. */
export function exportHref(
  report: TReportDefinition,
  format: TReportExportFormat,
  draft: TReportDraft,
  sort: TTableSort,
): string {
  const search = searchOfDraft(draft);
  if (sort) {
    search.set('SortColumn', sort.column);
    search.set('SortDirection', sort.direction);
  }
  return `/api/reports/${report.file}/export/${format}?${search.toString()}`;
}

import { z } from 'zod';
import { ACCESS_FLAG, isFlagOn, type TAccessFlags } from './access/flags.ts';
import { PG_INT_MAX } from './fields.ts';
import { addDays, isIsoDate } from './tickets.ts';

/**
 * Reports (spec 2 §2 Reports hub, §4 Report viewer, §7 ReportHome and report service calls, §9; issue 15). A report is
 * asked for by its file name at `GET /api/reports/{file}` with the parameters of spec 2 §7 in the query string (the
 * viewer keeps the same parameters in its own URL, so a report can be bookmarked); it answers structured JSON: one or
 * more tables of typed columns, rows and totals, and the charts drawn from them. Money travels as exact decimal
 * strings with 2 decimals, quantities with 3, counts as numbers, hours as decimal strings with 2 decimals.
 */

/** The report service version the viewer requires (spec 2 §4, §9): any other answer hides the viewer. */
export const REPORT_SERVICE_VERSION = '18.3.24.1218';

/** The longest range a report covers, in days, both ends included (issue 15 §7). */
export const MAX_REPORT_DAYS = 366;

/** i18n keys of the report refusals (the server's 4xx `messageKey`, the parameter bar's messages). */
export const REPORT_ERROR = {
  /** The version check failed: "Cannot generate report at this time. Please try again." (spec 2 §8). */
  unavailable: 'reports.errors.unavailable',
  unknownReport: 'reports.errors.unknownReport',
  invalidDate: 'reports.errors.invalidDate',
  toBeforeFrom: 'reports.errors.toBeforeFrom',
  rangeTooLong: 'reports.errors.rangeTooLong',
  unknownEmployee: 'reports.errors.unknownEmployee',
  unknownCategory: 'reports.errors.unknownCategory',
  unknownModifierGroup: 'reports.errors.unknownModifierGroup',
  invalidDays: 'reports.errors.invalidDays',
  invalidAmount: 'reports.errors.invalidAmount',
  invalidCompareTo: 'reports.errors.invalidCompareTo',
  /** 403: export and print are withheld from this user (the admin entitlement, spec 2 §2). */
  exportNotAllowed: 'reports.errors.exportNotAllowed',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The day-of-week filter (spec 2 §2, §9): days 0 (Sunday) to 6; -1 means every day.

export const ALL_DAYS = -1;
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** The filter's value: -1 (All) or the chosen days in order. */
export type TDaySelection = typeof ALL_DAYS | readonly number[];

/** Spec 2 §2: none or all seven collapse to All (-1). */
export function normalizeDays(days: readonly number[]): TDaySelection {
  const unique = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  return unique.length === 0 || unique.length === WEEK_DAYS.length ? ALL_DAYS : unique;
}

/** Clicking a day: while All is on it selects only that day; else it toggles the day, collapsing as above. */
export function toggleDay(selection: TDaySelection, day: number): TDaySelection {
  if (selection === ALL_DAYS) return [day];
  return normalizeDays(selection.includes(day) ? selection.filter((d) => d !== day) : [...selection, day]);
}

/** DaysToSelect as it travels: '-1' or the days joined by commas ('1,3,5'). */
export const daysParam = (selection: TDaySelection): string =>
  selection === ALL_DAYS ? String(ALL_DAYS) : selection.join(',');

const DAYS_PATTERN = /^(-1|[0-6](,[0-6])*)$/;

/** DaysToSelect read back: '-1', '' or absent mean All; anything else must be days 0–6. */
export function parseDays(value: string | undefined): TDaySelection | null {
  if (value === undefined || value === '' || value === String(ALL_DAYS)) return ALL_DAYS;
  if (!DAYS_PATTERN.test(value)) return null;
  return normalizeDays(value.split(',').map(Number));
}

// ---------------------------------------------------------------------------------------------------------------
// Date presets of the parameter bar (issue 15 §3). Weeks start on Sunday, as the day filter counts.

export const REPORT_DATE_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type TReportDatePreset = (typeof REPORT_DATE_PRESETS)[number];

const weekDayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();
const monthStart = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

/** From/To of a preset counted from the store's today; the current week and month end today. */
export function reportPresetRange(preset: TReportDatePreset, today: string): { FromDate: string; ToDate: string } {
  switch (preset) {
    case 'today':
      return { FromDate: today, ToDate: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { FromDate: day, ToDate: day };
    }
    case 'thisWeek':
      return { FromDate: addDays(today, -weekDayOf(today)), ToDate: today };
    case 'lastWeek': {
      const from = addDays(today, -weekDayOf(today) - 7);
      return { FromDate: from, ToDate: addDays(from, 6) };
    }
    case 'thisMonth':
      return { FromDate: monthStart(today), ToDate: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { FromDate: monthStart(lastDay), ToDate: lastDay };
    }
  }
}

/** The preset a range is, if any (the bar shows it selected), else null (custom). */
export const presetOf = (range: { FromDate: string; ToDate: string }, today: string): TReportDatePreset | null =>
  REPORT_DATE_PRESETS.find((p) => {
    const r = reportPresetRange(p, today);
    return r.FromDate === range.FromDate && r.ToDate === range.ToDate;
  }) ?? null;

/** Days in an inclusive range. */
export const rangeDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

// ---------------------------------------------------------------------------------------------------------------
// Period comparison (issue 16 §6): a report's figures beside the same report run on a comparison range.

/** What CompareTo asks for: the period of equal length just before the range, or the same dates a year earlier. */
export const COMPARE_TO = ['previousPeriod', 'lastYear'] as const;
export type TCompareTo = (typeof COMPARE_TO)[number];

/** The same calendar date a year earlier; 29 February, which that year has not, becomes 28 February. */
export function sameDateLastYear(isoDate: string): string {
  const year = String(Number(isoDate.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = isoDate.slice(5);
  return `${year}-${monthDay === '02-29' ? '02-28' : monthDay}`;
}

/**
 * The date of the comparison range a date of the range [from, to] stands beside: previousPeriod moves it back by the
 * range's length in days, lastYear to the same calendar date a year earlier.
 */
export function comparedDate(isoDate: string, from: string, to: string, compareTo: TCompareTo): string {
  return compareTo === 'lastYear' ? sameDateLastYear(isoDate) : addDays(isoDate, -rangeDays(from, to));
}

/**
 * The comparison range of [from, to]: previousPeriod is as many days ending the day before `from`; lastYear the same
 * calendar dates a year earlier (29 February as 28 February, so that range may be a day shorter or longer).
 */
export const comparisonRange = (
  from: string,
  to: string,
  compareTo: TCompareTo,
): { FromDate: string; ToDate: string } => ({
  FromDate: comparedDate(from, from, to, compareTo),
  ToDate: comparedDate(to, from, to, compareTo),
});

// The catalogue (plain data, so the web's route table reads it without this file's schemas).
export {
  REPORT_GROUPS,
  REPORT_OPTIONS,
  REPORTS,
  reportAt,
  reportAtLocation,
  reportByFile,
  reportParentPath,
  reportPath,
  type TReportDefinition,
  type TReportGroup,
  type TReportOption,
} from './report-catalogue.ts';

// ---------------------------------------------------------------------------------------------------------------
// GET /api/reports/{file}: the parameters (spec 2 §7), as a query string.

const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'True' || v === '1');

/** An id where -1, 0 or absent mean "all". */
const allOrIdParam = z.coerce.number().int().min(-1).max(PG_INT_MAX).optional();

const ZReportDate = z.string().refine(isIsoDate, { message: REPORT_ERROR.invalidDate });
const display = z.string().max(200).optional();

export const ZReportParams = z
  .object({
    FromDate: ZReportDate,
    ToDate: ZReportDate,
    /** A variant name some reports take ('Summary', 'Detail'); the report's default when absent. */
    ReportType: z.string().max(40).optional(),
    // What the legacy viewer printed in its header. The server answers its own StoreName, Address, Dates and
    // IsCompanyView from the session: a client cannot relabel a report.
    StoreName: display,
    Address: display,
    Dates: display,
    IsCompanyView: boolParam,
    EmployeeDisplay: display,
    DisplayedDays: display,
    EmployeeId: allOrIdParam,
    DaysToSelect: z
      .string()
      .max(20)
      .optional()
      .refine((v) => parseDays(v) !== null, { message: REPORT_ERROR.invalidDays }),
    FilterByCategory: allOrIdParam,
    ModifierGroupId: allOrIdParam,
    showItemDetail: boolParam,
    ShowCategories: boolParam,
    IsSpeedOfServiceEnabled: boolParam,
    showVariations: boolParam,
    showModifiers: boolParam,
    ShowStoreDetail: boolParam,
    showComponents: boolParam,
    showSubcategories: boolParam,
    /** Customer reports: only customers who visited in the range. */
    OnlyVisitors: boolParam,
    /** Customer reports: only customers who spent at least this much in the range (dollars, up to 2 decimals). */
    MinimumSpend: z
      .string()
      .max(12)
      .regex(/^\d{1,6}(\.\d{1,2})?$/, { message: REPORT_ERROR.invalidAmount })
      .optional(),
    /** Adds the figures of the comparison range beside each time series and per-store table (issue 16 §6). */
    CompareTo: z.enum(COMPARE_TO, { message: REPORT_ERROR.invalidCompareTo }).optional(),
  })
  .refine((v) => v.ToDate >= v.FromDate, { message: REPORT_ERROR.toBeforeFrom, path: ['ToDate'] })
  .refine((v) => v.ToDate < v.FromDate || rangeDays(v.FromDate, v.ToDate) <= MAX_REPORT_DAYS, {
    message: REPORT_ERROR.rangeTooLong,
    path: ['ToDate'],
  });
export type TReportParamsInput = z.input<typeof ZReportParams>;
export type TReportParams = z.output<typeof ZReportParams>;

/** "All" for an id parameter: absent, -1 or 0. */
export const isAll = (id: number | undefined): id is undefined => id === undefined || id <= 0;

// ---------------------------------------------------------------------------------------------------------------
// The answer.

/** How a column's values read and sort: money and quantity and hours are decimal strings, counts numbers. */
export const REPORT_COLUMN_TYPES = [
  'text',
  'date',
  'dateTime',
  'hour',
  'money',
  'quantity',
  'count',
  'percent',
  'hours',
] as const;
export type TReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

/** What a comparison column holds of its base column: the comparison range's figure, the change, the change in %. */
export const COMPARE_PARTS = ['previous', 'change', 'changePercent'] as const;
export type TComparePart = (typeof COMPARE_PARTS)[number];

export const ZReportColumn = z.object({
  Key: z.string(),
  /**
   * i18n key of the header (`reports.columns.<key>`); a comparison column's (`reports.compare.columns.<part>`) takes
   * its base column's header as `{{column}}` (reportColumnLabel).
   */
  LabelKey: z.string(),
  Type: z.enum(REPORT_COLUMN_TYPES),
  /** A comparison column: the key of the column it compares and which part of the comparison it holds. */
  Compare: z.object({ Of: z.string(), Part: z.enum(COMPARE_PARTS) }).optional(),
});
export type TReportColumn = z.infer<typeof ZReportColumn>;

/** Translates an i18n key, with `{{name}}` values (i18next's t on the web, the English catalogue in exports). */
export type TTranslate = (key: string, values?: Record<string, string>) => string;

/** A column's header: a comparison column's names the header of the column it compares ("Net sales % change"). */
export function reportColumnLabel(
  column: TReportColumn,
  columns: readonly TReportColumn[],
  translate: TTranslate,
): string {
  const base = column.Compare ? columns.find((c) => c.Key === column.Compare?.Of) : undefined;
  return base ? translate(column.LabelKey, { column: translate(base.LabelKey) }) : translate(column.LabelKey);
}

export const ZReportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type TReportCell = z.infer<typeof ZReportCell>;
export type TReportRow = Record<string, TReportCell>;

export const ZReportTable = z.object({
  /** Unique within the report; charts name it. */
  Key: z.string(),
  /** i18n key of the table's heading (`reports.tables.<key>`). */
  TitleKey: z.string(),
  Columns: z.array(ZReportColumn),
  Rows: z.array(z.record(z.string(), ZReportCell)),
  /** The totals row (the same keys; text columns hold null), or null when totals mean nothing for this table. */
  Totals: z.record(z.string(), ZReportCell).nullable(),
});
export type TReportTable = z.infer<typeof ZReportTable>;

export const REPORT_CHART_KINDS = ['bar', 'line', 'pie'] as const;
export const ZReportChart = z.object({
  Key: z.string(),
  TitleKey: z.string(),
  Kind: z.enum(REPORT_CHART_KINDS),
  /** The table whose rows it draws, the column along the axis (or naming slices), and the plotted columns. */
  Table: z.string(),
  Category: z.string(),
  Series: z.array(z.string()).min(1),
});
export type TReportChart = z.infer<typeof ZReportChart>;

export const ZReportResult = z.object({
  Version: z.literal(REPORT_SERVICE_VERSION),
  File: z.string(),
  /** What the header prints, from the session: the store (or company) name and address, the range, the view. */
  StoreName: z.string(),
  Address: z.string(),
  FromDate: z.string(),
  ToDate: z.string(),
  IsCompanyView: z.boolean(),
  /** When the figures were computed (ISO instant). */
  GeneratedAt: z.string(),
  Tables: z.array(ZReportTable).min(1),
  Charts: z.array(ZReportChart),
  /** The comparison range, when CompareTo asked for one and a table of the report was compared. */
  Comparison: z.object({ CompareTo: z.enum(COMPARE_TO), FromDate: z.string(), ToDate: z.string() }).optional(),
});
export type TReportResult = z.infer<typeof ZReportResult>;

/** GET /api/Reports/version. */
export const ZReportVersion = z.object({ Version: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Export (issue 15 §3): GET /api/reports/{file}/export/{format} with the same parameters; the file streams.

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type TReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const ZReportExportFormat = z.enum(REPORT_EXPORT_FORMATS);

export const REPORT_SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type TReportSortDirection = (typeof REPORT_SORT_DIRECTIONS)[number];

/**
 * The export's query string: the report's parameters plus the order the screen shows, applied to every table that has
 * the column (a column no table has changes nothing).
 */
export const ZReportExportQuery = ZReportParams.and(
  z.object({
    SortColumn: z.string().max(100).optional(),
    SortDirection: z.enum(REPORT_SORT_DIRECTIONS).optional(),
  }),
);
export type TReportExportQuery = z.output<typeof ZReportExportQuery>;

/** The export route's path parameter. */
export const ZReportExportPath = z.object({ format: ZReportExportFormat });

/**
 * The admin entitlement (spec 2 §2): provider support staff (admin users) export and print a merchant's reports only
 * when its company-level flag allows it; everyone else who may open a report may export it.
 */
export const mayExportReports = (user: { isAdminUser: boolean; flags: TAccessFlags }): boolean =>
  !user.isAdminUser || isFlagOn(user.flags, ACCESS_FLAG.allowAdminReportExport);

// ---------------------------------------------------------------------------------------------------------------
// Cells that hold a code rather than words (a missing device, a discount's kind, an offline payment's state, a flag):
// the i18n key of their label, one rule for the screen and the exports.

/** Text columns whose empty value means "none" (tickets rung up on no device, by no employee, an unnamed discount). */
const EMPTY_VALUE_KEYS: Readonly<Record<string, string>> = {
  deviceName: 'reports.values.noDevice',
  employeeName: 'reports.values.noEmployee',
  discountName: 'reports.values.unnamedDiscount',
};
/** Text columns holding one of a few codes, each labelled under the prefix. */
const CODE_KEY_PREFIXES: Readonly<Record<string, string>> = {
  discountKind: 'reports.values.discountKind',
  offlineState: 'reports.values.offlineState',
  age: 'reports.values.age',
  soldBy: 'reports.values.soldBy',
  deviceKind: 'reports.values.deviceKind',
  financialLine: 'reports.values.financialLine',
  accountName: 'reports.values.account',
  batchStatus: 'reports.values.batchStatus',
  movement: 'reports.values.cashMovement',
};

/**
 * A card settlement row's batch state (results/credit, results/commercecredit): the processor's batch still open
 * (today's) or settled, or none: card payments on the store's tickets that day and no batch from the processor.
 */
export const BATCH_STATUSES = ['open', 'settled', 'none'] as const;
export type TBatchStatus = (typeof BATCH_STATUSES)[number];

/** The cash manager's movements of cash in or out of a drawer besides sales (results/cashmanager). */
export const CASH_MOVEMENTS = ['payIn', 'payOut', 'drop'] as const;
export type TCashMovement = (typeof CASH_MOVEMENTS)[number];

/**
 * The lines of the financial report's period close (results/financial), in statement order: gross to net, what the
 * tickets were due, and what the tenders collected against it (README, report definitions).
 */
export const FINANCIAL_LINES = [
  'grossSales',
  'discounts',
  'netSales',
  'charges',
  'cardSurcharges',
  'donations',
  'tax',
  'gratuity',
  'gratuityTax',
  'totalDue',
  'cashRounding',
  'tips',
  'toCollect',
  'tendersCollected',
  'difference',
] as const;
export type TFinancialLine = (typeof FINANCIAL_LINES)[number];

/**
 * The accounting export's fixed chart of accounts (results/accounting; README, report definitions): each account's
 * number and the code of its name (`reports.values.account.<code>`). Sales revenue is one account per category as
 * sold, numbered `4000-<category id>`; a tender without an account of its own posts to otherTenderClearing.
 */
export const ACCOUNTS = {
  cashClearing: '1010',
  creditClearing: '1020',
  debitClearing: '1030',
  giftCardClearing: '1040',
  onlineClearing: '1050',
  checkClearing: '1060',
  otherTenderClearing: '1090',
  salesTaxPayable: '2100',
  tipsPayable: '2200',
  donationsPayable: '2300',
  nonSalesRevenue: '2400',
  payIns: '2500',
  sales: '4000',
  discounts: '4100',
  serviceCharges: '4200',
  cardSurcharges: '4300',
  payOuts: '6100',
  cashOverShort: '6900',
  roundingAndDifferences: '6910',
} as const;
export type TAccount = keyof typeof ACCOUNTS;

/** The clearing account of a tender as the POS names it (Cash, Credit, Debit, Gift Card, Online, Check). */
export const TENDER_ACCOUNTS: Readonly<Record<string, TAccount>> = {
  Cash: 'cashClearing',
  Credit: 'creditClearing',
  Debit: 'debitClearing',
  'Gift Card': 'giftCardClearing',
  Online: 'onlineClearing',
  Check: 'checkClearing',
};

/** The i18n key of a cell's label when the cell holds a code, else null (the value reads as it is). */
export function cellLabelKey(columnKey: string, value: TReportCell | undefined): string | null {
  if (typeof value === 'boolean') return value ? 'reports.values.yes' : 'reports.values.no';
  if (value === '' && EMPTY_VALUE_KEYS[columnKey]) return EMPTY_VALUE_KEYS[columnKey];
  const prefix = CODE_KEY_PREFIXES[columnKey];
  return prefix && typeof value === 'string' && value !== '' ? `${prefix}.${value}` : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Sorting a report table: the same order on screen and in an export (the whole result is on hand, so no paging).

const numeric = new Set<TReportColumnType>(['money', 'quantity', 'count', 'percent', 'hours', 'hour']);

function compareCells(type: TReportColumnType, a: TReportCell, b: TReportCell): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  if (numeric.has(type)) return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/** The table's rows ordered by one column (asc then desc, spec 2 §9), ties kept in the report's own order. */
export function sortReportRows(
  table: Pick<TReportTable, 'Columns' | 'Rows'>,
  column: string,
  direction: 'ASC' | 'DESC',
): TReportRow[] {
  const col = table.Columns.find((c) => c.Key === column);
  if (!col) return table.Rows;
  const sign = direction === 'ASC' ? 1 : -1;
  return table.Rows.map((row, index) => ({ row, index }))
    .sort((x, y) => sign * compareCells(col.Type, x.row[column] ?? null, y.row[column] ?? null) || x.index - y.index)
    .map(({ row }) => row);
}

// ---------------------------------------------------------------------------------------------------------------
// ReportHome dropdowns (spec 2 §3 Report dropdown items, §7): FromDate and ToDate in, items out.

export const ZReportHomeRequest = z
  .object({ FromDate: ZReportDate, ToDate: ZReportDate })
  .refine((v) => v.ToDate >= v.FromDate, { message: REPORT_ERROR.toBeforeFrom, path: ['ToDate'] });
export const ZValueDisplay = z.object({ Value: z.number().int(), Display: z.string() });
export const ZCategoryItem = z.object({ CategCode: z.number().int(), CategName: z.string() });
export const ZNonSalesRevenueCategory = z.object({ Value: z.number().int(), Display: z.string() });
export type TValueDisplay = z.infer<typeof ZValueDisplay>;
export type TCategoryItem = z.infer<typeof ZCategoryItem>;

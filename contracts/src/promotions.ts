import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { sortFields, ZId, ZIdOrZero, ZPageNumber, type TSortSpec } from './fields.ts';
import { DEFAULT_PAGE_SIZE } from './stores.ts';
import { isDateRangeInOrder, minutesOfClockTime, TIME_WINDOWS_ERROR, ZOptionalDate } from './time-windows.ts';

/** Inventory → Pricing → Promotions (issue 21 item 6): the page the route guard and the server's calls check. */
export const PROMOTIONS_PAGE = 'menu/pricing/promotions';

/** Ours (the spec names no promotion calls), in the EventSchedule calls' style. */
export const PROMOTIONS_PATH = {
  getAll: '/Promotion/GetAll',
  get: '/Promotion/Get',
  /** What the form offers: categories, items with their prices, stores, event schedules. */
  choices: '/Promotion/GetChoices',
  insert: '/Promotion/Insert',
  update: '/Promotion/Update',
  delete: '/Promotion/Delete',
  /** A draft's affected items with their promoted prices, and the promotions it overlaps. */
  preview: '/Promotion/Preview',
} as const;

export const PROMOTION_NAME_MAX = 50;
export const PROMOTION_PERCENT_MAX = 100;
/** The highest amount off or set price (a menu price's ceiling). */
export const PROMOTION_AMOUNT_MAX = 99_999.99;
export const PROMOTION_ITEMS_MAX = 5000;
export const PROMOTION_CATEGORIES_MAX = 500;
export const PROMOTION_STORES_MAX = 1000;
export const PROMOTIONS_MAX_PAGE_SIZE = 200;

/** Percent off the regular price, an amount off it (never below zero), or a set price instead of it. */
export const PROMOTION_KINDS = ['PercentOff', 'AmountOff', 'SetPrice'] as const;
export type TPromotionKind = (typeof PROMOTION_KINDS)[number];
/** When it runs: during an event schedule's windows, or every hour of the days of a date range. */
export const PROMOTION_TIMINGS = ['Schedule', 'DateRange'] as const;
export type TPromotionTiming = (typeof PROMOTION_TIMINGS)[number];
/** Worked out from today's date in the stores' time zone; the list filters and sorts by it in this order. */
export const PROMOTION_STATUSES = ['Active', 'Scheduled', 'Expired'] as const;
export type TPromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTIONS_ERROR = {
  nameRequired: 'promotions.errors.nameRequired',
  nameTooLong: 'promotions.errors.nameTooLong',
  nameTaken: 'promotions.errors.nameTaken',
  kindRequired: 'promotions.errors.kindRequired',
  valueInvalid: 'promotions.errors.valueInvalid',
  percentRange: 'promotions.errors.percentRange',
  amountRange: 'promotions.errors.amountRange',
  /** At least one item or category. */
  targetRequired: 'promotions.errors.targetRequired',
  tooManyTargets: 'promotions.errors.tooManyTargets',
  duplicateTarget: 'promotions.errors.duplicateTarget',
  unknownItem: 'promotions.errors.unknownItem',
  unknownCategory: 'promotions.errors.unknownCategory',
  timingRequired: 'promotions.errors.timingRequired',
  scheduleRequired: 'promotions.errors.scheduleRequired',
  unknownSchedule: 'promotions.errors.unknownSchedule',
  startDateRequired: 'promotions.errors.startDateRequired',
  endDateRequired: 'promotions.errors.endDateRequired',
  storesRequired: 'promotions.errors.storesRequired',
  duplicateStore: 'promotions.errors.duplicateStore',
  unknownStore: 'promotions.errors.unknownStore',
  notFound: 'promotions.errors.notFound',
  staleChecksum: staleChecksumKey('promotions'),
} as const;
const E = PROMOTIONS_ERROR;

const ZName = z
  .string({ error: E.nameRequired })
  .transform((v) => v.trim())
  .refine((v) => v !== '', { error: E.nameRequired })
  .refine((v) => v.length <= PROMOTION_NAME_MAX, { error: E.nameTooLong });

const unique = (ids: number[]) => new Set(ids).size === ids.length;
const hasCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

const ZPromotionFields = z.object({
  Name: ZName,
  Kind: z.enum(PROMOTION_KINDS, { error: E.kindRequired }),
  /** Percent (0 < v ≤ 100) for PercentOff; an amount in the merchant's currency (≥ 0, cents) otherwise. */
  Value: z.number({ error: E.valueInvalid }).refine(Number.isFinite, { error: E.valueInvalid }),
  ItemIds: z
    .array(ZId)
    .max(PROMOTION_ITEMS_MAX, { error: E.tooManyTargets })
    .refine(unique, { error: E.duplicateTarget }),
  ItemCategoryIds: z
    .array(ZId)
    .max(PROMOTION_CATEGORIES_MAX, { error: E.tooManyTargets })
    .refine(unique, { error: E.duplicateTarget }),
  Timing: z.enum(PROMOTION_TIMINGS, { error: E.timingRequired }),
  /** The event schedule (Timing Schedule); null for a date range. */
  EventScheduleId: ZId.nullable(),
  /** The first and last day (Timing DateRange, both required); null for a schedule. */
  StartDate: ZOptionalDate,
  EndDate: ZOptionalDate,
  StoreIds: z
    .array(ZId)
    .max(PROMOTION_STORES_MAX, { error: E.storesRequired })
    .refine((ids) => ids.length > 0, { error: E.storesRequired })
    .refine(unique, { error: E.duplicateStore }),
});
type TFields = z.output<typeof ZPromotionFields>;

/** The value's range for its kind, the targets, and the timing the choice of Timing asks for. */
const crossFieldRules = (v: TFields, ctx: z.RefinementCtx) => {
  const at = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (v.Kind === 'PercentOff') {
    if (!(v.Value > 0 && v.Value <= PROMOTION_PERCENT_MAX) || !hasCents(v.Value)) at('Value', E.percentRange);
  } else if (!(v.Value >= 0 && v.Value <= PROMOTION_AMOUNT_MAX) || !hasCents(v.Value)) at('Value', E.amountRange);
  if (v.ItemIds.length + v.ItemCategoryIds.length === 0) at('ItemIds', E.targetRequired);
  if (v.Timing === 'Schedule') {
    if (v.EventScheduleId === null) at('EventScheduleId', E.scheduleRequired);
    return;
  }
  if (v.StartDate === null) at('StartDate', E.startDateRequired);
  if (v.EndDate === null) at('EndDate', E.endDateRequired);
  if (!isDateRangeInOrder(v.StartDate, v.EndDate)) at('EndDate', TIME_WINDOWS_ERROR.endDateBeforeStart);
};

/** Only the timing Timing chose is kept: a schedule's promotion has no dates, a date range's no schedule. */
const normalized = <T extends TFields>(v: T): T =>
  v.Timing === 'Schedule' ? { ...v, StartDate: null, EndDate: null } : { ...v, EventScheduleId: null };

/**
 * A time-bound price rule, one schema for the form and the server: a name unique in the merchant (without case), a
 * percent or amount off or a set price, the items and categories it applies to (an item of a chosen category is
 * included), an event schedule or a date range, and the stores it runs in.
 */
export const ZPromotionForm = ZPromotionFields.superRefine(crossFieldRules).transform(normalized);
export type TPromotionFormInput = z.input<typeof ZPromotionForm>;
export type TPromotionFormValues = z.output<typeof ZPromotionForm>;

/** A new promotion's form: 10 % off, nothing chosen, a date range to be filled in. */
export const newPromotionValues = (storeIds: number[]): TPromotionFormInput => ({
  Name: '',
  Kind: 'PercentOff',
  Value: 10,
  ItemIds: [],
  ItemCategoryIds: [],
  Timing: 'DateRange',
  EventScheduleId: null,
  StartDate: null,
  EndDate: null,
  StoreIds: storeIds,
});

/** Another promotion of the merchant that touches one of the same items in one of the same stores at the same time. */
export const ZPromotionOverlap = z.object({ PromotionId: z.number().int(), Name: z.string() });
export type TPromotionOverlap = z.infer<typeof ZPromotionOverlap>;

export const ZPromotion = z.object({
  PromotionId: z.number().int(),
  Name: z.string(),
  Kind: z.enum(PROMOTION_KINDS),
  Value: z.number(),
  ItemIds: z.array(z.number().int()),
  ItemCategoryIds: z.array(z.number().int()),
  Timing: z.enum(PROMOTION_TIMINGS),
  EventScheduleId: z.number().int().nullable(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  StoreIds: z.array(z.number().int()),
  Status: z.enum(PROMOTION_STATUSES),
  Overlaps: z.array(ZPromotionOverlap),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const PROMOTION_SORT_COLUMNS = ['Name', 'Kind', 'Status', 'StartDate', 'EndDate'] as const;
export type TPromotionSortColumn = (typeof PROMOTION_SORT_COLUMNS)[number];
export const PROMOTION_SORT: TSortSpec<TPromotionSortColumn> = {
  columns: PROMOTION_SORT_COLUMNS,
  defaultSort: { column: 'Name', direction: 'ASC' },
};

/** POST /Promotion/GetAll: one page of the merchant's promotions; SearchArg matches the name, Status filters. */
export const ZPromotionsListRequest = z.object({
  PageRowCount: z.coerce.number().int().min(1).max(PROMOTIONS_MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
  SearchArg: z.string().trim().max(100).default(''),
  /** Only promotions of this status; absent for all. */
  Status: z.enum(PROMOTION_STATUSES).optional(),
  ...sortFields(PROMOTION_SORT),
});
export type TPromotionsListRequest = z.input<typeof ZPromotionsListRequest>;
export type TPromotionsListQuery = z.output<typeof ZPromotionsListRequest>;

/** A list row: the dates are the promotion's own, or its schedule's (null when open). */
export const ZPromotionListRow = ZPromotion.omit({ ItemIds: true, ItemCategoryIds: true, StoreIds: true }).extend({
  ScheduleName: z.string().nullable(),
  ItemCount: z.number().int(),
  CategoryCount: z.number().int(),
  StoreCount: z.number().int(),
});
export type TPromotionListRow = z.infer<typeof ZPromotionListRow>;
export const ZPromotionsListResponse = z.object({
  ResultSet: z.array(ZPromotionListRow),
  TotalRowCount: z.number().int(),
});
export type TPromotionsListResponse = z.infer<typeof ZPromotionsListResponse>;

export const ZPromotionKey = z.object({ PromotionId: ZId });

/** POST /Promotion/GetChoices: what the form can pick from. */
export const ZPromotionChoices = z.object({
  Categories: z.array(z.object({ ItemCategoryId: z.number().int(), CategoryName: z.string() })),
  Items: z.array(
    z.object({ ItemMasterId: z.number().int(), ItemName: z.string(), CategoryName: z.string().nullable() }),
  ),
  Stores: z.array(z.object({ StoreId: z.number().int(), StoreName: z.string() })),
  EventSchedules: z.array(z.object({ EventScheduleId: z.number().int(), Name: z.string() })),
});
export type TPromotionChoices = z.infer<typeof ZPromotionChoices>;

export const ZPromotionInsertRequest = ZPromotionForm;
export type TPromotionInsertRequest = z.input<typeof ZPromotionInsertRequest>;

export const ZPromotionUpdateRequest = ZPromotionFields.extend({
  PromotionId: ZId,
  ConcurrencyChecksum: ZConcurrencyChecksum,
})
  .superRefine(crossFieldRules)
  .transform(normalized);
export type TPromotionUpdateRequest = z.input<typeof ZPromotionUpdateRequest>;
export type TPromotionUpdate = z.output<typeof ZPromotionUpdateRequest>;

export const ZPromotionDeleteRequest = z.object({ PromotionId: ZId, ConcurrencyChecksum: ZConcurrencyChecksum });
export type TPromotionDeleteRequest = z.input<typeof ZPromotionDeleteRequest>;

export const ZPromotionSaveResponse = z.object({ IsSuccessful: z.boolean(), Entity: ZPromotion.optional() });
export type TPromotionSaveResponse = z.infer<typeof ZPromotionSaveResponse>;

/** POST /Promotion/Preview: the form's unsaved values; PromotionId (0 for a new one) is left out of the overlaps. */
export const ZPromotionPreviewRequest = ZPromotionFields.extend({ PromotionId: ZIdOrZero.default(0) })
  .superRefine(crossFieldRules)
  .transform(normalized);
export type TPromotionPreviewRequest = z.input<typeof ZPromotionPreviewRequest>;
export type TPromotionPreviewQuery = z.output<typeof ZPromotionPreviewRequest>;

export const ZPromotionPreviewItem = z.object({
  ItemMasterId: z.number().int(),
  ItemName: z.string(),
  CategoryName: z.string().nullable(),
  RegularPrice: z.number(),
  PromotedPrice: z.number(),
});
export type TPromotionPreviewItem = z.infer<typeof ZPromotionPreviewItem>;
export const ZPromotionPreviewResponse = z.object({
  Items: z.array(ZPromotionPreviewItem),
  Overlaps: z.array(ZPromotionOverlap),
});
export type TPromotionPreviewResponse = z.infer<typeof ZPromotionPreviewResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Rules the server and the form share.

/** The price an item sells at under the promotion, rounded to cents: never below zero. */
export function promotedPrice(kind: TPromotionKind, value: number, regularPrice: number): number {
  const cents = Math.round(regularPrice * 100);
  // toFixed first: 19.99 × 0.8 is 15.992000000000001 in floating point, and cents must round as written.
  const round = (v: number) => Math.round(Number(v.toFixed(6)));
  const result =
    kind === 'PercentOff'
      ? round((cents * (100 - value)) / 100)
      : kind === 'AmountOff'
        ? Math.max(0, cents - round(value * 100))
        : round(value * 100);
  return result / 100;
}

/**
 * Active, Scheduled or Expired on `today` (ISO date): the date range is the promotion's own or its event schedule's,
 * either end open. A promotion is active through its last day.
 */
export function promotionStatus(startDate: string | null, endDate: string | null, today: string): TPromotionStatus {
  if (startDate !== null && today < startDate) return 'Scheduled';
  if (endDate !== null && today > endDate) return 'Expired';
  return 'Active';
}

/** A promotion's time: a date range (either end open), and the weekly windows of its schedule (null: all day). */
export type TPromotionTime = {
  StartDate: string | null;
  EndDate: string | null;
  Week: { DaysOfWeek: readonly number[]; StartTime: string; EndTime: string } | null;
};

const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days of the week the dates from `start` to `end` fall on (every day when open or a week or longer). */
function weekdaysBetween(start: string | null, end: string | null): Set<number> {
  if (start === null || end === null || addDays(start, 6) <= end) return new Set([0, 1, 2, 3, 4, 5, 6]);
  const days = new Set<number>();
  for (let d = start; d <= end; d = addDays(d, 1)) days.add(weekdayOf(d));
  return days;
}

/** Minutes of the week [from, to) the time is open on the given days (a window past Saturday wraps to Sunday). */
function weekIntervals(time: TPromotionTime, days: Set<number>): [number, number][] {
  const out: [number, number][] = [];
  const add = (from: number, to: number) => {
    if (to <= WEEK_MINUTES) out.push([from, to]);
    else out.push([from, WEEK_MINUTES], [0, to - WEEK_MINUTES]);
  };
  for (const day of days) {
    if (time.Week === null) add(day * DAY_MINUTES, (day + 1) * DAY_MINUTES);
    else if (time.Week.DaysOfWeek.includes(day)) {
      const start = minutesOfClockTime(time.Week.StartTime);
      let end = minutesOfClockTime(time.Week.EndTime);
      if (end <= start) end += DAY_MINUTES;
      add(day * DAY_MINUTES + start, day * DAY_MINUTES + end);
    }
  }
  return out;
}

/**
 * Whether two promotions' times overlap: their date ranges share a day, and on the days of the week those shared
 * dates fall on, their windows share a minute (a date range is open all day; a window crossing midnight runs into
 * the next day, Saturday's into Sunday). A window that starts the day before the shared dates is not counted.
 */
export function promotionTimesOverlap(a: TPromotionTime, b: TPromotionTime): boolean {
  const start =
    a.StartDate === null ? b.StartDate : b.StartDate === null || a.StartDate > b.StartDate ? a.StartDate : b.StartDate;
  const end = a.EndDate === null ? b.EndDate : b.EndDate === null || a.EndDate < b.EndDate ? a.EndDate : b.EndDate;
  if (start !== null && end !== null && start > end) return false;
  const days = weekdaysBetween(start, end);
  const left = weekIntervals(a, days);
  const right = weekIntervals(b, days);
  return left.some(([from, to]) => right.some(([f, t]) => from < t && f < to));
}

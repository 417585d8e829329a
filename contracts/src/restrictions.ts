import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { sortFields, ZId, ZPageNumber, type TSortSpec } from './fields.ts';
import { DEFAULT_PAGE_SIZE } from './stores.ts';
import { ZTimeWindow, type TTimeWindowInput } from './time-windows.ts';

/** Inventory → Configuration → Restrictions (issue 21 item 4): the page the route guard and the server's calls check. */
export const RESTRICTIONS_PAGE = 'menu/configuration/restrictions';

/** Ours: the spec names no restriction calls. */
export const RESTRICTIONS_PATH = {
  list: '/Restriction/GetRestrictions',
  get: '/Restriction/GetRestriction',
  targets: '/Restriction/GetRestrictionTargets',
  insert: '/Restriction/AddRestriction',
  update: '/Restriction/UpdateRestriction',
  delete: '/Restriction/DeleteRestriction',
  /** The restrictions one item is sold under (the item detail's panel). */
  ofItem: '/Restriction/GetItemRestrictions',
} as const;

export const RESTRICTION_NAME_MAX = 30;
export const MINIMUM_AGE_MIN = 1;
export const MINIMUM_AGE_MAX = 99;
/** Enough for a different window every day of the week. */
export const RESTRICTION_WINDOWS_MAX = 7;
export const RESTRICTION_ITEMS_MAX = 5000;
export const RESTRICTION_CATEGORIES_MAX = 500;
export const RESTRICTIONS_MAX_PAGE_SIZE = 200;

export const RESTRICTIONS_ERROR = {
  nameRequired: 'restrictions.errors.nameRequired',
  nameTooLong: 'restrictions.errors.nameTooLong',
  nameTaken: 'restrictions.errors.nameTaken',
  ageRange: 'restrictions.errors.ageRange',
  /** The ID-check prompt asks for the age the minimum names. */
  idCheckNeedsAge: 'restrictions.errors.idCheckNeedsAge',
  /** A restriction restricts something: a minimum age or at least one time window. */
  ruleRequired: 'restrictions.errors.ruleRequired',
  tooManyWindows: 'restrictions.errors.tooManyWindows',
  tooManyTargets: 'restrictions.errors.tooManyTargets',
  duplicateTarget: 'restrictions.errors.duplicateTarget',
  unknownItem: 'restrictions.errors.unknownItem',
  unknownCategory: 'restrictions.errors.unknownCategory',
  notFound: 'restrictions.errors.notFound',
  /** Still assigned to items or categories: unassign them first. */
  inUse: 'restrictions.errors.inUse',
  activeRequired: 'restrictions.errors.activeRequired',
  staleChecksum: staleChecksumKey('restrictions'),
} as const;
const E = RESTRICTIONS_ERROR;

const ZName = z
  .string({ error: E.nameRequired })
  .transform((v) => v.trim())
  .refine((v) => v !== '', { error: E.nameRequired })
  .refine((v) => v.length <= RESTRICTION_NAME_MAX, { error: E.nameTooLong });

const unique = (ids: number[]) => new Set(ids).size === ids.length;

const ZRestrictionFields = z.object({
  Name: ZName,
  /** The POS asks the buyer's age to be at least this (21 for alcohol), or null for no age limit. */
  MinimumAge: z
    .number({ error: E.ageRange })
    .int({ error: E.ageRange })
    .min(MINIMUM_AGE_MIN, { error: E.ageRange })
    .max(MINIMUM_AGE_MAX, { error: E.ageRange })
    .nullable(),
  /** The POS prompts the cashier to check an ID before the sale. */
  RequireIdCheck: z.boolean({ error: E.idCheckNeedsAge }),
  /** Windows of the week when the items may not be sold (store time). */
  TimeWindows: z.array(ZTimeWindow).max(RESTRICTION_WINDOWS_MAX, { error: E.tooManyWindows }),
  ItemIds: z
    .array(ZId)
    .max(RESTRICTION_ITEMS_MAX, { error: E.tooManyTargets })
    .refine(unique, { error: E.duplicateTarget }),
  ItemCategoryIds: z
    .array(ZId)
    .max(RESTRICTION_CATEGORIES_MAX, { error: E.tooManyTargets })
    .refine(unique, { error: E.duplicateTarget }),
  IsActive: z.boolean({ error: E.activeRequired }),
});
type TFields = z.output<typeof ZRestrictionFields>;

const crossFieldRules = (v: TFields, ctx: z.RefinementCtx) => {
  if (v.RequireIdCheck && v.MinimumAge === null)
    ctx.addIssue({ code: 'custom', message: E.idCheckNeedsAge, path: ['RequireIdCheck'] });
  if (v.MinimumAge === null && v.TimeWindows.length === 0)
    ctx.addIssue({ code: 'custom', message: E.ruleRequired, path: ['MinimumAge'] });
};

/**
 * A sale restriction the POS enforces, one schema for the form and the server: a name unique in the merchant
 * (without case), a minimum age with an optional ID-check prompt, windows of the week when the items may not be sold
 * (at least one of the two), and the items and categories it applies to (an item of a restricted category is
 * restricted too).
 */
export const ZRestrictionForm = ZRestrictionFields.superRefine(crossFieldRules);
export type TRestrictionFormInput = z.input<typeof ZRestrictionForm>;
export type TRestrictionFormValues = z.output<typeof ZRestrictionForm>;

/** A new restriction's form: 21 with an ID check, no window, nothing assigned yet. */
export const newRestrictionValues = (): TRestrictionFormInput => ({
  Name: '',
  MinimumAge: 21,
  RequireIdCheck: true,
  TimeWindows: [],
  ItemIds: [],
  ItemCategoryIds: [],
  IsActive: true,
});

/** A new window row of the form: every day, 02:00–08:00. */
export const newTimeWindow = (): TTimeWindowInput => ({
  DaysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  StartTime: '02:00',
  EndTime: '08:00',
});

const ZStoredWindow = z.object({ DaysOfWeek: z.array(z.number().int()), StartTime: z.string(), EndTime: z.string() });

export const ZRestriction = z.object({
  RestrictionId: z.number().int(),
  Name: z.string(),
  MinimumAge: z.number().int().nullable(),
  RequireIdCheck: z.boolean(),
  TimeWindows: z.array(ZStoredWindow),
  ItemIds: z.array(z.number().int()),
  ItemCategoryIds: z.array(z.number().int()),
  IsActive: z.boolean(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TRestriction = z.infer<typeof ZRestriction>;

export const RESTRICTION_SORT_COLUMNS = ['Name', 'MinimumAge', 'ItemCount', 'CategoryCount'] as const;
export type TRestrictionSortColumn = (typeof RESTRICTION_SORT_COLUMNS)[number];
export const RESTRICTION_SORT: TSortSpec<TRestrictionSortColumn> = {
  columns: RESTRICTION_SORT_COLUMNS,
  defaultSort: { column: 'Name', direction: 'ASC' },
};

/** POST /Restriction/GetRestrictions: one page of the merchant's restrictions; SearchArg matches the name. */
export const ZRestrictionsListRequest = z.object({
  PageRowCount: z.coerce.number().int().min(1).max(RESTRICTIONS_MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
  SearchArg: z.string().trim().max(100).default(''),
  ...sortFields(RESTRICTION_SORT),
});
export type TRestrictionsListRequest = z.input<typeof ZRestrictionsListRequest>;
export type TRestrictionsListQuery = z.output<typeof ZRestrictionsListRequest>;

export const ZRestrictionListRow = ZRestriction.omit({ ItemIds: true, ItemCategoryIds: true }).extend({
  ItemCount: z.number().int(),
  CategoryCount: z.number().int(),
});
export type TRestrictionListRow = z.infer<typeof ZRestrictionListRow>;
export const ZRestrictionsListResponse = z.object({
  ResultSet: z.array(ZRestrictionListRow),
  TotalRowCount: z.number().int(),
});
export type TRestrictionsListResponse = z.infer<typeof ZRestrictionsListResponse>;

export const ZRestrictionKey = z.object({ RestrictionId: ZId });

/** POST /Restriction/GetRestrictionTargets: what a restriction may be assigned to (live menu items, categories). */
export const ZRestrictionTargets = z.object({
  Categories: z.array(z.object({ ItemCategoryId: z.number().int(), CategoryName: z.string() })),
  Items: z.array(
    z.object({ ItemMasterId: z.number().int(), ItemName: z.string(), CategoryName: z.string().nullable() }),
  ),
});
export type TRestrictionTargets = z.infer<typeof ZRestrictionTargets>;

export const ZRestrictionInsertRequest = ZRestrictionForm;
export type TRestrictionInsertRequest = z.input<typeof ZRestrictionInsertRequest>;

export const ZRestrictionUpdateRequest = ZRestrictionFields.extend({
  RestrictionId: ZId,
  ConcurrencyChecksum: ZConcurrencyChecksum,
}).superRefine(crossFieldRules);
export type TRestrictionUpdateRequest = z.input<typeof ZRestrictionUpdateRequest>;
export type TRestrictionUpdate = z.output<typeof ZRestrictionUpdateRequest>;

export const ZRestrictionDeleteRequest = z.object({ RestrictionId: ZId, ConcurrencyChecksum: ZConcurrencyChecksum });
export type TRestrictionDeleteRequest = z.input<typeof ZRestrictionDeleteRequest>;

export const ZRestrictionSaveResponse = z.object({ IsSuccessful: z.boolean(), Entity: ZRestriction.optional() });
export type TRestrictionSaveResponse = z.infer<typeof ZRestrictionSaveResponse>;

/** POST /Restriction/GetItemRestrictions: the active restrictions an item is sold under, and through what. */
export const ZItemRestrictionsRequest = z.object({ ItemMasterId: ZId });
export const RESTRICTION_SOURCES = ['Item', 'Category'] as const;
export const ZItemRestriction = z.object({
  RestrictionId: z.number().int(),
  Name: z.string(),
  MinimumAge: z.number().int().nullable(),
  RequireIdCheck: z.boolean(),
  TimeWindows: z.array(ZStoredWindow),
  /** Assigned to the item itself, or to its category. */
  AppliesThrough: z.enum(RESTRICTION_SOURCES),
});
export type TItemRestriction = z.infer<typeof ZItemRestriction>;
export const ZItemRestrictionsResponse = z.object({ Restrictions: z.array(ZItemRestriction) });
export type TItemRestrictionsResponse = z.infer<typeof ZItemRestrictionsResponse>;

/** The age an item demands: the highest minimum of the restrictions that apply (null: none). */
export const effectiveMinimumAge = (restrictions: readonly { MinimumAge: number | null }[]): number | null =>
  restrictions.reduce<number | null>(
    (max, r) => (r.MinimumAge !== null && (max === null || r.MinimumAge > max) ? r.MinimumAge : max),
    null,
  );

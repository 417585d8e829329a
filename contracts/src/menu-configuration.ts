import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { sortFields, type TSortSpec, ZId, ZPageNumber } from './fields.ts';

/**
 * Inventory → Configuration (spec 2 §2 lists configuration/departments and configuration/tags; the spec gives no
 * fields, so these are ours): the merchant's departments and tags, the lookups its categories already use. The pages
 * the route guard and the server's calls check.
 */
export const DEPARTMENTS_PAGE = 'menu/configuration/departments';
export const TAGS_PAGE = 'menu/configuration/tags';

/** Ours, under the prefixes the menu's lookups already use (`/Department/GetDepartments`, `/Tag/GetTags`). */
export const DEPARTMENTS_PATH = {
  list: '/Department/GetDepartmentList',
  add: '/Department/AddDepartment',
  edit: '/Department/EditDepartment',
  remove: '/Department/DeleteDepartment',
} as const;
export const TAGS_PATH = {
  list: '/Tag/GetTagList',
  add: '/Tag/AddTag',
  edit: '/Tag/EditTag',
  remove: '/Tag/DeleteTag',
} as const;

/** The grids show 25 rows a page, as the other inventory lists do; a page never carries more than 200. */
export const MENU_CONFIGURATION_PAGE_SIZE = 25;
export const MENU_CONFIGURATION_MAX_PAGE_SIZE = 200;
/** Ours: a department or tag name fits a POS button and a report column. */
export const MENU_CONFIGURATION_NAME_MAX = 30;
export const MENU_CONFIGURATION_SEARCH_MAX = 50;

export const MENU_CONFIGURATION_ERROR = {
  nameRequired: 'menuConfiguration.errors.nameRequired',
  nameTooLong: 'menuConfiguration.errors.nameTooLong',
  /** Another department (tag) of the merchant has this name, compared without case. */
  departmentNameTaken: 'menuConfiguration.errors.departmentNameTaken',
  tagNameTaken: 'menuConfiguration.errors.tagNameTaken',
  departmentNotFound: 'menuConfiguration.errors.departmentNotFound',
  tagNotFound: 'menuConfiguration.errors.tagNotFound',
  /** A department still named by categories is not deleted; the refusal lists them (`data.Categories`). */
  departmentInUse: 'menuConfiguration.errors.departmentInUse',
  staleChecksum: staleChecksumKey('menuConfiguration'),
} as const;
const E = MENU_CONFIGURATION_ERROR;

/** The name rule of both: required, saved trimmed, at most 30 characters. */
export const ZConfigurationName = z
  .string({ error: E.nameRequired })
  .transform((v) => v.trim())
  .refine((v) => v !== '', { error: E.nameRequired })
  .refine((v) => v.length <= MENU_CONFIGURATION_NAME_MAX, { error: E.nameTooLong });

/** How two names compare for uniqueness: without case and surrounding spaces. */
export const configurationNameKey = (name: string): string => name.trim().toUpperCase();

/** The add/rename dialog's one field, for the form and the server alike. */
export const ZConfigurationNameForm = z.object({ Name: ZConfigurationName });
export type TConfigurationNameFormInput = z.input<typeof ZConfigurationNameForm>;
export type TConfigurationNameFormValues = z.output<typeof ZConfigurationNameForm>;

const listFields = <C extends string>(sort: TSortSpec<C>) => ({
  PageRowCount: z.coerce
    .number()
    .int()
    .min(1)
    .max(MENU_CONFIGURATION_MAX_PAGE_SIZE)
    .default(MENU_CONFIGURATION_PAGE_SIZE),
  RequestedPageNum: ZPageNumber.default(1),
  /** Contains, without case, on the name. */
  SearchArg: z.string().trim().max(MENU_CONFIGURATION_SEARCH_MAX).default(''),
  ...sortFields(sort),
});

/** A category a department or tag is used by, as the lists and the in-use refusal name it. */
export const ZUsingCategory = z.object({ ItemCategoryId: ZId, CategoryName: z.string() });
export type TUsingCategory = z.infer<typeof ZUsingCategory>;

// ---- Departments ----

export const DEPARTMENT_SORT_COLUMNS = ['Name', 'CategoryCount', 'ItemCount'] as const;
export type TDepartmentSortColumn = (typeof DEPARTMENT_SORT_COLUMNS)[number];
export const DEPARTMENT_SORT: TSortSpec<TDepartmentSortColumn> = {
  columns: DEPARTMENT_SORT_COLUMNS,
  defaultSort: { column: 'Name', direction: 'ASC' },
};

/** POST /Department/GetDepartmentList. */
export const ZDepartmentListRequest = z.object(listFields(DEPARTMENT_SORT));
export type TDepartmentListRequest = z.input<typeof ZDepartmentListRequest>;
export type TDepartmentListQuery = z.output<typeof ZDepartmentListRequest>;

/**
 * One department: how many categories name it and how many live menu items those categories hold (the department of
 * an item is its category's).
 */
export const ZDepartmentRow = z.object({
  DepartmentId: ZId,
  Name: z.string(),
  CategoryCount: z.number().int(),
  ItemCount: z.number().int(),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TDepartmentRow = z.infer<typeof ZDepartmentRow>;

export const ZDepartmentListResponse = z.object({
  ResultSet: z.array(ZDepartmentRow),
  TotalRowCount: z.number().int(),
});
export type TDepartmentListResponse = z.infer<typeof ZDepartmentListResponse>;

/** POST /Department/AddDepartment. */
export const ZAddDepartmentRequest = ZConfigurationNameForm;
export type TAddDepartmentRequest = z.input<typeof ZAddDepartmentRequest>;
/** POST /Department/EditDepartment: the rename, from the checksum the list answered (stale → 409). */
export const ZEditDepartmentRequest = ZConfigurationNameForm.extend({
  DepartmentId: ZId,
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TEditDepartmentRequest = z.input<typeof ZEditDepartmentRequest>;
/** POST /Department/DeleteDepartment: refused (409 departmentInUse) while categories name it. */
export const ZDeleteDepartmentRequest = z.object({ DepartmentId: ZId, ConcurrencyChecksum: ZConcurrencyChecksum });
export type TDeleteDepartmentRequest = z.input<typeof ZDeleteDepartmentRequest>;

export const ZDepartmentSaveResponse = z.object({ IsSuccessful: z.literal(true), Entity: ZDepartmentRow });
export type TDepartmentSaveResponse = z.infer<typeof ZDepartmentSaveResponse>;

/** The `data` of a departmentInUse refusal: the categories still naming the department, by name. */
export const ZDepartmentInUseData = z.object({ Categories: z.array(ZUsingCategory) });
export type TDepartmentInUseData = z.infer<typeof ZDepartmentInUseData>;

// ---- Tags ----

export const TAG_SORT_COLUMNS = ['Name', 'CategoryCount'] as const;
export type TTagSortColumn = (typeof TAG_SORT_COLUMNS)[number];
export const TAG_SORT: TSortSpec<TTagSortColumn> = {
  columns: TAG_SORT_COLUMNS,
  defaultSort: { column: 'Name', direction: 'ASC' },
};

/** POST /Tag/GetTagList. */
export const ZTagListRequest = z.object(listFields(TAG_SORT));
export type TTagListRequest = z.input<typeof ZTagListRequest>;
export type TTagListQuery = z.output<typeof ZTagListRequest>;

/** One tag and where it is used: the categories it is assigned to, by name. */
export const ZTagRow = z.object({
  TagId: ZId,
  Name: z.string(),
  CategoryCount: z.number().int(),
  Categories: z.array(ZUsingCategory),
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TTagRow = z.infer<typeof ZTagRow>;

export const ZTagListResponse = z.object({ ResultSet: z.array(ZTagRow), TotalRowCount: z.number().int() });
export type TTagListResponse = z.infer<typeof ZTagListResponse>;

export const ZAddTagRequest = ZConfigurationNameForm;
export type TAddTagRequest = z.input<typeof ZAddTagRequest>;
export const ZEditTagRequest = ZConfigurationNameForm.extend({ TagId: ZId, ConcurrencyChecksum: ZConcurrencyChecksum });
export type TEditTagRequest = z.input<typeof ZEditTagRequest>;
/**
 * POST /Tag/DeleteTag: a tag is a label, not a structure, so deleting one in use takes it off its categories (the
 * confirmation lists them first) instead of being refused.
 */
export const ZDeleteTagRequest = z.object({ TagId: ZId, ConcurrencyChecksum: ZConcurrencyChecksum });
export type TDeleteTagRequest = z.input<typeof ZDeleteTagRequest>;

export const ZTagSaveResponse = z.object({ IsSuccessful: z.literal(true), Entity: ZTagRow });
export type TTagSaveResponse = z.infer<typeof ZTagSaveResponse>;

/** Delete answers only that it happened. */
export const ZConfigurationDeleteResponse = z.object({ IsSuccessful: z.literal(true) });

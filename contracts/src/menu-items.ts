import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { PG_INT_MAX, sortFields, type TSortSpec, ZId, ZIdOrZero, ZPageNumber } from './fields.ts';

/** Limits of spec 2 §9 and of the CSV import. */
export const CATEGORY_NAME_MAX = 20;
export const ITEM_NAME_MAX = 50;
export const ITEM_DESCRIPTION_MAX = 130;
export const ITEM_NUMBER_MAX = 20;
export const PRINT_PRIORITY_MAX = 99;
export const PRICE_MAX = 999999.99;
/** Categories and printer groups are fetched whole (spec 2 §9: 9999 rows). */
export const LOOKUP_PAGE_SIZE = 9999;
export const ITEMS_PAGE_SIZE = 25;
export const ITEMS_MAX_PAGE_SIZE = 10000;
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
/** GetItems' NumericKeySearchArg: -2 lists items without a category; absent or -1 lists every category. */
export const NO_CATEGORY = -2;
export const ALL_CATEGORIES = -1;

/** The 12 preset category colours (spec 2 §2, §9): hex without '#'. */
export const CATEGORY_COLORS = [
  'E53935',
  'D81B60',
  '8E24AA',
  '3949AB',
  '1E88E5',
  '00ACC1',
  '00897B',
  '43A047',
  'C0CA33',
  'FDD835',
  'FB8C00',
  '6D4C41',
] as const;
export const ZCategoryColor = z.enum(CATEGORY_COLORS);
export type TCategoryColor = z.infer<typeof ZCategoryColor>;

/** Sold-by codes and the stocking unit each implies (spec 2 §9). */
export const SOLD_BY = { each: 1, weight: 2 } as const;
export type TSoldBy = (typeof SOLD_BY)[keyof typeof SOLD_BY];
export const stockingUnitOf = (soldBy: TSoldBy): 'EACH' | 'LB' => (soldBy === SOLD_BY.weight ? 'LB' : 'EACH');
export const ITEM_TYPES = ['I', 'M', 'B'] as const;
export type TItemType = (typeof ITEM_TYPES)[number];
export const AVAILABLE = { yes: 'STR_YES', no: 'STR_NO' } as const;

/** i18n keys of every refusal: the form shows them at the field, the server answers them as `messageKey`. */
export const MENU_ITEMS_ERROR = {
  categoryNameRequired: 'categoriesItems.errors.categoryNameRequired',
  categoryNameTooLong: 'categoriesItems.errors.categoryNameTooLong',
  categoryNameTaken: 'categoriesItems.errors.categoryNameTaken',
  categoryColor: 'categoriesItems.errors.categoryColor',
  itemNameRequired: 'categoriesItems.errors.itemNameRequired',
  itemNameTooLong: 'categoriesItems.errors.itemNameTooLong',
  descriptionTooLong: 'categoriesItems.errors.descriptionTooLong',
  categoryRequired: 'categoriesItems.errors.categoryRequired',
  soldByRequired: 'categoriesItems.errors.soldByRequired',
  taxCategoryRequired: 'categoriesItems.errors.taxCategoryRequired',
  priceInvalid: 'categoriesItems.errors.priceInvalid',
  priceRange: 'categoriesItems.errors.priceRange',
  itemNumberTooLong: 'categoriesItems.errors.itemNumberTooLong',
  printPriority: 'categoriesItems.errors.printPriority',
  unknownCategory: 'categoriesItems.errors.unknownCategory',
  unknownTaxCategory: 'categoriesItems.errors.unknownTaxCategory',
  unknownDepartment: 'categoriesItems.errors.unknownDepartment',
  unknownPrinterGroup: 'categoriesItems.errors.unknownPrinterGroup',
  unknownTag: 'categoriesItems.errors.unknownTag',
  itemNotFound: 'categoriesItems.errors.itemNotFound',
  categoryNotFound: 'categoriesItems.errors.categoryNotFound',
  importTooLarge: 'categoriesItems.errors.importTooLarge',
  importTooManyRows: 'categoriesItems.errors.importTooManyRows',
  importEmpty: 'categoriesItems.errors.importEmpty',
  importHeader: 'categoriesItems.errors.importHeader',
  importMalformed: 'categoriesItems.errors.importMalformed',
  importInvalid: 'categoriesItems.errors.importInvalid',
  importSoldBy: 'categoriesItems.errors.importSoldBy',
  importAvailable: 'categoriesItems.errors.importAvailable',
  importItemId: 'categoriesItems.errors.importItemId',
  importDuplicateItemId: 'categoriesItems.errors.importDuplicateItemId',
  /** An item or category save whose ConcurrencyChecksum is stale (409). */
  staleChecksum: staleChecksumKey('categoriesItems'),
} as const;

const E = MENU_ITEMS_ERROR;
const optionalId = ZId.nullable();

/** Uppercased, trimmed: how a category name is stored (spec 2 §5). */
export const normalizeCategoryName = (name: string) => name.trim().toUpperCase();

/**
 * A price as typed or sent: a number or decimal text, 0 to 999999.99 with at most 2 decimals. Answers the stored
 * form, a decimal string with 2 decimals ("12.50"), so money never goes through floating-point arithmetic.
 */
export const ZPrice = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: E.priceInvalid });
    return z.NEVER;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const normalized = `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
  if (Number(normalized) > PRICE_MAX) {
    ctx.addIssue({ code: 'custom', message: E.priceRange });
    return z.NEVER;
  }
  return normalized;
});

/** The category add/edit modal's fields (spec 2 §2, §5). */
export const ZCategoryForm = z.object({
  CategoryName: z
    .string()
    .trim()
    .min(1, E.categoryNameRequired)
    .max(CATEGORY_NAME_MAX, E.categoryNameTooLong)
    .transform(normalizeCategoryName),
  DisplayColor: z.enum(CATEGORY_COLORS, { error: E.categoryColor }).nullable(),
  DepartmentId: optionalId,
  TagIds: z.array(ZId).max(100),
});
export type TCategoryFormInput = z.input<typeof ZCategoryForm>;
export type TCategoryForm = z.output<typeof ZCategoryForm>;

/** A category as listed (spec 2 §3). */
export const ZItemCategory = z.object({
  ItemCategoryId: ZId,
  CategoryName: z.string(),
  DisplayColor: z.string().nullable(),
  DepartmentId: optionalId,
  MerchantId: ZId,
  SortOrder: z.number().int(),
  ParentItemCategoryId: optionalId,
  TagIds: z.array(ZId),
  ItemCount: z.number().int(),
  /** EditItemCategory sends it back; a stale one is refused with 409. */
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TItemCategory = z.infer<typeof ZItemCategory>;

export const ZCategoryListRequest = z
  .object({
    TotalRowCount: z.coerce.number().int().min(-1).max(LOOKUP_PAGE_SIZE).optional(),
    SearchArg: z.string().trim().max(100).optional().default(''),
  })
  .default({ SearchArg: '' });
export type TCategoryListRequest = z.input<typeof ZCategoryListRequest>;

/** GetCategoriesAndItems: each category with its items' ids and names; GetItemCategories: ItemCount only. */
export const ZCategoryWithItems = ZItemCategory.extend({
  Items: z.array(z.object({ ItemMasterId: ZId, ItemName: z.string() })),
});
export const ZCategoriesAndItemsResponse = z.object({ Categories: z.array(ZCategoryWithItems) });
export type TCategoriesAndItemsResponse = z.infer<typeof ZCategoriesAndItemsResponse>;
export const ZItemCategoriesResponse = z.object({ Categories: z.array(ZItemCategory) });
export type TItemCategoriesResponse = z.infer<typeof ZItemCategoriesResponse>;

/** AddItemCategory / EditItemCategory body: `itemCategory` plus the tag ids assigned (spec 2 §7). */
export const ZSaveCategoryRequest = z.object({
  itemCategory: z.object({
    ItemCategoryId: ZIdOrZero.optional(),
    CategoryName: ZCategoryForm.shape.CategoryName,
    DisplayColor: ZCategoryForm.shape.DisplayColor.optional().default(null),
    DepartmentId: optionalId.optional().default(null),
    SortOrder: z.number().int().min(0).max(9999).optional().default(0),
    ParentItemCategoryId: optionalId.optional().default(null),
    /** EditItemCategory: the checksum the category was loaded with (AddItemCategory ignores it). */
    ConcurrencyChecksum: ZConcurrencyChecksum.optional(),
  }),
  tagAssignments: z.array(ZId).max(100).optional().default([]),
});
export type TSaveCategoryRequest = z.input<typeof ZSaveCategoryRequest>;

/** Answer of every menu mutation; failures arrive as 4xx ApiError bodies. */
export const ZMutationResult = z.object({
  IsSuccessful: z.boolean(),
  Message: z.string(),
  Entity: z.object({ ItemCategoryId: ZId.optional(), ItemMasterId: ZId.optional() }).optional(),
  /** The saved item's or category's new checksum, for the next save without a reload. */
  ConcurrencyChecksum: ZConcurrencyChecksum.optional(),
});
export type TMutationResult = z.infer<typeof ZMutationResult>;

export const ZDepartment = z.object({ DepartmentId: ZId, Name: z.string() });
export type TDepartment = z.infer<typeof ZDepartment>;
export const ZTag = z.object({ TagId: ZId, Name: z.string() });
export type TTag = z.infer<typeof ZTag>;
export const ZTaxCategory = z.object({ TaxCategoryId: ZId, Name: z.string(), IsDefault: z.boolean() });
export type TTaxCategory = z.infer<typeof ZTaxCategory>;
export const ZPrinterGroup = z.object({ PrinterGroupId: ZId, PrinterGroupName: z.string() });
export type TPrinterGroup = z.infer<typeof ZPrinterGroup>;

/** The default tax category a new item starts with (spec 2 §2): the flagged one, else none. */
export const defaultTaxCategoryId = (taxCategories: readonly TTaxCategory[]): number | null =>
  taxCategories.find((t) => t.IsDefault)?.TaxCategoryId ?? null;

export const ZPrinterGroupsRequest = z
  .object({
    SortColumn: z.string().max(40).optional(),
    SortDirection: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
    SearchArg2: z.string().max(100).optional(),
    SearchArg3: z.string().max(100).optional(),
    PageRowCount: z.coerce.number().int().min(1).max(LOOKUP_PAGE_SIZE).optional(),
  })
  .default({});
export const ZPrinterGroupsResponse = z.object({ ResultSet: z.array(ZPrinterGroup), TotalRowCount: z.number().int() });

/** The item form (spec 2 §2, §3, §5): the basic fields plus the extended setup's. */
export const ZItemForm = z.object({
  ItemName: z.string().trim().min(1, E.itemNameRequired).max(ITEM_NAME_MAX, E.itemNameTooLong),
  Description: z.string().trim().max(ITEM_DESCRIPTION_MAX, E.descriptionTooLong),
  IsFavorite: z.boolean(),
  ItemCategoryId: z.number({ error: E.categoryRequired }).int().positive(E.categoryRequired).max(PG_INT_MAX),
  PrinterGroupId: optionalId,
  SoldBy: z.union([z.literal(1), z.literal(2)], { error: E.soldByRequired }),
  RetailPrice: ZPrice,
  TaxCategoryId: z.number({ error: E.taxCategoryRequired }).int().positive(E.taxCategoryRequired).max(PG_INT_MAX),
  PromptForPrice: z.boolean(),
  // Extended setup.
  ItemNumber: z.string().trim().max(ITEM_NUMBER_MAX, E.itemNumberTooLong),
  PrintPriority: z
    .number({ error: E.printPriority })
    .int(E.printPriority)
    .min(0, E.printPriority)
    .max(PRINT_PRIORITY_MAX, E.printPriority),
  ItemType: z.enum(ITEM_TYPES),
  IsSellable: z.boolean(),
});
export type TItemFormInput = z.input<typeof ZItemForm>;
export type TItemForm = z.output<typeof ZItemForm>;

/** A new item's values (spec 2 §3: sold by each, price 0, the default tax category). */
export const newItemValues = (taxCategoryId: number | null): TItemFormInput => ({
  ItemName: '',
  Description: '',
  IsFavorite: false,
  ItemCategoryId: 0,
  PrinterGroupId: null,
  SoldBy: SOLD_BY.each,
  RetailPrice: '0',
  TaxCategoryId: taxCategoryId ?? 0,
  PromptForPrice: false,
  ItemNumber: '',
  PrintPriority: 0,
  ItemType: 'I',
  IsSellable: true,
});

/**
 * AddItem body: the form plus ItemMasterId (0 or absent creates, otherwise updates) and the extras the form submits
 * (spec 2 §3): IsMenuItem, IsModifier, StockingUnit, IsAODDeliveryPartnerFee. The server derives the stocking unit
 * from SoldBy and IsModifier from ItemType, so they cannot disagree.
 */
export const ZAddItemRequest = ZItemForm.extend({
  ItemMasterId: ZIdOrZero.optional().default(0),
  IsMenuItem: z.boolean().optional().default(true),
  IsModifier: z.boolean().optional().default(false),
  StockingUnit: z.enum(['EACH', 'LB']).optional(),
  IsAODDeliveryPartnerFee: z.boolean().optional().default(false),
  /** An update must carry the checksum the item was loaded with: a stale or missing one is refused with 409. */
  ConcurrencyChecksum: ZConcurrencyChecksum.optional(),
});
export type TAddItemRequest = z.input<typeof ZAddItemRequest>;

/** The extras an item form submits, derived from its values, and the checksum the item was loaded with. */
export const itemSubmission = (form: TItemForm, itemMasterId: number, checksum?: string): TAddItemRequest => ({
  ...form,
  ItemMasterId: itemMasterId,
  ...(checksum === undefined ? {} : { ConcurrencyChecksum: checksum }),
  IsMenuItem: form.ItemType !== 'M',
  IsModifier: form.ItemType !== 'I',
  StockingUnit: stockingUnitOf(form.SoldBy),
  IsAODDeliveryPartnerFee: false,
});

export const ZItemKey = z.object({ ItemMasterId: ZId });
export type TItemKey = z.infer<typeof ZItemKey>;

/** GetItem answer (spec 2 §3). */
export const ZItem = z.object({
  ItemMasterId: ZId,
  ItemName: z.string(),
  Description: z.string(),
  IsSellable: z.boolean(),
  IsFavorite: z.boolean(),
  ItemCategoryId: optionalId,
  CategoryName: z.string().nullable(),
  PrintPriority: z.number().int(),
  ItemType: z.enum(ITEM_TYPES),
  SoldBy: z.union([z.literal(1), z.literal(2)]),
  StockingUnit: z.enum(['EACH', 'LB']),
  RetailPrice: z.string(),
  TaxCategoryId: optionalId,
  TaxCategoryName: z.string().nullable(),
  PromptForPrice: z.boolean(),
  PrinterGroupId: optionalId,
  PrinterGroupName: z.string().nullable(),
  ItemNumber: z.string(),
  IsMenuItem: z.boolean(),
  IsModifier: z.boolean(),
  IsAODDeliveryPartnerFee: z.boolean(),
  /** STR_YES when sellable and, in store view, in stock and active at the session's store. */
  Available: z.enum([AVAILABLE.yes, AVAILABLE.no]),
  /** AddItem sends it back to update the item; a stale one is refused with 409. */
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TItem = z.infer<typeof ZItem>;

/** The columns GetItems sorts by (our design: the spec leaves the list's order open); the default is ItemName ASC. */
export const ITEM_SORT_COLUMNS = ['ItemName', 'ItemNumber', 'CategoryName', 'RetailPrice'] as const;
export type TItemSortColumn = (typeof ITEM_SORT_COLUMNS)[number];
export const ITEM_SORT: TSortSpec<TItemSortColumn> = {
  columns: ITEM_SORT_COLUMNS,
  defaultSort: { column: 'ItemName', direction: 'ASC' },
};

/** GetItems: a category's items (NumericKeySearchArg, -2 none), a search over name, number and category, paging. */
export const ZGetItemsRequest = z
  .object({
    NumericKeySearchArg: z.coerce.number().int().min(NO_CATEGORY).max(PG_INT_MAX).optional().default(ALL_CATEGORIES),
    SearchArg: z.string().trim().max(100).optional().default(''),
    PageRowCount: z.coerce.number().int().min(1).max(ITEMS_MAX_PAGE_SIZE).optional().default(ITEMS_PAGE_SIZE),
    RequestedPageNum: ZPageNumber.optional().default(1),
    ...sortFields(ITEM_SORT),
  })
  .default({
    NumericKeySearchArg: ALL_CATEGORIES,
    SearchArg: '',
    PageRowCount: ITEMS_PAGE_SIZE,
    RequestedPageNum: 1,
    SortColumn: 'ItemName',
    SortDirection: 'ASC',
  });
export type TGetItemsRequest = z.input<typeof ZGetItemsRequest>;
export const ZGetItemsResponse = z.object({ ResultSet: z.array(ZItem), TotalRowCount: z.number().int() });
export type TGetItemsResponse = z.infer<typeof ZGetItemsResponse>;

/**
 * Charge items (delivery fees, service charges): items flagged as charges, outside the menu and the categories.
 * Our design: the spec names the calls only.
 */
export const ZChargeItemForm = z.object({
  ItemName: ZItemForm.shape.ItemName,
  RetailPrice: ZPrice,
  TaxCategoryId: ZItemForm.shape.TaxCategoryId,
  IsAODDeliveryPartnerFee: z.boolean().optional().default(false),
});
export const ZUpdateChargeItemRequest = ZChargeItemForm.extend({ ItemMasterId: ZId });
export const ZChargeItem = z.object({
  ItemMasterId: ZId,
  ItemName: z.string(),
  RetailPrice: z.string(),
  TaxCategoryId: optionalId,
  IsAODDeliveryPartnerFee: z.boolean(),
});
export type TChargeItem = z.infer<typeof ZChargeItem>;
export const ZChargeItemsResponse = z.object({ ResultSet: z.array(ZChargeItem), TotalRowCount: z.number().int() });

import { z } from 'zod';
import {
  IMPORT_MAX_ROWS,
  ITEM_DESCRIPTION_MAX,
  ITEM_NUMBER_MAX,
  MENU_ITEMS_ERROR,
  SOLD_BY,
  type TSoldBy,
  ZItemForm,
  ZPrice,
} from './menu-items.ts';

/**
 * The menu CSV (download and import), our design: the spec leaves both doing nothing. One row per item; ItemId
 * empty creates an item, an existing id updates it. Category and TaxCategory are names; SoldBy is Each or Weight;
 * Available is Yes or No (the item's sellable flag; per-store stock lives on the Item Availability screen).
 */
export const MENU_CSV_COLUMNS = [
  'ItemId',
  'ItemNumber',
  'ItemName',
  'Description',
  'Category',
  'RetailPrice',
  'TaxCategory',
  'SoldBy',
  'Available',
] as const;
export type TMenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number];
export const MENU_CSV_REQUIRED: readonly TMenuCsvColumn[] = [
  'ItemName',
  'Category',
  'RetailPrice',
  'TaxCategory',
  'SoldBy',
];

const E = MENU_ITEMS_ERROR;
const FORMULA_START = /^[=+\-@\t\r]/;

/** Spreadsheet-injection guard: a cell a spreadsheet would run as a formula gets a leading apostrophe. */
export const escapeCsvCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
/** The reverse on import, so a downloaded file imports back unchanged. */
export const unescapeCsvCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

export const soldByLabel = (soldBy: number): string => (soldBy === SOLD_BY.weight ? 'Weight' : 'Each');
export const availableLabel = (isSellable: boolean): string => (isSellable ? 'Yes' : 'No');

export const parseSoldBy = (value: string): TSoldBy | null => {
  const v = value.trim().toLowerCase();
  if (v === 'each' || v === '1') return SOLD_BY.each;
  if (v === 'weight' || v === '2') return SOLD_BY.weight;
  return null;
};
export const parseAvailable = (value: string): boolean | null => {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'yes' || v === 'y' || v === 'true') return true;
  if (v === 'no' || v === 'n' || v === 'false') return false;
  return null;
};

/** PreviewMenuImport / ApplyMenuImport body: the file's text (the size rule is checked on it, not here). */
export const ZImportUpload = z.object({ FileName: z.string().max(255).optional(), Content: z.string() });
export type TImportUpload = z.infer<typeof ZImportUpload>;

export const ZImportIssue = z.object({ Field: z.string(), MessageKey: z.string() });
export type TImportIssue = z.infer<typeof ZImportIssue>;

export const ZImportRow = z.object({
  /** Line in the file (the header is line 1). */
  Line: z.number().int(),
  Action: z.enum(['create', 'update']),
  ItemId: z.number().int().nullable(),
  ItemNumber: z.string(),
  ItemName: z.string(),
  Description: z.string(),
  Category: z.string(),
  ItemCategoryId: z.number().int().nullable(),
  RetailPrice: z.string(),
  TaxCategory: z.string(),
  TaxCategoryId: z.number().int().nullable(),
  SoldBy: z.number().int().nullable(),
  IsSellable: z.boolean(),
  Errors: z.array(ZImportIssue),
});
export type TImportRow = z.infer<typeof ZImportRow>;

/** PreviewMenuImport answer; ApplyMenuImport answers it too (400) when the file is not valid. */
export const ZImportPreview = z.object({
  IsValid: z.boolean(),
  TotalRows: z.number().int(),
  ErrorCount: z.number().int(),
  /** Problems with the file as a whole (header, size, row count). */
  FileErrors: z.array(ZImportIssue),
  Rows: z.array(ZImportRow),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportApplied = z.object({
  IsSuccessful: z.boolean(),
  Message: z.string(),
  Created: z.number().int(),
  Updated: z.number().int(),
});
export type TImportApplied = z.infer<typeof ZImportApplied>;

/** The merchant's data the rows are checked against: names keyed in lower case. */
export type TImportLookups = {
  categories: ReadonlyMap<string, number>;
  taxCategories: ReadonlyMap<string, number>;
  itemIds: ReadonlySet<number>;
};

const invalidFile = (issue: TImportIssue): TImportPreview => ({
  IsValid: false,
  TotalRows: 0,
  ErrorCount: 1,
  FileErrors: [issue],
  Rows: [],
});

/** The first zod issue's message when it is one of ours, else the fallback key. */
const issueKey = (result: { success: boolean; error?: z.ZodError }, fallback: string) => {
  const message = result.error?.issues[0]?.message ?? '';
  return message.startsWith('categoriesItems.') ? message : fallback;
};

function checkRow(cells: Record<TMenuCsvColumn, string>, line: number, lookups: TImportLookups): TImportRow {
  const errors: TImportIssue[] = [];
  const fail = (Field: TMenuCsvColumn, MessageKey: string) => errors.push({ Field, MessageKey });

  let itemId: number | null = null;
  if (cells.ItemId.trim() !== '') {
    itemId = /^\d+$/.test(cells.ItemId.trim()) ? Number(cells.ItemId.trim()) : null;
    if (itemId === null || !lookups.itemIds.has(itemId)) fail('ItemId', E.importItemId);
  }
  const itemNumber = cells.ItemNumber.trim();
  if (itemNumber.length > ITEM_NUMBER_MAX) fail('ItemNumber', E.itemNumberTooLong);
  const name = ZItemForm.shape.ItemName.safeParse(cells.ItemName);
  if (!name.success) fail('ItemName', issueKey(name, E.itemNameRequired));
  const description = cells.Description.trim();
  if (description.length > ITEM_DESCRIPTION_MAX) fail('Description', E.descriptionTooLong);

  const categoryName = cells.Category.trim();
  const itemCategoryId = lookups.categories.get(categoryName.toLowerCase()) ?? null;
  if (categoryName === '') fail('Category', E.categoryRequired);
  else if (itemCategoryId === null) fail('Category', E.unknownCategory);

  const price = ZPrice.safeParse(cells.RetailPrice);
  if (!price.success) fail('RetailPrice', issueKey(price, E.priceInvalid));

  const taxName = cells.TaxCategory.trim();
  const taxCategoryId = lookups.taxCategories.get(taxName.toLowerCase()) ?? null;
  if (taxName === '') fail('TaxCategory', E.taxCategoryRequired);
  else if (taxCategoryId === null) fail('TaxCategory', E.unknownTaxCategory);

  const soldBy = parseSoldBy(cells.SoldBy);
  if (soldBy === null) fail('SoldBy', cells.SoldBy.trim() === '' ? E.soldByRequired : E.importSoldBy);
  const isSellable = parseAvailable(cells.Available);
  if (isSellable === null) fail('Available', E.importAvailable);

  return {
    Line: line,
    Action: itemId === null ? 'create' : 'update',
    ItemId: itemId,
    ItemNumber: itemNumber,
    ItemName: name.success ? name.data : cells.ItemName,
    Description: description,
    Category: categoryName,
    ItemCategoryId: itemCategoryId,
    RetailPrice: price.success ? price.data : cells.RetailPrice,
    TaxCategory: taxName,
    TaxCategoryId: taxCategoryId,
    SoldBy: soldBy,
    IsSellable: isSellable ?? true,
    Errors: errors,
  };
}

/**
 * Checks a parsed CSV (first record the header) against the rules and the merchant's data: every row's every
 * problem is listed, and the file is valid only when none has any. Pure, so the server's preview and apply and the
 * tests share it.
 */
export function validateMenuImport(records: readonly (readonly string[])[], lookups: TImportLookups): TImportPreview {
  const [header, ...data] = records;
  if (!header || data.length === 0) return invalidFile({ Field: '', MessageKey: E.importEmpty });
  const names = header.map((h) => h.trim());
  const unknown = names.find((n) => !(MENU_CSV_COLUMNS as readonly string[]).includes(n));
  const missing = MENU_CSV_REQUIRED.find((n) => !names.includes(n));
  const repeated = names.find((n, i) => names.indexOf(n) !== i);
  const badColumn = unknown ?? missing ?? repeated;
  if (badColumn !== undefined) return invalidFile({ Field: badColumn, MessageKey: E.importHeader });
  if (data.length > IMPORT_MAX_ROWS) return invalidFile({ Field: '', MessageKey: E.importTooManyRows });

  const seenIds = new Map<number, number>();
  const rows = data.map((record, index) => {
    const cells = Object.fromEntries(
      MENU_CSV_COLUMNS.map((column) => {
        const at = names.indexOf(column);
        return [column, at >= 0 ? unescapeCsvCell(record[at] ?? '') : ''];
      }),
    ) as Record<TMenuCsvColumn, string>;
    const row = checkRow(cells, index + 2, lookups);
    if (row.ItemId !== null) {
      if (seenIds.has(row.ItemId)) row.Errors.push({ Field: 'ItemId', MessageKey: E.importDuplicateItemId });
      seenIds.set(row.ItemId, row.Line);
    }
    return row;
  });
  const errorCount = rows.reduce((n, r) => n + r.Errors.length, 0);
  return { IsValid: errorCount === 0, TotalRows: rows.length, ErrorCount: errorCount, FileErrors: [], Rows: rows };
}

import { z } from 'zod';
import { staleChecksumKey, ZConcurrencyChecksum } from './concurrency.ts';
import { sortFields, type TSortSpec, ZId, ZPageNumber } from './fields.ts';
import { DEFAULT_PAGE_SIZE } from './stores.ts';

/** Largest page the grid may ask for (spec 2 §9 fixes only the default of 25). */
export const MAX_ITEM_AVAILABILITY_PAGE_SIZE = 200;
/** Most rows one save may carry: a page's rows, with room to spare. */
export const MAX_ITEM_AVAILABILITY_CHANGES = 500;
/** Search text limit: an item name is at most 50 characters (spec 2 §9). */
export const MAX_ITEM_AVAILABILITY_SEARCH = 50;

/** i18n keys of the server's refusals (the 4xx `messageKey`), texts in the web's `itemAvailability.errors`. */
export const ITEM_AVAILABILITY_ERROR = {
  /** The session is in the company view (or no store is chosen): availability is kept per store. */
  storeViewOnly: 'itemAvailability.errors.storeViewOnly',
  /** An ItemMasterId that is not a listed item of the session's merchant (another merchant's, deleted, a modifier). */
  itemNotFound: 'itemAvailability.errors.itemNotFound',
  duplicateItem: 'itemAvailability.errors.duplicateItem',
  /** With the MMS add-on, POS-active and online availability are the add-on's, not the portal's. */
  mmsManaged: 'itemAvailability.errors.mmsManaged',
  /** A row's ConcurrencyChecksum is stale: someone saved that row since the page was loaded (409, nothing written). */
  staleChecksum: staleChecksumKey('itemAvailability'),
} as const;

/** One grid row (spec 2 §3 "Item availability row"); a store without a stored row reads all three as true. */
export const ZItemAvailabilityRow = z.object({
  ItemMasterId: ZId,
  ItemCategoryId: ZId.nullable(),
  ItemName: z.string(),
  /** '' for an item without a category. */
  CategoryName: z.string(),
  IsInStock: z.boolean(),
  IsPosActive: z.boolean(),
  IsAvailableOnline: z.boolean(),
  /** Of this store's row of the item; the save sends it back with the row. */
  ConcurrencyChecksum: ZConcurrencyChecksum,
});
export type TItemAvailabilityRow = z.infer<typeof ZItemAvailabilityRow>;

/** The three switches of a row. */
export const AVAILABILITY_FIELDS = ['IsInStock', 'IsPosActive', 'IsAvailableOnline'] as const;
export type TAvailabilityField = (typeof AVAILABILITY_FIELDS)[number];
export type TAvailabilityValues = Pick<TItemAvailabilityRow, TAvailabilityField>;

/** The grid's sortable columns (the spec leaves sorting open): every column it shows; by item name by default. */
export const ITEM_AVAILABILITY_SORT_COLUMNS = [
  'ItemName',
  'CategoryName',
  'IsInStock',
  'IsPosActive',
  'IsAvailableOnline',
] as const;
export type TItemAvailabilitySortColumn = (typeof ITEM_AVAILABILITY_SORT_COLUMNS)[number];
export const ITEM_AVAILABILITY_SORT: TSortSpec<TItemAvailabilitySortColumn> = {
  columns: ITEM_AVAILABILITY_SORT_COLUMNS,
  defaultSort: { column: 'ItemName', direction: 'ASC' },
};

/** Paging arguments of the grid (spec 2 §7), with its sort. RequestedPageNum counts from 1. */
export const ZItemAvailabilityPaging = z.object({
  SearchArg: z.string().trim().max(MAX_ITEM_AVAILABILITY_SEARCH).default(''),
  RequestedPageNum: ZPageNumber.default(1),
  PageRowCount: z.number().int().min(1).max(MAX_ITEM_AVAILABILITY_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ...sortFields(ITEM_AVAILABILITY_SORT),
});
export type TItemAvailabilityPaging = z.infer<typeof ZItemAvailabilityPaging>;

/** POST /Item/GetItemAvailability body. */
export const ZGetItemAvailabilityRequest = ZItemAvailabilityPaging;
export type TGetItemAvailabilityRequest = z.input<typeof ZGetItemAvailabilityRequest>;

/** POST /Item/GetItemAvailability answer: one page, ordered by item name, and the number of matching items. */
export const ZGetItemAvailabilityResponse = z.object({
  ResultSet: z.array(ZItemAvailabilityRow),
  TotalRowCount: z.number().int().min(0),
});
export type TGetItemAvailabilityResponse = z.infer<typeof ZGetItemAvailabilityResponse>;

/**
 * A changed row as saved: its id, all three values and the checksum the row was loaded with (other row fields may be
 * sent and are ignored).
 */
export const ZItemAvailabilityChange = ZItemAvailabilityRow.pick({
  ItemMasterId: true,
  IsInStock: true,
  IsPosActive: true,
  IsAvailableOnline: true,
  ConcurrencyChecksum: true,
});
export type TItemAvailabilityChange = z.infer<typeof ZItemAvailabilityChange>;

/** POST /Item/UpdateItemAvailability body: the changed rows plus the grid's paging arguments (spec 2 §7). */
export const ZUpdateItemAvailabilityRequest = ZItemAvailabilityPaging.extend({
  ItemAvailabilities: z.array(ZItemAvailabilityChange).min(1).max(MAX_ITEM_AVAILABILITY_CHANGES),
});
export type TUpdateItemAvailabilityRequest = z.input<typeof ZUpdateItemAvailabilityRequest>;

/** Answer of the update and of the two bulk calls (spec 2 §4): IsSuccessful and a Message ('' on success). */
export const ZItemAvailabilityResult = z.object({ IsSuccessful: z.boolean(), Message: z.string() });
export type TItemAvailabilityResult = z.infer<typeof ZItemAvailabilityResult>;

/** POST /Item/UpdateItemAvailability answer: also the saved rows with their new checksums, for the next save. */
export const ZUpdateItemAvailabilityResult = ZItemAvailabilityResult.extend({
  /** Absent from an unsuccessful answer (IsSuccessful false), which saved nothing. */
  ItemAvailabilities: z.array(ZItemAvailabilityChange).default([]),
});
export type TUpdateItemAvailabilityResult = z.infer<typeof ZUpdateItemAvailabilityResult>;

/** The bulk calls take no arguments; an empty object (or none) is accepted. */
export const ZItemAvailabilityBulkRequest = z.object({}).nullish();

/** Local edits of the grid: per item, the values the user set that differ from the loaded row. */
export type TAvailabilityEdits = Readonly<Record<number, Partial<TAvailabilityValues>>>;

/**
 * Fields the portal edits. With the MMS add-on the POS-active and online switches belong to the add-on: their
 * columns are hidden (spec 2 §2) and the portal neither shows nor changes them.
 */
export const editableAvailabilityFields = (isMmsEnabled: boolean): readonly TAvailabilityField[] =>
  isMmsEnabled ? ['IsInStock'] : AVAILABILITY_FIELDS;

/** A row as shown: the loaded row with the local edits applied. */
export function withEdits(row: TItemAvailabilityRow, edits: TAvailabilityEdits): TItemAvailabilityRow {
  const edit = edits[row.ItemMasterId];
  return edit ? { ...row, ...edit } : row;
}

/**
 * Sets fields of loaded rows locally. A value equal to the loaded one drops that edit, so switching back and forth
 * leaves nothing pending.
 */
export function setAvailability(
  edits: TAvailabilityEdits,
  rows: readonly TItemAvailabilityRow[],
  values: Partial<TAvailabilityValues>,
): TAvailabilityEdits {
  const next: Record<number, Partial<TAvailabilityValues>> = { ...edits };
  for (const row of rows) {
    const edit: Partial<TAvailabilityValues> = { ...next[row.ItemMasterId] };
    for (const field of AVAILABILITY_FIELDS) {
      const value = values[field];
      if (value === undefined) continue;
      if (value === row[field]) delete edit[field];
      else edit[field] = value;
    }
    if (Object.keys(edit).length > 0) next[row.ItemMasterId] = edit;
    else delete next[row.ItemMasterId];
  }
  return next;
}

/** The rows to save: loaded rows whose shown values differ from the loaded ones, with all three values. */
export function changedRows(
  rows: readonly TItemAvailabilityRow[],
  edits: TAvailabilityEdits,
): TItemAvailabilityChange[] {
  return rows.flatMap((row) => {
    const shown = withEdits(row, edits);
    return AVAILABILITY_FIELDS.some((field) => shown[field] !== row[field])
      ? [
          {
            ItemMasterId: row.ItemMasterId,
            IsInStock: shown.IsInStock,
            IsPosActive: shown.IsPosActive,
            IsAvailableOnline: shown.IsAvailableOnline,
            ConcurrencyChecksum: row.ConcurrencyChecksum,
          },
        ]
      : [];
  });
}

/** Whether leaving the page (or search) would drop edits: the confirmation is asked only then. */
export const hasPendingEdits = (rows: readonly TItemAvailabilityRow[], edits: TAvailabilityEdits): boolean =>
  changedRows(rows, edits).length > 0;

/** One choice of the edit-selected-items modal: leave the field as each row has it, or set it on or off. */
export const ZBulkChoice = z.enum(['keep', 'on', 'off']);
export type TBulkChoice = z.infer<typeof ZBulkChoice>;

/** The edit-selected-items form (spec 2 §2: active online, in stock); at least one field must change. */
export const ZEditSelectedItemsForm = z
  .object({ IsAvailableOnline: ZBulkChoice, IsInStock: ZBulkChoice })
  .refine((form) => form.IsAvailableOnline !== 'keep' || form.IsInStock !== 'keep', {
    message: 'itemAvailability.editSelected.nothingChosen',
    path: ['IsInStock'],
  });
export type TEditSelectedItemsForm = z.infer<typeof ZEditSelectedItemsForm>;

/**
 * Applies the modal's choices to the selected rows; fields the portal may not edit (MMS) are left alone, as are rows
 * not on the page.
 */
export function editSelected(
  edits: TAvailabilityEdits,
  rows: readonly TItemAvailabilityRow[],
  selectedIds: ReadonlySet<number>,
  form: TEditSelectedItemsForm,
  editable: readonly TAvailabilityField[],
): TAvailabilityEdits {
  const values: Partial<TAvailabilityValues> = {};
  for (const field of ['IsAvailableOnline', 'IsInStock'] as const)
    if (form[field] !== 'keep' && editable.includes(field)) values[field] = form[field] === 'on';
  return setAvailability(
    edits,
    rows.filter((row) => selectedIds.has(row.ItemMasterId)),
    values,
  );
}

/** After a successful save: the saved values and new checksums replace those of the cached rows with the same id. */
export function applySavedChanges(
  rows: readonly TItemAvailabilityRow[],
  saved: readonly TItemAvailabilityChange[],
): TItemAvailabilityRow[] {
  const byId = new Map(saved.map((change) => [change.ItemMasterId, change]));
  return rows.map((row) => {
    const change = byId.get(row.ItemMasterId);
    return change
      ? {
          ...row,
          IsInStock: change.IsInStock,
          IsPosActive: change.IsPosActive,
          IsAvailableOnline: change.IsAvailableOnline,
          ConcurrencyChecksum: change.ConcurrencyChecksum,
        }
      : row;
  });
}

/**
 * Changes the MMS add-on forbids: rows whose POS-active or online value differs from the stored one. Returns the
 * index of the first, or -1.
 */
export function firstMmsViolation(
  changes: readonly (TAvailabilityValues & Pick<TItemAvailabilityChange, 'ItemMasterId'>)[],
  stored: ReadonlyMap<number, TAvailabilityValues>,
  isMmsEnabled: boolean,
): number {
  if (!isMmsEnabled) return -1;
  const editable = editableAvailabilityFields(true);
  return changes.findIndex((change) => {
    const current = stored.get(change.ItemMasterId);
    return (
      current !== undefined &&
      AVAILABILITY_FIELDS.some((field) => !editable.includes(field) && change[field] !== current[field])
    );
  });
}

/** Index of the first row naming an item already named earlier, or -1. */
export function firstDuplicateItem(changes: readonly Pick<TItemAvailabilityChange, 'ItemMasterId'>[]): number {
  const seen = new Set<number>();
  return changes.findIndex((change) => {
    if (seen.has(change.ItemMasterId)) return true;
    seen.add(change.ItemMasterId);
    return false;
  });
}

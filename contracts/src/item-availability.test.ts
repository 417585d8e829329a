import { describe, expect, it } from 'vitest';
import {
  applySavedChanges,
  changedRows,
  editableAvailabilityFields,
  editSelected,
  firstDuplicateItem,
  firstMmsViolation,
  hasPendingEdits,
  MAX_ITEM_AVAILABILITY_CHANGES,
  setAvailability,
  withEdits,
  ZEditSelectedItemsForm,
  ZGetItemAvailabilityRequest,
  ZUpdateItemAvailabilityRequest,
  type TAvailabilityEdits,
  type TAvailabilityValues,
  type TEditSelectedItemsForm,
  type TItemAvailabilityRow,
} from './item-availability.ts';

const row = (id: number, IsInStock = true, IsPosActive = true, IsAvailableOnline = true): TItemAvailabilityRow => ({
  ItemMasterId: id,
  ItemCategoryId: 7,
  ItemName: `Item ${id}`,
  CategoryName: 'MAINS',
  IsInStock,
  IsPosActive,
  IsAvailableOnline,
  ConcurrencyChecksum: String(id % 2),
});
const ROWS = [row(1), row(2, false), row(3, true, false, false)];

describe('editableAvailabilityFields (MMS column rule)', () => {
  it.each([
    [false, ['IsInStock', 'IsPosActive', 'IsAvailableOnline']],
    [true, ['IsInStock']],
  ])('MMS %s → %j', (mms, fields) => {
    expect(editableAvailabilityFields(mms)).toEqual(fields);
  });
});

describe('setAvailability, withEdits and changedRows', () => {
  it.each<[string, TAvailabilityEdits, TItemAvailabilityRow[], Partial<TAvailabilityValues>, TAvailabilityEdits]>([
    ['a toggle is recorded', {}, [ROWS[0]!], { IsInStock: false }, { 1: { IsInStock: false } }],
    ['toggling back drops the edit', { 1: { IsInStock: false } }, [ROWS[0]!], { IsInStock: true }, {}],
    [
      'one field back keeps the other',
      { 1: { IsInStock: false, IsPosActive: false } },
      [ROWS[0]!],
      { IsInStock: true },
      { 1: { IsPosActive: false } },
    ],
    ['a value equal to the loaded one adds nothing', {}, [ROWS[1]!], { IsInStock: false }, {}],
    [
      'several rows at once, each against its own loaded value',
      {},
      ROWS,
      { IsAvailableOnline: false },
      { 1: { IsAvailableOnline: false }, 2: { IsAvailableOnline: false } },
    ],
    ['other rows keep their edits', { 9: { IsInStock: false } }, [ROWS[0]!], {}, { 9: { IsInStock: false } }],
  ])('%s', (_label, edits, rows, values, expected) => {
    expect(setAvailability(edits, rows, values)).toEqual(expected);
  });

  it('shows the edits over the loaded row without changing it', () => {
    expect(withEdits(ROWS[0]!, { 1: { IsPosActive: false } })).toEqual({ ...ROWS[0], IsPosActive: false });
    expect(withEdits(ROWS[0]!, { 2: { IsPosActive: false } })).toBe(ROWS[0]);
    expect(ROWS[0]!.IsPosActive).toBe(true);
  });

  it.each<[string, TAvailabilityEdits, number[]]>([
    ['nothing edited', {}, []],
    ['an edit of an item not on the page', { 42: { IsInStock: false } }, []],
    ['an edit equal to the loaded value', { 2: { IsInStock: false } }, []],
    ['two edited rows', { 1: { IsInStock: false }, 3: { IsAvailableOnline: true } }, [1, 3]],
  ])('changed rows and pending state: %s', (_label, edits, ids) => {
    const changes = changedRows(ROWS, edits);
    expect(changes.map((c) => c.ItemMasterId)).toEqual(ids);
    expect(hasPendingEdits(ROWS, edits)).toBe(ids.length > 0);
  });

  it('sends all three values of a changed row with the checksum it was loaded with, and nothing else', () => {
    expect(changedRows(ROWS, { 3: { IsAvailableOnline: true } })).toEqual([
      { ItemMasterId: 3, IsInStock: true, IsPosActive: false, IsAvailableOnline: true, ConcurrencyChecksum: '1' },
    ]);
  });
});

describe('editSelected (edit-selected-items modal)', () => {
  const ALL = editableAvailabilityFields(false);
  const MMS = editableAvailabilityFields(true);
  it.each<
    [
      string,
      TEditSelectedItemsForm,
      number[],
      readonly ('IsInStock' | 'IsPosActive' | 'IsAvailableOnline')[],
      TAvailabilityEdits,
    ]
  >([
    [
      'out of stock on two selected rows',
      { IsInStock: 'off', IsAvailableOnline: 'keep' },
      [1, 2],
      ALL,
      { 1: { IsInStock: false } },
    ],
    [
      'both fields',
      { IsInStock: 'on', IsAvailableOnline: 'off' },
      [2, 3],
      ALL,
      { 2: { IsInStock: true, IsAvailableOnline: false } },
    ],
    ['unselected rows are untouched', { IsInStock: 'off', IsAvailableOnline: 'off' }, [], ALL, {}],
    [
      'with MMS the online choice is ignored',
      { IsInStock: 'off', IsAvailableOnline: 'off' },
      [1],
      MMS,
      { 1: { IsInStock: false } },
    ],
    ['a selected id not on the page is ignored', { IsInStock: 'off', IsAvailableOnline: 'keep' }, [99], ALL, {}],
  ])('%s', (_label, form, selected, editable, expected) => {
    expect(editSelected({}, ROWS, new Set(selected), form, editable)).toEqual(expected);
  });

  it.each<[TEditSelectedItemsForm, boolean]>([
    [{ IsInStock: 'keep', IsAvailableOnline: 'keep' }, false],
    [{ IsInStock: 'on', IsAvailableOnline: 'keep' }, true],
    [{ IsInStock: 'keep', IsAvailableOnline: 'off' }, true],
  ])('form %j valid: %s', (form, valid) => {
    const result = ZEditSelectedItemsForm.safeParse(form);
    expect(result.success).toBe(valid);
    if (!result.success) expect(result.error.issues[0]!.message).toBe('itemAvailability.editSelected.nothingChosen');
  });
});

describe('applySavedChanges', () => {
  it('replaces the saved values and checksums of matching rows only', () => {
    const saved = [
      { ItemMasterId: 2, IsInStock: true, IsPosActive: false, IsAvailableOnline: true, ConcurrencyChecksum: '5' },
    ];
    expect(applySavedChanges(ROWS, saved)).toEqual([
      ROWS[0],
      { ...ROWS[1], IsInStock: true, IsPosActive: false, ConcurrencyChecksum: '5' },
      ROWS[2],
    ]);
  });
});

describe('server rules', () => {
  const stored = new Map<number, TAvailabilityValues>([
    [1, { IsInStock: true, IsPosActive: true, IsAvailableOnline: true }],
    [2, { IsInStock: false, IsPosActive: true, IsAvailableOnline: false }],
  ]);
  it.each<[string, boolean, TAvailabilityValues & { ItemMasterId: number }, number]>([
    [
      'no MMS: anything goes',
      false,
      { ItemMasterId: 1, IsInStock: false, IsPosActive: false, IsAvailableOnline: false },
      -1,
    ],
    ['MMS: in stock only', true, { ItemMasterId: 1, IsInStock: false, IsPosActive: true, IsAvailableOnline: true }, -1],
    [
      'MMS: POS active changed',
      true,
      { ItemMasterId: 1, IsInStock: true, IsPosActive: false, IsAvailableOnline: true },
      1,
    ],
    ['MMS: online changed', true, { ItemMasterId: 2, IsInStock: true, IsPosActive: true, IsAvailableOnline: true }, 1],
    [
      'MMS: unknown item is not this rule’s',
      true,
      { ItemMasterId: 5, IsInStock: true, IsPosActive: false, IsAvailableOnline: true },
      -1,
    ],
  ])('firstMmsViolation: %s', (_label, mms, change, expected) => {
    const first = { ItemMasterId: 2, IsInStock: true, IsPosActive: true, IsAvailableOnline: false };
    expect(firstMmsViolation([first, change], stored, mms)).toBe(expected);
  });

  it.each([
    [[1, 2, 3], -1],
    [[1, 2, 1], 2],
    [[4, 4], 1],
  ])('firstDuplicateItem(%j) → %i', (ids, expected) => {
    expect(firstDuplicateItem(ids.map((ItemMasterId) => ({ ItemMasterId })))).toBe(expected);
  });
});

describe('request schemas', () => {
  it('defaults the paging to page 1 of 25 by name with no search, trimming the search', () => {
    expect(ZGetItemAvailabilityRequest.parse({})).toEqual({
      SearchArg: '',
      RequestedPageNum: 1,
      PageRowCount: 25,
      SortColumn: 'ItemName',
      SortDirection: 'ASC',
    });
    expect(ZGetItemAvailabilityRequest.parse({ SearchArg: '  tea ' }).SearchArg).toBe('tea');
  });

  it.each([
    ['page 0', { RequestedPageNum: 0 }],
    ['page size 0', { PageRowCount: 0 }],
    ['page size 201', { PageRowCount: 201 }],
    ['a search of 51 characters', { SearchArg: 'x'.repeat(51) }],
    ['a fractional page', { RequestedPageNum: 1.5 }],
    ['a column it does not sort by', { SortColumn: 'Version' }],
    ['a lower-case direction', { SortDirection: 'asc' }],
  ])('refuses %s', (_label, body) => {
    expect(ZGetItemAvailabilityRequest.safeParse(body).success).toBe(false);
  });

  const change = {
    ItemMasterId: 1,
    IsInStock: true,
    IsPosActive: true,
    IsAvailableOnline: false,
    ConcurrencyChecksum: '0',
  };
  it.each([
    ['no rows', { ItemAvailabilities: [] }, false],
    ['one row', { ItemAvailabilities: [change] }, true],
    ['a full grid row (extra fields ignored)', { ItemAvailabilities: [{ ...row(1), IsInStock: false }] }, true],
    ['a missing value', { ItemAvailabilities: [{ ItemMasterId: 1, IsInStock: true }] }, false],
    ['a row without its checksum', { ItemAvailabilities: [{ ...change, ConcurrencyChecksum: undefined }] }, false],
    ['a string boolean', { ItemAvailabilities: [{ ...change, IsInStock: 'true' }] }, false],
    ['id 0', { ItemAvailabilities: [{ ...change, ItemMasterId: 0 }] }, false],
    [
      'too many rows',
      { ItemAvailabilities: Array.from({ length: MAX_ITEM_AVAILABILITY_CHANGES + 1 }, () => change) },
      false,
    ],
  ])('update body with %s → %s', (_label, body, ok) => {
    expect(ZUpdateItemAvailabilityRequest.safeParse(body).success).toBe(ok);
  });
});

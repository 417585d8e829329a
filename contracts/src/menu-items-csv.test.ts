import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, MENU_ITEMS_ERROR as E } from './menu-items.ts';
import {
  escapeCsvCell,
  MENU_CSV_COLUMNS,
  parseAvailable,
  parseSoldBy,
  unescapeCsvCell,
  validateMenuImport,
} from './menu-items-csv.ts';

const lookups = {
  categories: new Map([
    ['salads', 10],
    ['hot drinks', 11],
  ]),
  taxCategories: new Map([['standard sales tax', 20]]),
  itemIds: new Set([100, 101]),
};
const header = [...MENU_CSV_COLUMNS];
const good = ['', 'S-1', 'Kale Salad', 'Fresh', 'Salads', '9.5', 'Standard Sales Tax', 'Each', 'Yes'];

describe('spreadsheet-injection guard', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+cmd', "'+cmd"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['Latte', 'Latte'],
    ["'quoted", "'quoted"],
  ])('%j is written as %j and reads back', (value, escaped) => {
    expect(escapeCsvCell(value)).toBe(escaped);
    expect(unescapeCsvCell(escapeCsvCell(value))).toBe(value);
  });
});

describe('cell parsers', () => {
  it.each([
    ['Each', 1],
    ['weight', 2],
    ['1', 1],
    ['2', 2],
    ['', null],
    ['Pound', null],
  ])('sold by %j → %s', (value, expected) => expect(parseSoldBy(value)).toBe(expected));
  it.each([
    ['Yes', true],
    ['', true],
    ['no', false],
    ['maybe', null],
  ])('available %j → %s', (value, expected) => expect(parseAvailable(value)).toBe(expected));
});

describe('validateMenuImport', () => {
  it('accepts a good file: creates, updates, resolves names case-insensitively', () => {
    const preview = validateMenuImport(
      [header, good, ['100', '', 'Tea', '', 'HOT DRINKS', '3', 'standard sales tax', 'Weight', 'No']],
      lookups,
    );
    expect(preview).toMatchObject({ IsValid: true, TotalRows: 2, ErrorCount: 0, FileErrors: [] });
    expect(preview.Rows[0]).toMatchObject({ Line: 2, Action: 'create', ItemCategoryId: 10, RetailPrice: '9.50' });
    expect(preview.Rows[1]).toMatchObject({ Line: 3, Action: 'update', ItemId: 100, SoldBy: 2, IsSellable: false });
  });

  it('accepts the columns in any order and without the optional ones', () => {
    const preview = validateMenuImport(
      [
        ['SoldBy', 'TaxCategory', 'RetailPrice', 'Category', 'ItemName'],
        ['Each', 'Standard Sales Tax', '1', 'Salads', 'X'],
      ],
      lookups,
    );
    expect(preview.IsValid).toBe(true);
  });

  it.each([
    [0, '999', 'ItemId', E.importItemId],
    [0, 'abc', 'ItemId', E.importItemId],
    [1, 'x'.repeat(21), 'ItemNumber', E.itemNumberTooLong],
    [2, '', 'ItemName', E.itemNameRequired],
    [2, 'x'.repeat(51), 'ItemName', E.itemNameTooLong],
    [3, 'x'.repeat(131), 'Description', E.descriptionTooLong],
    [4, '', 'Category', E.categoryRequired],
    [4, 'Pizza', 'Category', E.unknownCategory],
    [5, 'free', 'RetailPrice', E.priceInvalid],
    [5, '1000000', 'RetailPrice', E.priceRange],
    [6, '', 'TaxCategory', E.taxCategoryRequired],
    [6, 'Moon Tax', 'TaxCategory', E.unknownTaxCategory],
    [7, '', 'SoldBy', E.soldByRequired],
    [7, 'Pound', 'SoldBy', E.importSoldBy],
    [8, 'Maybe', 'Available', E.importAvailable],
  ])('column %i = %j is refused at %s with %s', (column, value, Field, MessageKey) => {
    const row = [...good];
    row[column] = value;
    const preview = validateMenuImport([header, good, row], lookups);
    expect(preview.IsValid).toBe(false);
    expect(preview.Rows[0]!.Errors).toEqual([]);
    expect(preview.Rows[1]!.Errors).toEqual([{ Field, MessageKey }]);
  });

  it('lists every problem of every row', () => {
    const preview = validateMenuImport(
      [header, ['', '', '', '', 'Nope', 'x', '', 'Each', ''], good, ['', '', 'A', '', 'Salads', '1', 'Nope', 'Kg', '']],
      lookups,
    );
    expect(preview.ErrorCount).toBe(6);
    expect(preview.Rows.map((r) => r.Errors.map((e) => e.Field))).toEqual([
      ['ItemName', 'Category', 'RetailPrice', 'TaxCategory'],
      [],
      ['TaxCategory', 'SoldBy'],
    ]);
  });

  it('refuses the same ItemId twice', () => {
    const row = ['101', ...good.slice(1)];
    const preview = validateMenuImport([header, row, row], lookups);
    expect(preview.Rows[1]!.Errors).toEqual([{ Field: 'ItemId', MessageKey: E.importDuplicateItemId }]);
  });

  it('undoes the injection guard on import', () => {
    const row = [...good];
    row[2] = "'=Kale";
    expect(validateMenuImport([header, row], lookups).Rows[0]!.ItemName).toBe('=Kale');
  });

  it.each([
    [[], '', E.importEmpty],
    [[header], '', E.importEmpty],
    [[[...header, 'Colour'], good], 'Colour', E.importHeader],
    [[header.filter((h) => h !== 'SoldBy'), good], 'SoldBy', E.importHeader],
    [[[...header, 'ItemName'], good], 'ItemName', E.importHeader],
    [[header, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => good)], '', E.importTooManyRows],
  ])('file problem %#: %s %s', (records, Field, MessageKey) => {
    const preview = validateMenuImport(records, lookups);
    expect(preview).toMatchObject({ IsValid: false, FileErrors: [{ Field, MessageKey }], Rows: [] });
  });
});

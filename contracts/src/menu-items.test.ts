import { describe, expect, it } from 'vitest';
import {
  CATEGORY_COLORS,
  defaultTaxCategoryId,
  itemSubmission,
  MENU_ITEMS_ERROR as E,
  newItemValues,
  ZCategoryForm,
  ZItemForm,
  ZPrice,
} from './menu-items.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('ZPrice', () => {
  it.each([
    ['0', '0.00'],
    [0, '0.00'],
    ['12.5', '12.50'],
    [12.5, '12.50'],
    ['007.10', '7.10'],
    [' 3 ', '3.00'],
    ['999999.99', '999999.99'],
  ])('%j is stored as %s', (input, stored) => {
    expect(ZPrice.parse(input)).toBe(stored);
  });

  it.each([
    ['', E.priceInvalid],
    ['abc', E.priceInvalid],
    ['-1', E.priceInvalid],
    ['1.234', E.priceInvalid],
    ['1e3', E.priceInvalid],
    ['1,50', E.priceInvalid],
    ['1000000', E.priceRange],
    ['999999.999', E.priceInvalid],
    [1000000, E.priceRange],
  ])('%j is refused with %s', (input, key) => {
    expect(firstMessage(ZPrice.safeParse(input))).toBe(key);
  });
});

describe('ZCategoryForm', () => {
  const valid = { CategoryName: 'Salads', DisplayColor: null, DepartmentId: null, TagIds: [] };

  it('trims and uppercases the name on save', () => {
    expect(ZCategoryForm.parse({ ...valid, CategoryName: '  green salads ' }).CategoryName).toBe('GREEN SALADS');
  });

  it.each([
    [{ CategoryName: '' }, E.categoryNameRequired],
    [{ CategoryName: '    ' }, E.categoryNameRequired],
    [{ CategoryName: 'x'.repeat(21) }, E.categoryNameTooLong],
    [{ DisplayColor: '123456' }, E.categoryColor],
    [{ DisplayColor: '#E53935' }, E.categoryColor],
  ])('%j is refused with %s', (change, key) => {
    expect(firstMessage(ZCategoryForm.safeParse({ ...valid, ...change }))).toBe(key);
  });

  it('accepts 20 characters, each of the 12 presets and none', () => {
    expect(ZCategoryForm.safeParse({ ...valid, CategoryName: 'x'.repeat(20) }).success).toBe(true);
    expect(CATEGORY_COLORS).toHaveLength(12);
    expect(new Set(CATEGORY_COLORS).size).toBe(12);
    for (const DisplayColor of [...CATEGORY_COLORS, null])
      expect(ZCategoryForm.safeParse({ ...valid, DisplayColor }).success).toBe(true);
  });
});

describe('ZItemForm', () => {
  const valid = { ...newItemValues(7), ItemName: 'Latte', ItemCategoryId: 3 };

  it('starts a new item sold by each at price 0 with the default tax category', () => {
    expect(newItemValues(7)).toMatchObject({ SoldBy: 1, RetailPrice: '0', TaxCategoryId: 7, ItemType: 'I' });
    expect(ZItemForm.parse(valid)).toMatchObject({ ItemName: 'Latte', RetailPrice: '0.00' });
  });

  it.each([
    [{ ItemName: '' }, E.itemNameRequired],
    [{ ItemName: '   ' }, E.itemNameRequired],
    [{ ItemName: 'x'.repeat(51) }, E.itemNameTooLong],
    [{ Description: 'x'.repeat(131) }, E.descriptionTooLong],
    [{ ItemCategoryId: 0 }, E.categoryRequired],
    [{ ItemCategoryId: null }, E.categoryRequired],
    [{ SoldBy: 3 }, E.soldByRequired],
    [{ SoldBy: null }, E.soldByRequired],
    [{ TaxCategoryId: 0 }, E.taxCategoryRequired],
    [{ RetailPrice: '1000000' }, E.priceRange],
    [{ RetailPrice: '1.999' }, E.priceInvalid],
    [{ ItemNumber: 'x'.repeat(21) }, E.itemNumberTooLong],
    [{ PrintPriority: 100 }, E.printPriority],
    [{ PrintPriority: -1 }, E.printPriority],
  ])('%j is refused with %s', (change, key) => {
    expect(firstMessage(ZItemForm.safeParse({ ...valid, ...change }))).toBe(key);
  });

  it('accepts the limits themselves', () => {
    const edge = { ItemName: 'x'.repeat(50), Description: 'y'.repeat(130), RetailPrice: '999999.99' };
    expect(ZItemForm.safeParse({ ...valid, ...edge }).success).toBe(true);
  });
});

describe('itemSubmission', () => {
  it.each([
    [1, 'I', 'EACH', true, false],
    [2, 'I', 'LB', true, false],
    [1, 'M', 'EACH', false, true],
    [1, 'B', 'EACH', true, true],
  ] as const)('sold by %s, type %s: %s, menu item %s, modifier %s', (SoldBy, ItemType, unit, menu, modifier) => {
    const form = ZItemForm.parse({ ...newItemValues(1), ItemName: 'A', ItemCategoryId: 1, SoldBy, ItemType });
    expect(itemSubmission(form, 5)).toMatchObject({
      ItemMasterId: 5,
      StockingUnit: unit,
      IsMenuItem: menu,
      IsModifier: modifier,
      IsAODDeliveryPartnerFee: false,
    });
  });
});

describe('defaultTaxCategoryId', () => {
  it.each([
    [[], null],
    [[{ TaxCategoryId: 1, Name: 'A', IsDefault: false }], null],
    [
      [
        { TaxCategoryId: 1, Name: 'A', IsDefault: false },
        { TaxCategoryId: 2, Name: 'B', IsDefault: true },
      ],
      2,
    ],
  ])('%j → %s', (list, expected) => {
    expect(defaultTaxCategoryId(list)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  AUTO_APPLY_ERROR,
  DISCOUNT_ERROR as E,
  applyTypeRules,
  autoApplyErrors,
  autoApplyMessages,
  canAutoCashDiscount,
  canDeleteDiscount,
  clampDiscountAmount,
  clampMinimumAmount,
  CONNECTED_PAYMENTS_GATEWAY,
  discountIssues,
  firstLockedChange,
  isAmountDisabled,
  isDiscountViewOnly,
  newDiscount,
  normalizeDiscount,
  showActiveColumn,
  storeChips,
  ZDiscount,
  ZDiscountListRequest,
  type TDiscountFields,
} from './discounts.ts';

const valid: TDiscountFields = {
  ...newDiscount([2001]),
  Name: 'Happy Hour',
  Description: 'Ten percent off',
  DiscountType: 'P',
  DiscountAmount: 10,
  AppliesTo: 'H',
};
const issuesOf = (patch: Partial<TDiscountFields>) => discountIssues({ ...valid, ...patch });

describe('discountIssues (spec 2 §5)', () => {
  it('accepts a complete discount', () => {
    expect(issuesOf({})).toEqual([]);
    expect(ZDiscount.safeParse(valid).success).toBe(true);
  });

  it.each<[string, Partial<TDiscountFields>, keyof TDiscountFields, string]>([
    ['empty name', { Name: '' }, 'Name', E.required],
    ['blank name', { Name: '   ' }, 'Name', E.required],
    ['name starting with a space', { Name: ' Happy' }, 'Name', E.TextFieldError],
    ['name starting with a tab', { Name: '\tHappy' }, 'Name', E.TextFieldError],
    ['name of 16', { Name: 'x'.repeat(16) }, 'Name', E.tooLong],
    ['empty description', { Description: '' }, 'Description', E.required],
    ['description starting with a space', { Description: ' off' }, 'Description', E.TextFieldError],
    ['description of 31', { Description: 'x'.repeat(31) }, 'Description', E.tooLong],
    ['external id of 41', { ExternalDiscountId: 'x'.repeat(41) }, 'ExternalDiscountId', E.tooLong],
    ['no type', { DiscountType: '' }, 'DiscountType', E.required],
    ['percent without amount', { DiscountAmount: null }, 'DiscountAmount', E.required],
    ['percent 0', { DiscountAmount: 0 }, 'DiscountAmount', E.PercentageRangeError],
    ['percent 0.99', { DiscountAmount: 0.99 }, 'DiscountAmount', E.PercentageRangeError],
    ['percent 100.01', { DiscountAmount: 100.01 }, 'DiscountAmount', E.PercentageRangeError],
    ['amount 0', { DiscountType: 'A', DiscountAmount: 0 }, 'DiscountAmount', E.AmountRangeError],
    ['amount -1', { DiscountType: 'A', DiscountAmount: -1 }, 'DiscountAmount', E.AmountRangeError],
    ['amount above the cap', { DiscountType: 'A', DiscountAmount: 1000000 }, 'DiscountAmount', E.AmountRangeError],
    ['item price 0', { DiscountType: 'I', DiscountAmount: 0 }, 'DiscountAmount', E.ItemPriceRangeError],
    ['item price missing', { DiscountType: 'I', DiscountAmount: null }, 'DiscountAmount', E.required],
    ['negative minimum', { MinimumDiscountAmount: -0.01 }, 'MinimumDiscountAmount', E.AmountRangeError],
    ['empty minimum', { MinimumDiscountAmount: null }, 'MinimumDiscountAmount', E.required],
    ['no AppliesTo', { AppliesTo: '' }, 'AppliesTo', E.required],
    ['barcode start of 21', { BarcodeRangeStart: '1'.repeat(21) }, 'BarcodeRangeStart', E.tooLong],
    [
      'barcode start with a dash',
      { BarcodeRangeStart: 'A-1', BarcodeRangeEnd: 'A01' },
      'BarcodeRangeStart',
      E.BarCodeCharError,
    ],
    [
      'barcode end with a space',
      { BarcodeRangeStart: 'A01', BarcodeRangeEnd: 'A 1' },
      'BarcodeRangeEnd',
      E.BarCodeCharError,
    ],
    [
      'barcode end shorter',
      { BarcodeRangeStart: 'A100', BarcodeRangeEnd: 'A20' },
      'BarcodeRangeEnd',
      E.BarCodeLenError,
    ],
    ['barcode end missing', { BarcodeRangeStart: 'A100' }, 'BarcodeRangeEnd', E.BarCodeLenError],
    ['barcode start missing', { BarcodeRangeEnd: 'A100' }, 'BarcodeRangeEnd', E.BarCodeLenError],
    [
      'barcode end before start',
      { BarcodeRangeStart: 'A200', BarcodeRangeEnd: 'A199' },
      'BarcodeRangeEnd',
      E.BarCodeOrderError,
    ],
  ])('%s → %s %s', (_case, patch, field, key) => {
    expect(issuesOf(patch)).toEqual([{ field, key }]);
    const parsed = ZDiscount.safeParse({ ...valid, ...patch });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, key]]);
  });

  it.each<[string, Partial<TDiscountFields>]>([
    ['name of 15', { Name: 'x'.repeat(15) }],
    ['name with inner spaces and trailing space', { Name: 'Happy hour ' }],
    ['description of 30', { Description: 'x'.repeat(30) }],
    ['external id of 40', { ExternalDiscountId: 'x'.repeat(40) }],
    ['percent 1', { DiscountAmount: 1 }],
    ['percent 100', { DiscountAmount: 100 }],
    ['amount at the cap', { DiscountType: 'A', DiscountAmount: 999999.99 }],
    ['amount 0.01', { DiscountType: 'A', DiscountAmount: 0.01 }],
    ['item price 7.99 without AppliesTo (disabled)', { DiscountType: 'I', DiscountAmount: 7.99, AppliesTo: '' }],
    ['promoted amount without amount', { DiscountType: 'B', DiscountAmount: null }],
    ['promoted percent with 0', { DiscountType: 'Q', DiscountAmount: 0 }],
    ['barcodes of 20, equal', { BarcodeRangeStart: 'Z'.repeat(20), BarcodeRangeEnd: 'Z'.repeat(20) }],
    ['barcode range in order', { BarcodeRangeStart: 'PRM0001', BarcodeRangeEnd: 'PRM0999' }],
  ])('accepts %s', (_case, patch) => {
    expect(issuesOf(patch)).toEqual([]);
  });

  it('reports every broken field at once, in field order', () => {
    expect(issuesOf({ Name: ' x', Description: '', DiscountAmount: 200 }).map((i) => i.field)).toEqual([
      'Name',
      'Description',
      'DiscountAmount',
    ]);
  });
});

describe('clamping (spec 2 §5)', () => {
  it.each([
    ['A', 1000000, 999999.99],
    ['I', 1234567.891, 999999.99],
    ['A', 12.345, 12.35],
    ['P', 150, 150],
    ['B', 2000000, 2000000],
    ['A', null, null],
  ] as const)('amount of type %s: %s → %s', (type, value, expected) => {
    expect(clampDiscountAmount(type, value)).toBe(expected);
  });
  it.each([
    ['A', 1000000, 999999.99],
    ['P', 5000000, 999999.99],
    ['I', 5000000, 5000000],
    ['Q', 10.004, 10],
  ] as const)('minimum of type %s: %s → %s', (type, value, expected) => {
    expect(clampMinimumAmount(type, value)).toBe(expected);
  });
});

describe('type forcing and the auto-cash transform (spec 2 §4)', () => {
  const base = {
    DiscountType: 'P',
    DiscountAmount: 10,
    MinimumDiscountAmount: 25,
    AppliesTo: 'H',
    IsAutoCashDiscount: false,
  } as const;
  it.each([
    [
      'set item price forces L and zeroes the minimum',
      { DiscountType: 'I' },
      { DiscountType: 'I', AppliesTo: 'L', MinimumDiscountAmount: 0, DiscountAmount: 10 },
    ],
    [
      'promoted amount zeroes the amount',
      { DiscountType: 'B' },
      { DiscountType: 'B', AppliesTo: 'H', DiscountAmount: 0, MinimumDiscountAmount: 25 },
    ],
    [
      'promoted percent zeroes the amount',
      { DiscountType: 'Q', AppliesTo: 'L' },
      { DiscountType: 'Q', AppliesTo: 'L', DiscountAmount: 0 },
    ],
    [
      'amount keeps everything',
      { DiscountType: 'A', AppliesTo: 'L' },
      { DiscountType: 'A', AppliesTo: 'L', DiscountAmount: 10, MinimumDiscountAmount: 25 },
    ],
    [
      'auto-cash: promoted percent becomes percent, H',
      { DiscountType: 'Q', AppliesTo: 'L', IsAutoCashDiscount: true },
      { DiscountType: 'P', AppliesTo: 'H', DiscountAmount: 10 },
    ],
    [
      'auto-cash: set item price becomes percent, H',
      { DiscountType: 'I', AppliesTo: 'L', IsAutoCashDiscount: true },
      { DiscountType: 'P', AppliesTo: 'H', MinimumDiscountAmount: 25 },
    ],
    [
      'auto-cash: promoted amount becomes amount, H',
      { DiscountType: 'B', AppliesTo: 'L', IsAutoCashDiscount: true },
      { DiscountType: 'A', AppliesTo: 'H', DiscountAmount: 10 },
    ],
    [
      'auto-cash: amount stays, AppliesTo H',
      { DiscountType: 'A', AppliesTo: 'L', IsAutoCashDiscount: true },
      { DiscountType: 'A', AppliesTo: 'H' },
    ],
    [
      'no type yet: nothing forced',
      { DiscountType: '', AppliesTo: '' },
      { DiscountType: '', AppliesTo: '', DiscountAmount: 10 },
    ],
  ] as const)('%s', (_case, patch, expected) => {
    expect(applyTypeRules({ ...base, ...patch })).toMatchObject(expected);
  });

  it('normalizeDiscount also clamps, and leaves its input alone', () => {
    const input = { ...base, DiscountType: 'A' as const, DiscountAmount: 5000000, MinimumDiscountAmount: 5000000 };
    expect(normalizeDiscount(input)).toMatchObject({ DiscountAmount: 999999.99, MinimumDiscountAmount: 999999.99 });
    expect(input.DiscountAmount).toBe(5000000);
  });
});

describe('view state (spec 2 §4)', () => {
  it.each([
    [0, 0, false, false],
    [0, 7, false, true],
    [2101, 0, false, false],
    [2101, 7, true, false],
  ])('store %s, discount %s: view-only %s, delete %s', (storeId, id, viewOnly, deletable) => {
    expect(isDiscountViewOnly(storeId, id)).toBe(viewOnly);
    expect(canDeleteDiscount(storeId, id)).toBe(deletable);
  });
  it.each([
    ['A', false],
    ['P', false],
    ['I', false],
    ['B', true],
    ['Q', true],
    ['', false],
  ])('amount of %s disabled: %s', (type, disabled) => {
    expect(isAmountDisabled(type)).toBe(disabled);
  });
  it('shows the active column only where there is a current store', () => {
    expect(showActiveColumn(0)).toBe(false);
    expect(showActiveColumn(2101)).toBe(true);
  });
  it('lets a store view change only PosActive', () => {
    const saved = { ...valid, Id: 5 };
    expect(firstLockedChange(saved, { ...saved, PosActive: !saved.PosActive })).toBeNull();
    expect(firstLockedChange(saved, { ...saved, Description: 'Other' })).toBe('Description');
    expect(firstLockedChange(saved, { ...saved, IsAutoCashDiscount: true })).toBe('IsAutoCashDiscount');
  });
});

describe('store chips (spec 2 §4)', () => {
  const stores = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((StoreName, i) => ({ StoreId: i + 1, StoreName }));
  it.each([
    [[], { allStores: false, names: [], others: 0 }],
    [[2], { allStores: false, names: ['Bravo'], others: 0 }],
    [[3, 1, 2], { allStores: false, names: ['Alpha', 'Bravo', 'Charlie'], others: 0 }],
    [[1, 2, 3, 4], { allStores: false, names: ['Alpha', 'Bravo'], others: 2 }],
    [[1, 2, 3, 4, 5], { allStores: true, names: [], others: 0 }],
    [[1, 2, 3, 4, 5, 99], { allStores: true, names: [], others: 0 }],
  ])('%o → %o', (assigned, expected) => {
    expect(storeChips(assigned, stores)).toEqual(expected);
  });
  it('two stores both assigned is the all-stores chip', () => {
    expect(storeChips([1, 2], stores.slice(0, 2)).allStores).toBe(true);
  });
});

describe('auto-cash discount (spec 2 §4, §5)', () => {
  const facts = {
    StoresCreditGateways: [
      { StoreId: 1, CreditGateway: CONNECTED_PAYMENTS_GATEWAY },
      { StoreId: 2, CreditGateway: 1 },
      { StoreId: 3, CreditGateway: CONNECTED_PAYMENTS_GATEWAY },
    ],
    CCSurchargeStores: [2],
    ExistingStoreCashDiscounts: [{ DiscountId: 50, StoreId: 1 }],
  };
  it.each([
    [false, 0, false],
    [true, 0, true],
    [true, 1, true],
    [true, 2, false],
    [true, 4, false],
  ])('flag %s, store %s → toggle allowed %s', (flag, storeId, allowed) => {
    expect(canAutoCashDiscount(flag, storeId, facts)).toBe(allowed);
  });

  const stores = [
    { StoreId: 2, StoreName: 'Riverside' },
    { StoreId: 1, StoreName: 'Downtown' },
    { StoreId: 3, StoreName: 'Airport' },
  ];
  it('reports each failing store and check, sorted by store then key', () => {
    expect(autoApplyErrors(0, stores, facts)).toEqual([
      { StoreId: 1, StoreName: 'Downtown', MessageKey: AUTO_APPLY_ERROR.exists },
      { StoreId: 2, StoreName: 'Riverside', MessageKey: AUTO_APPLY_ERROR.ccSurcharge },
      { StoreId: 2, StoreName: 'Riverside', MessageKey: AUTO_APPLY_ERROR.nonConnectedGateway },
    ]);
  });
  it('does not count the discount itself as the existing one', () => {
    expect(autoApplyErrors(50, [stores[1]!], facts)).toEqual([]);
  });
  it('formats the modal lines: store prefix in company view only, sorted', () => {
    const errors = autoApplyErrors(0, stores, facts);
    const text: Record<string, string> = {
      [AUTO_APPLY_ERROR.exists]: 'Exists',
      [AUTO_APPLY_ERROR.ccSurcharge]: 'Surcharge',
      [AUTO_APPLY_ERROR.nonConnectedGateway]: 'Gateway',
    };
    const translate = (key: string) => text[key]!;
    expect(autoApplyMessages(errors, true, translate)).toEqual([
      'Downtown: Exists',
      'Riverside: Gateway',
      'Riverside: Surcharge',
    ]);
    expect(autoApplyMessages(errors, false, translate)).toEqual(['Exists', 'Gateway', 'Surcharge']);
  });
});

describe('ZDiscountListRequest', () => {
  it('defaults to the first page of 25 by name without a search', () => {
    expect(ZDiscountListRequest.parse({})).toEqual({
      PageRowCount: 25,
      RequestedPageNum: 1,
      SearchArg: '',
      SortColumn: 'Name',
      SortDirection: 'ASC',
    });
  });
});

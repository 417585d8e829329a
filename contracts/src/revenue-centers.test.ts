import { describe, expect, it } from 'vitest';
import { EDIT_FEATURE_ID } from './access/feature-ids.ts';
import {
  canAddRevenueCenter,
  cellText,
  draftOf,
  isRevenueCenterSaveEnabled,
  isRevenueCentersViewOnly,
  isSelectableFor,
  REVENUE_CENTERS_ERROR as E,
  revenueCenterCsvRows,
  revenueCentersCsv,
  type TRevenueCenter,
  type TRevenueCenterDraft,
  ZRevenueCenterGeneral,
  ZRevenueCenterLookupRequest,
  ZRevenueCenterSaveRequest,
} from './revenue-centers.ts';

const VALID = { Name: 'Bar', Description: 'Bar counter', ExternalId: 'BAR-1' };
const problemsOf = (values: Record<string, unknown>) =>
  ZRevenueCenterGeneral.safeParse({ ...VALID, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
  [];

describe('ZRevenueCenterGeneral (spec 3 §5)', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['valid fields', {}, []],
    ['a name of exactly 25', { Name: 'N'.repeat(25) }, []],
    ['a name of 26', { Name: 'N'.repeat(26) }, [['Name', E.nameTooLong]]],
    ['an empty name', { Name: '' }, [['Name', E.nameRequired]]],
    ['no name', { Name: undefined }, [['Name', E.nameRequired]]],
    ['a name starting with a space', { Name: ' Bar' }, [['Name', E.nameLeadingSpace]]],
    ['a name starting with a tab', { Name: '\tBar' }, [['Name', E.nameLeadingSpace]]],
    ['a blank name', { Name: '   ' }, [['Name', E.nameLeadingSpace]]],
    ['a name ending with a space', { Name: 'Bar ' }, []],
    ['a description of exactly 50', { Description: 'D'.repeat(50) }, []],
    ['a description of 51', { Description: 'D'.repeat(51) }, [['Description', E.descriptionTooLong]]],
    ['an empty description', { Description: '' }, [['Description', E.descriptionRequired]]],
    ['a description starting with a space', { Description: ' x' }, [['Description', E.descriptionLeadingSpace]]],
    ['an empty external id', { ExternalId: '' }, []],
    ['an external id of exactly 25', { ExternalId: 'X'.repeat(25) }, []],
    ['an external id of 26', { ExternalId: 'X'.repeat(26) }, [['ExternalId', E.externalIdTooLong]]],
  ])('%s', (_name, values, problems) => {
    expect(problemsOf(values)).toEqual(problems);
  });
});

describe('ZRevenueCenterSaveRequest (spec 3 §3)', () => {
  const save = {
    ...VALID,
    MerchantId: 1001,
    RevenueCenterId: 0,
    Stores: [{ StoreId: 2001, OrderModes: [1, 2], StoreDeviceIds: [20011] }],
  };
  const firstProblem = (changes: Record<string, unknown>) => {
    const issue = ZRevenueCenterSaveRequest.safeParse({ ...save, ...changes }).error?.issues[0];
    return issue ? [issue.path.join('.'), issue.message] : null;
  };

  it.each<[string, Record<string, unknown>, [string, string] | null]>([
    ['a valid save', {}, null],
    ['no external id (defaults to empty)', { ExternalId: undefined }, null],
    ['no store', { Stores: [] }, ['Stores', E.storesRequired]],
    ['a store twice', { Stores: [save.Stores[0], save.Stores[0]] }, ['Stores', E.duplicateStore]],
    ['order mode 0', { Stores: [{ StoreId: 2001, OrderModes: [0] }] }, ['Stores.0.OrderModes.0', E.unknownOrderMode]],
    ['order mode 6', { Stores: [{ StoreId: 2001, OrderModes: [6] }] }, ['Stores.0.OrderModes.0', E.unknownOrderMode]],
    ['a store id past 2^31', { Stores: [{ StoreId: 2 ** 31 }] }, ['Stores.0.StoreId', expect.any(String)]],
    ['a negative revenue center id', { RevenueCenterId: -1 }, ['RevenueCenterId', expect.any(String)]],
    ['a long user code', { LastModifiedUserCode: 'u'.repeat(101) }, ['LastModifiedUserCode', expect.any(String)]],
  ])('%s', (_name, changes, problem) => {
    expect(firstProblem(changes)).toEqual(problem);
  });

  it('bounds the lookup body', () => {
    expect(ZRevenueCenterLookupRequest.safeParse({ MerchantId: 1, Stores: [1, 2] }).success).toBe(true);
    expect(ZRevenueCenterLookupRequest.safeParse({ MerchantId: 1, Stores: Array(1001).fill(1) }).success).toBe(false);
  });
});

const centre = (stores: TRevenueCenter['stores'], id = 7): TRevenueCenter => ({
  revenueCenterId: id,
  revenueCenterName: 'Bar',
  revenueCenterDescription: 'Bar counter',
  externalId: 'BAR-1',
  merchantId: 1001,
  concurrencyChecksum: '1',
  stores,
});
const STORE_A = {
  storeId: 2001,
  storeName: 'Downtown',
  orderModes: [{ orderModeId: 2, orderModeName: 'Takeout' }],
  devices: [{ storeDeviceId: 20013, storeDeviceName: 'Register 3' }],
};

describe('isRevenueCenterSaveEnabled (spec 3 §4)', () => {
  const draft = (changes: Partial<TRevenueCenterDraft> = {}): TRevenueCenterDraft => ({
    ...VALID,
    Stores: [{ StoreId: 2001, OrderModes: [2], StoreDeviceIds: [20013] }],
    ...changes,
  });
  const loaded = draftOf(centre([STORE_A]));

  it.each<[string, TRevenueCenterDraft, TRevenueCenterDraft | null, boolean]>([
    ['create: name, description and a store', draft(), null, true],
    ['create: no store', draft({ Stores: [] }), null, false],
    ['create: empty name', draft({ Name: '' }), null, false],
    ['create: blank description', draft({ Description: '  ' }), null, false],
    [
      'create: a store without modes or devices',
      draft({ Stores: [{ StoreId: 1, OrderModes: [], StoreDeviceIds: [] }] }),
      null,
      true,
    ],
    ['edit: nothing changed', loaded, loaded, false],
    [
      'edit: the same choices in another order',
      { ...loaded, Stores: [{ StoreId: 2001, OrderModes: [2], StoreDeviceIds: [20013] }] },
      loaded,
      false,
    ],
    ['edit: the name changed', { ...loaded, Name: 'Lounge' }, loaded, true],
    ['edit: the external id changed', { ...loaded, ExternalId: '' }, loaded, true],
    [
      'edit: an order mode added',
      draft({ Stores: [{ StoreId: 2001, OrderModes: [2, 3], StoreDeviceIds: [20013] }] }),
      loaded,
      true,
    ],
    [
      'edit: a device removed',
      draft({ Stores: [{ StoreId: 2001, OrderModes: [2], StoreDeviceIds: [] }] }),
      loaded,
      true,
    ],
    ['edit: every store removed', draft({ Stores: [] }), loaded, false],
  ])('%s', (_name, current, initial, enabled) => {
    expect(isRevenueCenterSaveEnabled(current, initial)).toBe(enabled);
  });
});

describe('rules of the screen', () => {
  it.each<[number, number, number[], boolean]>([
    [0, 3, [], false],
    [2001, 1, [], false],
    [2001, 3, [], true],
    [0, 3, [EDIT_FEATURE_ID.companyInformation], true],
  ])('view-only at store %i with %i stores and hidden features %j: %s', (storeId, count, hidden, viewOnly) => {
    expect(isRevenueCentersViewOnly(storeId, count, hidden)).toBe(viewOnly);
  });

  it.each<[number | null, boolean]>([
    [null, true],
    [0, true],
    [7, true],
    [8, false],
  ])('a row held by %s is selectable for centre 7: %s', (holder, selectable) => {
    expect(isSelectableFor({ revenueCenterId: holder }, 7)).toBe(selectable);
  });

  it.each([
    [{ isDevicesAvailable: false, isOrderModesAvailable: false }, false],
    [{ isDevicesAvailable: true, isOrderModesAvailable: false }, true],
    [{ isDevicesAvailable: false, isOrderModesAvailable: true }, true],
  ])('Add with %j opens the form: %s', (validation, opens) => {
    expect(canAddRevenueCenter(validation)).toBe(opens);
  });

  it.each<[string, string, string | null]>([
    ['Patio', 'Patio', null],
    ['A'.repeat(15), 'A'.repeat(15), null],
    ['A'.repeat(16), `${'A'.repeat(15)}…`, 'A'.repeat(16)],
  ])('cuts %s at 15 characters', (text, shown, full) => {
    expect(cellText(text)).toEqual({ shown, full });
  });
});

describe('the CSV (spec 3 §7.1)', () => {
  const blank = { DeviceName: '', DeviceId: '', OrderModeId: '', OrderModeName: '' };
  const head = { RevenueCenterId: 7, Name: 'Bar', ExternalId: 'BAR-1', MerchantId: 1001 };

  it.each<[string, TRevenueCenter[], Record<string, unknown>[]]>([
    ['no centres', [], []],
    ['a centre without stores', [centre([])], [{ ...head, StoreId: '', StoreName: '', ...blank }]],
    [
      'a store without modes or devices',
      [centre([{ ...STORE_A, orderModes: [], devices: [] }])],
      [{ ...head, StoreId: 2001, StoreName: 'Downtown', ...blank }],
    ],
    [
      'a device row, then an order-mode row',
      [centre([STORE_A])],
      [
        { ...head, StoreId: 2001, StoreName: 'Downtown', ...blank, DeviceName: 'Register 3', DeviceId: 20013 },
        { ...head, StoreId: 2001, StoreName: 'Downtown', ...blank, OrderModeId: 2, OrderModeName: 'Takeout' },
      ],
    ],
  ])('%s', (_name, centres, rows) => {
    expect(revenueCenterCsvRows(centres)).toEqual(rows);
  });

  it('writes the columns in order, quotes commas and quotes, defuses formulas', () => {
    const text = revenueCentersCsv([
      { ...centre([{ ...STORE_A, storeName: 'Down, "town"', orderModes: [] }]), revenueCenterName: '=SUM(A1)' },
    ]);
    expect(text).toBe(
      'RevenueCenterId,Name,ExternalId,MerchantId,StoreId,StoreName,DeviceName,DeviceId,OrderModeId,OrderModeName\r\n' +
        `7,'=SUM(A1),BAR-1,1001,2001,"Down, ""town""",Register 3,20013,,\r\n`,
    );
  });
});

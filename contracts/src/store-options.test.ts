import { describe, expect, it } from 'vitest';
import {
  applyStoreOptionsResets,
  BUSINESS_DATE_END_OPTIONS,
  guestCountModesFor,
  isProductCountUrl,
  keepHiddenFields,
  STORE_OPTIONS_ERROR as E,
  storeOptionsSections,
  twelveHourLabel,
  ZUpdateStoreOptionsRequest,
  type TStoreOptions,
  type TStoreOptionsSections,
  type TUpdateStoreOptions,
} from './store-options.ts';
import { RESELLER } from './access/resellers.ts';

/** Everything on that can be, so each reset shows. */
const STORED: TStoreOptions = {
  IsGratuityEnabled: true,
  IsTakeoutEnabled: true,
  IsCateringEnabled: true,
  IsDriveThruEnabled: true,
  IsDeliveryEnabled: true,
  SubtractTipAndGratuityInFinancialShifts: false,
  TakeoutChargeId: 11,
  DeliveryChargeId: 12,
  DineInChargeId: 13,
  CateringChargeId: 14,
  DriveThruChargeId: 15,
  IsQuickService: true,
  IsOrderModePromptEnabled: true,
  IsDineInChitHeaderEnabled: true,
  IsBreaksEnabled: true,
  MinimumBreakMinutes: 30,
  IsUsingOrders: true,
  AutoClosePrepaidOrders: false,
  ImmediatelyPrintAllOrders: false,
  OrderDownloadThresholdTakeout: 15,
  OrderDownloadThresholdDelivery: 30,
  BusinessDataThreshold: '03:00:00',
  GuestCountMode: 2,
  TakeoutOrderNamingStrategy: 1,
  DeliveryOrderNamingStrategy: 1,
  CateringOrderNamingStrategy: 1,
  DownloadLaborScheduleToPos: false,
  IsVenueProductCountEnabled: true,
  ProductCountUrl: 'https://counts.example.com/feed',
  IsAutoSortRequiredModifiersEnabled: false,
  IsViewOptionalModifierGroupsClosedEnabled: false,
  IsAutoCloseMinimumRequiredGroupsEnabled: false,
  IsOnlineOrderCustomerReceiptDisabled: false,
  IsPucOrderEnabled: true,
  PucStoreId: 77,
  PucOrgId: 88,
  IsHoldandReleaseTimersEnabled: false,
  IsIncludeDefaultModifierOnKDSAndKitchenChitsEnabled: false,
  BusinessDateCutOff: '',
  Is86MenuItemsEnabled: true,
  StoreKitchenRoutingMethods: { ForDineIn: 1, ForTakeout: 1, ForDelivery: 1, ForCatering: 1, ForDriveThru: 1 },
  ConcurrencyChecksum: '1',
};

const parse = (change: Record<string, unknown>) => ZUpdateStoreOptionsRequest.safeParse({ ...STORED, ...change });
/** The first problem: its field and key, or null when the values pass. */
const problem = (change: Record<string, unknown>) => {
  const r = parse(change);
  if (r.success) return null;
  const [issue] = r.error.issues;
  return [issue!.path.join('.'), issue!.message];
};

describe('the limits of spec 3 §5, each naming its field', () => {
  it.each([
    ['break minutes 0', { MinimumBreakMinutes: 0 }, null],
    ['break minutes 240', { MinimumBreakMinutes: 240 }, null],
    ['break minutes as typed text', { MinimumBreakMinutes: ' 45 ' }, null],
    ['break minutes 241', { MinimumBreakMinutes: 241 }, ['MinimumBreakMinutes', E.breakMinutes]],
    ['break minutes -1', { MinimumBreakMinutes: -1 }, ['MinimumBreakMinutes', E.breakMinutes]],
    ['break minutes 2.5', { MinimumBreakMinutes: '2.5' }, ['MinimumBreakMinutes', E.breakMinutes]],
    ['break minutes empty', { MinimumBreakMinutes: '' }, ['MinimumBreakMinutes', E.breakMinutes]],
    ['takeout threshold 9999', { OrderDownloadThresholdTakeout: 9999 }, null],
    [
      'takeout threshold 10000',
      { OrderDownloadThresholdTakeout: 10000 },
      ['OrderDownloadThresholdTakeout', E.prepThreshold],
    ],
    [
      'delivery threshold letters',
      { OrderDownloadThresholdDelivery: '1e3' },
      ['OrderDownloadThresholdDelivery', E.prepThreshold],
    ],
    ['a product count URL', { ProductCountUrl: 'http://counts.example.com/x?y=1' }, null],
    ['no URL while product count is on', { ProductCountUrl: ' ' }, ['ProductCountUrl', E.productCountUrlRequired]],
    ['no URL while product count is off', { IsVenueProductCountEnabled: false, ProductCountUrl: '' }, null],
    ['an ftp URL', { ProductCountUrl: 'ftp://counts.example.com' }, ['ProductCountUrl', E.productCountUrl]],
    [
      'a URL with a space',
      { ProductCountUrl: 'https://counts.example.com/a b' },
      ['ProductCountUrl', E.productCountUrl],
    ],
    ['a URL not in ASCII', { ProductCountUrl: 'https://zählung.example.com' }, ['ProductCountUrl', E.productCountUrl]],
    ['a PUC id of 15 digits', { PucStoreId: '9'.repeat(15) }, null],
    ['a PUC id of 25 characters', { PucOrgId: '1'.repeat(25) }, ['PucOrgId', E.pucIdLength]],
    ['a PUC id with letters', { PucStoreId: '12a' }, ['PucStoreId', E.pucIdNumber]],
    ['a PUC id past what a number keeps exactly', { PucStoreId: '9'.repeat(20) }, ['PucStoreId', E.pucIdNumber]],
    [
      'a business date end off the grid',
      { BusinessDataThreshold: '03:10:00' },
      ['BusinessDataThreshold', E.businessDateEnd],
    ],
    ['a guest count mode of 5', { GuestCountMode: 5 }, ['GuestCountMode', E.guestCountMode]],
    [
      'a routing method of 2',
      { StoreKitchenRoutingMethods: { ...STORED.StoreKitchenRoutingMethods, ForTakeout: 2 } },
      ['StoreKitchenRoutingMethods.ForTakeout', E.choice],
    ],
    ['a naming strategy of 3', { CateringOrderNamingStrategy: 3 }, ['CateringOrderNamingStrategy', E.choice]],
    ['a cut-off that is not empty', { BusinessDateCutOff: '04:00:00' }, ['BusinessDateCutOff', expect.any(String)]],
    ['86 menu items off', { Is86MenuItemsEnabled: false }, ['Is86MenuItemsEnabled', expect.any(String)]],
  ])('%s', (_name, change, want) => expect(problem(change)).toEqual(want));
});

describe('what is sent (spec 3 §3)', () => {
  it('sends counts as numbers, a charge of 0 as null and empty PUC ids as 0', () => {
    const r = ZUpdateStoreOptionsRequest.parse({
      ...STORED,
      MinimumBreakMinutes: '45',
      DineInChargeId: 0,
      PucStoreId: '',
      PucOrgId: ' 123 ',
    });
    expect(r).toMatchObject({ MinimumBreakMinutes: 45, DineInChargeId: null, PucStoreId: 0, PucOrgId: 123 });
    expect(r).toMatchObject({ BusinessDateCutOff: '', Is86MenuItemsEnabled: true });
  });
});

type TResettable = Parameters<typeof applyStoreOptionsResets>[0];
const reset = (change: Partial<TResettable>) => applyStoreOptionsResets({ ...STORED, ...change } as TResettable);

describe('the dependent resets (spec 3 §4, §6)', () => {
  it.each([
    [
      'takeout off',
      { IsTakeoutEnabled: false },
      { TakeoutChargeId: null, TakeoutOrderNamingStrategy: 0, routing: { ForTakeout: 0 } },
    ],
    [
      'delivery off',
      { IsDeliveryEnabled: false },
      { DeliveryChargeId: null, DeliveryOrderNamingStrategy: 0, routing: { ForDelivery: 0 } },
    ],
    [
      'catering off',
      { IsCateringEnabled: false },
      { CateringChargeId: null, CateringOrderNamingStrategy: 0, routing: { ForCatering: 0 } },
    ],
    ['drive-thru off', { IsDriveThruEnabled: false }, { DriveThruChargeId: null, routing: { ForDriveThru: 0 } }],
    ['PUC off', { IsPucOrderEnabled: false }, { PucStoreId: 0, PucOrgId: 0 }],
    ['table service', { IsQuickService: false }, { GuestCountMode: 0, IsDineInChitHeaderEnabled: false }],
    ['quick service drops by seat', { GuestCountMode: 1 }, { GuestCountMode: 0 }],
    ['table service keeps by seat', { IsQuickService: false, GuestCountMode: 1 }, { GuestCountMode: 1 }],
    [
      'every optional mode off: no prompt',
      { IsTakeoutEnabled: false, IsDeliveryEnabled: false, IsCateringEnabled: false, IsDriveThruEnabled: false },
      { IsOrderModePromptEnabled: false },
    ],
  ] as const)('%s', (_name, change, want) => {
    const { routing = {}, ...fields } = want as Record<string, unknown> & { routing?: object };
    const next = reset(change);
    expect(next).toMatchObject(fields);
    expect(next.StoreKitchenRoutingMethods).toMatchObject(routing);
  });

  it('leaves what stays on alone: one mode off keeps the others, dine-in routing and the prompt', () => {
    const next = reset({ IsTakeoutEnabled: false });
    expect(next).toMatchObject({ DeliveryChargeId: 12, CateringChargeId: 14, DineInChargeId: 13 });
    expect(next).toMatchObject({ IsOrderModePromptEnabled: true, PucStoreId: 77, GuestCountMode: 2 });
    expect(next.StoreKitchenRoutingMethods).toEqual({
      ForDineIn: 1,
      ForTakeout: 0,
      ForDelivery: 1,
      ForCatering: 1,
      ForDriveThru: 1,
    });
    expect(STORED.StoreKitchenRoutingMethods.ForTakeout).toBe(1);
  });

  it('applies the resets to what the call sends', () => {
    const r = ZUpdateStoreOptionsRequest.parse({ ...STORED, IsPucOrderEnabled: false, IsCateringEnabled: false });
    expect(r).toMatchObject({ PucStoreId: 0, PucOrgId: 0, CateringChargeId: null });
  });
});

describe('guest count modes by service type (spec 3 §6, §9)', () => {
  it.each([
    [true, [0, 2, 3, 4]],
    [false, [0, 1, 3, 4]],
  ])('quick service %s → %j', (quick, want) => expect(guestCountModesFor(quick)).toEqual(want));
});

describe('business-date end times (spec 3 §9)', () => {
  it('offers every 15 minutes of the day as HH:MM:00, shown on a 12-hour clock', () => {
    expect(BUSINESS_DATE_END_OPTIONS).toHaveLength(96);
    expect(BUSINESS_DATE_END_OPTIONS[0]).toEqual({ value: '00:00:00', label: '12:00 AM' });
    expect(BUSINESS_DATE_END_OPTIONS[12]).toEqual({ value: '03:00:00', label: '3:00 AM' });
    expect(BUSINESS_DATE_END_OPTIONS[49]).toEqual({ value: '12:15:00', label: '12:15 PM' });
    expect(BUSINESS_DATE_END_OPTIONS.at(-1)).toEqual({ value: '23:45:00', label: '11:45 PM' });
  });

  it.each([
    ['00:00:00', '12:00 AM'],
    ['11:45:00', '11:45 AM'],
    ['12:00:00', '12:00 PM'],
    ['13:30:00', '1:30 PM'],
  ])('%s → %s', (value, label) => expect(twelveHourLabel(value)).toBe(label));
});

describe('isProductCountUrl', () => {
  it.each([
    ['https://a.example.com', true],
    ['http://a.example.com:8080/p?q=1', true],
    ['a.example.com', false],
    ['mailto:x@example.com', false],
    ['https://', false],
    ['https://a.example.com/\u00e9', false],
  ])('%s → %s', (url, want) => expect(isProductCountUrl(url)).toBe(want));
});

const ALL_ON = {
  kitchenRouting: true,
  kdsEnabled: true,
  delivery: true,
  venueProductCount: true,
  pucLockerIntegration: true,
  holdAndReleaseTimers: true,
};

describe('the parts a session sees (spec 3 §6)', () => {
  const sections = (flags: Record<string, boolean>, resellerId: number = RESELLER.provider, productMode = 2) =>
    storeOptionsSections({ flags, resellerId, productMode });

  it.each([
    ['every flag on', ALL_ON, RESELLER.provider, 2, {}],
    [
      'no flags',
      {},
      RESELLER.provider,
      2,
      {
        delivery: false,
        productCount: false,
        puc: false,
        holdAndRelease: false,
        kitchenRouting: false,
      },
    ],
    ['kitchen routing without KDS', { ...ALL_ON, kdsEnabled: false }, RESELLER.provider, 2, { kitchenRouting: false }],
    [
      'KDS without the kitchen routing flag',
      { ...ALL_ON, kitchenRouting: false },
      RESELLER.provider,
      2,
      { kitchenRouting: false },
    ],
    ['the breaks-hiding flag', { ...ALL_ON, hideBreaks: true }, RESELLER.provider, 2, { breaks: false }],
    ['the bank reseller', ALL_ON, RESELLER.bank, 2, { puc: false }],
    ['the processor reseller', ALL_ON, RESELLER.processor, 2, {}],
    ['product mode 1', ALL_ON, RESELLER.provider, 1, { businessDateEnd: false }],
  ] as const)('%s', (_name, flags, resellerId, productMode, hidden) => {
    const want: TStoreOptionsSections = {
      delivery: true,
      breaks: true,
      businessDateEnd: true,
      productCount: true,
      puc: true,
      holdAndRelease: true,
      kitchenRouting: true,
      ...hidden,
    };
    expect(sections(flags, resellerId, productMode)).toEqual(want);
  });

  it('keeps the stored values of a hidden part (and resets after)', () => {
    const sent = ZUpdateStoreOptionsRequest.parse({
      ...STORED,
      MinimumBreakMinutes: 60,
      PucStoreId: '5',
      StoreKitchenRoutingMethods: { ...STORED.StoreKitchenRoutingMethods, ForDineIn: 0 },
      IsCateringEnabled: false,
    });
    const stored = ZUpdateStoreOptionsRequest.parse(STORED) as TUpdateStoreOptions;
    const shown = sections(ALL_ON);
    const kept = keepHiddenFields(sent, stored, { ...shown, breaks: false, kitchenRouting: false });
    expect(kept).toMatchObject({ MinimumBreakMinutes: 30, PucStoreId: 5, CateringChargeId: null });
    expect(kept.StoreKitchenRoutingMethods).toMatchObject({ ForDineIn: 1, ForCatering: 0 });
    expect(keepHiddenFields(sent, stored, shown)).toEqual(sent);
  });
});

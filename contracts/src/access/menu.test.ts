import { describe, expect, it } from 'vitest';
import type { TAccessContext } from './access-context.ts';
import { FEATURE_ID, type TFeatureIdName } from './feature-ids.ts';
import { canSeePilotRelease, PERMISSION_TABLE } from './permissions.ts';
import {
  baseRedirectFor,
  childLabelKey,
  entryLabelKey,
  isGateOpen,
  isRouteAllowed,
  menuChainFor,
  PORTAL_MENU,
  type TMenuEntry,
  type TVisibleMenuEntry,
  visibleMenu,
} from './menu.ts';
import { userMenuItems } from './user-menu.ts';

/** A Silver Admin on a restaurant (product 2) merchant of the provider reseller, no flags, nothing hidden. */
const base: TAccessContext = {
  featureIds: [],
  productType: 2,
  productMode: 2,
  isTableService: false,
  resellerId: 1,
  roleName: 'Silver Admin',
  userRoleRank: '',
  isAdminUser: true,
  isMerchantAdminUser: false,
  isSilverPartner: false,
  isCompanyUser: false,
  isAccountManager: false,
  isSsoUser: false,
  flags: {},
};
const owner: TAccessContext = { ...base, roleName: 'Owner', userRoleRank: '1', isAdminUser: false };
const ctx = (over: Partial<TAccessContext> = {}): TAccessContext => ({ ...base, ...over });

const flatten = (entries: TVisibleMenuEntry[]): TVisibleMenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children)]);
const visiblePaths = (c: TAccessContext) =>
  flatten(visibleMenu(PORTAL_MENU, c)).flatMap((entry) => (entry.path ? [entry.path] : []));
const childIds = (c: TAccessContext, path: string) =>
  flatten(visibleMenu(PORTAL_MENU, c))
    .find((entry) => entry.path === path)
    ?.children.map((child) => child.id);
const allEntries = (entries: readonly TMenuEntry[]): TMenuEntry[] =>
  entries.flatMap((entry) => [entry, ...allEntries(entry.children ?? [])]);

describe('menu data', () => {
  const entries = allEntries(PORTAL_MENU);

  it('gives every path once (routes match case-insensitively)', () => {
    const paths = entries.flatMap((entry) => (entry.path ? [entry.path.toLowerCase()] : []));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('chooses distinct feature ids in 4..239 away from the register, report-only and POS ids', () => {
    const ids = Object.values(FEATURE_ID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(4);
      expect(id).toBeLessThanOrEqual(239);
      expect([130, 131, 132, 133, 201, 202, 203, 204]).not.toContain(id);
      expect(id).toBeLessThan(230);
    }
    expect(FEATURE_ID).toMatchObject({ employees: 10, userRoles: 11, timeClock: 12, discounts: 20, results: 30 });
  });

  it('uses only declared feature ids and every declared id gates an entry', () => {
    const used = new Set(entries.flatMap((entry) => entry.gate?.hiddenByFeatureIds ?? []));
    expect([...used].sort((a, b) => a - b)).toEqual(Object.values(FEATURE_ID).sort((a, b) => a - b));
  });

  it('uses only rows of the permission table', () => {
    for (const entry of entries) {
      if (entry.gate?.permission) expect(Object.keys(PERMISSION_TABLE)).toContain(entry.gate.permission);
    }
  });

  it('lists every admin-settings route of spec 1 §2 under settings/admin', () => {
    const admin = entries.find((entry) => entry.path === 'settings/admin');
    expect(admin?.children?.map((child) => child.id)).toEqual([
      'merchantsettings',
      'systemSettings',
      'adminUserSetup',
      'partnerAdminUserRoles',
      'merchantTasks',
      'momentumInsight',
      'merchantAggregation',
      'merchantDiagnostics',
      'merchantCreation',
      'merchantAndroidRelease',
      'merchantPilotRelease',
      'adminVersionControl',
      'merchantResetInventory',
      'merchantResetInventorySetup',
      'merchantClearTransactions',
      'merchantResetPaymentConfiguration',
      'merchantResetCommercePaymentConfiguration',
      'merchantCommerceInventorySyncConfiguration',
      'merchantDeleteCustomers',
      'merchantIntegration',
      'apiGovernorManager',
      'zuoraTestHarness',
      'merchantItemImport',
      'bslServiceAccount',
      'bslSupport',
      'POSConfigurations',
      'reportauditlog',
      'POSExtensionApps',
      'dataMigration',
      'productModePage',
    ]);
  });

  it('names labels portal.nav.<id> at the top and portal.menu.<parent path, _ for />.<id> below', () => {
    const check = (list: readonly TMenuEntry[], parentPath: string) => {
      for (const entry of list) {
        expect(entry.labelKey).toBe(`portal.menu.${parentPath.replaceAll('/', '_')}.${entry.id}`);
        check(entry.children ?? [], entry.path ?? '');
      }
    };
    for (const entry of PORTAL_MENU) {
      if (!entry.labelWhen) expect(entry.labelKey).toBe(`portal.nav.${entry.id}`);
      check(entry.children ?? [], entry.path ?? '');
    }
    expect(childLabelKey('results/operations', 'summary')).toBe('portal.menu.results_operations.summary');
  });

  it('never uses one key both as a text and as the parent of other keys (nested JSON holds one or the other)', () => {
    const keys = new Set<string>();
    const collect = (list: readonly TMenuEntry[]) =>
      list.forEach((entry) => {
        keys.add(entry.labelKey);
        entry.labelWhen?.forEach((variant) => keys.add(variant.labelKey));
        collect(entry.children ?? []);
      });
    collect(PORTAL_MENU);
    for (const key of keys) expect([...keys].filter((other) => other.startsWith(`${key}.`))).toEqual([]);
  });
});

describe('top level', () => {
  it('lists the side navigation in order, bottom block apart, route-only pages left out', () => {
    const menu = visibleMenu(PORTAL_MENU, ctx({ flags: { onlineOrdering: true, featPilotProgram: true } }));
    expect(menu.map((entry) => [entry.id, entry.placement])).toEqual([
      ['mystore', 'main'],
      ['results', 'main'],
      ['menu', 'main'],
      ['customers', 'main'],
      ['employees', 'main'],
      ['ecommerce', 'main'],
      ['onlineordering', 'main'],
      ['settings', 'main'],
      ['account', 'main'],
      ['settingsPrivacy', 'bottom'],
      ['helpCenter', 'bottom'],
      ['pilotprogram', 'bottom'],
    ]);
    expect(menu.find((entry) => entry.id === 'helpCenter')?.path).toBeUndefined();
    expect(visiblePaths(ctx())).not.toContain('supportTools');
    expect(visiblePaths(ctx({ flags: { managerMode: true, asmEmployee: true } }))).not.toContain(
      'employees/:employeeId',
    );
    expect(visiblePaths(ctx())).not.toContain('settings/paymentmethods');
  });

  it.each([
    ['online ordering', {}, 'onlineordering', false],
    ['online ordering', { onlineOrdering: true }, 'onlineordering', true],
    ['pilot program', {}, 'pilotprogram', false],
    ['pilot program', { featPilotProgram: true }, 'pilotprogram', true],
  ] as const)('%s with flags %o → shown %s', (_name, flags, path, shown) => {
    expect(visiblePaths(ctx({ flags })).includes(path)).toBe(shown);
    expect(isRouteAllowed(path, ctx({ flags }))).toBe(shown);
  });
});

describe('a present feature id hides its entry', () => {
  // Each feature id, the path it hides and what else the entry needs to show at all.
  const CASES: Record<TFeatureIdName, [path: string, over?: Partial<TAccessContext>]> = {
    myStore: ['mystore'],
    activitySummary: ['mystore/activitysummary'],
    salesDashboard: ['mystore/salesdashboard'],
    customerDashboard: ['mystore/customerdashboard'],
    employees: ['employees/employees'],
    userRoles: ['employees/userroles'],
    timeClock: ['employees/timeClock', { productType: 4 }],
    employeeManagement: ['employees/42', { flags: { managerMode: true, asmEmployee: true } }],
    posMessages: ['employees/posMessages', { flags: { featPosMessages: true } }],
    inventory: ['menu'],
    categories: ['menu/categoriesoritems'],
    modifiers: ['menu/modifiers'],
    itemAvailability: ['menu/itemAvailability'],
    promotions: ['menu/promotions'],
    discounts: ['menu/discounts'],
    priceLists: ['menu/pricelists'],
    departments: ['menu/departments'],
    tags: ['menu/tags'],
    events: ['menu/events'],
    donations: ['menu/donations'],
    inventoryManage: ['menu/manage'],
    inventoryConfiguration: ['menu/configuration'],
    inventoryPricing: ['menu/pricing'],
    results: ['results'],
    operationsReports: ['results/operations'],
    salesReports: ['results/sales'],
    customerReports: ['results/customer'],
    listReports: ['results/list'],
    posTransactions: ['results/posTrans'],
    financialShifts: ['results/financial'],
    laborShifts: ['results/labor'],
    accounting: ['results/accounting'],
    creditSettlement: ['results/credit'],
    cashManager: ['results/cashmanager', { flags: { featCashManager: true } }],
    commerceCreditSettlement: ['results/commercecredit'],
    giftSettlement: ['results/giftsettlement'],
    donationsReport: ['results/sales/donations'],
    emailMarketing: ['customers/email'],
    loyalty: ['customers/loyalty'],
    survey: ['customers/survey'],
    customers: ['customers/customers'],
    social: ['customers/social'],
    houseAccounts: ['customers/houseaccounts'],
    ecommerce: ['ecommerce'],
    onlineOrdering: ['onlineordering', { flags: { onlineOrdering: true } }],
    companyInformation: ['settings/companyinformation'],
    storeSettings: ['settings/store'],
    storeOptions: ['settings/store/storeoptions'],
    taxes: ['settings/taxes'],
    imageManager: ['settings/imagemanager', { flags: { imageManager: true } }],
    revenueCenters: ['settings/revenuecenters', { flags: { revenueCenter: true } }],
    payments: ['settings/payments'],
    customTenders: ['settings/customtenders'],
    payInOutCodes: ['settings/paycodes'],
    charges: ['settings/charges'],
    kitchenRouting: ['settings/kitchen'],
    venueSeats: ['settings/venueseats', { flags: { isVenueEnabled: true } }],
    reasonCodes: ['settings/store/voidreasoncode'],
    admin: ['settings/admin'],
    supportAdmin: ['settings/supportadmin'],
  };

  it('covers every feature id', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(FEATURE_ID).sort());
  });

  it.each(Object.entries(CASES) as [TFeatureIdName, [string, Partial<TAccessContext>?]][])(
    '%s',
    (name, [path, over = {}]) => {
      const shown = ctx(over);
      const hidden = ctx({ ...over, featureIds: [3, FEATURE_ID[name], 239] });
      expect(isRouteAllowed(path, shown)).toBe(true);
      expect(isRouteAllowed(path, hidden)).toBe(false);
      expect(isRouteAllowed(`${path}/0`, hidden)).toBe(false);
      if (name !== 'employeeManagement') {
        expect(visiblePaths(shown)).toContain(path);
        expect(visiblePaths(hidden)).not.toContain(path);
      }
    },
  );

  it('ignores ids that gate nothing', () => {
    expect(visiblePaths(ctx({ featureIds: [4, 130, 201, 230] }))).toEqual(visiblePaths(ctx()));
  });
});

describe('product type and mode', () => {
  it.each([
    ['results/operations/shifts', [1, 2, 3, 4, 6], [true, false, true, true, true]],
    ['results/operations/timeClock', [1, 2, 3, 4, 6], [true, false, true, false, true]],
    ['results/operations/priceOverrides', [1, 2, 3, 4, 6], [true, false, true, false, true]],
    ['results/labor', [1, 2, 3, 4, 6], [false, true, false, false, false]],
    ['results/sales/SalesCommissions', [1, 2, 3, 4, 6], [false, false, false, false, true]],
    ['results/sales/donations', [1, 2, 3, 4, 6], [false, true, false, false, false]],
    ['employees/timeClock', [1, 2, 3, 4, 6], [true, false, true, true, true]],
    ['employees/posMessages', [1, 2, 3, 4, 6], [false, true, false, false, false]],
    ['customers/survey', [1, 2, 3, 4, 6], [false, true, false, false, false]],
    ['customers/houseaccounts', [1, 2, 3, 4, 6], [false, true, false, false, false]],
    ['account/mymessages', [1, 2, 3, 4, 6], [true, false, true, true, true]],
    ['account/myhelpurls', [1, 2, 3, 4, 6], [true, false, true, true, true]],
    ['settings/supportadmin/inStoreServerPage', [1, 2, 3, 4, 6], [false, true, false, false, false]],
  ] as const)('%s by product type', (path, types, expected) => {
    const flags = { featPosMessages: true };
    expect(types.map((productType) => isRouteAllowed(path, ctx({ productType, flags })))).toEqual(expected);
    expect(types.map((productType) => visiblePaths(ctx({ productType, flags })).includes(path))).toEqual(expected);
  });

  it.each([
    [1, false],
    [2, true],
    [3, false],
    [4, false],
    [6, false],
  ])('social needs the full product: mode %i → %s (mode 3 acts as 1)', (productMode, shown) => {
    expect(isRouteAllowed('customers/social', ctx({ productMode }))).toBe(shown);
  });
});

describe('labels', () => {
  it.each([
    [1, 'portal.nav.inventory'],
    [2, 'portal.nav.inventory'],
    [4, 'portal.nav.inventory'],
    [6, 'portal.nav.menu'],
  ])('product type %i names the inventory entry %s', (productType, key) => {
    expect(visibleMenu(PORTAL_MENU, ctx({ productType })).find((e) => e.id === 'menu')?.labelKey).toBe(key);
  });

  it.each([
    [{}, 'portal.nav.ecommerce'],
    [{ onlineOrderLabel: false }, 'portal.nav.ecommerce'],
    [{ onlineOrderLabel: true }, 'portal.nav.onlineOrder'],
  ])('flags %o name e-commerce %s', (flags, key) => {
    expect(visibleMenu(PORTAL_MENU, ctx({ flags })).find((e) => e.id === 'ecommerce')?.labelKey).toBe(key);
  });
});

describe('My Store', () => {
  it.each([
    ['single-site user', {}, ['activitysummary', 'salesdashboard', 'customerdashboard']],
    ['multi-site user', { isCompanyUser: true }, ['customerdashboard', 'activitysummary', 'salesdashboard']],
    ['store tier 4', { storeTier: 4 }, ['activitysummary', 'salesdashboard']],
    ['multi-site, tier 4', { isCompanyUser: true, storeTier: 4 }, ['activitysummary', 'salesdashboard']],
    ['store tier 3', { storeTier: 3 }, ['activitysummary', 'salesdashboard', 'customerdashboard']],
    ['activity id present', { featureIds: [FEATURE_ID.activitySummary] }, ['salesdashboard', 'customerdashboard']],
    [
      'all three ids present',
      { featureIds: [FEATURE_ID.activitySummary, FEATURE_ID.salesDashboard, FEATURE_ID.customerDashboard] },
      [],
    ],
  ] as const)('%s', (_name, over, expected) => {
    expect(childIds(ctx(over), 'mystore')).toEqual(expected);
  });

  it('keeps My Store itself (a page) when its sub-menu is empty', () => {
    const c = ctx({ storeTier: 4, featureIds: [FEATURE_ID.activitySummary, FEATURE_ID.salesDashboard] });
    expect(visiblePaths(c)).toContain('mystore');
    expect(isRouteAllowed('mystore', c)).toBe(true);
    expect(isRouteAllowed('mystore/customerdashboard', c)).toBe(false);
  });
});

describe('Employees (spec 1 §2 Employees routes)', () => {
  const all = [FEATURE_ID.employees, FEATURE_ID.userRoles, FEATURE_ID.timeClock, FEATURE_ID.posMessages];
  it.each([
    ['product 2, no flags', { productType: 2 }, ['employees', 'userroles', 'securityControls']],
    [
      'product 2, breaks and POS messages flags',
      { productType: 2, flags: { featBreaks: true, featPosMessages: true } },
      ['employees', 'userroles', 'breaks', 'securityControls', 'posMessages'],
    ],
    [
      'product 2, manager mode: no breaks, schedule enforcement with its flag',
      { productType: 2, flags: { featBreaks: true, managerMode: true, featScheduleEnforcement: true } },
      ['employees', 'userroles', 'securityControls', 'scheduleEnforcement'],
    ],
    [
      'schedule flag without manager mode',
      { productType: 2, flags: { featScheduleEnforcement: true } },
      ['employees', 'userroles', 'securityControls'],
    ],
    ['product 4: time clock', { productType: 4 }, ['employees', 'userroles', 'timeClock', 'securityControls']],
    [
      'product 4: time clock disabled by flag',
      { productType: 4, flags: { timeClockDisabled: true } },
      ['employees', 'userroles', 'securityControls'],
    ],
    [
      'product 4: breaks and POS messages need product 2',
      { productType: 4, flags: { featBreaks: true, featPosMessages: true } },
      ['employees', 'userroles', 'timeClock', 'securityControls'],
    ],
    [
      'product 6 without the time-clock feature',
      { productType: 6, featureIds: [FEATURE_ID.timeClock] },
      ['employees', 'userroles', 'securityControls'],
    ],
    ['security controls disabled', { flags: { securityControlsDisabled: true } }, ['employees', 'userroles']],
    [
      'product 2, POS messages flag without the feature',
      { flags: { featPosMessages: true }, featureIds: [FEATURE_ID.posMessages] },
      ['employees', 'userroles', 'securityControls'],
    ],
    ['every employee feature missing', { featureIds: all }, ['securityControls']],
  ] as const)('%s', (_name, over, expected) => {
    expect(childIds(ctx(over), 'employees')).toEqual(expected);
  });

  it('drops the Employees section when nothing under it shows', () => {
    const c = ctx({ featureIds: all, flags: { securityControlsDisabled: true } });
    expect(visibleMenu(PORTAL_MENU, c).map((entry) => entry.id)).not.toContain('employees');
    expect(isRouteAllowed('employees', c)).toBe(false);
    expect(isRouteAllowed('employees/anything/else', c)).toBe(false);
  });

  it.each([
    ['manager mode and ASM employee flag', { managerMode: true, asmEmployee: true }, [], true],
    ['no manager mode', { asmEmployee: true }, [], false],
    ['no ASM employee flag', { managerMode: true }, [], false],
    [
      'employee-management feature missing',
      { managerMode: true, asmEmployee: true },
      [FEATURE_ID.employeeManagement],
      false,
    ],
  ] as const)('employee detail: %s → %s', (_name, flags, featureIds, allowed) => {
    expect(isRouteAllowed('employees/42', ctx({ flags, featureIds }))).toBe(allowed);
    // The literal routes are not mistaken for an employee id.
    expect(isRouteAllowed('employees/employees', ctx({ flags, featureIds }))).toBe(true);
  });
});

describe('reseller rules', () => {
  it.each([
    ['customers/survey', [true, false, true, true]],
    ['account/myintegrations', [true, false, true, true]],
    ['account/mybills', [true, false, true, true]],
    ['account/purchasetermsandconditions', [true, false, true, true]],
    ['pilotprogram', [true, false, true, true]],
    ['menu/itemAvailability', [true, false, false, true]],
    ['account/overview', [true, true, true, true]],
    ['account/mystores', [true, true, true, true]],
    ['account/mydevices', [true, true, true, true]],
  ] as const)('%s for provider, bank, processor, payment company', (path, expected) => {
    const shown = [1, 10017, 10000, 10004].map((resellerId) =>
      visiblePaths(ctx({ resellerId, flags: { featPilotProgram: true } })).includes(path),
    );
    expect(shown).toEqual(expected);
  });
});

describe('Settings: Admin and Support Admin', () => {
  const flags = { featPilotProgram: true, featPosExtensionApps: true, auditLog: true };
  const ALL_ADMIN = [
    'merchantsettings',
    'systemSettings',
    'adminUserSetup',
    'partnerAdminUserRoles',
    'merchantTasks',
    'momentumInsight',
    'merchantAggregation',
    'merchantDiagnostics',
    'merchantCreation',
    'merchantAndroidRelease',
    'merchantPilotRelease',
    'adminVersionControl',
    'merchantResetInventory',
    'merchantResetInventorySetup',
    'merchantClearTransactions',
    'merchantResetPaymentConfiguration',
    'merchantResetCommercePaymentConfiguration',
    'merchantCommerceInventorySyncConfiguration',
    'merchantDeleteCustomers',
    'merchantIntegration',
    'apiGovernorManager',
    'zuoraTestHarness',
    'merchantItemImport',
    'bslServiceAccount',
    'bslSupport',
    'POSConfigurations',
    'reportauditlog',
    'POSExtensionApps',
    'dataMigration',
    'productModePage',
  ];
  const ALL_BUT = (...left: string[]) => ALL_ADMIN.filter((id) => !left.includes(id));

  it.each([
    ['Silver Admin', 1, ALL_ADMIN],
    ['Silver Support Admin', 1, ALL_BUT('systemSettings', 'bslServiceAccount')],
    [
      'Silver Support',
      1,
      [
        'merchantsettings',
        'merchantTasks',
        'momentumInsight',
        'merchantAggregation',
        'merchantDiagnostics',
        'merchantAndroidRelease',
        'merchantDeleteCustomers',
        'merchantItemImport',
        'reportauditlog',
        'POSExtensionApps',
      ],
    ],
    [
      'Silver Merchant Admin',
      1,
      [
        'merchantAndroidRelease',
        'merchantResetInventory',
        'merchantResetInventorySetup',
        'merchantItemImport',
        'reportauditlog',
      ],
    ],
    [
      'Silver Partner Manager',
      1,
      [
        'merchantsettings',
        'adminUserSetup',
        'partnerAdminUserRoles',
        'merchantTasks',
        'merchantDiagnostics',
        'merchantAndroidRelease',
        'merchantResetInventory',
        'merchantResetInventorySetup',
        'merchantItemImport',
        'reportauditlog',
      ],
    ],
    [
      'Silver Partner Support',
      1,
      [
        'merchantsettings',
        'merchantTasks',
        'merchantDiagnostics',
        'merchantAndroidRelease',
        'merchantResetInventory',
        'merchantResetInventorySetup',
        'merchantItemImport',
        'reportauditlog',
      ],
    ],
    [
      'Silver Partner Support',
      10017,
      [
        'merchantsettings',
        'merchantTasks',
        'merchantDiagnostics',
        'merchantAndroidRelease',
        'merchantResetInventorySetup',
        'merchantItemImport',
        'reportauditlog',
      ],
    ],
    ['Owner', 1, undefined],
  ] as const)('%s at reseller %i sees admin pages %o', (roleName, resellerId, expected) => {
    expect(childIds(ctx({ roleName, resellerId, flags }), 'settings/admin')).toEqual(expected);
  });

  it.each(['Silver Admin', 'Silver Support Admin', 'Silver Support', 'Silver Partner', 'Owner'])(
    'the Pilot Release page follows canSeePilotRelease for %s',
    (roleName) => {
      for (const f of [flags, {}]) {
        const c = ctx({ roleName, flags: f });
        expect(isRouteAllowed('settings/admin/merchantPilotRelease', c)).toBe(
          canSeePilotRelease(c) && isRouteAllowed('settings/admin', c),
        );
      }
    },
  );

  it.each([
    ['feature flag off', { featPilotProgram: true }, 'POSExtensionApps', false],
    ['audit-log flag off', { featPilotProgram: true }, 'reportauditlog', false],
    ['pilot flag off', { auditLog: true }, 'merchantPilotRelease', false],
  ])('Silver Admin, %s: %s hidden', (_name, f, id, shown) => {
    expect(childIds(ctx({ flags: f }), 'settings/admin')?.includes(id)).toBe(shown);
  });

  it('hides Admin when the admin feature id is present, even for Silver Admin', () => {
    expect(isRouteAllowed('settings/admin/systemSettings', ctx({ featureIds: [FEATURE_ID.admin] }))).toBe(false);
  });

  it.each([
    ['Silver Admin', 2, ['productModePage', 'inStoreServerPage']],
    ['Silver Support Admin', 2, ['productModePage', 'inStoreServerPage']],
    ['Silver Admin', 4, ['productModePage']],
    ['Silver Support', 2, ['productModePage']],
    ['Silver Partner', 2, undefined],
    ['Silver Merchant Admin', 2, undefined],
    ['Owner', 2, undefined],
  ] as const)('Support Admin for %s on product %i: %o', (roleName, productType, expected) => {
    expect(childIds(ctx({ roleName, productType }), 'settings/supportadmin')).toEqual(expected);
  });

  it('shows an owner the merchant settings without Admin or Support Admin', () => {
    expect(childIds(owner, 'settings')).toEqual([
      'companyinformation',
      'store',
      'taxes',
      'payments',
      'customtenders',
      'paycodes',
      'charges',
      'kitchen',
      'reasoncodes',
      'changelog',
    ]);
  });
});

describe('My Account', () => {
  it.each([
    [2, 1, ['overview', 'mystores', 'mydevices', 'myintegrations', 'mybills', 'purchasetermsandconditions']],
    [
      4,
      1,
      [
        'overview',
        'mystores',
        'mydevices',
        'myintegrations',
        'mybills',
        'purchasetermsandconditions',
        'mymessages',
        'myhelpurls',
      ],
    ],
    [2, 10017, ['overview', 'mystores', 'mydevices']],
    [6, 10017, ['overview', 'mystores', 'mydevices', 'mymessages', 'myhelpurls']],
  ] as const)('product %i, reseller %i', (productType, resellerId, expected) => {
    expect(childIds(ctx({ productType, resellerId }), 'account')).toEqual(expected);
  });

  it('refuses My Account to a user without a role', () => {
    expect(isRouteAllowed('account/overview', ctx({ roleName: '' }))).toBe(false);
  });
});

describe('inventory and results flags', () => {
  it.each([
    ['hideItemCategory', 'menu/categoriesoritems/items/12'],
    ['hideDepartments', 'menu/departments'],
    ['hideEvents', 'menu/events'],
    ['hideModifiers', 'menu/modifiers'],
    ['hidePriceLists', 'menu/pricelists'],
    ['hideDepartmentReport', 'results/sales/department'],
  ])('%s hides %s', (flag, path) => {
    expect(isRouteAllowed(path, ctx())).toBe(true);
    expect(isRouteAllowed(path, ctx({ flags: { [flag]: true } }))).toBe(false);
    // The base stays: pages redirect there when their flag is set.
    expect(isRouteAllowed(path.split('/')[0]!, ctx({ flags: { [flag]: true } }))).toBe(true);
  });

  // Spec 2 §2: the flagged inventory pages go to the inventory base (its index page), not home.
  it.each([
    ['hideItemCategory', 'menu/categoriesoritems', 'menu'],
    ['hideItemCategory', 'menu/categoriesoritems/items/12', 'menu'],
    ['hideDepartments', 'menu/departments', 'menu'],
    ['hideEvents', 'menu/events', 'menu'],
    ['hideModifiers', 'menu/modifiers', 'menu'],
    ['hidePriceLists', 'menu/pricelists', 'menu'],
    // Another page's flag, and the new configuration pages: no redirect.
    ['hideDepartments', 'menu/events', null],
    ['hideDepartments', 'menu/configuration/departments', null],
    ['hideModifiers', 'menu/configuration/modifiers', null],
    // A report hidden by its flag is refused as usual (the guard sends it home).
    ['hideDepartmentReport', 'results/sales/department', null],
  ])('with %s, %s redirects to %s', (flag, path, base) => {
    expect(baseRedirectFor(path, ctx())).toBeNull();
    expect(baseRedirectFor(path, ctx({ flags: { [flag]: true } }))).toBe(base);
  });

  it('does not redirect to a base the user may not open', () => {
    const c = ctx({ flags: { hideDepartments: true }, featureIds: [FEATURE_ID.inventory] });
    expect(baseRedirectFor('menu/departments', c)).toBeNull();
  });

  it.each([
    ['menu/loyaltytierpricing', 'loyaltyTierPricing'],
    ['results/cashmanager', 'featCashManager'],
    ['onlineordering/capacitymanagement', 'capacityManagement'],
    ['onlineordering/operatinghours', 'operatingHours'],
    ['onlineordering/sitebranding', 'brandingCustomization'],
    ['settings/store/instoreapi', 'isInStoreApiEnabled'],
  ])('%s needs %s', (path, flag) => {
    const flags = { onlineOrdering: true };
    expect(isRouteAllowed(path, ctx({ flags }))).toBe(false);
    expect(isRouteAllowed(path, ctx({ flags: { ...flags, [flag]: true } }))).toBe(true);
  });

  it('keeps Results (a page) when every report group is hidden', () => {
    const c = ctx({
      productType: 4,
      featureIds: [31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42],
    });
    expect(childIds(c, 'results')).toEqual([]);
    expect(isRouteAllowed('results', c)).toBe(true);
    expect(isRouteAllowed('results/operations/summary', c)).toBe(false);
    // Scheduled reports serve the reports: with none of them there is nothing to schedule.
    expect(isRouteAllowed('results/schedules', c)).toBe(false);
  });

  it('offers Scheduled reports to a role with any one report group', () => {
    const onlyLists = ctx({ productType: 4, featureIds: [31, 32, 33, 35, 36, 37, 38, 39, 40, 41, 42] });
    expect(childIds(onlyLists, 'results')).toEqual(['list', 'schedules']);
    expect(isRouteAllowed('results/schedules', onlyLists)).toBe(true);
  });
});

describe('isRouteAllowed', () => {
  it.each([
    ['', true],
    ['/', true],
    ['/Portal/NewIndex', true],
    ['/Portal/NewIndex/mystore', true],
    ['/portal/newindex/mystore/', true],
    ['mystore?hint=customers', true],
    ['employees/timeclock', false],
    ['EMPLOYEES/EMPLOYEES#top', true],
    ['menu/discounts/0', true],
    ['menu/categoriesoritems/items/0', true],
    ['settings/privacy', true],
    ['settings/store/voidreasoncode', true],
    ['settings/paymentmethods', true],
    ['results/operations/summary', true],
    ['results/operations/unknownreport', true],
    ['nowhere', false],
    ['/Portal/NewIndex/nowhere/deeper', false],
    ['Portal/NewIndexed', false],
    ['supportTools', true],
    ['pilotprogram', false],
    ['onlineordering/store', false],
    ['employees/breaks', false],
  ])('Silver Admin on product 2: %s → %s', (path, expected) => {
    expect(isRouteAllowed(path, ctx())).toBe(expected);
  });

  it.each([
    ['Owner', false, undefined, false],
    ['Owner', true, 3, true],
    ['Silver Partner', false, undefined, true],
    ['Silver Merchant Admin', false, undefined, false],
  ] as const)('supportTools for %s (account manager %s, experience %s) → %s', (roleName, am, exp, expected) => {
    expect(isRouteAllowed('supportTools', ctx({ roleName, isAccountManager: am, experienceType: exp }))).toBe(expected);
  });

  it.each([
    ['Silver Admin', false, undefined, true],
    ['Silver Support Admin', false, undefined, true],
    ['Silver Support', false, undefined, true],
    ['Silver Partner', false, undefined, false],
    ['Silver Partner Manager', false, undefined, false],
    ['Silver Merchant Admin', false, undefined, false],
    // Support Tools itself opens for this owner; its feature-flag tool does not.
    ['Owner', true, 3, false],
  ] as const)(
    'supportTools/featureflags for %s (account manager %s, experience %s) → %s',
    (roleName, am, exp, want) => {
      const c = ctx({ roleName, isAccountManager: am, experienceType: exp });
      expect(isRouteAllowed('supportTools/featureflags', c)).toBe(want);
      expect(isRouteAllowed('/Portal/NewIndex/supportTools/FeatureFlags', c)).toBe(want);
    },
  );

  it('keeps the support tools out of the side navigation', () => {
    expect(visiblePaths(ctx())).not.toContain('supportTools/featureflags');
  });

  it('matches routes case-insensitively (the spec spells timeClock both ways)', () => {
    for (const path of ['employees/timeClock', 'employees/timeclock', 'Employees/TimeClock']) {
      expect(isRouteAllowed(path, ctx({ productType: 4 }))).toBe(true);
    }
  });

  it('refuses an admin page to an owner even by a direct path', () => {
    expect(isRouteAllowed('settings/admin/merchantItemImport', owner)).toBe(false);
    expect(isRouteAllowed('settings/admin', owner)).toBe(false);
  });
});

describe('menuChainFor and entryLabelKey', () => {
  const ids = (path: string) => menuChainFor(path).map((entry) => entry.id);

  it.each([
    ['/Portal/NewIndex/customers/loyalty', ['customers', 'loyalty']],
    ['results/operations/summary', ['results', 'operations', 'summary']],
    ['/Portal/NewIndex/menu/categories', ['menu']],
    ['employees/42', ['employees', 'employee']],
    ['employees/employees', ['employees', 'employees']],
    ['settings/privacy', ['settingsPrivacy']],
    ['settings/store/voidreasoncode', ['settings', 'reasoncodes']],
    ['supportTools/featureflags', ['supportTools', 'featureflags']],
    ['/Portal/NewIndex', []],
    ['nowhere/at/all', []],
  ])('%s resolves to %j', (path, expected) => {
    expect(ids(path)).toEqual(expected);
  });

  it('resolves alternative labels for the user', () => {
    const [inventory] = menuChainFor('menu');
    expect(entryLabelKey(inventory!, ctx({ productType: 6 }))).toBe('portal.nav.menu');
    expect(entryLabelKey(inventory!, ctx({ productType: 2 }))).toBe('portal.nav.inventory');
  });
});

describe('user-menu routes follow the user menu', () => {
  const roles = ['Silver Admin', 'Silver Support', 'Silver Partner', 'Silver Partner Support', 'Owner', ''];
  const cases = roles.flatMap((roleName) =>
    [1, 10017, 10000].map((resellerId) => ctx({ roleName, resellerId, isAdminUser: roleName === 'Silver Admin' })),
  );

  it.each(cases.map((c) => [c.roleName || '(none)', c.resellerId, c] as const))(
    '%s on reseller %i: a route is allowed exactly when its entry shows',
    (_role, _reseller, c) => {
      const shown = new Set(userMenuItems(c).map((item) => item.id));
      const all = userMenuItems({ ...ctx({ roleName: 'Silver Admin' }), isSsoUser: false });
      for (const item of all.filter((entry) => entry.path))
        expect([item.id, isRouteAllowed(item.path!, c)]).toEqual([item.id, shown.has(item.id)]);
    },
  );
});

describe('gate kinds', () => {
  const one = (gate: TMenuEntry['gate']): TMenuEntry[] => [{ id: 'x', path: 'x', labelKey: 'portal.nav.x', gate }];
  const open = (gate: TMenuEntry['gate'], over: Partial<TAccessContext>) => {
    const c = ctx(over);
    const viaRoute = isRouteAllowed('x', c, one(gate));
    expect(visibleMenu(one(gate), c).length === 1).toBe(viaRoute);
    expect(isGateOpen(gate, c)).toBe(viaRoute);
    return viaRoute;
  };

  it.each([
    ['no gate', undefined, {}, true],
    ['feature id absent', { hiddenByFeatureIds: [7, 8] }, { featureIds: [9] }, true],
    ['one of the feature ids present', { hiddenByFeatureIds: [7, 8] }, { featureIds: [8] }, false],
    ['any of: the role has one of them', { anyOfFeatureIds: [7, 8] }, { featureIds: [7] }, true],
    ['any of: the role has none of them', { anyOfFeatureIds: [7, 8] }, { featureIds: [7, 8, 9] }, false],
    ['product type allowed', { productTypes: [4, 6] }, { productType: 6 }, true],
    ['product type not allowed', { productTypes: [4, 6] }, { productType: 2 }, false],
    ['product type 3 acts as 1 (allowed)', { productTypes: [1] }, { productType: 3 }, true],
    ['product type 3 acts as 1 (denied)', { notProductTypes: [1] }, { productType: 3 }, false],
    ['product type denied', { notProductTypes: [2] }, { productType: 2 }, false],
    ['product mode 3 acts as 1 (allowed)', { productModes: [1] }, { productMode: 3 }, true],
    ['product mode 3 acts as 1 (denied)', { notProductModes: [1] }, { productMode: 3 }, false],
    ['product mode 3 is not 2', { productModes: [2] }, { productMode: 3 }, false],
    ['table service required, on', { tableService: true }, { isTableService: true }, true],
    ['table service required, off', { tableService: true }, { isTableService: false }, false],
    ['quick service required, on', { tableService: false }, { isTableService: true }, false],
    ['reseller denied', { notResellers: [10017, 10000] }, { resellerId: 10000 }, false],
    ['other reseller', { notResellers: [10017, 10000] }, { resellerId: 10004 }, true],
    ['user kind admin', { userKinds: ['admin'] }, {}, true],
    ['user kind partner missing', { userKinds: ['partner'] }, {}, false],
    ['user kind partner', { userKinds: ['partner'] }, { isAdminUser: false, isSilverPartner: true }, true],
    ['user kind merchant admin', { userKinds: ['merchantAdmin'] }, { isMerchantAdminUser: true }, true],
    ['user kind store (not admin-type)', { userKinds: ['store'] }, { isAdminUser: false }, true],
    ['user kind store, admin', { userKinds: ['store'] }, {}, false],
    ['user kind company', { userKinds: ['company'] }, { isAdminUser: false, isCompanyUser: true }, true],
    ['role listed', { roles: ['Owner', 'Manager'] }, { roleName: 'Manager' }, true],
    ['role not listed', { roles: ['Owner'] }, { roleName: 'Manager' }, false],
    ['role rank listed', { roleRanks: ['1'] }, { userRoleRank: '1' }, true],
    ['role rank not listed', { roleRanks: ['1'] }, { userRoleRank: '2' }, false],
    ['permission granted', { permission: 'systemSettings' }, {}, true],
    ['permission refused', { permission: 'systemSettings' }, { roleName: 'Silver Support' }, false],
    ['flags on', { flagsOn: ['a', 'b'] }, { flags: { a: true, b: true } }, true],
    ['a flag missing', { flagsOn: ['a', 'b'] }, { flags: { a: true } }, false],
    ['a flag false', { flagsOn: ['a'] }, { flags: { a: false } }, false],
    ['flags off', { flagsOff: ['a'] }, { flags: { a: false } }, true],
    ['a hiding flag on', { flagsOff: ['a', 'b'] }, { flags: { b: true } }, false],
    ['store tier denied', { notStoreTiers: [4] }, { storeTier: 4 }, false],
    ['other store tier', { notStoreTiers: [4] }, { storeTier: 2 }, true],
    ['unknown store tier', { notStoreTiers: [4] }, {}, true],
  ] as const)('%s → %s', (_name, gate, over, expected) => {
    expect(open(gate as TMenuEntry['gate'], over)).toBe(expected);
  });

  it('drops a parent that is not a page when all its children are hidden, keeps a page', () => {
    const hiddenChild = { id: 'c', path: 'p/c', labelKey: 'k', gate: { flagsOn: ['nope'] } };
    const menu: TMenuEntry[] = [
      { id: 'p', path: 'p', labelKey: 'k', children: [hiddenChild] },
      { id: 'q', path: 'q', labelKey: 'k', isPage: true, children: [{ ...hiddenChild, path: 'q/c' }] },
    ];
    expect(visibleMenu(menu, ctx()).map((entry) => entry.id)).toEqual(['q']);
    expect(isRouteAllowed('p', ctx(), menu)).toBe(false);
    expect(isRouteAllowed('p/other', ctx(), menu)).toBe(false);
    expect(isRouteAllowed('q', ctx(), menu)).toBe(true);
    expect(isRouteAllowed('q/other', ctx(), menu)).toBe(true);
    expect(isRouteAllowed('q/c', ctx(), menu)).toBe(false);
  });

  it('refuses a child whose ancestor gate is closed', () => {
    const menu: TMenuEntry[] = [
      {
        id: 'p',
        path: 'p',
        labelKey: 'k',
        gate: { flagsOn: ['nope'] },
        children: [{ id: 'c', path: 'p/c', labelKey: 'k' }],
      },
    ];
    expect(isRouteAllowed('p/c', ctx(), menu)).toBe(false);
    expect(isRouteAllowed('p/c', ctx({ flags: { nope: true } }), menu)).toBe(true);
  });
});

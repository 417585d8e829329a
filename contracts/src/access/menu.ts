import { effectiveProduct, type TAccessContext } from './access-context.ts';
import { FEATURE_ID as F } from './feature-ids.ts';
import { ACCESS_FLAG as FLAG, isFlagOn } from './flags.ts';
import { hasPermission, type TAdminFeature } from './permissions.ts';
import { RESELLER } from './resellers.ts';
import { ADMIN_LEVEL, INTERNAL, SILVER_ROLES } from './roles.ts';

/** User kinds a gate may ask for; 'store' is anyone who is none of admin, merchant admin and partner (spec 1 §6). */
export type TUserKindName = 'admin' | 'merchantAdmin' | 'partner' | 'company' | 'store';

/**
 * Declarative condition on a menu entry or route. Every stated condition must hold; an absent one does not apply.
 * Product lists compare the effective product (3 counts as 1).
 */
export type TMenuGate = {
  /** Any of these present in the portal's featureIds hides the entry. */
  hiddenByFeatureIds?: readonly number[];
  /** Shown only when the role has at least one of these features (a page serving several others, e.g. schedules). */
  anyOfFeatureIds?: readonly number[];
  productTypes?: readonly number[];
  notProductTypes?: readonly number[];
  productModes?: readonly number[];
  notProductModes?: readonly number[];
  /** Required table-service mode (true: table service only; false: quick service only). */
  tableService?: boolean;
  notResellers?: readonly number[];
  /** The user must be of at least one of these kinds. */
  userKinds?: readonly TUserKindName[];
  /** The role name must be one of these. */
  roles?: readonly string[];
  roleRanks?: readonly string[];
  /** A row of the feature-permission table that must be granted. */
  permission?: TAdminFeature;
  /** Flags that must all be on. */
  flagsOn?: readonly string[];
  /** Flags that must all be off (or unknown). */
  flagsOff?: readonly string[];
  notStoreTiers?: readonly number[];
};

/** One entry of the side navigation (or a route-only page), as data. */
export type TMenuEntry = {
  /** Unique among its siblings. */
  id: string;
  /** Path under /Portal/NewIndex without the leading slash; `:name` segments match any value. No path: an action. */
  path?: string;
  /**
   * i18n key: `portal.nav.<id>` at the top, `portal.menu.<parent path with '_' for '/'>.<id>` below (so
   * `portal.menu.results.operations`, then `portal.menu.results_operations.summary`).
   */
  labelKey: string;
  gate?: TMenuGate;
  /** Alternative labels; the first whose condition holds replaces labelKey. */
  labelWhen?: readonly { labelKey: string; when: TMenuGate }[];
  /** When this holds the entry moves first among its siblings. */
  firstWhen?: TMenuGate;
  /** A page of its own: it stays visible even when all its children are hidden. */
  isPage?: boolean;
  /** Reached by route (or another menu) but not listed in the side navigation. */
  routeOnly?: boolean;
  /**
   * Flags that send this page, and the pages below it, to its section's base (the top-level entry's index page)
   * instead of home: spec 2 §2's flagged inventory pages "redirect to the base when their flag is set". The same
   * flags hide the entry (its gate's flagsOff); baseRedirectFor answers the redirect.
   */
  baseRedirectFlags?: readonly string[];
  /** Side-navigation block of a top-level entry; 'main' when absent. */
  placement?: 'main' | 'bottom';
  children?: readonly TMenuEntry[];
};

/** A menu entry after filtering: label resolved, hidden and route-only children dropped. */
export type TVisibleMenuEntry = {
  id: string;
  path?: string;
  labelKey: string;
  placement: 'main' | 'bottom';
  children: TVisibleMenuEntry[];
};

const userKinds = (ctx: TAccessContext): TUserKindName[] => {
  const kinds: TUserKindName[] = [];
  if (ctx.isAdminUser) kinds.push('admin');
  if (ctx.isMerchantAdminUser) kinds.push('merchantAdmin');
  if (ctx.isSilverPartner) kinds.push('partner');
  if (ctx.isCompanyUser) kinds.push('company');
  if (!ctx.isAdminUser && !ctx.isMerchantAdminUser && !ctx.isSilverPartner) kinds.push('store');
  return kinds;
};

/** Whether every condition of a gate holds for the user (an absent gate is open). */
export function isGateOpen(gate: TMenuGate | undefined, ctx: TAccessContext): boolean {
  if (!gate) return true;
  const type = effectiveProduct(ctx.productType);
  const mode = effectiveProduct(ctx.productMode);
  const checks: (() => boolean)[] = [
    () => !gate.hiddenByFeatureIds?.some((id) => ctx.featureIds.includes(id)),
    () => !gate.anyOfFeatureIds || gate.anyOfFeatureIds.some((id) => !ctx.featureIds.includes(id)),
    () => !gate.productTypes || gate.productTypes.includes(type),
    () => !gate.notProductTypes?.includes(type),
    () => !gate.productModes || gate.productModes.includes(mode),
    () => !gate.notProductModes?.includes(mode),
    () => gate.tableService === undefined || gate.tableService === ctx.isTableService,
    () => !gate.notResellers?.includes(ctx.resellerId),
    () => !gate.userKinds || userKinds(ctx).some((kind) => gate.userKinds?.includes(kind)),
    () => !gate.roles || gate.roles.includes(ctx.roleName),
    () => !gate.roleRanks || gate.roleRanks.includes(ctx.userRoleRank),
    () => !gate.permission || hasPermission(gate.permission, ctx),
    () => (gate.flagsOn ?? []).every((name) => isFlagOn(ctx.flags, name)),
    () => !(gate.flagsOff ?? []).some((name) => isFlagOn(ctx.flags, name)),
    () => ctx.storeTier === undefined || !gate.notStoreTiers?.includes(ctx.storeTier),
  ];
  return checks.every((check) => check());
}

const hidden = (...ids: number[]): TMenuGate => ({ hiddenByFeatureIds: ids });

type TChildSpec = [id: string, gate?: TMenuGate, more?: Partial<TMenuEntry>];

/**
 * Label key of an entry below the top level: `portal.menu.<parent path, '/' as '_'>.<id>`. Nested JSON cannot hold a
 * key that is both a text and a parent, so a child never extends its parent's key (see TMenuEntry.labelKey).
 */
export const childLabelKey = (parentPath: string, id: string): string =>
  `portal.menu.${parentPath.replaceAll('/', '_')}.${id}`;

/** Children whose id is their last path segment and whose label key comes from the parent's path. */
const childrenOf = (parentPath: string, specs: readonly TChildSpec[]): TMenuEntry[] =>
  specs.map(([id, gate, more]) => ({
    id,
    path: `${parentPath}/${id}`,
    labelKey: childLabelKey(parentPath, id),
    ...(gate ? { gate } : {}),
    ...more,
  }));

const NOT_BANK = [RESELLER.bank];

const MY_STORE: TMenuEntry = {
  id: 'mystore',
  path: 'mystore',
  labelKey: 'portal.nav.mystore',
  isPage: true,
  gate: hidden(F.myStore),
  children: childrenOf('mystore', [
    ['activitysummary', hidden(F.activitySummary)],
    ['salesdashboard', hidden(F.salesDashboard)],
    [
      'customerdashboard',
      { hiddenByFeatureIds: [F.customerDashboard], notStoreTiers: [4] },
      // Multi-site (company) users see the customer view of all their sites first.
      { firstWhen: { userKinds: ['company'] } },
    ],
  ]),
};

const RESULTS: TMenuEntry = {
  id: 'results',
  path: 'results',
  labelKey: 'portal.nav.results',
  // The reports hub is a page in itself.
  isPage: true,
  gate: hidden(F.results),
  children: [
    ...childrenOf('results', [
      [
        'operations',
        hidden(F.operationsReports),
        {
          children: childrenOf('results/operations', [
            ['summary'],
            ['device'],
            ['employee'],
            ['location'],
            ['discountspromotions'],
            ['taxes'],
            ['labor'],
            ['tips'],
            ['voidaudit'],
            ['offlinecredit'],
            ['shifts', { notProductTypes: [2] }],
            ['timeClock', { notProductTypes: [2, 4] }],
            ['priceOverrides', { notProductTypes: [2, 4] }],
          ]),
        },
      ],
      [
        'sales',
        hidden(F.salesReports),
        {
          children: childrenOf('results/sales', [
            ['department', { flagsOff: [FLAG.hideDepartmentReport] }],
            ['item'],
            ['hourly'],
            ['modifier'],
            ['summary'],
            ['nonsalesrevenue'],
            ['donations', { productTypes: [2], hiddenByFeatureIds: [F.donationsReport] }],
            ['SalesCommissions', { productTypes: [6] }],
          ]),
        },
      ],
      [
        'customer',
        hidden(F.customerReports),
        {
          children: childrenOf('results/customer', [
            ['bulkemail'],
            ['notes'],
            ['sales'],
            ['houseaccounts'],
            ['accountactivity'],
          ]),
        },
      ],
      [
        'list',
        hidden(F.listReports),
        {
          children: childrenOf('results/list', [['items'], ['modifiers'], ['customers'], ['employees'], ['devices']]),
        },
      ],
      ['posTrans', hidden(F.posTransactions)],
      ['financial', hidden(F.financialShifts)],
      ['labor', { productTypes: [2], hiddenByFeatureIds: [F.laborShifts] }],
      ['accounting', hidden(F.accounting)],
      // Ours (issue 16 §7): the user's e-mailed report schedules, for whoever may open one of the reports.
      [
        'schedules',
        {
          anyOfFeatureIds: [
            F.operationsReports,
            F.salesReports,
            F.customerReports,
            F.listReports,
            F.financialShifts,
            F.laborShifts,
            F.accounting,
          ],
        },
      ],
      ['credit', hidden(F.creditSettlement)],
      ['cashmanager', { hiddenByFeatureIds: [F.cashManager], flagsOn: [FLAG.cashManager] }],
      ['commercecredit', hidden(F.commerceCreditSettlement)],
      ['giftsettlement', hidden(F.giftSettlement)],
    ]),
  ],
};

const INVENTORY: TMenuEntry = {
  id: 'menu',
  path: 'menu',
  labelKey: 'portal.nav.inventory',
  labelWhen: [{ labelKey: 'portal.nav.menu', when: { productTypes: [6] } }],
  // Inventory pages redirect to this base when their flag is set, so it must stay reachable.
  isPage: true,
  gate: hidden(F.inventory),
  children: childrenOf('menu', [
    [
      'categoriesoritems',
      { hiddenByFeatureIds: [F.categories], flagsOff: [FLAG.hideItemCategory] },
      { baseRedirectFlags: [FLAG.hideItemCategory] },
    ],
    [
      'modifiers',
      { hiddenByFeatureIds: [F.modifiers], flagsOff: [FLAG.hideModifiers] },
      { baseRedirectFlags: [FLAG.hideModifiers] },
    ],
    [
      'itemAvailability',
      { hiddenByFeatureIds: [F.itemAvailability], notResellers: [RESELLER.bank, RESELLER.processor] },
    ],
    ['discounts', hidden(F.discounts)],
    ['promotions', hidden(F.promotions)],
    [
      'pricelists',
      { hiddenByFeatureIds: [F.priceLists], flagsOff: [FLAG.hidePriceLists] },
      { baseRedirectFlags: [FLAG.hidePriceLists] },
    ],
    ['loyaltytierpricing', { flagsOn: [FLAG.loyaltyTierPricing] }],
    [
      'departments',
      { hiddenByFeatureIds: [F.departments], flagsOff: [FLAG.hideDepartments] },
      { baseRedirectFlags: [FLAG.hideDepartments] },
    ],
    ['tags', hidden(F.tags)],
    [
      'events',
      { hiddenByFeatureIds: [F.events], flagsOff: [FLAG.hideEvents] },
      { baseRedirectFlags: [FLAG.hideEvents] },
    ],
    ['donations', hidden(F.donations)],
    [
      'manage',
      hidden(F.inventoryManage),
      {
        children: childrenOf('menu/manage', [['snapshot'], ['countworksheet'], ['countentry'], ['receive']]),
      },
    ],
    [
      'configuration',
      hidden(F.inventoryConfiguration),
      {
        children: childrenOf('menu/configuration', [
          ['tags'],
          ['restrictions'],
          ['modifiers'],
          ['departments'],
          ['events'],
        ]),
      },
    ],
    ['pricing', hidden(F.inventoryPricing), { children: childrenOf('menu/pricing', [['promotions'], ['discounts']]) }],
  ]),
};

const CUSTOMERS: TMenuEntry = {
  id: 'customers',
  path: 'customers',
  labelKey: 'portal.nav.customers',
  children: childrenOf('customers', [
    ['email', hidden(F.emailMarketing)],
    ['loyalty', hidden(F.loyalty)],
    ['survey', { productTypes: [2], hiddenByFeatureIds: [F.survey], notResellers: NOT_BANK }],
    ['customers', hidden(F.customers)],
    // "Depends on product": social marketing comes with the full POS product (mode 2), not SPRE-only modes.
    ['social', { hiddenByFeatureIds: [F.social], productModes: [2] }],
    ['houseaccounts', { productTypes: [2], hiddenByFeatureIds: [F.houseAccounts] }],
  ]),
};

const EMPLOYEES: TMenuEntry = {
  id: 'employees',
  path: 'employees',
  labelKey: 'portal.nav.employees',
  children: [
    ...childrenOf('employees', [
      ['employees', hidden(F.employees)],
      ['userroles', hidden(F.userRoles)],
      ['timeClock', { notProductTypes: [2], hiddenByFeatureIds: [F.timeClock], flagsOff: [FLAG.timeClockDisabled] }],
      ['breaks', { productTypes: [2], flagsOn: [FLAG.breaks], flagsOff: [FLAG.managerMode] }],
      ['securityControls', { flagsOff: [FLAG.securityControlsDisabled] }],
      ['scheduleEnforcement', { flagsOn: [FLAG.managerMode, FLAG.scheduleEnforcement] }],
      ['posMessages', { productTypes: [2], hiddenByFeatureIds: [F.posMessages], flagsOn: [FLAG.posMessages] }],
    ]),
    {
      id: 'employee',
      path: 'employees/:employeeId',
      labelKey: childLabelKey('employees', 'employee'),
      routeOnly: true,
      gate: { hiddenByFeatureIds: [F.employeeManagement], flagsOn: [FLAG.managerMode, FLAG.asmEmployee] },
    },
  ],
};

const ECOMMERCE: TMenuEntry = {
  id: 'ecommerce',
  path: 'ecommerce',
  labelKey: 'portal.nav.ecommerce',
  labelWhen: [{ labelKey: 'portal.nav.onlineOrder', when: { flagsOn: [FLAG.onlineOrderLabel] } }],
  isPage: true,
  gate: hidden(F.ecommerce),
};

const ONLINE_ORDERING: TMenuEntry = {
  id: 'onlineordering',
  path: 'onlineordering',
  labelKey: 'portal.nav.onlineordering',
  gate: { hiddenByFeatureIds: [F.onlineOrdering], flagsOn: [FLAG.onlineOrdering] },
  children: childrenOf('onlineordering', [
    ['store'],
    ['hours'],
    ['operatinghours', { flagsOn: [FLAG.operatingHours] }],
    ['preptime'],
    ['ordersettings'],
    ['tipping'],
    ['menusettings'],
    ['fees'],
    ['capacitymanagement', { flagsOn: [FLAG.capacityManagement] }],
    ['branding'],
    ['sitebranding', { flagsOn: [FLAG.brandingCustomization] }],
    ['privacy'],
    ['ordermanager'],
  ]),
};

/** Admin-settings pages in the order of spec 1 §2; each row of the permission table gates its own page. */
const ADMIN_PAGES: readonly TChildSpec[] = [
  ['merchantsettings', { permission: 'merchantsettings' }],
  ['systemSettings', { permission: 'systemSettings' }],
  ['adminUserSetup', { permission: 'adminUserSetup' }],
  ['partnerAdminUserRoles', { permission: 'partnerAdminUserRoles' }],
  ['merchantTasks', { permission: 'merchantTasks' }],
  ['momentumInsight', { permission: 'momentumInsight' }],
  ['merchantAggregation', { permission: 'merchantAggregation' }],
  ['merchantDiagnostics', { permission: 'merchantDiagnostics' }],
  ['merchantCreation', { permission: 'merchantCreation' }],
  ['merchantAndroidRelease', { permission: 'merchantAndroidRelease' }],
  // Same condition as canSeePilotRelease: the table grants every role, the page wants admin-level and the flag.
  ['merchantPilotRelease', { permission: 'merchantPilotRelease', roles: ADMIN_LEVEL, flagsOn: [FLAG.pilotProgram] }],
  ['adminVersionControl', { permission: 'adminVersionControl' }],
  ['merchantResetInventory', { permission: 'merchantResetInventory' }],
  ['merchantResetInventorySetup', { permission: 'merchantResetInventorySetup' }],
  ['merchantClearTransactions', { permission: 'merchantClearTransactions' }],
  ['merchantResetPaymentConfiguration', { permission: 'merchantResetPaymentConfiguration' }],
  ['merchantResetCommercePaymentConfiguration', { permission: 'merchantResetCommercePaymentConfiguration' }],
  ['merchantCommerceInventorySyncConfiguration', { permission: 'merchantCommerceInventorySyncConfiguration' }],
  ['merchantDeleteCustomers', { permission: 'merchantDeleteCustomers' }],
  ['merchantIntegration', { permission: 'merchantIntegration' }],
  ['apiGovernorManager', { permission: 'apiGovernorManager' }],
  ['zuoraTestHarness', { permission: 'zuoraTestHarness' }],
  ['merchantItemImport', { permission: 'merchantItemImport' }],
  ['bslServiceAccount', { permission: 'bslServiceAccount' }],
  ['bslSupport', { permission: 'bslSupport' }],
  ['POSConfigurations', { permission: 'POSConfigurations' }],
  // No table row: the audit log has its own flag (spec 1 §6 flag list).
  ['reportauditlog', { flagsOn: [FLAG.auditLog] }],
  ['POSExtensionApps', { permission: 'POSExtensionApps' }],
  // No table row: data migration and product mode rewrite a merchant's setup, so only admin-level roles get them.
  ['dataMigration', { roles: ADMIN_LEVEL }],
  ['productModePage', { roles: ADMIN_LEVEL }],
];

const SETTINGS: TMenuEntry = {
  id: 'settings',
  path: 'settings',
  labelKey: 'portal.nav.settings',
  children: childrenOf('settings', [
    ['companyinformation', hidden(F.companyInformation)],
    [
      'store',
      hidden(F.storeSettings),
      {
        children: childrenOf('settings/store', [
          // Spec 3 §6: a flag gates the store-config page (the new screen wins over the legacy embed, issue 17).
          ['storeconfiguration', { flagsOn: [FLAG.storeConfiguration] }],
          ['storeoptions', hidden(F.storeOptions)],
          ['storegratuity'],
          ['menuqrcode'],
          ['cashmanagement'],
          ['storeschedule'],
          ['alertmanagement'],
          ['instoreapi', { flagsOn: [FLAG.inStoreApi] }],
        ]),
      },
    ],
    ['taxes', hidden(F.taxes), { children: childrenOf('settings/taxes', [['taxes'], ['taxtables']]) }],
    ['imagemanager', { hiddenByFeatureIds: [F.imageManager], flagsOn: [FLAG.imageManager] }],
    ['revenuecenters', { hiddenByFeatureIds: [F.revenueCenters], flagsOn: [FLAG.revenueCenter] }],
    ['payments', hidden(F.payments)],
    ['paymentmethods', hidden(F.payments), { routeOnly: true }],
    ['customtenders', hidden(F.customTenders)],
    ['paycodes', hidden(F.payInOutCodes)],
    ['charges', hidden(F.charges)],
    ['kitchen', hidden(F.kitchenRouting), { children: childrenOf('settings/kitchen', [['routing'], ['expostation']]) }],
    ['venueseats', { hiddenByFeatureIds: [F.venueSeats], flagsOn: [FLAG.venue] }],
    // The void reason codes live on the store settings route but have their own menu entry.
    ['reasoncodes', hidden(F.reasonCodes), { path: 'settings/store/voidreasoncode' }],
    // Every user may open the change log: the server answers a store user with their own store's entries only.
    ['changelog'],
    [
      'admin',
      { hiddenByFeatureIds: [F.admin], roles: SILVER_ROLES },
      { children: childrenOf('settings/admin', ADMIN_PAGES) },
    ],
    [
      'supportadmin',
      { hiddenByFeatureIds: [F.supportAdmin], roles: INTERNAL },
      {
        children: childrenOf('settings/supportadmin', [
          ['productModePage'],
          ['inStoreServerPage', { roles: ADMIN_LEVEL, productTypes: [2] }],
        ]),
      },
    ],
  ]),
};

const MY_ACCOUNT: TMenuEntry = {
  id: 'account',
  path: 'account',
  labelKey: 'portal.nav.account',
  gate: { permission: 'myAccount' },
  children: childrenOf('account', [
    ['overview'],
    ['mystores'],
    ['mydevices'],
    ['myintegrations', { notResellers: NOT_BANK }],
    ['mybills', { notResellers: NOT_BANK }],
    ['purchasetermsandconditions', { notResellers: NOT_BANK }],
    ['mymessages', { notProductTypes: [2] }],
    ['myhelpurls', { notProductTypes: [2] }],
    // Reached from the user menu, gated as its entries are (user-menu.ts); My Account's own gate applies too.
    ['buyhardware', { permission: 'buyHardware' }, { routeOnly: true }],
    ['registerhardware', { permission: 'addStoreDevice', notResellers: NOT_BANK }, { routeOnly: true }],
  ]),
};

/**
 * The portal's navigation and routes as data (spec 1 §2/§6, spec 2 §2, spec 3 §2): the side navigation, its bottom
 * block, and route-only pages (Support Tools from the user menu, employee detail, payment methods).
 */
export const PORTAL_MENU: readonly TMenuEntry[] = [
  MY_STORE,
  RESULTS,
  INVENTORY,
  CUSTOMERS,
  EMPLOYEES,
  ECOMMERCE,
  ONLINE_ORDERING,
  SETTINGS,
  MY_ACCOUNT,
  {
    id: 'supportTools',
    path: 'supportTools',
    labelKey: 'portal.nav.supportTools',
    isPage: true,
    routeOnly: true,
    gate: { permission: 'supportTools' },
    // The tools its landing page lists, each behind its own gate; the server's support calls use the same gate.
    children: childrenOf('supportTools', [['featureflags', { roles: INTERNAL }]]),
  },
  // From the user menu; outside My Account because it needs no role (user-menu.ts hasCustomerCareAccess).
  {
    id: 'customercare',
    path: 'customercare',
    labelKey: 'portal.nav.customercare',
    isPage: true,
    routeOnly: true,
    gate: { notResellers: NOT_BANK },
  },
  // Where "Update payment" leads (past-due and due-soon notices): whom this merchant pays and how to reach them. It
  // only names a contact, so every signed-in user may read it, whatever their role.
  { id: 'howtopay', path: 'howtopay', labelKey: 'portal.nav.howtopay', isPage: true, routeOnly: true },
  { id: 'settingsPrivacy', path: 'settings/privacy', labelKey: 'portal.nav.settingsPrivacy', placement: 'bottom' },
  // Opens the external documentation in a 1024x768 window: an action, not a route.
  { id: 'helpCenter', labelKey: 'portal.nav.helpCenter', placement: 'bottom' },
  {
    id: 'pilotprogram',
    path: 'pilotprogram',
    labelKey: 'portal.nav.pilotprogram',
    placement: 'bottom',
    isPage: true,
    gate: { flagsOn: [FLAG.pilotProgram], notResellers: NOT_BANK },
  },
];

const hasChildren = (entry: TMenuEntry): boolean => (entry.children?.length ?? 0) > 0;

/** Gate open and, for a parent that is not a page, at least one listed child shown. */
const isShown = (entry: TMenuEntry, ctx: TAccessContext): boolean =>
  isGateOpen(entry.gate, ctx) &&
  (!hasChildren(entry) ||
    entry.isPage === true ||
    (entry.children ?? []).some((child) => !child.routeOnly && isShown(child, ctx)));

/** The children of an entry the user sees, in menu order: hidden and route-only ones dropped, first-when ones first. */
export function shownChildren(entry: TMenuEntry, ctx: TAccessContext): TMenuEntry[] {
  const children = (entry.children ?? []).filter((child) => !child.routeOnly && isShown(child, ctx));
  // A stable partition keeps the data order apart from the entries asked to come first.
  return [
    ...children.filter((child) => child.firstWhen && isGateOpen(child.firstWhen, ctx)),
    ...children.filter((child) => !(child.firstWhen && isGateOpen(child.firstWhen, ctx))),
  ];
}

const visibleEntry = (entry: TMenuEntry, ctx: TAccessContext): TVisibleMenuEntry => {
  const ordered = shownChildren(entry, ctx);
  return {
    id: entry.id,
    ...(entry.path === undefined ? {} : { path: entry.path }),
    labelKey: entryLabelKey(entry, ctx),
    placement: entry.placement ?? 'main',
    children: ordered.map((child) => visibleEntry(child, ctx)),
  };
};

/**
 * The menu as the user sees it: hidden and route-only entries dropped, parents without a shown child dropped unless
 * they are pages themselves, labels resolved and first-when entries moved to the front.
 */
export function visibleMenu(menu: readonly TMenuEntry[], ctx: TAccessContext): TVisibleMenuEntry[] {
  return menu.filter((entry) => !entry.routeOnly && isShown(entry, ctx)).map((entry) => visibleEntry(entry, ctx));
}

const PORTAL_BASE_PATTERN = /^\/?portal\/newindex(?=\/|$)/i;

/** Path segments under /Portal/NewIndex: query and hash dropped, leading base and slashes removed. */
const segmentsOf = (path: string): string[] =>
  (path.split(/[?#]/)[0] ?? '').replace(PORTAL_BASE_PATTERN, '').split('/').filter(Boolean);

type TMatch = { chain: TMenuEntry[]; length: number; params: number };

// React Router matches paths case-insensitively, and the spec spells some routes both ways (timeClock, timeclock).
const segmentMatches = (pattern: string, segment: string) =>
  pattern.startsWith(':') || pattern.toLowerCase() === segment.toLowerCase();

const collectMatches = (entries: readonly TMenuEntry[], segments: string[], ancestors: TMenuEntry[]): TMatch[] =>
  entries.flatMap((entry) => {
    const chain = [...ancestors, entry];
    const pattern = entry.path ? entry.path.split('/') : null;
    const own: TMatch[] =
      pattern && pattern.length <= segments.length && pattern.every((p, i) => segmentMatches(p, segments[i] ?? ''))
        ? [{ chain, length: pattern.length, params: pattern.filter((p) => p.startsWith(':')).length }]
        : [];
    return [...own, ...collectMatches(entry.children ?? [], segments, chain)];
  });

/**
 * The entries a path under /Portal/NewIndex resolves to, top-level first: the chain down to the deepest entry matching
 * the path (literal segments preferred over `:params`). A path deeper than any entry (a detail page, an id) resolves
 * to the entry above it; a path matching no entry, and the portal index, resolve to an empty chain.
 */
export function menuChainFor(path: string, menu: readonly TMenuEntry[] = PORTAL_MENU): TMenuEntry[] {
  const segments = segmentsOf(path);
  if (segments.length === 0) return [];
  const best = collectMatches(menu, segments, [])
    .sort((a, b) => b.length - a.length || a.params - b.params)
    .at(0);
  return best ? best.chain : [];
}

/** The label key the user sees for an entry: the first alternative whose condition holds, else its own. */
export const entryLabelKey = (entry: TMenuEntry, ctx: TAccessContext): string =>
  entry.labelWhen?.find((variant) => isGateOpen(variant.when, ctx))?.labelKey ?? entry.labelKey;

/**
 * Whether a path under /Portal/NewIndex may be opened: the entry it resolves to (menuChainFor) must be shown and its
 * ancestors' gates open. A path matching no entry at all is refused. The portal index is always allowed.
 */
export function isRouteAllowed(path: string, ctx: TAccessContext, menu: readonly TMenuEntry[] = PORTAL_MENU): boolean {
  if (segmentsOf(path).length === 0) return true;
  return isChainAllowed(menuChainFor(path, menu), ctx);
}

/**
 * Where a path under /Portal/NewIndex goes instead of opening (spec 2 §2): the base of its section (the top-level
 * entry's path, `menu`) when a flag in the baseRedirectFlags of its entry or an ancestor is on and the base itself
 * may be opened; null otherwise, and the route guard's usual rule applies (a refused path goes home).
 */
export function baseRedirectFor(
  path: string,
  ctx: TAccessContext,
  menu: readonly TMenuEntry[] = PORTAL_MENU,
): string | null {
  const chain = menuChainFor(path, menu);
  const base = chain[0];
  if (chain.length < 2 || base?.path === undefined) return null;
  const flagged = chain.slice(1).some((entry) => entry.baseRedirectFlags?.some((flag) => isFlagOn(ctx.flags, flag)));
  return flagged && isRouteAllowed(base.path, ctx, menu) ? base.path : null;
}

/**
 * isRouteAllowed for a chain menuChainFor already resolved (a server route resolves its page once, at registration):
 * the entry at its end shown and its ancestors' gates open; an empty chain (a path matching no entry) is refused.
 */
export function isChainAllowed(chain: readonly TMenuEntry[], ctx: TAccessContext): boolean {
  const entry = chain.at(-1);
  if (!entry) return false;
  return chain.slice(0, -1).every((ancestor) => isGateOpen(ancestor.gate, ctx)) && isShown(entry, ctx);
}

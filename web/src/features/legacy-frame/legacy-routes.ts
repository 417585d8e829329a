const under = (base: string, ids: readonly string[]) => ids.map((id) => `${base}/${id}`);

/**
 * Spec 2 §"Other embedded pages" and spec 1 §2 list the admin pages as legacy embeds; data migration is a screen of
 * its own (spec 2 §1), so it is not here.
 */
const ADMIN_PAGES = [
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
  'productModePage',
] as const;

/**
 * Portal paths (under /Portal/NewIndex) that always show a legacy page in the frame: the specs call them embedded
 * with no new screen as an alternative. Pages that are a new form or a legacy embed depending on a flag
 * (companyinformation, store/storeconfiguration, store/storeoptions, store/alertmanagement, paycodes,
 * employees/employees, employees/userroles, securityControls) are composed by the app with LegacyFramePage instead.
 * Each path is an entry of PORTAL_MENU, so the route guard applies that entry's rules (legacy-routes.test.ts).
 */
export const LEGACY_ROUTES: readonly string[] = [
  // Spec 3 "My Store home": Activity Summary and Sales Dashboard are native dashboards since issue 15 §6 (screens.ts).
  // Spec 2 §2: embedded inventory pages; the flagged ones redirect to the inventory base (menu baseRedirectFlags).
  ...under('menu', ['departments', 'events', 'modifiers', 'pricelists', 'promotions', 'tags', 'donations']),
  ...under('menu/manage', ['snapshot', 'countworksheet', 'countentry', 'receive']),
  // Spec 1 §2 Customers routes: all embedded (the loyalty layout included).
  ...under('customers', ['email', 'loyalty', 'survey', 'customers', 'social', 'houseaccounts']),
  // Spec 2 §2: "An ecommerce page is also embedded."
  'ecommerce',
  // Spec 3 §2.1.
  ...under('settings/store', [
    'storegratuity',
    'menuqrcode',
    'cashmanagement',
    'voidreasoncode',
    'storeschedule',
    'instoreapi',
  ]),
  ...under('settings/taxes', ['taxes', 'taxtables']),
  ...under('settings', ['payments', 'paymentmethods', 'customtenders', 'charges', 'venueseats']),
  ...under('settings/kitchen', ['routing', 'expostation']),
  ...under('settings/admin', ADMIN_PAGES),
  ...under('settings/supportadmin', ['productModePage', 'inStoreServerPage']),
  // Spec 1 §2 Account routes: each loads an embedded legacy page.
  ...under('account', [
    'overview',
    'mystores',
    'mydevices',
    'myintegrations',
    'mybills',
    'purchasetermsandconditions',
    'mymessages',
    'myhelpurls',
  ]),
];

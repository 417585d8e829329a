import { describe, expect, it } from 'vitest';
import { ADMIN_FEATURES, canSeePilotRelease, hasPermission, type TAdminFeature } from './permissions.ts';

// Columns of the expected matrix, in this order; 'Owner' stands for any merchant-defined role.
const ROLES = [
  'Silver Admin',
  'Silver Support Admin',
  'Silver Support',
  'Silver Merchant Admin',
  'Silver Partner Manager',
  'Silver Partner',
  'Silver Partner Support',
  'Owner',
] as const;

// Spec 1 §6 written out by hand: one letter per role above (Y allowed, N refused), provider reseller, flags on.
const EXPECTED: Record<TAdminFeature, string> = {
  // Columns: Silver Admin, Support Admin, Support, Merchant Admin, Partner Manager, Partner, Partner Support, Owner.
  systemSettings: 'YNNNNNNN',
  bslServiceAccount: 'YNNNNNNN',
  adminUserSetup: 'YYNNYNNN',
  partnerAdminUserRoles: 'YYNNYNNN',
  merchantCreation: 'YYNNNNNN',
  adminVersionControl: 'YYNNNNNN',
  merchantClearTransactions: 'YYNNNNNN',
  merchantResetPaymentConfiguration: 'YYNNNNNN',
  merchantResetCommercePaymentConfiguration: 'YYNNNNNN',
  merchantIntegration: 'YYNNNNNN',
  apiGovernorManager: 'YYNNNNNN',
  zuoraTestHarness: 'YYNNNNNN',
  POSConfigurations: 'YYNNNNNN',
  bslSupport: 'YYNNNNNN',
  merchantCommerceInventorySyncConfiguration: 'YYNNNNNN',
  merchantsettings: 'YYYNYYYN',
  merchantTasks: 'YYYNYYYN',
  merchantDiagnostics: 'YYYNYYYN',
  momentumInsight: 'YYYNNNNN',
  merchantAggregation: 'YYYNNNNN',
  merchantDeleteCustomers: 'YYYNNNNN',
  merchantResetInventory: 'YYNYYYYN',
  merchantResetInventorySetup: 'YYNYYYYY',
  merchantAndroidRelease: 'YYYYYYYN',
  merchantItemImport: 'YYYYYYYY',
  merchantPilotRelease: 'YYYYYYYY',
  POSExtensionApps: 'YYYNNNNN',
  myAccount: 'YYYYYYYY',
  supportTools: 'YYYNYYYN',
  buyHardware: 'YYYYYYYY',
  addStoreDevice: 'YYYYYYYY',
  employeePasswordReset: 'YYYYYYYY',
  deactivateStore: 'NNNNYYYN',
  offlineCredit: 'YYYYNNNN',
  gatewayChange: 'YYYYNNNN',
};

const ctx = (roleName: string, over: Partial<Parameters<typeof hasPermission>[1]> = {}) => ({
  roleName,
  resellerId: 1,
  isAccountManager: false,
  flags: { featPosExtensionApps: true, featPilotProgram: true },
  ...over,
});

const cells = (expected: Record<TAdminFeature, string>) =>
  ADMIN_FEATURES.flatMap((feature) => ROLES.map((role, i) => [feature, role, expected[feature][i] === 'Y'] as const));

describe('permission table', () => {
  it('the expected matrix covers every feature of the table and nothing else', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ADMIN_FEATURES].sort());
    expect(ADMIN_FEATURES).toHaveLength(35);
    for (const row of Object.values(EXPECTED)) expect(row).toMatch(/^[YN]{8}$/);
  });

  it.each(cells(EXPECTED))('%s × %s → %s', (feature, role, allowed) => {
    expect(hasPermission(feature, ctx(role))).toBe(allowed);
  });

  // The bank reseller changes one cell: its Silver Partner Support may not reset inventory.
  const BANK: Record<TAdminFeature, string> = { ...EXPECTED, merchantResetInventory: 'YYNYYYNN' };
  it.each(cells(BANK))('bank reseller: %s × %s → %s', (feature, role, allowed) => {
    expect(hasPermission(feature, ctx(role, { resellerId: 10017 }))).toBe(allowed);
  });

  it.each([10000, 10004])('reseller %i keeps reset inventory for Silver Partner Support', (resellerId) => {
    expect(hasPermission('merchantResetInventory', ctx('Silver Partner Support', { resellerId }))).toBe(true);
  });

  it.each(ROLES)('POS extension apps are refused to %s when the feature flag is off', (role) => {
    expect(hasPermission('POSExtensionApps', ctx(role, { flags: {} }))).toBe(false);
    expect(hasPermission('POSExtensionApps', ctx(role, { flags: { featPosExtensionApps: false } }))).toBe(false);
  });

  it.each([
    ['Owner', true, 3, true],
    ['Silver Merchant Admin', true, 3, true],
    ['Manager', true, 3, true],
    ['Owner', true, 2, false],
    ['Owner', true, undefined, false],
    ['Owner', false, 3, false],
    ['Silver Partner', false, 1, true],
    ['Silver Support', false, undefined, true],
  ] as const)('support tools: %s, account manager %s, experience %s → %s', (role, am, experienceType, expected) => {
    expect(hasPermission('supportTools', ctx(role, { isAccountManager: am, experienceType }))).toBe(expected);
  });

  it.each(ADMIN_FEATURES)('a user without a role holds no %s', (feature) => {
    expect(hasPermission(feature, ctx(''))).toBe(false);
  });

  it.each(['Manager', 'Cashier', 'silver admin'])('merchant-defined role %s counts as no group', (role) => {
    for (const feature of ADMIN_FEATURES) {
      expect(hasPermission(feature, ctx(role)), feature).toBe(hasPermission(feature, ctx('Owner')));
    }
  });
});

describe('canSeePilotRelease (UI rule)', () => {
  const UI = 'YYNNNNNN';
  it.each(ROLES.map((role, i) => [role, UI[i] === 'Y'] as const))('%s with the pilot flag → %s', (role, shown) => {
    expect(canSeePilotRelease(ctx(role))).toBe(shown);
  });
  it.each(ROLES)('%s without the pilot flag → false', (role) => {
    expect(canSeePilotRelease(ctx(role, { flags: {} }))).toBe(false);
  });
});

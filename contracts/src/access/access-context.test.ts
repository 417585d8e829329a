import { describe, expect, it } from 'vitest';
import type { TPortalData } from '../portal.ts';
import { accessContextFromPortal, effectiveProduct } from './access-context.ts';

const portal: TPortalData = {
  AppEnvironment: 'test',
  storeCode: 'S1',
  storeName: 'Main',
  storeAddress: '1 Main St',
  merhantId: 1001,
  merchantName: 'Demo',
  userRole: 'Silver Partner',
  userName: 'partner',
  resellerId: 10017,
  ProductMode: 2,
  featureIds: [10, 12],
  creditGateway: 0,
  merchantType: 0,
  merchantCulture: 'en-US',
  countryId: 840,
  customerCare: '',
  storeOperationMode: 3,
  timeout: 40,
  activeStoreCount: 2,
  isAccountManager: true,
  IsNcrIdUser: true,
  isVenueEnabled: true,
  supportStoreChange: true,
  isOfflineCreditEnabled: false,
  hasEmvAndGiftSupport: false,
  bslOrg: '',
  bslEuid: '',
  isSpeedOfServiceEnabled: false,
  isAsmEnabled: true,
  isMmsEnabled: false,
  subscriptionNumber: '',
  helpServerUrl: '',
  featScheduleEnforcement: 'Y',
  featAutoClose: 'N',
  featPaidBreaks: 'N',
  featDonations: 'Y',
  featPilotProgram: 'Y',
  featConfigurableRolePermissions: 'N',
  featCashManager: 'N',
  featDynamicDelivery: 'N',
  featLimitOpenChecks: 'N',
  featLimitMaxRefundAmount: 'N',
  featLimitClearItems: 'N',
  featLimitDeleteTickets: 'N',
  isInStoreApiEnabled: 'Y',
  storeId: 5,
  hasStoreContext: true,
  launchFirstRunUnleashFlag: false,
  productType: 6,
  isTableService: true,
  isAdminUser: false,
  isMerchantAdminUser: false,
  isSilverPartner: true,
  isCompanyUser: false,
  userRoleRank: '2',
  membershipUserId: 7,
  posUserId: 507,
  canUpdatePayment: false,
  isPaymentRequired: false,
  legacyOrigin: null,
};

describe('accessContextFromPortal', () => {
  it('maps the portal data', () => {
    const ctx = accessContextFromPortal(portal, { featBreaks: true });
    expect({ ...ctx, flags: undefined }).toEqual({
      featureIds: [10, 12],
      productType: 6,
      productMode: 2,
      isTableService: true,
      resellerId: 10017,
      roleName: 'Silver Partner',
      userRoleRank: '2',
      isAdminUser: false,
      isMerchantAdminUser: false,
      isSilverPartner: true,
      isCompanyUser: false,
      isAccountManager: true,
      isSsoUser: true,
      experienceType: 3,
      flags: undefined,
    });
  });

  it('exposes the portal switches as flags beside the flag-service flags', () => {
    const { flags } = accessContextFromPortal(portal, { featBreaks: true });
    expect(flags).toMatchObject({
      featBreaks: true,
      featScheduleEnforcement: true,
      featPilotProgram: true,
      featDonations: true,
      featCashManager: false,
      isInStoreApiEnabled: true,
      isVenueEnabled: true,
      managerMode: true,
    });
  });

  it('lets a flag passed in override the portal switch of the same name', () => {
    expect(accessContextFromPortal(portal, { managerMode: false }).flags.managerMode).toBe(false);
    expect(accessContextFromPortal(portal, {}).flags.managerMode).toBe(true);
  });

  it('carries the store tier only when known', () => {
    expect(accessContextFromPortal(portal, {})).not.toHaveProperty('storeTier');
    expect(accessContextFromPortal(portal, {}, { storeTier: 4 }).storeTier).toBe(4);
  });
});

describe('effectiveProduct', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 1],
    [4, 4],
    [6, 6],
  ])('%i → %i', (value, expected) => {
    expect(effectiveProduct(value)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  canUpdatePayment,
  defaultLanding,
  marksNewStores,
  nextLoginStep,
  pastDueButtons,
  pastDueOutcome,
  type TLoginStep,
  type TPassedSteps,
} from './login-flow.ts';

const storeUser: Parameters<typeof nextLoginStep>[0] = {
  isAdminUser: false,
  isMerchantAdminUser: false,
  isSilverPartner: false,
  isCompanyUser: false,
  productMode: 2,
  resellerId: 1,
  eulaId: null,
  eulaFileName: null,
  storeStatusCode: 1,
  storePastDueRemainingDays: null,
  resetPassword: false,
  assignedUserStoreCount: 1,
  skipMerchantSelectionModal: false,
};
type TFlow = Parameters<typeof nextLoginStep>[0];

describe('nextLoginStep', () => {
  const cases: [string, Partial<TFlow>, TPassedSteps, TLoginStep][] = [
    ['single-store user goes straight in', {}, {}, 'portal'],
    ['product mode 1 → SPRE-only', { productMode: 1 }, {}, 'spreOnly'],
    ['product mode 3 → SPRE-only', { productMode: 3 }, {}, 'spreOnly'],
    ['bank reseller on mode 1 is not SPRE-only', { productMode: 1, resellerId: 10017 }, {}, 'portal'],
    ['SPRE check precedes the licence', { productMode: 1, eulaId: 1, eulaFileName: 'a.html' }, {}, 'spreOnly'],
    ['pending licence', { eulaId: 1, eulaFileName: 'a.html' }, {}, 'licenseAgreement'],
    ['licence without a file is skipped', { eulaId: 1, eulaFileName: null }, {}, 'portal'],
    ['accepted licence moves on', { eulaId: 1, eulaFileName: 'a.html' }, { licenseAgreement: true }, 'portal'],
    ['licence precedes suspension', { eulaId: 1, eulaFileName: 'a.html', storeStatusCode: 5 }, {}, 'licenseAgreement'],
    ['suspended store', { storeStatusCode: 5 }, {}, 'suspended'],
    ['suspension precedes past due', { storeStatusCode: 5, storePastDueRemainingDays: -3 }, {}, 'suspended'],
    ['overdue', { storePastDueRemainingDays: -3 }, {}, 'pastDue'],
    ['due soon', { storePastDueRemainingDays: 4 }, {}, 'pastDue'],
    ['zero days is still a value', { storePastDueRemainingDays: 0 }, {}, 'pastDue'],
    ['past due precedes the password change', { storePastDueRemainingDays: -1, resetPassword: true }, {}, 'pastDue'],
    ['reset flag', { resetPassword: true }, {}, 'changePassword'],
    [
      'reset done, company user picks a store',
      { resetPassword: true, isCompanyUser: true },
      { changePassword: true },
      'storeSelection',
    ],
    ['company user', { isCompanyUser: true }, {}, 'storeSelection'],
    ['two assigned stores', { assignedUserStoreCount: 2 }, {}, 'storeSelection'],
    ['admin picks a merchant', { isAdminUser: true }, {}, 'merchantSelection'],
    ['merchant admin picks a merchant', { isMerchantAdminUser: true }, {}, 'merchantSelection'],
    ['partner picks a merchant', { isSilverPartner: true }, {}, 'merchantSelection'],
    ['admin skips the selection when told', { isAdminUser: true, skipMerchantSelectionModal: true }, {}, 'portal'],
    ['admin with reset flag changes password first', { isAdminUser: true, resetPassword: true }, {}, 'changePassword'],
    [
      'admin bypasses SPRE, licence, suspension and past due',
      {
        isAdminUser: true,
        productMode: 1,
        eulaId: 1,
        eulaFileName: 'a',
        storeStatusCode: 5,
        storePastDueRemainingDays: -2,
      },
      {},
      'merchantSelection',
    ],
  ];
  it.each(cases)('%s', (_name, overrides, passed, expected) => {
    expect(nextLoginStep({ ...storeUser, ...overrides }, passed)).toBe(expected);
  });
});

describe('canUpdatePayment', () => {
  it.each([
    [
      { isAccountManager: true, userRoleRank: '3', featConfigurableRolePermission: false, roleMayUpdatePayment: false },
      true,
    ],
    [
      {
        isAccountManager: false,
        userRoleRank: '1',
        featConfigurableRolePermission: false,
        roleMayUpdatePayment: false,
      },
      true,
    ],
    [
      { isAccountManager: false, userRoleRank: '2', featConfigurableRolePermission: false, roleMayUpdatePayment: true },
      false,
    ],
    [
      { isAccountManager: true, userRoleRank: '1', featConfigurableRolePermission: true, roleMayUpdatePayment: false },
      false,
    ],
    [
      { isAccountManager: false, userRoleRank: '3', featConfigurableRolePermission: true, roleMayUpdatePayment: true },
      true,
    ],
  ])('%o → %s', (input, expected) => {
    expect(canUpdatePayment(input)).toBe(expected);
  });
});

describe('past-due modal', () => {
  it.each([
    [-3, false, 'logOff'],
    [-3, true, 'continue'],
    [0, false, 'continue'],
    [5, false, 'continue'],
  ] as const)('days %i, admin %s → %s', (days, isAdmin, expected) => {
    expect(pastDueOutcome(days, isAdmin)).toBe(expected);
  });
  it.each([
    [true, ['skip', 'updatePayment']],
    [false, ['ok']],
  ] as const)('may pay %s → buttons %o', (mayPay, buttons) => {
    expect(pastDueButtons(mayPay)).toEqual(buttons);
  });
});

describe('marksNewStores', () => {
  it.each([
    [{ isAdminUser: false, userRoleRank: '1', launchFirstRunUnleashFlag: true }, true],
    [{ isAdminUser: true, userRoleRank: '1', launchFirstRunUnleashFlag: true }, false],
    [{ isAdminUser: false, userRoleRank: '2', launchFirstRunUnleashFlag: true }, false],
    [{ isAdminUser: false, userRoleRank: '1', launchFirstRunUnleashFlag: false }, false],
  ])('%o → %s', (input, expected) => {
    expect(marksNewStores(input)).toBe(expected);
  });
});

describe('defaultLanding', () => {
  it.each([
    [[], '/'],
    [[10, 11], '/'],
    [[10, 201], '/mystore'],
    [[204], '/mystore'],
    [[200, 205], '/'],
  ])('%o → %s', (ids, expected) => {
    expect(defaultLanding(ids)).toBe(expected);
  });
});

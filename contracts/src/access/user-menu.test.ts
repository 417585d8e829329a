import { describe, expect, it } from 'vitest';
import {
  canRegisterHardwware,
  hasBuyHardwarePermission,
  hasCustomerCareAccess,
  hasMyAccountAccess,
  hasSupportToolsAccess,
  type TUserMenuContext,
  userMenuItems,
} from './user-menu.ts';

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
const RESELLERS = [
  ['provider', 1],
  ['bank', 10017],
  ['processor', 10000],
  ['payment company', 10004],
] as const;

const ctx = (roleName: string, resellerId: number, over: Partial<TUserMenuContext> = {}): TUserMenuContext => ({
  roleName,
  resellerId,
  isAccountManager: false,
  isSsoUser: false,
  flags: {},
  ...over,
});

// Per role, per reseller: [myAccount, buyHardware, registerHardware, supportTools, customerCare], written out.
const SUPPORT_TOOLS: Record<(typeof ROLES)[number], boolean> = {
  'Silver Admin': true,
  'Silver Support Admin': true,
  'Silver Support': true,
  'Silver Merchant Admin': false,
  'Silver Partner Manager': true,
  'Silver Partner': true,
  'Silver Partner Support': true,
  Owner: false,
};
const cases = ROLES.flatMap((role) =>
  RESELLERS.map(([name, id]) => {
    const bank = name === 'bank';
    return [role, name, id, [true, true, !bank, SUPPORT_TOOLS[role], !bank]] as const;
  }),
);

describe('user-menu permission names', () => {
  it.each(cases)('%s at the %s reseller', (role, _name, resellerId, expected) => {
    const c = ctx(role, resellerId);
    expect([
      hasMyAccountAccess(c),
      hasBuyHardwarePermission(c),
      canRegisterHardwware(c),
      hasSupportToolsAccess(c),
      hasCustomerCareAccess(c),
    ]).toEqual(expected);
  });

  it.each([
    [true, 3, true],
    [true, 1, false],
    [false, 3, false],
  ] as const)('merchant account manager %s with experience %i → support tools %s', (am, experienceType, expected) => {
    expect(hasSupportToolsAccess(ctx('Owner', 1, { isAccountManager: am, experienceType }))).toBe(expected);
  });
});

describe('userMenuItems', () => {
  it.each([
    [
      'Silver Admin, provider',
      ctx('Silver Admin', 1),
      ['myAccount', 'changePassword', 'buyHardware', 'registerHardware', 'supportTools', 'customerCare', 'logout'],
    ],
    [
      'Owner, provider',
      ctx('Owner', 1),
      ['myAccount', 'changePassword', 'buyHardware', 'registerHardware', 'customerCare', 'logout'],
    ],
    ['Owner, bank', ctx('Owner', 10017), ['myAccount', 'changePassword', 'buyHardware', 'logout']],
    [
      'SSO owner, provider',
      ctx('Owner', 1, { isSsoUser: true }),
      ['myAccount', 'buyHardware', 'registerHardware', 'customerCare', 'logout'],
    ],
    [
      'SSO partner, bank',
      ctx('Silver Partner', 10017, { isSsoUser: true }),
      ['myAccount', 'buyHardware', 'supportTools', 'logout'],
    ],
    ['no role, bank', ctx('', 10017), ['changePassword', 'logout']],
  ] as const)('%s', (_name, c, expected) => {
    expect(userMenuItems(c).map((item) => item.id)).toEqual(expected);
  });

  it('gives label keys and routes', () => {
    expect(userMenuItems(ctx('Silver Admin', 1))).toEqual([
      { id: 'myAccount', labelKey: 'portal.userMenu.myAccount', path: 'account/overview' },
      { id: 'changePassword', labelKey: 'portal.userMenu.changePassword' },
      { id: 'buyHardware', labelKey: 'portal.userMenu.buyHardware', path: 'account/buyhardware' },
      { id: 'registerHardware', labelKey: 'portal.userMenu.registerHardware', path: 'account/registerhardware' },
      { id: 'supportTools', labelKey: 'portal.userMenu.supportTools', path: 'supportTools' },
      { id: 'customerCare', labelKey: 'portal.userMenu.customerCare', path: 'customercare' },
      { id: 'logout', labelKey: 'portal.userMenu.logout' },
    ]);
  });
});

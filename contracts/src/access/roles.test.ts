import { describe, expect, it } from 'vitest';
import {
  ADMIN_LEVEL,
  INTERNAL,
  isAdminLevel,
  isInternal,
  isMerchantAdminOrPartner,
  isPartner,
  isSilverRole,
  MERCHANT_ADMIN_OR_PARTNER,
  PARTNER,
} from './roles.ts';

describe('role groups', () => {
  it('lists the groups of spec 1 §6', () => {
    expect(ADMIN_LEVEL).toEqual(['Silver Admin', 'Silver Support Admin']);
    expect(INTERNAL).toEqual(['Silver Admin', 'Silver Support Admin', 'Silver Support']);
    expect(PARTNER).toEqual(['Silver Partner Manager', 'Silver Partner', 'Silver Partner Support']);
    expect(MERCHANT_ADMIN_OR_PARTNER).toEqual([
      'Silver Merchant Admin',
      'Silver Partner Manager',
      'Silver Partner',
      'Silver Partner Support',
    ]);
  });

  // Columns: admin-level, internal, partner, merchant admin or partner, silver role.
  it.each([
    ['Silver Admin', [true, true, false, false, true]],
    ['Silver Support Admin', [true, true, false, false, true]],
    ['Silver Support', [false, true, false, false, true]],
    ['Silver Merchant Admin', [false, false, false, true, true]],
    ['Silver Partner Manager', [false, false, true, true, true]],
    ['Silver Partner', [false, false, true, true, true]],
    ['Silver Partner Support', [false, false, true, true, true]],
    ['Owner', [false, false, false, false, false]],
    ['Manager', [false, false, false, false, false]],
    ['', [false, false, false, false, false]],
    ['silver admin', [false, false, false, false, false]],
  ] as const)('%s', (role, expected) => {
    expect([
      isAdminLevel(role),
      isInternal(role),
      isPartner(role),
      isMerchantAdminOrPartner(role),
      isSilverRole(role),
    ]).toEqual(expected);
  });
});

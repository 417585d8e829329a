/** Provider and partner roles of spec 1 §6. Merchant-defined roles (Owner, Manager, ...) are data, not listed here. */
export const SILVER_ROLES = [
  'Silver Support Admin',
  'Silver Support',
  'Silver Merchant Admin',
  'Silver Admin',
  'Silver Partner',
  'Silver Partner Manager',
  'Silver Partner Support',
] as const;
export type TSilverRole = (typeof SILVER_ROLES)[number];

/** The user-kind flags carried by the login result and portal data. Store users have none of the first three. */
export type TUserKind = {
  isAdminUser: boolean;
  isMerchantAdminUser: boolean;
  isSilverPartner: boolean;
  isCompanyUser: boolean;
};

/** Admins, merchant admins and partners pick a merchant instead of a store (spec 1 §4). */
export const isAdminType = (u: TUserKind): boolean => u.isAdminUser || u.isMerchantAdminUser || u.isSilverPartner;

/** Role rank '1' is the merchant's top rank (owner); it may update payment and sees the ` * NEW *` marker. */
export const TOP_ROLE_RANK = '1';

/** Admin-level roles of spec 1 §6. */
export const ADMIN_LEVEL = ['Silver Admin', 'Silver Support Admin'] as const satisfies readonly TSilverRole[];
/** Internal (provider staff) roles of spec 1 §6. */
export const INTERNAL = [
  'Silver Admin',
  'Silver Support Admin',
  'Silver Support',
] as const satisfies readonly TSilverRole[];
/** Reseller partner roles of spec 1 §6. */
export const PARTNER = [
  'Silver Partner Manager',
  'Silver Partner',
  'Silver Partner Support',
] as const satisfies readonly TSilverRole[];
/** Merchant admin plus the partner roles (spec 1 §6). */
export const MERCHANT_ADMIN_OR_PARTNER = [
  'Silver Merchant Admin',
  ...PARTNER,
] as const satisfies readonly TSilverRole[];

// Role names arrive as plain strings (merchant-defined roles such as 'Owner' included), so membership is a string test.
const memberOf =
  (group: readonly string[]) =>
  (roleName: string): boolean =>
    group.includes(roleName);

/** Whether a role name is one of the seven provider and partner roles; merchant-defined names are not. */
export const isSilverRole = memberOf(SILVER_ROLES);
export const isAdminLevel = memberOf(ADMIN_LEVEL);
export const isInternal = memberOf(INTERNAL);
export const isPartner = memberOf(PARTNER);
export const isMerchantAdminOrPartner = memberOf(MERCHANT_ADMIN_OR_PARTNER);

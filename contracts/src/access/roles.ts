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

import { ACCESS_FLAG, isFlagOn, type TAccessFlags } from './flags.ts';
import { isBankReseller } from './resellers.ts';
import { ADMIN_LEVEL, INTERNAL, isAdminLevel, MERCHANT_ADMIN_OR_PARTNER, PARTNER, type TSilverRole } from './roles.ts';

/** What the feature-permission table reads about the signed-in user. */
export type TPermissionContext = {
  /** Provider/partner role name or a merchant-defined one ('Owner', 'Manager', ...). */
  roleName: string;
  resellerId: number;
  isAccountManager: boolean;
  /** Experience type of the merchant; 3 lets an account manager into Support Tools. */
  experienceType?: number;
  flags?: TAccessFlags;
};

/** Named extra conditions of the table, kept as data so a reader sees every exception in one place. */
export const PERMISSION_CONDITION = {
  /** The bank reseller's Silver Partner Support may not reset inventory. */
  bankPartnerSupport: (ctx: TPermissionContext) =>
    ctx.roleName === 'Silver Partner Support' && isBankReseller(ctx.resellerId),
  /** An account manager of experience type 3 reaches Support Tools whatever the role. */
  accountManagerExperience3: (ctx: TPermissionContext) => ctx.isAccountManager && ctx.experienceType === 3,
  /** POS extension apps need their feature flag. */
  posExtensionAppsFlag: (ctx: TPermissionContext) => isFlagOn(ctx.flags, ACCESS_FLAG.posExtensionApps),
} as const satisfies Record<string, (ctx: TPermissionContext) => boolean>;
export type TPermissionCondition = keyof typeof PERMISSION_CONDITION;

/**
 * One row of the table. `allow` lists the roles (or 'anyRole': every non-empty role name, merchant-defined ones
 * included); `deny` removes roles; `requires` must all hold; `unless` blocks; `orWhen` grants regardless of role.
 */
export type TPermissionRule = {
  allow: readonly TSilverRole[] | 'anyRole';
  deny?: readonly TSilverRole[];
  requires?: readonly TPermissionCondition[];
  unless?: readonly TPermissionCondition[];
  orWhen?: readonly TPermissionCondition[];
};

const SILVER_ADMIN_ONLY = ['Silver Admin'] as const;
const ADMIN_LEVEL_AND_PARTNER_MANAGER = [...ADMIN_LEVEL, 'Silver Partner Manager'] as const;
const INTERNAL_AND_PARTNER = [...INTERNAL, ...PARTNER] as const;
const INTERNAL_AND_MERCHANT_ADMIN = [...INTERNAL, 'Silver Merchant Admin'] as const;
const INTERNAL_PARTNER_AND_MERCHANT_ADMIN = [...INTERNAL, ...MERCHANT_ADMIN_OR_PARTNER] as const;
const ADMIN_LEVEL_PARTNER_AND_MERCHANT_ADMIN = [...ADMIN_LEVEL, ...MERCHANT_ADMIN_OR_PARTNER] as const;

/**
 * The feature-permission table of spec 1 §6. Keys that name an admin-settings page are its route name under
 * `/settings/admin/` (spec 1 §2), so a route guard can look them up.
 */
export const PERMISSION_TABLE = {
  systemSettings: { allow: SILVER_ADMIN_ONLY },
  bslServiceAccount: { allow: SILVER_ADMIN_ONLY },
  adminUserSetup: { allow: ['Silver Admin', 'Silver Support Admin', 'Silver Partner Manager'] },
  partnerAdminUserRoles: { allow: ADMIN_LEVEL_AND_PARTNER_MANAGER },
  merchantCreation: { allow: ADMIN_LEVEL },
  adminVersionControl: { allow: ADMIN_LEVEL },
  merchantClearTransactions: { allow: ADMIN_LEVEL },
  merchantResetPaymentConfiguration: { allow: ADMIN_LEVEL },
  merchantResetCommercePaymentConfiguration: { allow: ADMIN_LEVEL },
  merchantIntegration: { allow: ADMIN_LEVEL },
  apiGovernorManager: { allow: ADMIN_LEVEL },
  zuoraTestHarness: { allow: ADMIN_LEVEL },
  POSConfigurations: { allow: ADMIN_LEVEL },
  bslSupport: { allow: ADMIN_LEVEL },
  merchantCommerceInventorySyncConfiguration: { allow: ADMIN_LEVEL },
  merchantsettings: { allow: INTERNAL_AND_PARTNER },
  merchantTasks: { allow: INTERNAL_AND_PARTNER },
  merchantDiagnostics: { allow: INTERNAL_AND_PARTNER },
  momentumInsight: { allow: INTERNAL },
  merchantAggregation: { allow: INTERNAL },
  merchantDeleteCustomers: { allow: INTERNAL },
  merchantResetInventory: { allow: ADMIN_LEVEL_PARTNER_AND_MERCHANT_ADMIN, unless: ['bankPartnerSupport'] },
  merchantResetInventorySetup: { allow: 'anyRole', deny: ['Silver Support'] },
  merchantAndroidRelease: { allow: INTERNAL_PARTNER_AND_MERCHANT_ADMIN },
  merchantItemImport: { allow: 'anyRole' },
  merchantPilotRelease: { allow: 'anyRole' },
  POSExtensionApps: { allow: INTERNAL, requires: ['posExtensionAppsFlag'] },
  myAccount: { allow: 'anyRole' },
  supportTools: { allow: INTERNAL_AND_PARTNER, orWhen: ['accountManagerExperience3'] },
  buyHardware: { allow: 'anyRole' },
  addStoreDevice: { allow: 'anyRole' },
  employeePasswordReset: { allow: 'anyRole' },
  deactivateStore: { allow: PARTNER },
  offlineCredit: { allow: INTERNAL_AND_MERCHANT_ADMIN },
  gatewayChange: { allow: INTERNAL_AND_MERCHANT_ADMIN },
} as const satisfies Record<string, TPermissionRule>;

/** A feature of the permission table. */
export type TAdminFeature = keyof typeof PERMISSION_TABLE;
export const ADMIN_FEATURES = Object.keys(PERMISSION_TABLE) as TAdminFeature[];

const holds = (names: readonly TPermissionCondition[] | undefined, ctx: TPermissionContext) =>
  (names ?? []).map((name) => PERMISSION_CONDITION[name](ctx));

/** Whether the user holds a feature of the permission table (spec 1 §6). */
export function hasPermission(feature: TAdminFeature, ctx: TPermissionContext): boolean {
  const rule: TPermissionRule = PERMISSION_TABLE[feature];
  if (holds(rule.orWhen, ctx).some(Boolean)) return true;
  // An empty role name is a user without a role, which no row covers, not "any role".
  const roleAllowed =
    rule.allow === 'anyRole' ? ctx.roleName !== '' : (rule.allow as readonly string[]).includes(ctx.roleName);
  if (!roleAllowed || (rule.deny as readonly string[] | undefined)?.includes(ctx.roleName)) return false;
  if (!holds(rule.requires, ctx).every(Boolean)) return false;
  return !holds(rule.unless, ctx).some(Boolean);
}

/**
 * The Pilot Release admin page shows only to admin-level roles with the pilot feature flag on, although the table
 * itself grants the right to every role (spec 1 §6).
 */
export const canSeePilotRelease = (ctx: TPermissionContext): boolean =>
  hasPermission('merchantPilotRelease', ctx) &&
  isAdminLevel(ctx.roleName) &&
  isFlagOn(ctx.flags, ACCESS_FLAG.pilotProgram);

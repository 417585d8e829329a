import { accessContextFromPortal, type TAccessContext } from '@mp/contracts/access/access-context';
import { canUpdatePayment } from '@mp/contracts/access/login-flow';
import { isAdminType } from '@mp/contracts/access/roles';
import { resolveFlags } from '@mp/contracts/feature-flags';
import { DEFAULT_SESSION_TIMEOUT_MINUTES, type TPortalData } from '@mp/contracts/portal';
import type { TEnv } from '../config.ts';
import type { TRequestContextRow, TPortalContext } from './request-context.queries.ts';
import type { TSession } from './session-store.ts';

/**
 * Portal data, evaluated flags and the access rules' view of a signed-in request, from its context. Each is built on
 * first use and kept: a call that needs no page rule and no flag pays for none of them.
 */
export type TPortalState = {
  readonly context: TPortalContext;
  readonly portal: TPortalData;
  readonly flags: Record<string, boolean>;
  readonly access: TAccessContext;
};

export type TPortalEnv = Pick<TEnv, 'nodeEnv' | 'legacyOrigin'>;
/** What of a session portal data reads: the merchant and store it looks at. */
export type TPortalView = Pick<TSession, 'merchantId' | 'storeId'>;

export function portalStateOf(row: TRequestContextRow, env: TPortalEnv): TPortalState {
  return viewPortalStateOf(row, env, row.session);
}

/**
 * The same for a user's view without a session (loadViewContext): the merchant and store looked at (store 0 or null:
 * the company view) take the session's place.
 */
export function viewPortalStateOf(
  row: Pick<TRequestContextRow, 'portal' | 'flagValues'>,
  env: TPortalEnv,
  view: TPortalView,
): TPortalState {
  let flags: Record<string, boolean> | undefined;
  let portal: TPortalData | undefined;
  let access: TAccessContext | undefined;
  return {
    context: row.portal,
    get flags() {
      return (flags ??= resolveFlags(row.flagValues));
    },
    get portal() {
      return (portal ??= toPortalData(row.portal, this.flags, env, view));
    },
    get access() {
      return (access ??= accessContextFromPortal(this.portal, this.flags));
    },
  };
}

/** Portal data for the session's user, merchant and store (spec 1 §3). */
function toPortalData(
  ctx: TPortalContext,
  flags: Record<string, boolean>,
  env: TPortalEnv,
  session: TPortalView,
): TPortalData {
  const { user, role, merchant, store } = ctx;
  const adminType = isAdminType(user);
  const assignedCount = !adminType && !user.isCompanyUser ? ctx.assignedStoreCount : 0;
  const featureIds = ctx.hiddenFeatureIds;
  const on = (name: string) => flags[name] === true;
  const flag = (name: string) => (on(name) ? ('Y' as const) : ('N' as const));
  const featConfigurable = merchant?.featConfigurableRolePermissions ?? false;
  const productMode = merchant?.productMode === 3 ? 1 : (merchant?.productMode ?? 1);

  return {
    AppEnvironment: env.nodeEnv,
    storeCode: store?.code ?? '',
    storeName: store?.name ?? '',
    storeAddress: store?.address ?? '',
    merhantId: merchant?.id ?? 0,
    merchantName: merchant?.name ?? '',
    userRole: role.name,
    userName: user.userName,
    resellerId: merchant?.resellerId ?? user.resellerId,
    ProductMode: productMode,
    featureIds,
    creditGateway: merchant?.creditGateway ?? 0,
    merchantType: merchant?.merchantType ?? 0,
    merchantCulture: merchant?.culture ?? 'en-US',
    countryId: merchant?.countryId ?? 840,
    customerCare: merchant?.customerCare ?? '',
    storeOperationMode: merchant?.experienceMode ?? 1,
    timeout: merchant?.timeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES,
    activeStoreCount: merchant ? ctx.activeStoreCount : 0,
    isAccountManager: user.isAccountManager,
    IsNcrIdUser: user.isSsoUser,
    isVenueEnabled: on('isVenueEnabled'),
    supportStoreChange: adminType || user.isCompanyUser || assignedCount > 1,
    isOfflineCreditEnabled: on('isOfflineCreditEnabled'),
    hasEmvAndGiftSupport: on('hasEmvAndGiftSupport'),
    bslOrg: '',
    bslEuid: '',
    isSpeedOfServiceEnabled: on('isSpeedOfServiceEnabled'),
    isAsmEnabled: on('isAsmEnabled'),
    isMmsEnabled: on('isMmsEnabled'),
    subscriptionNumber: '',
    helpServerUrl: '',
    featScheduleEnforcement: flag('featScheduleEnforcement'),
    featAutoClose: flag('featAutoClose'),
    featPaidBreaks: flag('featPaidBreaks'),
    featDonations: flag('featDonations'),
    featPilotProgram: flag('featPilotProgram'),
    featConfigurableRolePermissions: featConfigurable ? 'Y' : 'N',
    featCashManager: flag('featCashManager'),
    featDynamicDelivery: flag('featDynamicDelivery'),
    featLimitOpenChecks: flag('featLimitOpenChecks'),
    featLimitMaxRefundAmount: flag('featLimitMaxRefundAmount'),
    featLimitClearItems: flag('featLimitClearItems'),
    featLimitDeleteTickets: flag('featLimitDeleteTickets'),
    isInStoreApiEnabled: flag('isInStoreApiEnabled'),
    storeId: session.storeId ?? 0,
    hasStoreContext: session.merchantId !== null && session.storeId !== null,
    launchFirstRunUnleashFlag: merchant?.firstRunFlag ?? false,
    productType: merchant?.productType ?? 0,
    isTableService: merchant?.isTableService ?? false,
    isAdminUser: user.isAdminUser,
    isMerchantAdminUser: user.isMerchantAdminUser,
    isSilverPartner: user.isSilverPartner,
    isCompanyUser: user.isCompanyUser,
    userRoleRank: role.rank,
    membershipUserId: user.id,
    posUserId: user.posUserId,
    canUpdatePayment: canUpdatePayment({
      isAccountManager: user.isAccountManager,
      userRoleRank: role.rank,
      featConfigurableRolePermission: featConfigurable,
      roleMayUpdatePayment: role.mayUpdatePayment,
    }),
    isPaymentRequired: merchant?.isPaymentRequired ?? false,
    legacyOrigin: env.legacyOrigin,
  };
}

import type { TLoginErrorCode, TLoginResult } from '@mp/contracts/auth';
import { canUpdatePayment, nextLoginStep } from '@mp/contracts/access/login-flow';
import { isAdminType } from '@mp/contracts/access/roles';
import type { TDb } from '../../db/create-db.ts';
import type { TStoreRow } from '../../db/rows.ts';
import { merchantScope } from '../../db/tenant.ts';
import type { TSessionStage } from '../../plugins/session-store.ts';
import { selectionScopeOf } from '../store-selection/selection-scope.ts';
import { selectableStores } from '../store-selection/store-selection.queries.ts';
import { activeFeatureIds, assignedStores, merchantStores, pendingEula, type TUserContext } from './sign-in.queries.ts';

export type TSignInOutcome =
  | { ok: false; code: TLoginErrorCode }
  | { ok: true; result: TLoginResult; stage: TSessionStage; merchantId: number | null; storeId: number | null };

const MERCHANT_INACTIVE = 3;
const RESTRICTED_STEPS = new Set(['spreOnly', 'licenseAgreement', 'suspended']);

/** The body of every failed sign-in: only success and errorCode carry meaning, so unknown users look the same. */
export function failedLogin(code: TLoginErrorCode): TLoginResult {
  return {
    success: false,
    errorCode: code,
    isAdminUser: false,
    isMerchantAdminUser: false,
    isSilverPartner: false,
    isCompanyUser: false,
    isPaymentRequired: false,
    membershipUserId: 0,
    posUserId: 0,
    merchantStoreCount: 0,
    assignedUserStoreCount: 0,
    resetPassword: false,
    resetPasswordToken: null,
    userRoleRank: '',
    launchFirstRunUnleashFlag: false,
    merchantUserRoleId: 0,
    storePastDueRemainingDays: null,
    merchantId: 0,
    merchantStatusCode: 0,
    storeId: 0,
    storeStatusCode: 0,
    isUpdatePaymentFeatureEnabled: false,
    featConfigurableRolePermission: false,
    eulaId: null,
    eulaFileName: null,
    shouldNavigate: false,
    resellerId: 0,
    productMode: 0,
    skipMerchantSelectionModal: false,
    canUpdatePayment: false,
    isAccountManager: false,
  };
}

/** How the user proved who they are: the portal password, or a token of their organization's identity provider. */
export type TSignInMethod = 'password' | 'sso';

/**
 * Everything after the password (or token) check: the account checks of spec 1 §8 in order (A, U, X, M/S/D, F),
 * then the login result, the session stage and the store the session starts in. Used by LogOn, single sign-on, the
 * forced password change and the agreement acceptance, so all agree. U (the user must use single sign-on) only
 * refuses a password; the reset flag only applies to one, since the identity provider owns an SSO user's password.
 */
export async function evaluateSignIn(
  db: TDb,
  ctx: TUserContext,
  method: TSignInMethod = 'password',
): Promise<TSignInOutcome> {
  const { user, role, merchant } = ctx;
  if (!user.isApproved) return { ok: false, code: 'A' };
  if (user.isSsoUser && method === 'password') return { ok: false, code: 'U' };
  const resetPassword = method === 'password' && user.resetPassword;
  if (merchant?.status === MERCHANT_INACTIVE) return { ok: false, code: 'X' };
  const adminType = isAdminType(user);

  // The user's own merchant is the tenant of every check below.
  const own = merchant ? merchantScope(merchant.id) : null;
  let liveStores: TStoreRow[] = [];
  if (!adminType) {
    if (!own) return { ok: false, code: 'M' };
    const mine = user.isCompanyUser ? await merchantStores(db, own) : await assignedStores(db, own, user.id);
    if (mine.length === 0) return { ok: false, code: 'S' };
    liveStores = mine.filter((s) => !s.isDeleted);
    if (liveStores.length === 0) return { ok: false, code: 'D' };
  }
  if ((await activeFeatureIds(db, role.id)).length === 0) return { ok: false, code: 'F' };

  const merchantStoreCount = own ? (await merchantStores(db, own)).filter((s) => !s.isDeleted).length : 0;
  const singleStore = !adminType && !user.isCompanyUser && liveStores.length === 1 ? liveStores[0]! : null;
  // Admin types skip the merchant choice when their whole selection scope holds one selectable store.
  const selectable = adminType ? await selectableStores(db, selectionScopeOf(user), 2) : [];
  const skipMerchantSelectionModal = selectable.length === 1;
  const eula = !adminType && own ? await pendingEula(db, own) : null;
  const featConfigurableRolePermission = merchant?.featConfigurableRolePermissions ?? false;

  const result: TLoginResult = {
    success: true,
    errorCode: null,
    isAdminUser: user.isAdminUser,
    isMerchantAdminUser: user.isMerchantAdminUser,
    isSilverPartner: user.isSilverPartner,
    isCompanyUser: user.isCompanyUser,
    isPaymentRequired: merchant?.isPaymentRequired ?? false,
    membershipUserId: user.id,
    posUserId: user.posUserId,
    merchantStoreCount,
    assignedUserStoreCount: liveStores.length,
    resetPassword,
    resetPasswordToken: null,
    userRoleRank: role.rank,
    launchFirstRunUnleashFlag: merchant?.firstRunFlag ?? false,
    merchantUserRoleId: role.id,
    storePastDueRemainingDays: adminType
      ? null
      : singleStore
        ? (singleStore.pastDueDays ?? merchant?.pastDueDays ?? null)
        : (merchant?.pastDueDays ?? null),
    merchantId: merchant?.id ?? 0,
    merchantStatusCode: merchant?.status ?? 0,
    storeId: singleStore?.id ?? 0,
    storeStatusCode: singleStore?.statusCode ?? 0,
    isUpdatePaymentFeatureEnabled: merchant?.isUpdatePaymentFeatureEnabled ?? false,
    featConfigurableRolePermission,
    eulaId: eula?.id ?? null,
    eulaFileName: eula?.fileName ?? null,
    shouldNavigate: false,
    resellerId: merchant?.resellerId ?? user.resellerId,
    productMode: merchant?.productMode ?? 1,
    skipMerchantSelectionModal,
    canUpdatePayment: canUpdatePayment({
      isAccountManager: user.isAccountManager,
      userRoleRank: role.rank,
      featConfigurableRolePermission,
      roleMayUpdatePayment: role.mayUpdatePayment,
    }),
    isAccountManager: user.isAccountManager,
  };
  const step = nextLoginStep(result);
  result.shouldNavigate = step === 'portal';
  const stage: TSessionStage = RESTRICTED_STEPS.has(step) ? 'restricted' : 'full';
  if (adminType) {
    const only = skipMerchantSelectionModal ? selectable[0]! : null;
    return { ok: true, result, stage, merchantId: only?.merchantId ?? null, storeId: only?.storeId ?? null };
  }
  return { ok: true, result, stage, merchantId: merchant?.id ?? null, storeId: singleStore?.id ?? null };
}

import type { TLoginResult } from '../auth.ts';
import { STORE_STATUS_SUSPENDED } from '../stores.ts';
import { isBankReseller } from './resellers.ts';
import { isAdminType, TOP_ROLE_RANK } from './roles.ts';

/** The steps between a successful LogOn and the portal (spec 1 §4). */
export type TLoginStep =
  | 'spreOnly'
  | 'licenseAgreement'
  | 'suspended'
  | 'pastDue'
  | 'changePassword'
  | 'storeSelection'
  | 'merchantSelection'
  | 'portal';

/** Steps the user has already passed in this sign-in. */
export type TPassedSteps = Partial<Record<'licenseAgreement' | 'pastDue' | 'changePassword', boolean>>;

type TFlowInput = Pick<
  TLoginResult,
  | 'isAdminUser'
  | 'isMerchantAdminUser'
  | 'isSilverPartner'
  | 'isCompanyUser'
  | 'productMode'
  | 'resellerId'
  | 'eulaId'
  | 'eulaFileName'
  | 'storeStatusCode'
  | 'storePastDueRemainingDays'
  | 'resetPassword'
  | 'assignedUserStoreCount'
  | 'skipMerchantSelectionModal'
>;

/**
 * The next step after sign-in: for ordinary store users the first matching check of spec 1 §4 in order; admin,
 * merchant admin and partner users skip the store and licence checks and choose a merchant.
 */
export function nextLoginStep(r: TFlowInput, passed: TPassedSteps = {}): TLoginStep {
  if (isAdminType(r)) {
    if (r.resetPassword && !passed.changePassword) return 'changePassword';
    return r.skipMerchantSelectionModal ? 'portal' : 'merchantSelection';
  }
  if (r.productMode !== 2 && !isBankReseller(r.resellerId)) return 'spreOnly';
  if (r.eulaId !== null && r.eulaFileName && !passed.licenseAgreement) return 'licenseAgreement';
  if (r.storeStatusCode === STORE_STATUS_SUSPENDED) return 'suspended';
  if (r.storePastDueRemainingDays !== null && !passed.pastDue) return 'pastDue';
  if (r.resetPassword && !passed.changePassword) return 'changePassword';
  if (r.isCompanyUser || r.assignedUserStoreCount > 1) return 'storeSelection';
  return 'portal';
}

/** Update-payment right (spec 1 §6): account manager or rank '1'; the role flag when configurable permissions are on. */
export function canUpdatePayment(u: {
  isAccountManager: boolean;
  userRoleRank: string;
  featConfigurableRolePermission: boolean;
  roleMayUpdatePayment: boolean;
}): boolean {
  if (u.featConfigurableRolePermission) return u.roleMayUpdatePayment;
  return u.isAccountManager || u.userRoleRank === TOP_ROLE_RANK;
}

/** Past-due modal (spec 1 §4): overdue (negative days) for a non-admin means Skip/Ok signs out. */
export function pastDueOutcome(days: number, isAdmin: boolean): 'logOff' | 'continue' {
  return days < 0 && !isAdmin ? 'logOff' : 'continue';
}

/** Which past-due buttons show: Skip and Update payment for those who may pay, else Ok. */
export const pastDueButtons = (mayUpdatePayment: boolean): ('skip' | 'updatePayment' | 'ok')[] =>
  mayUpdatePayment ? ['skip', 'updatePayment'] : ['ok'];

/** Whether store rows get the ` * NEW *` marker: non-admin users of rank '1' when the first-run flag is on. */
export const marksNewStores = (u: { isAdminUser: boolean; userRoleRank: string; launchFirstRunUnleashFlag: boolean }) =>
  !u.isAdminUser && u.userRoleRank === TOP_ROLE_RANK && u.launchFirstRunUnleashFlag;

/** Four report-only feature ids: a user holding any of them lands on My Store (spec 1 §2). */
export const REPORT_ONLY_FEATURE_IDS = [201, 202, 203, 204] as const;

/** Default landing path suffix under /Portal/NewIndex. */
export const defaultLanding = (featureIds: readonly number[]): '/mystore' | '/' =>
  featureIds.some((id) => (REPORT_ONLY_FEATURE_IDS as readonly number[]).includes(id)) ? '/mystore' : '/';

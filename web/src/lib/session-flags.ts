/**
 * Browser-side flags shared by the sign-in flow, the store choice and the portal. They live here, not in a
 * feature, because features do not import each other.
 */

/** sessionStorage flag: offer the payment update in the portal (spec 1 §4 "payment-update flag"). */
export const SHOW_UPDATE_PAYMENT_KEY = 'mp.showUpdatePayment';
/** sessionStorage copy of the login flags the portal needs later (the NEW marker for store rows). */
export const LOGIN_FLAGS_KEY = 'mp.loginFlags';

export const setShowUpdatePayment = () => sessionStorage.setItem(SHOW_UPDATE_PAYMENT_KEY, 'true');

export type TLoginFlags = { launchFirstRunUnleashFlag: boolean; userRoleRank: string; isAdminUser: boolean };

export const saveLoginFlags = (flags: TLoginFlags) => sessionStorage.setItem(LOGIN_FLAGS_KEY, JSON.stringify(flags));

export function readLoginFlags(): TLoginFlags | null {
  try {
    const raw = sessionStorage.getItem(LOGIN_FLAGS_KEY);
    return raw ? (JSON.parse(raw) as TLoginFlags) : null;
  } catch {
    return null;
  }
}

/**
 * sessionStorage flag: a merchant/store context was saved in this tab. Portal data cannot tell "nothing chosen yet"
 * from the company view (both have storeId 0 and no store name), so the portal asks only when this is unset.
 */
export const STORE_CHOSEN_KEY = 'mp.storeChosen';
export const markStoreChosen = () => sessionStorage.setItem(STORE_CHOSEN_KEY, 'true');
export const isStoreChosen = () => sessionStorage.getItem(STORE_CHOSEN_KEY) === 'true';

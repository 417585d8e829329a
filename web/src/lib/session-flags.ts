/**
 * Browser-side flags shared by the sign-in flow, the store choice and the portal. They live here, not in a
 * feature, because features do not import each other.
 */

/** sessionStorage flag: offer the payment update in the portal (spec 1 §4 "payment-update flag"). */
export const SHOW_UPDATE_PAYMENT_KEY = 'mp.showUpdatePayment';

export const setShowUpdatePayment = () => sessionStorage.setItem(SHOW_UPDATE_PAYMENT_KEY, 'true');

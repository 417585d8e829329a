/**
 * Browser-side flags shared by the sign-in flow, the store choice and the portal. They live here, not in a
 * feature, because features do not import each other.
 */

/** sessionStorage flag: offer the payment update in the portal (spec 1 §4 "payment-update flag"). */
export const SHOW_UPDATE_PAYMENT_KEY = 'mp.showUpdatePayment';

export const setShowUpdatePayment = () => sessionStorage.setItem(SHOW_UPDATE_PAYMENT_KEY, 'true');

/** sessionStorage flag: the user chose "Update payment" during sign-in, which then lands on the how-to-pay page. */
const OPEN_PAYMENT_PAGE_KEY = 'mp.openPaymentPage';

/** "Update payment": the portal offers the update, and the sign-in going on lands where it says how to pay. */
export const requestPaymentPage = () => {
  setShowUpdatePayment();
  sessionStorage.setItem(OPEN_PAYMENT_PAGE_KEY, 'true');
};

/** Whether "Update payment" was chosen since the last call (the request is used once). */
export const takePaymentPageRequest = (): boolean => {
  const requested = sessionStorage.getItem(OPEN_PAYMENT_PAGE_KEY) === 'true';
  sessionStorage.removeItem(OPEN_PAYMENT_PAGE_KEY);
  return requested;
};

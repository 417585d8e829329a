import { isOnlineOrderingViewOnly, OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { tenancy } from '../../plugins/tenancy.ts';

/**
 * Spec 3 §6: capacity, prep time, order settings, tipping and web domain need a store view; a multi-site company view
 * is refused (409, the StoreView warning's key). The company view of a merchant with one store stands for that store.
 */
export const STORE_VIEW_SCOPE = tenancy.store(
  { status: 409, messageKey: OO_ERROR.storeView, message: 'Choose a store to change its online ordering.' },
  { oneStoreCompanyView: true },
);

/** Spec 3 §6: without the Edit Online Ordering permission the pages are read-only and every change is refused. */
export const OO_READ_ONLY = { when: isOnlineOrderingViewOnly, messageKey: OO_ERROR.readOnly };

import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { isHttpError } from '../../../lib/api-client';

/** The server's refusal of a store's settings in the company view of several stores (spec 3 §6 StoreView). */
export const isStoreViewRefusal = (error: unknown): boolean =>
  isHttpError(error) && error.messageKey === OO_ERROR.storeView;

export type THoursAccess = {
  /** The user may look but not change (spec 3 §6). */
  viewOnly: boolean;
  /** A multi-site company view: the form shows greyed with defaults, without Save or Discard. */
  companyView: boolean;
  /** The store is offline (locked, not accepting orders). */
  offline: boolean;
  readOnly: boolean;
};

/**
 * Spec 3 §4 Hours forms (operating and ordering): read-only applies when the user may not edit, when in company view,
 * or when the store is offline. One rule for both hours screens.
 */
export const hoursAccess = (state: Omit<THoursAccess, 'readOnly'>): THoursAccess => ({
  ...state,
  readOnly: state.viewOnly || state.companyView || state.offline,
});

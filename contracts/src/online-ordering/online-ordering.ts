import type { TAccessContext } from '../access/access-context.ts';
import { EDIT_FEATURE_ID } from '../access/feature-ids.ts';
import type { TErrorKey } from '../api-error.ts';

/** Online ordering's pages (spec 3 §2.2), as the menu names them: each operation follows its page's access rule. */
export const OO_PAGE = {
  store: 'onlineordering/store',
  hours: 'onlineordering/hours',
  operatingHours: 'onlineordering/operatinghours',
  prepTime: 'onlineordering/preptime',
  orderSettings: 'onlineordering/ordersettings',
  tipping: 'onlineordering/tipping',
  menuSettings: 'onlineordering/menusettings',
  fees: 'onlineordering/fees',
  capacity: 'onlineordering/capacitymanagement',
  branding: 'onlineordering/branding',
  siteBranding: 'onlineordering/sitebranding',
  privacy: 'onlineordering/privacy',
  orderManager: 'onlineordering/ordermanager',
} as const;

/** Refusals every online-ordering screen shares (spec 3 §6, §8). */
export const OO_ERROR = {
  /** Spec 3 §6: capacity, prep time, order settings, tipping and web domain need a store view. */
  storeView: 'onlineOrdering.errors.storeView',
  /** Spec 3 §6: a user without the edit permission sees the page read-only. */
  readOnly: 'onlineOrdering.errors.readOnly',
  /** Spec 3 §7.2: a read that finds no record answers 404 (extensions.statusCode); the screen then creates one. */
  notFound: 'onlineOrdering.errors.notFound',
} as const satisfies Record<string, TErrorKey>;

/** Spec 3 §6: the pages open read-only for a role without the Edit Online Ordering permission. */
export const isOnlineOrderingViewOnly = (ctx: Pick<TAccessContext, 'featureIds'>): boolean =>
  ctx.featureIds.includes(EDIT_FEATURE_ID.onlineOrdering);

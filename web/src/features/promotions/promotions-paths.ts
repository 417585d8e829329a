import { PORTAL_BASE } from '../../lib/session/landing';

/** The list's path; a promotion's edit page is `${PROMOTIONS_PATH}/${id}`, 0 for a new one. */
export const PROMOTIONS_PATH = `${PORTAL_BASE}/menu/pricing/promotions`;

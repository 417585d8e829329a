import { PORTAL_BASE } from '../../lib/session/landing';

/** The list's path; a discount's detail is `${DISCOUNTS_PATH}/${id}`, 0 for a new one. */
export const DISCOUNTS_PATH = `${PORTAL_BASE}/menu/discounts`;

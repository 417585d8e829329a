import { PORTAL_BASE } from '../../lib/session/landing';

/** The list's path; a discount's detail is `${DISCOUNTS_PATH}/${id}`, 0 for a new one. */
export const DISCOUNTS_PATH = `${PORTAL_BASE}/menu/discounts`;

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Spec 2 §2: amounts are shown with two decimals. */
export const formatAmount = (value: number): string => twoDecimals.format(value);

import { PORTAL_BASE } from '../../lib/session/landing';

/** The list's path; a restriction's edit page is `${RESTRICTIONS_PATH}/${id}`, 0 for a new one. */
export const RESTRICTIONS_PATH = `${PORTAL_BASE}/menu/configuration/restrictions`;

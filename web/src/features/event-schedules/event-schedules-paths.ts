import { PORTAL_BASE } from '../../lib/session/landing';

/** The list's path; a schedule's edit page is `${EVENT_SCHEDULES_PATH}/${id}`, 0 for a new one. */
export const EVENT_SCHEDULES_PATH = `${PORTAL_BASE}/menu/configuration/events`;

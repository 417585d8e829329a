import { EMPLOYEES_PATH } from '@mp/contracts/employees';
import { portalHref } from '../../lib/session/landing';

/** The list's address. */
export const EMPLOYEES_HREF = portalHref(EMPLOYEES_PATH.list);

/** An employee's detail: the route's id is the row's POS user id (spec 3 §3). */
export const employeeHref = (posUserId: number): string =>
  portalHref(EMPLOYEES_PATH.detail.replace(':employeeId', String(posUserId)));

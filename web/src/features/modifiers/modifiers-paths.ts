import { MODIFIERS_PAGE } from '@mp/contracts/modifiers';
import { portalHref } from '../../lib/session/landing';

/** The group's edit page under the portal; 0 opens a new group. */
export const modifierGroupHref = (id: number): string => portalHref(`${MODIFIERS_PAGE}/${id}`);

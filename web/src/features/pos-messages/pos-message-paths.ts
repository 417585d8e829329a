import { POS_MESSAGES_PATH } from '@mp/contracts/pos-messages';
import { portalHref } from '../../lib/session/landing';

/** The list's address; a message's detail is `${POS_MESSAGES_HREF}/${id}`, 0 for a new one (spec 3 §2.4). */
export const POS_MESSAGES_HREF = portalHref(POS_MESSAGES_PATH);

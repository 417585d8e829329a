import { accessContextFromPortal, type TAccessContext } from '@mp/contracts/access/access-context';
import type { TAccessFlags } from '@mp/contracts/access/flags';
import type { TPortalData } from '@mp/contracts/portal';
import { useMemo } from 'react';
import { usePortalData } from './portal-data.queries';

export type TPortalAccess = {
  portal: TPortalData | undefined;
  /** The context the menu and route rules read; known as soon as portal data is, with flags off until they load. */
  ctx: TAccessContext | undefined;
  /** Portal data or flags still loading: the route guard waits (skeleton), it never decides on a partial context. */
  isPending: boolean;
};

const NO_FLAGS: TAccessFlags = {};

/**
 * Flag-service flags. There is no flag service yet, so every flag is off: what spec 1 asks of the web while flags
 * load or when the call fails. The flags query plugs in here (its failure still meaning "all off").
 */
const usePortalFlags = (): { flags: TAccessFlags; isPending: boolean } => ({ flags: NO_FLAGS, isPending: false });

/** The signed-in user's access context: portal data plus flags, built in this one place for menus and the guard. */
export function usePortalAccess(): TPortalAccess {
  const { data: portal, isPending: portalPending } = usePortalData();
  const { flags, isPending: flagsPending } = usePortalFlags();
  const ctx = useMemo(() => (portal ? accessContextFromPortal(portal, flags) : undefined), [portal, flags]);
  return { portal, ctx, isPending: portalPending || flagsPending || !ctx };
}

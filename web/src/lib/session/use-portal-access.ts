import { accessContextFromPortal, type TAccessContext } from '@mp/contracts/access/access-context';
import type { TAccessFlags } from '@mp/contracts/access/flags';
import type { TPortalData } from '@mp/contracts/portal';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { featureFlagsQuery, usePortalData } from './portal-data.queries';

export type TPortalAccess = {
  portal: TPortalData | undefined;
  /** The context the menu and route rules read; known as soon as portal data is, with flags off until they load. */
  ctx: TAccessContext | undefined;
  /** Portal data or flags still loading: the route guard waits (skeleton), it never decides on a partial context. */
  isPending: boolean;
};

const NO_FLAGS: TAccessFlags = {};

/**
 * Flag-service flags. While they load, and if the call fails, every flag is off (spec 1 §1): the side navigation
 * renders at once from that; only the route guard waits for the answer before deciding on a page.
 */
const usePortalFlags = (portal: TPortalData | undefined): { flags: TAccessFlags; isPending: boolean } => {
  const query = useQuery({ ...featureFlagsQuery(portal?.merhantId ?? 0, portal?.storeId ?? 0), enabled: !!portal });
  return { flags: query.data ?? NO_FLAGS, isPending: query.isPending && query.fetchStatus !== 'idle' };
};

/** The signed-in user's access context: portal data plus flags, built in this one place for menus and the guard. */
export function usePortalAccess(): TPortalAccess {
  const { data: portal, isPending: portalPending } = usePortalData();
  const { flags, isPending: flagsPending } = usePortalFlags(portal);
  const ctx = useMemo(() => (portal ? accessContextFromPortal(portal, flags) : undefined), [portal, flags]);
  return { portal, ctx, isPending: portalPending || flagsPending || !ctx };
}

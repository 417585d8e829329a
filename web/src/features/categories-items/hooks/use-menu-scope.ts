import type { TPortalData } from '@mp/contracts/portal';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import type { TMenuScope } from '../api/categories-items.queries';

/** The session's merchant and store (0 in company view): the cache scope of every menu call. */
export const menuScopeOf = (portal: TPortalData): TMenuScope => ({
  merchantId: portal.merhantId,
  storeId: portal.storeId,
});

export const useMenuScope = (): TMenuScope => menuScopeOf(usePortalOutlet().portal);

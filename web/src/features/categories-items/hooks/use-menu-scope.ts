import { usePortalOutlet } from '../../../lib/portal-outlet';
import type { TMenuScope } from '../api/categories-items.queries';

/** The session's merchant and store (0 in company view): the cache scope of every menu call. */
export function useMenuScope(): TMenuScope {
  const { portal } = usePortalOutlet();
  return { merchantId: portal.merhantId, storeId: portal.storeId };
}

import { siteIdOf } from '@mp/contracts/online-ordering/fees';
import { ZStoreSearchResponse } from '@mp/contracts/stores';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A store a fee or a brand may be assigned to: its name and its site id (spec 3 §3: without dashes). */
export type TMerchantSite = { siteId: string; name: string };

/**
 * The merchant's live stores from the store search the portal already has, `pageSize` at once (spec 3 §7.2, §9: the
 * list of stores at 10000 rows); a store's site id is its site's, else its id (as the server keeps assigned sites).
 * `queryKey` is the screen's own, so its invalidations reach the list as before.
 */
export const useMerchantSites = (queryKey: readonly unknown[], merchantId: number, pageSize: number) =>
  useQuery({
    queryKey,
    queryFn: async (): Promise<TMerchantSite[]> => {
      const { ResultSet } = await apiGet('/Account/GetStoresWithMerchantsInfo', ZStoreSearchResponse, {
        PageRowCount: pageSize,
      });
      return ResultSet.filter((s) => s.MerchantId === merchantId && s.StoreId !== 0 && !s.IsDeleted).map((s) => ({
        siteId: siteIdOf(s.StoreSiteId ?? String(s.StoreId)),
        name: s.StoreName,
      }));
    },
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });

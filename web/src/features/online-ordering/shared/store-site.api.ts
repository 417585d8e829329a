import { ZSiteInfo } from '@mp/contracts/online-ordering/sites';
import { useQuery } from '@tanstack/react-query';
import { graphqlOperation, graphqlRequest } from '../../../lib/graphql-client';

/** Spec 3 §7.2 GetSiteInfo, only what the hours screens need: offline (locked) and the store's time zone. */
const GET_STORE_SITE = graphqlOperation(
  'query GetSiteInfo { GetSiteInfo { locked timeZone } }',
  'GetSiteInfo',
  ZSiteInfo.pick({ locked: true, timeZone: true }),
);

export const storeSiteKeys = { all: ['onlineOrdering', 'storeSite'] as const };

/** The store's offline state and time zone (a company view of several stores is refused with StoreView). */
export const useStoreSite = () =>
  useQuery({
    queryKey: storeSiteKeys.all,
    queryFn: () => graphqlRequest(GET_STORE_SITE),
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });

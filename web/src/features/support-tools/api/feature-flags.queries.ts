import {
  ZFlagListResponse,
  type TFlagListResponse,
  type TFlagScope,
  type TUpdateFlagRequest,
} from '@mp/contracts/feature-flags';
import { DEFAULT_PAGE_SIZE, ZStoreSearchResponse, type TStoreSortColumn } from '@mp/contracts/stores';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGridView } from '../../../components/use-grid-state';
import { apiGet, apiPost } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/portal-data.queries';

export const supportToolsKeys = {
  all: ['support-tools'] as const,
  merchants: (view: TGridView<TStoreSortColumn>) => [...supportToolsKeys.all, 'merchants', view] as const,
  flags: (scope: TFlagScope) => [...supportToolsKeys.all, 'flags', scope.merchantId, scope.storeId] as const,
};

/** One page of merchants and their stores: the merchant selection's own search, which provider staff may call. */
export const useMerchantSearch = (view: TGridView<TStoreSortColumn>) =>
  useQuery({
    queryKey: supportToolsKeys.merchants(view),
    queryFn: () =>
      apiPost('/Company/GetMerchantStores', ZStoreSearchResponse, {
        PageRowCount: DEFAULT_PAGE_SIZE,
        RequestedPageNum: view.page + 1,
        TotalRowCount: -1,
        SearchArg: view.search,
        SortColumn: view.sort.column,
        SortDirection: view.sort.direction,
        SearchArg5: false,
        isNewUi: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { handlesErrors: true },
  });

export const useFlagList = (scope: TFlagScope | null) =>
  useQuery({
    queryKey: supportToolsKeys.flags(scope ?? { merchantId: 0, storeId: 0 }),
    queryFn: () => apiGet('/SupportTools/GetFeatureFlags', ZFlagListResponse, { ...scope! }),
    enabled: scope !== null,
    // Another support user may have changed a value since: the page shows what the server holds now.
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** What the user sees once `name` is set (or cleared) at the scope, before the server confirms it. */
export function withFlagChange(list: TFlagListResponse, change: TUpdateFlagRequest): TFlagListResponse {
  return {
    ...list,
    flags: list.flags.map((row) => {
      if (row.name !== change.name) return row;
      const next =
        change.storeId === 0 ? { ...row, organizationValue: change.isOn } : { ...row, storeValue: change.isOn };
      const shown = change.storeId === 0 ? next.organizationValue : (next.storeValue ?? next.organizationValue);
      return { ...next, effective: shown ?? false };
    }),
  };
}

type TSessionScope = { merchantId: number; storeId: number };

/** Whether a value at `scope` can change what the signed-in user's own merchant and store get. */
const reachesSession = (scope: TFlagScope, session: TSessionScope) =>
  scope.merchantId === session.merchantId && (scope.storeId === 0 || scope.storeId === session.storeId);

/**
 * Saves one switch at once. The list shows the new value right away and goes back to what it was if the server
 * refuses; a change to the user's own merchant reloads the session's flags and portal data so the shell follows.
 */
export function useUpdateFlag(session: TSessionScope) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (change: TUpdateFlagRequest) => apiPost('/SupportTools/UpdateFeatureFlag', ZFlagListResponse, change),
    onMutate: async (change) => {
      const key = supportToolsKeys.flags(change);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TFlagListResponse>(key);
      if (previous) queryClient.setQueryData(key, withFlagChange(previous, change));
      return { previous };
    },
    onError: (_error, change, context) => {
      if (context?.previous) queryClient.setQueryData(supportToolsKeys.flags(change), context.previous);
    },
    onSuccess: async (list, change) => {
      queryClient.setQueryData(supportToolsKeys.flags(change), list);
      // The merchant's other scopes show this value as their organization value; this one is fresh already.
      await queryClient.invalidateQueries({
        queryKey: [...supportToolsKeys.all, 'flags', change.merchantId],
        predicate: (query) => query.queryKey[3] !== change.storeId,
      });
      if (reachesSession(change, session)) await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

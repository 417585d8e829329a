import {
  applySavedChanges,
  ZGetItemAvailabilityResponse,
  ZItemAvailabilityResult,
  ZUpdateItemAvailabilityResult,
  type TGetItemAvailabilityResponse,
  type TItemAvailabilityChange,
  type TItemAvailabilityPaging,
} from '@mp/contracts/item-availability';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { succeeded } from '../../../lib/error-text';

/** Pages are cached per store: a new store choice must never show the previous store's switches. */
export const itemAvailabilityKeys = {
  all: ['item-availability'] as const,
  store: (storeId: number) => [...itemAvailabilityKeys.all, storeId] as const,
  page: (storeId: number, paging: TItemAvailabilityPaging) => [...itemAvailabilityKeys.store(storeId), paging] as const,
};

export const itemAvailabilityPageQuery = (storeId: number, paging: TItemAvailabilityPaging) =>
  queryOptions({
    queryKey: itemAvailabilityKeys.page(storeId, paging),
    queryFn: () => apiPost('/Item/GetItemAvailability', ZGetItemAvailabilityResponse, paging),
    // The previous page stays on screen (greyed by the progress bar) while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The screen shows its own message with a retry.
    meta: { handlesErrors: true },
  });

export const useItemAvailabilityPage = (storeId: number, paging: TItemAvailabilityPaging) =>
  useQuery(itemAvailabilityPageQuery(storeId, paging));

type TSaveVariables = { changes: TItemAvailabilityChange[]; paging: TItemAvailabilityPaging };

/**
 * Saves the changed rows with the checksums they were loaded with; on success the saved values and their new checksums
 * are written into every cached page of the store (spec 2 §4), so the next save needs no reload.
 */
export function useSaveItemAvailability(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ changes, paging }: TSaveVariables) =>
      succeeded(
        await apiPost('/Item/UpdateItemAvailability', ZUpdateItemAvailabilityResult, {
          ...paging,
          ItemAvailabilities: changes,
        }),
      ),
    onSuccess: (result) => {
      queryClient.setQueriesData<TGetItemAvailabilityResponse>(
        { queryKey: itemAvailabilityKeys.store(storeId) },
        (page) => page && { ...page, ResultSet: applySavedChanges(page.ResultSet, result.ItemAvailabilities) },
      );
    },
  });
}

/** Every cached page of the store loaded again (after a stale-checksum refusal). */
export function useReloadItemAvailability(storeId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: itemAvailabilityKeys.store(storeId) });
}

export type TBulkAvailability = 'allInStock' | 'allOnline';

const BULK_PATH: Record<TBulkAvailability, string> = {
  allInStock: '/Item/UpdateItemAvailabilityAllInStock',
  allOnline: '/Item/UpdateItemAvailabilityAllIsOnline',
};

/** All items in stock / all items online; the store's pages reload afterwards. */
export function useBulkItemAvailability(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (kind: TBulkAvailability) =>
      succeeded(await apiPost(BULK_PATH[kind], ZItemAvailabilityResult, {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemAvailabilityKeys.store(storeId) }),
  });
}

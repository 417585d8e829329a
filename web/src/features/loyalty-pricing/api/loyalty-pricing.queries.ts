import {
  ZGetMembersResponse,
  ZGetTieredPriceListResponse,
  ZSaveTieredPriceListResponse,
  type TGetMembersQuery,
  type TMemberChange,
} from '@mp/contracts/loyalty-pricing';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

export const loyaltyPricingKeys = {
  all: ['loyalty-pricing'] as const,
  priceList: () => [...loyaltyPricingKeys.all, 'price-list'] as const,
  members: (query: TGetMembersQuery) => [...loyaltyPricingKeys.all, 'members', query] as const,
};

export const priceListQuery = () =>
  queryOptions({
    queryKey: loyaltyPricingKeys.priceList(),
    queryFn: () => apiGet('/TieredPriceList/GetTieredPriceList', ZGetTieredPriceListResponse),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const usePriceList = () => useQuery(priceListQuery());

/** One page of members; the previous page stays on screen while the next loads (no flicker, edits stay visible). */
export const useMembers = (query: TGetMembersQuery, enabled: boolean) =>
  useQuery({
    queryKey: loyaltyPricingKeys.members(query),
    queryFn: () =>
      apiGet('/TieredPriceList/GetMembers', ZGetMembersResponse, {
        tieredPriceListId: query.tieredPriceListId,
        itemNameFilter: query.itemNameFilter,
        typeFilter: query.typeFilter,
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        SortColumn: query.SortColumn,
        SortDirection: query.SortDirection,
      }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export type TSavePriceListVariables = {
  /** null: the merchant has no list yet, so the save adds it. */
  tieredPriceListId: number | null;
  name: string;
  members: TMemberChange[];
  /** The checksum the list was loaded with (none when adding the first list). */
  checksum: string | undefined;
};

/**
 * Adds or updates the list with the edited members only, then reloads the list and its members; the list's cached
 * checksum is the one the save answered at once, whatever the reload brings.
 */
export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ tieredPriceListId, name, members, checksum }: TSavePriceListVariables) =>
      tieredPriceListId === null
        ? apiPost('/TieredPriceList/AddTieredPriceList', ZSaveTieredPriceListResponse, { Name: name, Members: members })
        : apiPut('/TieredPriceList/UpdateTieredPriceList', ZSaveTieredPriceListResponse, {
            Name: name,
            TieredPriceListId: tieredPriceListId,
            Members: members,
            ConcurrencyChecksum: checksum ?? '',
          }),
    onSuccess: (result, { name }) => {
      queryClient.setQueryData(priceListQuery().queryKey, () => ({
        TieredPriceListId: result.TieredPriceListId,
        Name: name,
        ConcurrencyChecksum: result.ConcurrencyChecksum,
      }));
      return queryClient.invalidateQueries({ queryKey: loyaltyPricingKeys.all });
    },
  });
}

/** The list and its members loaded again (after a stale-checksum refusal); answers the reloaded list. */
export function useReloadPriceList() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: loyaltyPricingKeys.all });
    return queryClient.getQueryData(priceListQuery().queryKey) ?? null;
  };
}

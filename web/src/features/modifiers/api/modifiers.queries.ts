import {
  MODIFIERS_PATH as PATH,
  ZItemModifierGroups,
  ZItemModifierGroupsSaveResponse,
  ZMenuItemsResponse,
  ZModifierGroup,
  ZModifierGroupDeleteResponse,
  ZModifierGroupListResponse,
  ZModifierGroupLookupResponse,
  ZModifierGroupSaveResponse,
  ZModifierItemsResponse,
  ZPriceChangePreviewResponse,
  type TItemModifierGroupsSaveRequest,
  type TModifierGroupSaveRequest,
  type TModifierGroupSortColumn,
  type TPriceChangePreviewRequest,
} from '@mp/contracts/modifiers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGridView } from '../../../components/use-grid-state';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

/** The groups are the merchant's: keyed by merchant, whichever store the session looks at. */
export const modifiersKeys = {
  all: ['modifiers'] as const,
  list: (merchantId: number, view: TGridView<TModifierGroupSortColumn>, pageSize: number) =>
    [...modifiersKeys.all, merchantId, 'list', view, pageSize] as const,
  group: (merchantId: number, id: number) => [...modifiersKeys.all, merchantId, 'group', id] as const,
  ofItem: (merchantId: number, itemId: number) => [...modifiersKeys.all, merchantId, 'item', itemId] as const,
  lookup: (merchantId: number, kind: 'modifiers' | 'items' | 'groups', search: string) =>
    [...modifiersKeys.all, merchantId, kind, search] as const,
};

export const modifierGroupsQuery = (merchantId: number, view: TGridView<TModifierGroupSortColumn>, pageSize: number) =>
  queryOptions({
    queryKey: modifiersKeys.list(merchantId, view, pageSize),
    queryFn: () =>
      apiGet(PATH.list, ZModifierGroupListResponse, {
        SearchArg: view.search,
        PageRowCount: pageSize,
        RequestedPageNum: view.page + 1,
        SortColumn: view.sort.column,
        SortDirection: view.sort.direction,
      }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useModifierGroups = (merchantId: number, view: TGridView<TModifierGroupSortColumn>, pageSize: number) =>
  useQuery(modifierGroupsQuery(merchantId, view, pageSize));

export const useModifierGroup = (merchantId: number, id: number) =>
  useQuery({
    queryKey: modifiersKeys.group(merchantId, id),
    queryFn: () => apiGet(PATH.byId, ZModifierGroup, { modifierGroupId: id }),
    enabled: id > 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useModifierItemLookup = (merchantId: number, search: string) =>
  useQuery({
    queryKey: modifiersKeys.lookup(merchantId, 'modifiers', search),
    queryFn: () => apiGet(PATH.modifierItems, ZModifierItemsResponse, { SearchArg: search }),
  });

export const useMenuItemLookup = (merchantId: number, search: string) =>
  useQuery({
    queryKey: modifiersKeys.lookup(merchantId, 'items', search),
    queryFn: () => apiGet(PATH.menuItems, ZMenuItemsResponse, { SearchArg: search }),
  });

/** Which items a save's price changes affect, asked before saving. */
export const usePriceChangePreview = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: TPriceChangePreviewRequest) => apiPost(PATH.pricePreview, ZPriceChangePreviewResponse, body),
  });

/** Saves a group; every modifiers query (lists, the group, the pickers' prices) is read again. */
export function useSaveModifierGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: TModifierGroupSaveRequest) => apiPost(PATH.save, ZModifierGroupSaveResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modifiersKeys.all }),
  });
}

export function useDeleteModifierGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (id: number) => apiDelete(PATH.remove, ZModifierGroupDeleteResponse, { modifierGroupId: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modifiersKeys.all }),
  });
}

/** The groups one item uses (the item detail's panel). */
export const useItemModifierGroups = (merchantId: number, itemId: number) =>
  useQuery({
    queryKey: modifiersKeys.ofItem(merchantId, itemId),
    queryFn: () => apiGet(PATH.itemGroups, ZItemModifierGroups, { ItemMasterId: itemId }),
    enabled: itemId > 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useModifierGroupLookup = (merchantId: number, search: string) =>
  useQuery({
    queryKey: modifiersKeys.lookup(merchantId, 'groups', search),
    queryFn: () => apiGet(PATH.groupLookup, ZModifierGroupLookupResponse, { SearchArg: search }),
  });

/** Saves an item's groups; the groups' lists and pages count the item, so every modifiers query is read again. */
export function useSaveItemModifierGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: TItemModifierGroupsSaveRequest) =>
      apiPost(PATH.saveItemGroups, ZItemModifierGroupsSaveResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modifiersKeys.all }),
  });
}

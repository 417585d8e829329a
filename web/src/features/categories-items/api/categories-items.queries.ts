import { ZImportApplied, ZImportPreview, type TImportUpload } from '@mp/contracts/menu-items-csv';
import {
  ITEMS_PAGE_SIZE,
  LOOKUP_PAGE_SIZE,
  MENU_ITEMS_ERROR,
  ZCategoriesAndItemsResponse,
  ZDepartment,
  ZGetItemsResponse,
  ZItem,
  ZItemCategoriesResponse,
  ZMutationResult,
  ZPrinterGroupsResponse,
  ZTag,
  ZTaxCategory,
  type TAddItemRequest,
  type TGetItemsRequest,
  type TItem,
  type TItemSortColumn,
  type TSaveCategoryRequest,
} from '@mp/contracts/menu-items';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TGridView } from '../../../components/use-grid-state';
import { apiPost, isHttpError } from '../../../lib/api-client';
import { succeeded } from '../../../lib/error-text';

/**
 * The menu is the merchant's; the store only changes what Available says. Keys carry both, so another merchant's
 * or store's answers are never shown.
 */
export type TMenuScope = { merchantId: number; storeId: number };

export const menuKeys = {
  all: ['categories-items'] as const,
  scope: (s: TMenuScope) => [...menuKeys.all, s.merchantId, s.storeId] as const,
  categories: (s: TMenuScope) => [...menuKeys.scope(s), 'categories'] as const,
  items: (s: TMenuScope) => [...menuKeys.scope(s), 'items'] as const,
  itemPage: (s: TMenuScope, request: TGetItemsRequest) => [...menuKeys.items(s), 'page', request] as const,
  item: (s: TMenuScope, itemId: number) => [...menuKeys.items(s), 'detail', itemId] as const,
  lookups: (s: TMenuScope) => [...menuKeys.scope(s), 'lookups'] as const,
};

/** A save refused because someone else saved the row since it was loaded (409, nothing written). */
export const isStaleChecksum = (error: unknown): boolean =>
  isHttpError(error) && error.messageKey === MENU_ITEMS_ERROR.staleChecksum;

export const useCategoriesAndItems = (scope: TMenuScope) =>
  useQuery({
    queryKey: menuKeys.categories(scope),
    queryFn: () =>
      apiPost('/Item/GetCategoriesAndItems', ZCategoriesAndItemsResponse, {
        TotalRowCount: LOOKUP_PAGE_SIZE,
        SearchArg: '',
      }),
    meta: { handlesErrors: true },
  });

export const useItemCategories = (scope: TMenuScope) =>
  useQuery({
    queryKey: [...menuKeys.categories(scope), 'list'],
    queryFn: () => apiPost('/Item/GetItemCategories', ZItemCategoriesResponse, { TotalRowCount: LOOKUP_PAGE_SIZE }),
    meta: { handlesErrors: true },
  });

/** Departments and tags for the category modal. */
export const useCategoryLookups = (scope: TMenuScope) =>
  useQuery({
    queryKey: [...menuKeys.lookups(scope), 'category'],
    queryFn: async () => {
      const [departments, tags] = await Promise.all([
        apiPost('/Department/GetDepartments', z.array(ZDepartment), {}),
        apiPost('/Tag/GetTags', z.array(ZTag), {}),
      ]);
      return { departments, tags };
    },
    meta: { handlesErrors: true },
  });

/** Tax categories and printer groups for the item form. */
export const useItemLookups = (scope: TMenuScope) =>
  useQuery({
    queryKey: [...menuKeys.lookups(scope), 'item'],
    queryFn: async () => {
      const [taxCategories, printerGroups] = await Promise.all([
        apiPost('/Tax/GetActiveTaxCategories', z.array(ZTaxCategory), {}),
        apiPost('/Item/GetPrinterGroups', ZPrinterGroupsResponse, {
          SortColumn: 'PrinterGroupName',
          SortDirection: 'ASC',
          PageRowCount: LOOKUP_PAGE_SIZE,
        }),
      ]);
      return { taxCategories, printerGroups: printerGroups.ResultSet };
    },
    meta: { handlesErrors: true },
  });

/** The items page's request for a search and a page (0-based), as the page and its prefetch build it. */
export const itemsRequest = ({ search, page, sort }: TGridView<TItemSortColumn>): TGetItemsRequest => ({
  SearchArg: search,
  PageRowCount: ITEMS_PAGE_SIZE,
  RequestedPageNum: page + 1,
  SortColumn: sort.column,
  SortDirection: sort.direction,
});

export const itemPageQuery = (scope: TMenuScope, request: TGetItemsRequest, enabled = true) =>
  queryOptions({
    queryKey: menuKeys.itemPage(scope, request),
    queryFn: () => apiPost('/Item/GetItems', ZGetItemsResponse, request),
    // A page prefetched as navigation began is still fresh when the screen mounts; saves refresh it by invalidation.
    staleTime: 10_000,
    placeholderData: keepPreviousData,
    enabled,
    meta: { handlesErrors: true },
  });

export const useItemPage = (scope: TMenuScope, request: TGetItemsRequest, enabled = true) =>
  useQuery(itemPageQuery(scope, request, enabled));

export const useItem = (scope: TMenuScope, itemId: number) =>
  useQuery({
    queryKey: menuKeys.item(scope, itemId),
    queryFn: () => apiPost('/Item/GetItem', ZItem, { ItemMasterId: itemId }),
    enabled: itemId > 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export function useSaveCategory(scope: TMenuScope) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (request: TSaveCategoryRequest) =>
      succeeded(
        await apiPost(
          request.itemCategory.ItemCategoryId ? '/Item/EditItemCategory' : '/Item/AddItemCategory',
          ZMutationResult,
          request,
        ),
      ),
    // Category names show in the item lists too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.scope(scope) }),
    // The open dialog keeps what was typed; the list reloads, so opening the category again starts from the saved one.
    onError: (error) =>
      isStaleChecksum(error) ? queryClient.invalidateQueries({ queryKey: menuKeys.categories(scope) }) : undefined,
  });
}

export function useSaveItem(scope: TMenuScope) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (request: TAddItemRequest) => succeeded(await apiPost('/Item/AddItem', ZMutationResult, request)),
    onSuccess: (result, request) => {
      // The next form on this item starts from the checksum this save answered, whatever the reload below brings.
      const id = request.ItemMasterId ?? 0;
      if (id > 0 && result.ConcurrencyChecksum)
        queryClient.setQueryData<TItem>(
          menuKeys.item(scope, id),
          (item) => item && { ...item, ConcurrencyChecksum: result.ConcurrencyChecksum! },
        );
      return queryClient.invalidateQueries({ queryKey: menuKeys.scope(scope) });
    },
  });
}

export function useDeleteItem(scope: TMenuScope) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (itemId: number) =>
      succeeded(await apiPost('/Item/DeleteItem', ZMutationResult, { ItemMasterId: itemId })),
    // Marked stale, not refetched: the screen leaves the deleted item at once, and a refetch now would only ask for
    // it (a 404 the open form would show for a moment) while the list the screen goes to reloads when it mounts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.scope(scope), refetchType: 'none' }),
  });
}

export const usePreviewImport = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (upload: TImportUpload) => apiPost('/Item/PreviewMenuImport', ZImportPreview, upload),
  });

export function useApplyImport(scope: TMenuScope) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (upload: TImportUpload) => apiPost('/Item/ApplyMenuImport', ZImportApplied, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.scope(scope) }),
  });
}

import {
  ZDiscountDetail,
  ZDiscountListResponse,
  ZDiscountMetadata,
  ZDiscountMutationResponse,
  type TDiscountFields,
  type TDiscountSortColumn,
} from '@mp/contracts/discounts';
import { MAX_PAGE_SIZE, ZStoreSearchResponse } from '@mp/contracts/stores';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gridPageBody, type TGridView } from '../../../components/use-grid-state';
import { apiGet, apiPost } from '../../../lib/api-client';

/** Keys carry the merchant and view: another store context is another list. */
export const discountKeys = {
  all: ['discounts'] as const,
  scope: (merchantId: number, storeId: number) => [...discountKeys.all, merchantId, storeId] as const,
  list: (merchantId: number, storeId: number, view: TGridView<TDiscountSortColumn>, pageSize: number) =>
    [...discountKeys.scope(merchantId, storeId), 'list', { ...view, pageSize }] as const,
  detail: (merchantId: number, storeId: number, id: number) =>
    [...discountKeys.scope(merchantId, storeId), 'detail', id] as const,
  metadata: (merchantId: number, storeId: number) => [...discountKeys.scope(merchantId, storeId), 'metadata'] as const,
  stores: (merchantId: number) => [...discountKeys.all, merchantId, 'stores'] as const,
};

export type TDiscountScope = { merchantId: number; storeId: number };

export const useDiscountList = (scope: TDiscountScope, view: TGridView<TDiscountSortColumn>, pageSize: number) =>
  useQuery({
    queryKey: discountKeys.list(scope.merchantId, scope.storeId, view, pageSize),
    queryFn: () => apiPost('/Discount/GetActiveDiscounts', ZDiscountListResponse, gridPageBody(view, pageSize)),
    // The grid keeps the page on screen while the next one loads, and shows its own error.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const discountMetadataQuery = (scope: TDiscountScope) =>
  queryOptions({
    queryKey: discountKeys.metadata(scope.merchantId, scope.storeId),
    queryFn: () => apiPost('/Discount/GetMetadata', ZDiscountMetadata, {}),
    // Existing cash discounts change with every save; the form reads them fresh.
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useDiscountMetadata = (scope: TDiscountScope) => useQuery(discountMetadataQuery(scope));

export const useDiscount = (scope: TDiscountScope, id: number) =>
  useQuery({
    queryKey: discountKeys.detail(scope.merchantId, scope.storeId, id),
    queryFn: () => apiPost('/Discount/GetDiscount', ZDiscountDetail, { Id: id }),
    enabled: id > 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** The merchant's live stores (spec 2 §7 store list: PageRowCount 10000; the StoreId 0 row is the all-stores row). */
export const useMerchantStores = (merchantId: number) =>
  useQuery({
    queryKey: discountKeys.stores(merchantId),
    queryFn: async () => {
      const { ResultSet } = await apiGet('/Account/GetStoresWithMerchantsInfo', ZStoreSearchResponse, {
        PageRowCount: MAX_PAGE_SIZE,
      });
      return ResultSet.filter((s) => s.MerchantId === merchantId && s.StoreId !== 0 && !s.IsDeleted).map((s) => ({
        StoreId: s.StoreId,
        StoreName: s.StoreName,
      }));
    },
    staleTime: 60_000,
  });

type TMutationKind = 'CreateDiscount' | 'UpdateDiscount' | 'DeleteDiscount';

/** Create, update or delete; the screen shows field errors, the stale-checksum message and auto-apply errors itself. */
export function useDiscountMutation(scope: TDiscountScope, kind: TMutationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (values: TDiscountFields) => apiPost(`/Discount/${kind}`, ZDiscountMutationResponse, values),
    onSuccess: async (result) => {
      // Spec 2 §5: only IsSuccessful true changed anything.
      if (!result.IsSuccessful) return;
      await queryClient.invalidateQueries({ queryKey: discountKeys.scope(scope.merchantId, scope.storeId) });
    },
  });
}

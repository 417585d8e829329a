import {
  REVENUE_CENTERS_PATH as PATH,
  ZAddRevenueCenterValidation,
  ZRevenueCenter,
  ZRevenueCenterDeleteResponse,
  ZRevenueCenterDevicesResponse,
  ZRevenueCenterOrderModesResponse,
  ZRevenueCenterSaveResponse,
  ZRevenueCentersResponse,
  ZRevenueCenterStoresResponse,
  type TRevenueCenter,
  type TRevenueCenterSaveRequest,
} from '@mp/contracts/revenue-centers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

/** The centres are the merchant's: every key names the merchant, whichever store the session looks at. */
export const revenueCentersKeys = {
  all: ['revenue-centers'] as const,
  list: (merchantId: number) => [...revenueCentersKeys.all, 'list', merchantId] as const,
  detail: (merchantId: number, id: number) => [...revenueCentersKeys.all, 'detail', merchantId, id] as const,
  stores: (merchantId: number) => [...revenueCentersKeys.all, 'stores', merchantId] as const,
  orderModes: (merchantId: number, stores: readonly number[]) =>
    [...revenueCentersKeys.all, 'order-modes', merchantId, stores] as const,
  devices: (merchantId: number, stores: readonly number[]) =>
    [...revenueCentersKeys.all, 'devices', merchantId, stores] as const,
};

export const useRevenueCenters = (merchantId: number) =>
  useQuery(
    queryOptions({
      queryKey: revenueCentersKeys.list(merchantId),
      queryFn: () => apiGet(PATH.list, ZRevenueCentersResponse, { merchantId }),
      staleTime: 0,
      meta: { handlesErrors: true },
    }),
  );

/**
 * One centre by id (a direct visit or a reload); the list hands over the record it shows (navigation state), which
 * fills the form at once while the call confirms it.
 */
export const useRevenueCenter = (merchantId: number, id: number, passed: TRevenueCenter | undefined) =>
  useQuery({
    queryKey: revenueCentersKeys.detail(merchantId, id),
    queryFn: () => apiGet(PATH.byId, ZRevenueCenter, { merchantId, revenueCenterId: id }),
    enabled: id > 0,
    initialData: passed?.revenueCenterId === id ? passed : undefined,
    // The handed-over record may be older than the stored one: confirm it at once.
    initialDataUpdatedAt: 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useRevenueCenterStores = (merchantId: number) =>
  useQuery({
    queryKey: revenueCentersKeys.stores(merchantId),
    queryFn: () => apiGet(PATH.stores, ZRevenueCenterStoresResponse, { merchantId }),
    meta: { handlesErrors: true },
  });

/** Order modes and devices of the chosen stores (the caller debounces the store list, spec 3 §4). */
export function useRevenueCenterLookups(merchantId: number, stores: readonly number[]) {
  const body = { MerchantId: merchantId, Stores: [...stores] };
  const orderModes = useQuery({
    queryKey: revenueCentersKeys.orderModes(merchantId, stores),
    queryFn: () => apiPost(PATH.orderModes, ZRevenueCenterOrderModesResponse, body),
    enabled: stores.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { handlesErrors: true },
  });
  const devices = useQuery({
    queryKey: revenueCentersKeys.devices(merchantId, stores),
    queryFn: () => apiPost(PATH.devices, ZRevenueCenterDevicesResponse, body),
    enabled: stores.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { handlesErrors: true },
  });
  return { orderModes, devices };
}

/** Add's first step (spec 3 §4): whether anything is left for a new centre. */
export const fetchAddValidation = (merchantId: number) =>
  apiGet(PATH.addValidation, ZAddRevenueCenterValidation, { merchantId });

export function useSaveRevenueCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: TRevenueCenterSaveRequest) => apiPost(PATH.save, ZRevenueCenterSaveResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revenueCentersKeys.all }),
  });
}

export function useDeleteRevenueCenter(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (revenueCenterId: number) =>
      apiDelete(PATH.remove, ZRevenueCenterDeleteResponse, { revenueCenterId, merchantId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: revenueCentersKeys.all }),
  });
}

import {
  RESTRICTIONS_PATH as PATH,
  ZItemRestrictionsResponse,
  ZRestriction,
  ZRestrictionSaveResponse,
  ZRestrictionsListResponse,
  ZRestrictionTargets,
  type TRestrictionDeleteRequest,
  type TRestrictionInsertRequest,
  type TRestrictionSortColumn,
  type TRestrictionUpdateRequest,
} from '@mp/contracts/restrictions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gridPageBody, type TGridView } from '../../../components/use-grid-state';
import { apiPost } from '../../../lib/api-client';
import { useCatalogueMutation } from '../../../lib/catalogue-mutation';

/** Restrictions are the merchant's: keys carry the merchant (any view of it reads the same ones). */
export const restrictionKeys = {
  all: ['restrictions'] as const,
  merchant: (merchantId: number) => [...restrictionKeys.all, merchantId] as const,
  list: (merchantId: number, view: TGridView<TRestrictionSortColumn>, pageSize: number) =>
    [...restrictionKeys.merchant(merchantId), 'list', { ...view, pageSize }] as const,
  detail: (merchantId: number, id: number) => [...restrictionKeys.merchant(merchantId), 'detail', id] as const,
  targets: (merchantId: number) => [...restrictionKeys.merchant(merchantId), 'targets'] as const,
  ofItem: (merchantId: number, itemId: number) => [...restrictionKeys.merchant(merchantId), 'item', itemId] as const,
};

export const useRestrictions = (merchantId: number, view: TGridView<TRestrictionSortColumn>, pageSize: number) =>
  useQuery({
    queryKey: restrictionKeys.list(merchantId, view, pageSize),
    queryFn: () => apiPost(PATH.list, ZRestrictionsListResponse, gridPageBody(view, pageSize)),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useRestriction = (merchantId: number, id: number) =>
  useQuery({
    queryKey: restrictionKeys.detail(merchantId, id),
    queryFn: () => apiPost(PATH.get, ZRestriction, { RestrictionId: id }),
    enabled: id > 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useRestrictionTargets = (merchantId: number) =>
  useQuery({
    queryKey: restrictionKeys.targets(merchantId),
    queryFn: () => apiPost(PATH.targets, ZRestrictionTargets, {}),
    meta: { handlesErrors: true },
  });

/** The restrictions an item is sold under (the item detail's panel). */
export const useItemRestrictions = (merchantId: number, itemId: number) =>
  useQuery({
    queryKey: restrictionKeys.ofItem(merchantId, itemId),
    queryFn: () => apiPost(PATH.ofItem, ZItemRestrictionsResponse, { ItemMasterId: itemId }),
    enabled: itemId > 0,
    meta: { handlesErrors: true },
  });

/** Insert, Update or Delete; every read of the merchant's restrictions is read again after. */
export const useRestrictionMutation = (merchantId: number) =>
  useCatalogueMutation<TRestrictionInsertRequest, TRestrictionUpdateRequest, TRestrictionDeleteRequest>(
    PATH,
    ZRestrictionSaveResponse,
    restrictionKeys.merchant(merchantId),
  );

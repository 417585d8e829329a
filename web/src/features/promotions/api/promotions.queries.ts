import {
  PROMOTIONS_PATH as PATH,
  ZPromotion,
  ZPromotionChoices,
  ZPromotionPreviewResponse,
  ZPromotionSaveResponse,
  ZPromotionsListResponse,
  type TPromotionDeleteRequest,
  type TPromotionInsertRequest,
  type TPromotionPreviewRequest,
  type TPromotionSortColumn,
  type TPromotionStatus,
  type TPromotionUpdateRequest,
} from '@mp/contracts/promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGridView } from '../../../components/use-grid-state';
import { apiPost } from '../../../lib/api-client';
import { succeeded } from '../../../lib/error-text';

/** The promotions are the merchant's: keys carry the merchant (any view of it reads the same ones). */
export const promotionKeys = {
  all: ['promotions'] as const,
  merchant: (merchantId: number) => [...promotionKeys.all, merchantId] as const,
  list: (
    merchantId: number,
    view: TGridView<TPromotionSortColumn>,
    status: TPromotionStatus | undefined,
    pageSize: number,
  ) => [...promotionKeys.merchant(merchantId), 'list', { ...view, status, pageSize }] as const,
  detail: (merchantId: number, id: number) => [...promotionKeys.merchant(merchantId), 'detail', id] as const,
  choices: (merchantId: number) => [...promotionKeys.merchant(merchantId), 'choices'] as const,
};

export const usePromotions = (
  merchantId: number,
  view: TGridView<TPromotionSortColumn>,
  status: TPromotionStatus | undefined,
  pageSize: number,
) =>
  useQuery({
    queryKey: promotionKeys.list(merchantId, view, status, pageSize),
    queryFn: () =>
      apiPost(PATH.getAll, ZPromotionsListResponse, {
        PageRowCount: pageSize,
        RequestedPageNum: view.page + 1,
        SearchArg: view.search,
        Status: status,
        SortColumn: view.sort.column,
        SortDirection: view.sort.direction,
      }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const usePromotion = (merchantId: number, id: number) =>
  useQuery({
    queryKey: promotionKeys.detail(merchantId, id),
    queryFn: () => apiPost(PATH.get, ZPromotion, { PromotionId: id }),
    enabled: id > 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const usePromotionChoices = (merchantId: number) =>
  useQuery({
    queryKey: promotionKeys.choices(merchantId),
    queryFn: () => apiPost(PATH.choices, ZPromotionChoices, {}),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** The draft's affected items and overlaps; nothing is written, so nothing is invalidated. */
export const usePromotionPreview = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: TPromotionPreviewRequest) => apiPost(PATH.preview, ZPromotionPreviewResponse, body),
  });

type TMutation =
  { insert: TPromotionInsertRequest } | { update: TPromotionUpdateRequest } | { delete: TPromotionDeleteRequest };

/** Insert, Update or Delete; spec 2 §5: only status 200 with IsSuccessful true is a success. */
export function usePromotionMutation(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: TMutation) =>
      succeeded(
        'insert' in body
          ? await apiPost(PATH.insert, ZPromotionSaveResponse, body.insert)
          : 'update' in body
            ? await apiPost(PATH.update, ZPromotionSaveResponse, body.update)
            : await apiPost(PATH.delete, ZPromotionSaveResponse, body.delete),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.merchant(merchantId) }),
  });
}

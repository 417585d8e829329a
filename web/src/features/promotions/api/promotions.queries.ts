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
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { gridPageBody, type TGridView } from '../../../components/use-grid-state';
import { apiPost } from '../../../lib/api-client';
import { useCatalogueMutation } from '../../../lib/catalogue-mutation';

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
    queryFn: () => apiPost(PATH.getAll, ZPromotionsListResponse, { ...gridPageBody(view, pageSize), Status: status }),
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

/** Insert, Update or Delete; every read of the merchant's promotions is read again after. */
export const usePromotionMutation = (merchantId: number) =>
  useCatalogueMutation<TPromotionInsertRequest, TPromotionUpdateRequest, TPromotionDeleteRequest>(
    PATH,
    ZPromotionSaveResponse,
    promotionKeys.merchant(merchantId),
  );

import {
  IMAGE_MANAGER_PATH,
  IMAGE_MANAGER_QUERY,
  UPLOAD_RETRIES,
  UPLOAD_RETRY_DELAY_MS,
  ZImageManagerResponse,
  ZImageUploadResponse,
  type TImageType,
  type TUpdateImageManagerRequest,
} from '@mp/contracts/image-manager';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPostForm, isHttpError } from '../../../lib/api-client';

/** The entity is the view's: one per merchant and store (0 the company view). */
export const imageManagerKeys = {
  all: ['image-manager'] as const,
  entity: (merchantId: number, storeId: number) => [...imageManagerKeys.all, merchantId, storeId] as const,
};

const entityQuery = (merchantId: number, storeId: number) =>
  queryOptions({
    queryKey: imageManagerKeys.entity(merchantId, storeId),
    queryFn: () => apiPost(IMAGE_MANAGER_PATH.get, ZImageManagerResponse, {}, IMAGE_MANAGER_QUERY),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useImageManager = (merchantId: number, storeId: number) => useQuery(entityQuery(merchantId, storeId));

/** Saves what the view changed; the cache takes the stored entity (and its checksum) the save answers. */
export function useUpdateImageManager(merchantId: number, storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: TUpdateImageManagerRequest) =>
      apiPost(IMAGE_MANAGER_PATH.update, ZImageManagerResponse, body, IMAGE_MANAGER_QUERY),
    onSuccess: (answer) => queryClient.setQueryData(entityQuery(merchantId, storeId).queryKey, answer),
  });
}

/**
 * A failure worth trying again: the server unreachable or failing. A refusal of the file itself (4xx) would only be
 * refused again.
 */
export const isRetryableUpload = (error: unknown): boolean =>
  !isHttpError(error) || error.status === 0 || error.status >= 500 || error.status === 429;

/** Uploads one file (spec 3 §4: a failure is tried again 3 times, 1 s apart); answers the stored image's URL. */
export function useUploadImage(merchantId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ type, file }: { type: TImageType; file: File }) => {
      const form = new FormData();
      // The fields first: the server reads the parts in order.
      form.append('merchantId', String(merchantId));
      form.append('imageType', type);
      form.append('file', file);
      return apiPostForm(IMAGE_MANAGER_PATH.upload, ZImageUploadResponse, form);
    },
    retry: (failures, error) => failures < UPLOAD_RETRIES && isRetryableUpload(error),
    retryDelay: UPLOAD_RETRY_DELAY_MS,
  });
}

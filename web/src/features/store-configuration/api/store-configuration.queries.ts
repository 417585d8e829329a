import {
  STORE_CONFIGURATION_PATH as PATH,
  ZPreviewLightResponse,
  ZStoreConfigurationResponse,
  type TPreviewLightRequest,
  type TUpdateStoreConfigurationRequest,
} from '@mp/contracts/store-configuration';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export const storeConfigurationKeys = {
  all: ['store-configuration'] as const,
  configuration: () => [...storeConfigurationKeys.all, 'configuration'] as const,
  preview: (body: TPreviewLightRequest) => [...storeConfigurationKeys.all, 'preview', body] as const,
};

const configurationQuery = () =>
  queryOptions({
    queryKey: storeConfigurationKeys.configuration(),
    queryFn: () => apiPost(PATH.get, ZStoreConfigurationResponse),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useStoreConfiguration = () => useQuery(configurationQuery());

/** Saves the configuration; the cache takes the stored one (and its checksum) the save answers. */
export function useUpdateStoreConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: TUpdateStoreConfigurationRequest) => apiPost(PATH.update, ZStoreConfigurationResponse, body),
    onSuccess: (answer) => queryClient.setQueryData(configurationQuery().queryKey, answer),
  });
}

/** The receipt header as the server renders it for these values; the last one stays while the next loads. */
export const useReceiptHeaderPreview = (body: TPreviewLightRequest) =>
  useQuery({
    queryKey: storeConfigurationKeys.preview(body),
    queryFn: () => apiPost(PATH.previewLight, ZPreviewLightResponse, body, { isAjaxRequest: 'true' }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });

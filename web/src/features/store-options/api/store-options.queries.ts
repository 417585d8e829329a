import {
  STORE_OPTIONS_PATH,
  ZStoreOptionsResponse,
  ZUpdateStoreOptionsResponse,
  type TUpdateStoreOptionsRequest,
} from '@mp/contracts/store-options';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const storeOptionsKeys = {
  all: ['storeOptions'] as const,
  options: () => [...storeOptionsKeys.all, 'options'] as const,
};

const optionsQuery = () =>
  queryOptions({
    queryKey: storeOptionsKeys.options(),
    queryFn: () => apiGet(STORE_OPTIONS_PATH.get, ZStoreOptionsResponse),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useStoreOptions = () => useQuery(optionsQuery());

/** Saves the options; the cache takes the stored options (and their checksum) the save answers. */
export function useUpdateStoreOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (values: TUpdateStoreOptionsRequest) =>
      apiPost(STORE_OPTIONS_PATH.update, ZUpdateStoreOptionsResponse, values),
    onSuccess: (answer) => queryClient.setQueryData(optionsQuery().queryKey, answer),
  });
}

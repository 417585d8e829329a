import {
  ALERTS_PATH,
  ZAlertConfigurationResponse,
  ZUpdateAlertConfigurationResponse,
  type TUpdateAlertConfigurationRequest,
} from '@mp/contracts/alerts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const alertsKeys = {
  all: ['alerts'] as const,
  configuration: () => [...alertsKeys.all, 'configuration'] as const,
};

const configurationQuery = () =>
  queryOptions({
    queryKey: alertsKeys.configuration(),
    queryFn: () => apiGet(ALERTS_PATH.get, ZAlertConfigurationResponse),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useAlertConfiguration = () => useQuery(configurationQuery());

/** Saves the alerts; the cache takes the stored configuration (and its checksum) the save answers. */
export function useUpdateAlertConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (entries: TUpdateAlertConfigurationRequest) =>
      apiPost(ALERTS_PATH.update, ZUpdateAlertConfigurationResponse, entries),
    onSuccess: (answer) => queryClient.setQueryData(configurationQuery().queryKey, answer),
  });
}

import {
  SECURITY_CONTROLS_PATH,
  ZGetSecurityControlsResponse,
  ZUpdateSecurityControlResponse,
  type TSecurityControlsValues,
} from '@mp/contracts/security-controls';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const securityControlsKeys = {
  all: ['security-controls'] as const,
  controls: () => [...securityControlsKeys.all, 'controls'] as const,
};

const controlsQuery = () =>
  queryOptions({
    queryKey: securityControlsKeys.controls(),
    queryFn: () => apiGet(SECURITY_CONTROLS_PATH.get, ZGetSecurityControlsResponse),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useSecurityControls = () => useQuery(controlsQuery());

/** Saves the controls; the cache takes the stored values (and their checksum) the save answers. */
export function useUpdateSecurityControls() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (values: TSecurityControlsValues) =>
      apiPost(SECURITY_CONTROLS_PATH.update, ZUpdateSecurityControlResponse, values),
    onSuccess: ({ Entity }) => queryClient.setQueryData(controlsQuery().queryKey, { Entity }),
  });
}

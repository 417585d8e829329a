import {
  SCHEDULE_ENFORCEMENT_PATH,
  ZSaveScheduleEnforcementResponse,
  ZScheduleEnforcement,
  type TGetScheduleEnforcementQuery,
  type TSaveScheduleEnforcementRequest,
} from '@mp/contracts/schedule-enforcement';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

export const scheduleEnforcementKeys = {
  all: ['schedule-enforcement'] as const,
  store: (store: TGetScheduleEnforcementQuery) => [...scheduleEnforcementKeys.all, store] as const,
};

const enforcementQuery = (store: TGetScheduleEnforcementQuery) =>
  queryOptions({
    queryKey: scheduleEnforcementKeys.store(store),
    queryFn: () => apiGet(SCHEDULE_ENFORCEMENT_PATH.get, ZScheduleEnforcement, store),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** The store's enforcement; null (nothing asked) in the company view, which has none. */
export const useScheduleEnforcement = (store: TGetScheduleEnforcementQuery | null) =>
  useQuery({ ...enforcementQuery(store ?? { merchantId: 0, storeId: 0 }), enabled: store !== null });

/** Saves the store's enforcement; the cache takes what the save stored (with its new checksum). */
export function useSaveScheduleEnforcement() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (values: TSaveScheduleEnforcementRequest) =>
      apiPost(SCHEDULE_ENFORCEMENT_PATH.save, ZSaveScheduleEnforcementResponse, values),
    onSuccess: ({ enforcement }) => queryClient.setQueryData(enforcementQuery(enforcement).queryKey, enforcement),
  });
}

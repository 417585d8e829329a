import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZStoreStatus, type TStoreStatus } from '@mp/contracts/online-ordering/sites';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';
import { storeSiteKeys } from '../../shared/store-site.api';
import { ooHoursKeys } from './hours.queries';

const op = {
  get: graphqlOperation('query GetStoreStatus { getStoreStatus { status locked } }', 'getStoreStatus', ZStoreStatus),
  update: graphqlOperation(
    'mutation UpdateStoreStatus($input: StoreStatusInput!) { updateStoreStatus(input: $input) { status locked } }',
    'updateStoreStatus',
    ZStoreStatus,
  ),
};

const statusKey = () => [...ooHoursKeys.all, 'storeStatus'] as const;

/** Read when the dialog opens (spec 3 §8: a missing record is a failure like any other). */
export const useStoreStatus = (enabled: boolean) =>
  useQuery({
    queryKey: statusKey(),
    queryFn: () => graphqlRequest(op.get),
    enabled,
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });

/** Spec 3 §7.2: the record sent back with `locked` changed. */
export function useUpdateStoreStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (record: TStoreStatus) => graphqlRequest(op.update, { input: record }),
    onSuccess: (saved) => {
      queryClient.setQueryData(statusKey(), saved);
      // Locked is the store offline: the hours forms turn read-only (or editable again) at once.
      void queryClient.invalidateQueries({ queryKey: storeSiteKeys.all });
    },
  });
}

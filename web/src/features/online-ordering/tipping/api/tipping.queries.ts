import { type TTipsConfiguration, ZTipsConfiguration } from '@mp/contracts/online-ordering/tipping';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';

const FIELDS = 'enabled suggestions { description value isDefault }';

const GET_TIPS = graphqlOperation(
  `query GetTipsConfigurationSettings { getTipsConfigurationSettings { ${FIELDS} } }`,
  'getTipsConfigurationSettings',
  ZTipsConfiguration,
);
const UPDATE_TIPS = graphqlOperation(
  `mutation UpdateTipsConfigurationSettings($input: TipsConfigurationInput!) {
     updateTipsConfigurationSettings(input: $input) { ${FIELDS} }
   }`,
  'updateTipsConfigurationSettings',
  ZTipsConfiguration,
);

const tipsQuery = () =>
  queryOptions({
    queryKey: ['onlineOrdering', 'tipping'] as const,
    queryFn: () => graphqlRequest(GET_TIPS),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useTipsConfiguration = () => useQuery(tipsQuery());

/** Saves the store's tipping; the cache takes what the server stored. */
export function useUpdateTipsConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: TTipsConfiguration) => graphqlRequest(UPDATE_TIPS, { input }),
    onSuccess: (saved) => queryClient.setQueryData(tipsQuery().queryKey, saved),
  });
}

import { ZPrivacyPolicy } from '@mp/contracts/online-ordering/privacy-policy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';

const FIELDS = 'companyPrivacyPolicy providerPrivacyPolicy';

const GET_POLICY = graphqlOperation(
  `query GetPrivacyPolicy { getPrivacyPolicy { ${FIELDS} } }`,
  'getPrivacyPolicy',
  ZPrivacyPolicy,
);
const UPDATE_POLICY = graphqlOperation(
  `mutation UpdatePrivacyPolicy($companyPrivacyPolicy: String!) {
     updatePrivacyPolicy(companyPrivacyPolicy: $companyPrivacyPolicy) { ${FIELDS} }
   }`,
  'updatePrivacyPolicy',
  ZPrivacyPolicy,
);

const policyQuery = () =>
  queryOptions({
    queryKey: ['onlineOrdering', 'privacyPolicy'] as const,
    queryFn: () => graphqlRequest(GET_POLICY),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const usePrivacyPolicy = () => useQuery(policyQuery());

/** Saves the company's policy; the cache takes what the server stored. */
export function useUpdatePrivacyPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (companyPrivacyPolicy: string) => graphqlRequest(UPDATE_POLICY, { companyPrivacyPolicy }),
    onSuccess: (saved) => queryClient.setQueryData(policyQuery().queryKey, saved),
  });
}

import {
  FRONTEND_CUSTOMIZATION_SET,
  specialInstructionsOfPairs,
  type TConfigurationSetting,
  ZPopularItemsConfiguration,
} from '@mp/contracts/online-ordering/menu-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';

const ZPairs = z.array(z.object({ key: z.string(), value: z.string() }));

const GET_SETTINGS = graphqlOperation(
  `query GetConfigurationSettings($configurationSetId: String!) {
     getConfigurationSettings(configurationSetId: $configurationSetId) { key value }
   }`,
  'getConfigurationSettings',
  ZPairs,
);
const SET_SETTINGS = graphqlOperation(
  `mutation SetConfigurationSettings($configurationSetId: String!, $settings: [ConfigurationSettingInput!]!) {
     setConfigurationSettings(configurationSetId: $configurationSetId, settings: $settings) { key value }
   }`,
  'setConfigurationSettings',
  ZPairs,
);
const POPULAR_FIELDS = 'enabled items { displayName description imageUrl currentPrice }';
const GET_POPULAR = graphqlOperation(
  `query GetPopularItemsConfiguration { getPopularItemsConfiguration { ${POPULAR_FIELDS} } }`,
  'getPopularItemsConfiguration',
  ZPopularItemsConfiguration,
);
const SET_POPULAR = graphqlOperation(
  `mutation SetPopularItemsConfiguration($enabled: Boolean!) {
     setPopularItemsConfiguration(enabled: $enabled) { ${POPULAR_FIELDS} }
   }`,
  'setPopularItemsConfiguration',
  ZPopularItemsConfiguration,
);

const instructionsQuery = () =>
  queryOptions({
    queryKey: ['onlineOrdering', 'specialInstructions'] as const,
    queryFn: async () =>
      specialInstructionsOfPairs(
        await graphqlRequest(GET_SETTINGS, { configurationSetId: FRONTEND_CUSTOMIZATION_SET }),
      ),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const useSpecialInstructions = () => useQuery(instructionsQuery());

/** Saves the company's special instructions; the cache takes what the server stored. */
export function useSaveSpecialInstructions() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (settings: TConfigurationSetting[]) =>
      specialInstructionsOfPairs(
        await graphqlRequest(SET_SETTINGS, { configurationSetId: FRONTEND_CUSTOMIZATION_SET, settings }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(instructionsQuery().queryKey, saved),
  });
}

const popularQuery = () =>
  queryOptions({
    queryKey: ['onlineOrdering', 'popularItems'] as const,
    queryFn: () => graphqlRequest(GET_POPULAR),
    staleTime: 0,
    meta: { handlesErrors: true },
  });

export const usePopularItems = (enabled: boolean) => useQuery({ ...popularQuery(), enabled });

export function useSetPopularItems() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (enabled: boolean) => graphqlRequest(SET_POPULAR, { enabled }),
    onSuccess: (saved) => queryClient.setQueryData(popularQuery().queryKey, saved),
  });
}

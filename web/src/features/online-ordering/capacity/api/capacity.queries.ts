import {
  emptyCapacitySettings,
  emptyCapacityWeek,
  WEEKDAYS,
  ZCapacitySettings,
  type TCapacitySettings,
  type TCapacityWeek,
} from '@mp/contracts/online-ordering/capacity';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../../../lib/api-client';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';
import { createStoreTimeSettings, storeTimeSettings } from '../../shared/time-settings.api';

const INTERVAL = '{ startTime endTime capacities { OrderCount } }';
const FIELDS = `id description enterpriseUnit closedDays ${WEEKDAYS.map((d) => `${d} ${INTERVAL}`).join(' ')}`;

/** Spec 3 §7.2 Capacity operations; the organization and enterprise unit come from the session. */
const byStore = graphqlOperation(
  `query GetCapacitySettingsByEnterpriseUnit { getCapacitySettingsByEnterpriseUnit { ${FIELDS} } }`,
  'getCapacitySettingsByEnterpriseUnit',
  ZCapacitySettings,
);
const create = graphqlOperation(
  `mutation CreateCapacitySettings($input: CapacitySettingsInput!) { createCapacitySettings(input: $input) { ${FIELDS} } }`,
  'createCapacitySettings',
  ZCapacitySettings,
);
const assign = graphqlOperation(
  `mutation AssignCapacitySettings($id: ID!) { assignCapacitySettings(capacitySettingsId: $id) { ${FIELDS} } }`,
  'assignCapacitySettings',
  ZCapacitySettings,
);
const update = graphqlOperation(
  `mutation UpdateCapacitySettings($id: ID!, $input: CapacitySettingsInput!) {
    updateCapacitySettings(id: $id, input: $input) { ${FIELDS} } }`,
  'updateCapacitySettings',
  ZCapacitySettings,
);

export const capacityKeys = {
  all: ['capacity'] as const,
  settings: () => [...capacityKeys.all, 'settings'] as const,
};

/**
 * Spec 3 §4: a store without settings (404) gets new ones, created and assigned, and a time-settings record when it
 * has none either; the page then proceeds. A user who may only look cannot create them and sees an empty week.
 */
async function loadOrCreate(mayCreate: boolean): Promise<TCapacitySettings> {
  try {
    return await graphqlRequest(byStore);
  } catch (error) {
    if (!isHttpError(error) || error.status !== 404) throw error;
    if (!mayCreate) return emptyCapacitySettings();
    const created = await graphqlRequest(create, { input: { description: 'Capacity', ...emptyCapacityWeek() } });
    const assigned = await graphqlRequest(assign, { id: created.id });
    if (!(await storeTimeSettings())) await createStoreTimeSettings();
    return assigned;
  }
}

const settingsQuery = (mayCreate: boolean) =>
  queryOptions({
    queryKey: capacityKeys.settings(),
    queryFn: () => loadOrCreate(mayCreate),
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });

export const useCapacitySettings = (mayCreate: boolean) => useQuery(settingsQuery(mayCreate));

/** Saves the week; the cache takes what was stored, and the next-available times are asked again. */
export function useUpdateCapacitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, description, week }: { id: string; description: string; week: TCapacityWeek }) =>
      graphqlRequest(update, { id, input: { description, ...week } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(capacityKeys.settings(), saved);
      await queryClient.invalidateQueries({ queryKey: ['fulfillmentTimes'] });
    },
  });
}

import {
  defaultTimeSettingsInput,
  type TTimeSettings,
  type TTimeSettingsInput,
  ZTimeSettings,
} from '@mp/contracts/online-ordering/time-settings';
import { isHttpError } from '../../../lib/api-client';
import { graphqlOperation, graphqlRequest } from '../../../lib/graphql-client';

const FIELDS = 'id description bufferOpen bufferClose granularity maxFutureDays organization createdDate updatedDate';

/** Spec 3 §7.2 time settings operations; the enterprise unit is the session's store. */
const byStore = graphqlOperation(
  `query GetTimeSettingsByEnterpriseUnit { getTimeSettingsByEnterpriseUnit { ${FIELDS} } }`,
  'getTimeSettingsByEnterpriseUnit',
  ZTimeSettings,
);
const create = graphqlOperation(
  `mutation CreateTimeSettings($input: TimeSettingsInput!) { createTimeSettings(input: $input) { ${FIELDS} } }`,
  'createTimeSettings',
  ZTimeSettings,
);
const assign = graphqlOperation(
  `mutation AssignTimeSettings($id: ID!) { assignTimeSettings(id: $id) { ${FIELDS} } }`,
  'assignTimeSettings',
  ZTimeSettings,
);
const update = graphqlOperation(
  `mutation UpdateTimeSettingsById($id: ID!, $input: TimeSettingsInput!) {
     updateTimeSettingsById(id: $id, input: $input) { ${FIELDS} } }`,
  'updateTimeSettingsById',
  ZTimeSettings,
);

/** The store's time settings, or null when it has none (the read's 404). */
export async function storeTimeSettings(): Promise<TTimeSettings | null> {
  try {
    return await graphqlRequest(byStore);
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Creates time settings (granularity 15) and assigns them to the store: spec 3 §4's create-on-404 flows. */
export async function createStoreTimeSettings(input: TTimeSettingsInput = defaultTimeSettingsInput()) {
  const created = await graphqlRequest(create, { input });
  return graphqlRequest(assign, { id: created.id });
}

/** Spec 3 §4: the store's record is updated when it exists, else one is created and assigned to the store. */
export async function saveStoreTimeSettings(change: Partial<TTimeSettingsInput>): Promise<TTimeSettings> {
  const current = await storeTimeSettings();
  if (!current) return createStoreTimeSettings({ ...defaultTimeSettingsInput(), ...change });
  const { bufferOpen, bufferClose, maxFutureDays, description } = current;
  return graphqlRequest(update, {
    id: current.id,
    input: { description, bufferOpen, bufferClose, maxFutureDays, ...change },
  });
}

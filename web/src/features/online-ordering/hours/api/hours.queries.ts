import { ZFulfillmentTimeSettings } from '@mp/contracts/online-ordering/fulfillment-settings';
import {
  ZEventSettings,
  ZWindowSettings,
  type TDayHours,
  type TEventSettingsInput,
} from '@mp/contracts/online-ordering/order-hours';
import { ZTimeSettings } from '@mp/contracts/online-ordering/time-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../../../lib/api-client';
import { graphqlOperation, graphqlRequest } from '../../../../lib/graphql-client';
import { fulfillmentTimesKeys } from '../../fulfillment-times/next-available-times';

export const ooHoursKeys = {
  all: ['onlineOrdering', 'hours'] as const,
  hours: () => [...ooHoursKeys.all, 'window'] as const,
  events: () => [...ooHoursKeys.all, 'events'] as const,
  timeSettings: () => [...ooHoursKeys.all, 'timeSettings'] as const,
  fulfillment: () => ['onlineOrdering', 'fulfillment'] as const,
};

const HOURS = `id description published publishedAt
  dayHours { day nextDay closedAllDay fulfillmentTypes sourceOrganization timeBlocks { startTime endTime } }`;
const EVENTS = `id description createdDate updatedDate events { name startTime endTime offeringFulfillment
  fulfillmentWindows { startTime endTime } sourceOrganization daysOfWeek fulfillmentTypes }`;
const TIME = 'id description bufferOpen bufferClose granularity maxFutureDays organization createdDate updatedDate';
const FULFILLMENT = `enterpriseUnitId prepDuration queueDuration setupDuration packagingDuration deliveryDuration
  cateringPrepDuration cateringPackagingDuration cateringDeliveryDuration deliveryPrepDuration deliveryPackagingDuration
  offeringCatering offeringCurbside offeringDelivery offeringDriveThru offeringFulfillment offeringPickup offeringDineIn`;

/** The hours as the screen selects them (no audit dates). */
const ZHours = ZWindowSettings.omit({ createdDate: true, updatedDate: true });
const op = {
  getHours: graphqlOperation(
    `query GetWindowSettingsByEnterpriseUnit { getWindowSettingsByEnterpriseUnit { ${HOURS} } }`,
    'getWindowSettingsByEnterpriseUnit',
    ZHours,
  ),
  createHours: graphqlOperation(
    `mutation CreateWindowSettings($id: ID, $dayHours: [OrderDayHoursInput!]!) { createWindowSettings(id: $id, dayHours: $dayHours) { ${HOURS} } }`,
    'createWindowSettings',
    ZHours,
  ),
  assignHours: graphqlOperation(
    `mutation AssignWindowSettings($id: ID!) { assignWindowSettings(id: $id) { ${HOURS} } }`,
    'assignWindowSettings',
    ZHours,
  ),
  updateHours: graphqlOperation(
    `mutation UpdateWindowSettingsById($id: ID!, $dayHours: [OrderDayHoursInput!]!) { updateWindowSettingsById(id: $id, dayHours: $dayHours) { ${HOURS} } }`,
    'updateWindowSettingsById',
    ZHours,
  ),
  publishHours: graphqlOperation(
    `mutation PublishWindowSettings($id: ID!) { publishWindowSettings(id: $id) { ${HOURS} } }`,
    'publishWindowSettings',
    ZHours,
  ),
  setBuffers: graphqlOperation(
    `mutation SetOrderHoursBuffers($id: ID!, $bufferOpen: Int!, $bufferClose: Int!) { setOrderHoursBuffers(id: $id, bufferOpen: $bufferOpen, bufferClose: $bufferClose) { ${TIME} } }`,
    'setOrderHoursBuffers',
    ZTimeSettings,
  ),
  getTimeSettings: graphqlOperation(
    `query GetTimeSettingsByEnterpriseUnit { getTimeSettingsByEnterpriseUnit { ${TIME} } }`,
    'getTimeSettingsByEnterpriseUnit',
    ZTimeSettings,
  ),
  getEvents: graphqlOperation(
    `query GetEventSettingsByEnterprise { getEventSettingsByEnterprise { ${EVENTS} } }`,
    'getEventSettingsByEnterprise',
    ZEventSettings,
  ),
  createEvents: graphqlOperation(
    `mutation CreateEventSettings($input: EventSettingsInput!) { createEventSettings(input: $input) { ${EVENTS} } }`,
    'createEventSettings',
    ZEventSettings,
  ),
  updateEvents: graphqlOperation(
    `mutation UpdateEventSettingsById($id: ID!, $input: EventSettingsInput!) { updateEventSettingsById(id: $id, input: $input) { ${EVENTS} } }`,
    'updateEventSettingsById',
    ZEventSettings,
  ),
  getFulfillment: graphqlOperation(
    `query GetFulfillmentTimeSettings { getFulfillmentTimeSettings { ${FULFILLMENT} } }`,
    'getFulfillmentTimeSettings',
    ZFulfillmentTimeSettings,
  ),
  patchFulfillment: graphqlOperation(
    `mutation PatchFulfillmentTimeSettings($input: FulfillmentTimeSettingsPatch!) { patchFulfillmentTimeSettings(input: $input) { ${FULFILLMENT} } }`,
    'patchFulfillmentTimeSettings',
    ZFulfillmentTimeSettings,
  ),
};

const is404 = (error: unknown) => isHttpError(error) && error.status === 404;

/**
 * Spec 3 §4, §7.2: the store's order hours; a read answered 404 creates a new record (a fresh id, every day open)
 * and assigns it to the store, then proceeds with it.
 */
export const orderHoursQuery = (defaults: () => TDayHours[]) =>
  queryOptions({
    queryKey: ooHoursKeys.hours(),
    queryFn: async () => {
      try {
        return await graphqlRequest(op.getHours);
      } catch (error) {
        if (!is404(error)) throw error;
        const created = await graphqlRequest(op.createHours, { id: crypto.randomUUID(), dayHours: defaults() });
        return graphqlRequest(op.assignHours, { id: created.id });
      }
    },
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });

export const useOrderHours = (defaults: () => TDayHours[]) => useQuery(orderHoursQuery(defaults));

/** The buffers (time settings); a store without time settings has 0 and 0 until its first save. */
export const useOrderHoursBuffers = () =>
  useQuery({
    queryKey: ooHoursKeys.timeSettings(),
    queryFn: async () => {
      try {
        const settings = await graphqlRequest(op.getTimeSettings);
        return { bufferOpen: settings.bufferOpen, bufferClose: settings.bufferClose };
      } catch (error) {
        if (is404(error)) return { bufferOpen: 0, bufferClose: 0 };
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });

export const fulfillmentQuery = () =>
  queryOptions({
    queryKey: ooHoursKeys.fulfillment(),
    queryFn: () => graphqlRequest(op.getFulfillment),
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });
export const useFulfillmentSettings = () => useQuery(fulfillmentQuery());

/**
 * Saves the hours and then the buffers (spec 3 §7.2 save (id, dayHours), set buffers (id, bufferOpen, bufferClose)).
 * The cache changes only when both calls succeed: if the second fails, the form keeps the user's values and stays
 * dirty, and Save sends both again (each call sets whole values, so repeating the first is harmless).
 */
export function useSaveOrderHours() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (v: { id: string; dayHours: TDayHours[]; bufferOpen: number; bufferClose: number }) => {
      const saved = await graphqlRequest(op.updateHours, { id: v.id, dayHours: v.dayHours });
      const buffers = await graphqlRequest(op.setBuffers, {
        id: v.id,
        bufferOpen: v.bufferOpen,
        bufferClose: v.bufferClose,
      });
      return { saved, buffers };
    },
    onSuccess: ({ saved, buffers }) => {
      void queryClient.invalidateQueries({ queryKey: fulfillmentTimesKeys.all });
      queryClient.setQueryData(ooHoursKeys.hours(), saved);
      queryClient.setQueryData(ooHoursKeys.timeSettings(), {
        bufferOpen: buffers.bufferOpen,
        bufferClose: buffers.bufferClose,
      });
    },
  });
}

export function usePublishOrderHours() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (id: string) => graphqlRequest(op.publishHours, { id }),
    onSuccess: (saved) => queryClient.setQueryData(ooHoursKeys.hours(), saved),
  });
}

/** The store's special hours: none yet (404) is an empty list without an id; the first save creates the record. */
export const useSpecialHours = () =>
  useQuery({
    queryKey: ooHoursKeys.events(),
    queryFn: async () => {
      try {
        return await graphqlRequest(op.getEvents);
      } catch (error) {
        if (is404(error)) return null;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });

export function useSaveSpecialHours() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, input }: { id: string | null; input: TEventSettingsInput }) =>
      id ? graphqlRequest(op.updateEvents, { id, input }) : graphqlRequest(op.createEvents, { input }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: fulfillmentTimesKeys.all });
      queryClient.setQueryData(ooHoursKeys.events(), saved);
    },
  });
}

/** patchFulfillmentTimeSettings (spec 3 §7.2): prep time in seconds, or the offering flags. */
export function usePatchFulfillment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: { prepDuration?: number; offeringFulfillment?: boolean }) =>
      graphqlRequest(op.patchFulfillment, { input }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: fulfillmentTimesKeys.all });
      queryClient.setQueryData(ooHoursKeys.fulfillment(), saved);
    },
  });
}

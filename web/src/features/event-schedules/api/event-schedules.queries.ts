import {
  EVENT_SCHEDULES_PATH as PATH,
  ZEventSchedule,
  ZEventScheduleSaveResponse,
  ZEventSchedulesListResponse,
  type TEventScheduleDeleteRequest,
  type TEventScheduleInsertRequest,
  type TEventScheduleSortColumn,
  type TEventScheduleUpdateRequest,
} from '@mp/contracts/event-schedules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gridPageBody, type TGridView } from '../../../components/use-grid-state';
import { apiPost } from '../../../lib/api-client';
import { useCatalogueMutation } from '../../../lib/catalogue-mutation';

/** The schedules are the merchant's: keys carry the merchant (any view of it reads the same ones). */
export const eventScheduleKeys = {
  all: ['event-schedules'] as const,
  merchant: (merchantId: number) => [...eventScheduleKeys.all, merchantId] as const,
  list: (merchantId: number, view: TGridView<TEventScheduleSortColumn>, pageSize: number) =>
    [...eventScheduleKeys.merchant(merchantId), 'list', { ...view, pageSize }] as const,
  detail: (merchantId: number, id: number) => [...eventScheduleKeys.merchant(merchantId), 'detail', id] as const,
};

export const useEventSchedules = (merchantId: number, view: TGridView<TEventScheduleSortColumn>, pageSize: number) =>
  useQuery({
    queryKey: eventScheduleKeys.list(merchantId, view, pageSize),
    queryFn: () => apiPost(PATH.getAll, ZEventSchedulesListResponse, gridPageBody(view, pageSize)),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useEventSchedule = (merchantId: number, id: number) =>
  useQuery({
    queryKey: eventScheduleKeys.detail(merchantId, id),
    queryFn: () => apiPost(PATH.get, ZEventSchedule, { EventScheduleId: id }),
    enabled: id > 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** Insert, Update or Delete; every read of the merchant's schedules is read again after. */
export const useEventScheduleMutation = (merchantId: number) =>
  useCatalogueMutation<TEventScheduleInsertRequest, TEventScheduleUpdateRequest, TEventScheduleDeleteRequest>(
    PATH,
    ZEventScheduleSaveResponse,
    eventScheduleKeys.merchant(merchantId),
  );

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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGridView } from '../../../components/use-grid-state';
import { apiPost } from '../../../lib/api-client';
import { succeeded } from '../../../lib/error-text';

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
    queryFn: () =>
      apiPost(PATH.getAll, ZEventSchedulesListResponse, {
        PageRowCount: pageSize,
        RequestedPageNum: view.page + 1,
        SearchArg: view.search,
        SortColumn: view.sort.column,
        SortDirection: view.sort.direction,
      }),
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

type TMutation =
  | { insert: TEventScheduleInsertRequest }
  | { update: TEventScheduleUpdateRequest }
  | { delete: TEventScheduleDeleteRequest };

/** Insert, Update or Delete; spec 2 §5: only status 200 with IsSuccessful true is a success. */
export function useEventScheduleMutation(merchantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: TMutation) =>
      succeeded(
        'insert' in body
          ? await apiPost(PATH.insert, ZEventScheduleSaveResponse, body.insert)
          : 'update' in body
            ? await apiPost(PATH.update, ZEventScheduleSaveResponse, body.update)
            : await apiPost(PATH.delete, ZEventScheduleSaveResponse, body.delete),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventScheduleKeys.merchant(merchantId) }),
  });
}

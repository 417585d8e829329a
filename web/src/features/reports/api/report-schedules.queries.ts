import {
  ZSchedule,
  ZScheduleDeleted,
  ZScheduleList,
  ZScheduleSaved,
  type TCreateScheduleRequest,
  type TScheduleSortColumn,
  type TUpdateScheduleRequest,
} from '@mp/contracts/report-schedules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGridView } from '../../../components/use-grid-state';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';

/** Keys carry the view: the digest shown is the session's view's, and another store context is another list. */
export const scheduleKeys = {
  all: ['reportSchedules'] as const,
  view: (storeId: number) => [...scheduleKeys.all, storeId] as const,
  list: (storeId: number, view: TGridView<TScheduleSortColumn>, pageSize: number) =>
    [...scheduleKeys.view(storeId), 'list', { ...view, pageSize }] as const,
  detail: (storeId: number, id: number) => [...scheduleKeys.view(storeId), 'detail', id] as const,
};

/** GET /ReportSchedule/GetSchedules: the user's schedules, a page in the grid's order, and the view's digest. */
export const useSchedules = (storeId: number, view: TGridView<TScheduleSortColumn>, pageSize: number) =>
  useQuery({
    queryKey: scheduleKeys.list(storeId, view, pageSize),
    queryFn: () =>
      apiGet('/ReportSchedule/GetSchedules', ZScheduleList, {
        // The grid counts pages from 0, the call from 1.
        RequestedPageNum: view.page + 1,
        PageRowCount: pageSize,
        SortColumn: view.sort.column,
        SortDirection: view.sort.direction,
      }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

/** One schedule as stored now (the edit dialog loads it, with its checksum). */
export const useSchedule = (storeId: number, id: number | null) =>
  useQuery({
    queryKey: scheduleKeys.detail(storeId, id ?? 0),
    queryFn: () => apiGet('/ReportSchedule/GetSchedule', ZSchedule, { Id: id ?? 0 }),
    enabled: id !== null,
    meta: { handlesErrors: true },
  });

/** Every mutation changes the list (and the next run of what it touched). */
function useScheduleMutation<TInput, TOutput>(storeId: number, mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.view(storeId) }),
  });
}

export const useCreateSchedule = (storeId: number) =>
  useScheduleMutation(storeId, (body: TCreateScheduleRequest) =>
    apiPost('/ReportSchedule/CreateSchedule', ZScheduleSaved, body),
  );

export const useUpdateSchedule = (storeId: number) =>
  useScheduleMutation(storeId, (body: TUpdateScheduleRequest) =>
    apiPut('/ReportSchedule/UpdateSchedule', ZScheduleSaved, body),
  );

export const useDeleteSchedule = (storeId: number) =>
  useScheduleMutation(storeId, (id: number) =>
    apiDelete('/ReportSchedule/DeleteSchedule', ZScheduleDeleted, { Id: id }),
  );

export const useSetDailyDigest = (storeId: number) =>
  useScheduleMutation(storeId, (isOn: boolean) =>
    apiPost('/ReportSchedule/SetDailyDigest', ZScheduleDeleted, { IsOn: isOn }),
  );

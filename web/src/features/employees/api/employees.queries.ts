import {
  EMPLOYEE_STORES_PAGE_SIZE,
  EMPLOYEES_API,
  EMPLOYEES_PAGE_SIZE,
  ZDeviceCodeResponse,
  ZEmployeeDetail,
  ZEmployeeSearchResponse,
  ZEmployeeStoresResponse,
  ZEmployeeUpdateResponse,
  type TDeviceCodeRequest,
  type TEmployeeSortColumn,
  type TEmployeeUpdateRequest,
} from '@mp/contracts/employees';
import type { TPortalData } from '@mp/contracts/portal';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gridPageBody, type TGridView } from '../../../components/use-grid-state';
import { apiGet, apiPost } from '../../../lib/api-client';

/** The session's merchant and store (0 in the company view): another store context is another set of answers. */
export type TEmployeeScope = { merchantId: number; storeId: number };

export const employeeScopeOf = (portal: TPortalData): TEmployeeScope => ({
  merchantId: portal.merhantId,
  storeId: portal.storeId,
});

export const employeeKeys = {
  all: ['employees'] as const,
  scope: (s: TEmployeeScope) => [...employeeKeys.all, s.merchantId, s.storeId] as const,
  lists: (s: TEmployeeScope) => [...employeeKeys.scope(s), 'list'] as const,
  list: (s: TEmployeeScope, view: TGridView<TEmployeeSortColumn>) => [...employeeKeys.lists(s), view] as const,
  detail: (s: TEmployeeScope, posUserId: number) => [...employeeKeys.scope(s), 'detail', posUserId] as const,
  stores: (s: TEmployeeScope, posUserId: number, page: number) =>
    [...employeeKeys.detail(s, posUserId), 'stores', page] as const,
};

export const employeeListQuery = (scope: TEmployeeScope, view: TGridView<TEmployeeSortColumn>) =>
  queryOptions({
    queryKey: employeeKeys.list(scope, view),
    queryFn: () => apiPost(EMPLOYEES_API.search, ZEmployeeSearchResponse, gridPageBody(view, EMPLOYEES_PAGE_SIZE)),
    // The grid keeps the page on screen while the next one loads, and shows its own error.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export const useEmployeeList = (scope: TEmployeeScope, view: TGridView<TEmployeeSortColumn>) =>
  useQuery(employeeListQuery(scope, view));

export const useEmployee = (scope: TEmployeeScope, posUserId: number) =>
  useQuery({
    queryKey: employeeKeys.detail(scope, posUserId),
    queryFn: () => apiGet(EMPLOYEES_API.detail, ZEmployeeDetail, { posUserId }),
    enabled: posUserId > 0,
    // The assignments are edited from what is loaded: always the stored ones, with their checksum.
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** A page (zero-based) of the stores the user may assign, each marked when the employee has it (spec 3 §7.1). */
export const useEmployeeStores = (scope: TEmployeeScope, posUserId: number, page: number) =>
  useQuery({
    queryKey: employeeKeys.stores(scope, posUserId, page),
    queryFn: () =>
      apiPost(EMPLOYEES_API.stores, ZEmployeeStoresResponse, {
        PageRowCount: EMPLOYEE_STORES_PAGE_SIZE,
        RequestedPageNum: page + 1,
        NumericKeySearchArg: posUserId,
      }),
    enabled: posUserId > 0,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

/** Saves the assignments; the employee (detail and stores) and the lists' role columns are read again. */
export function useUpdateEmployee(scope: TEmployeeScope) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (request: TEmployeeUpdateRequest) => apiPost(EMPLOYEES_API.update, ZEmployeeUpdateResponse, request),
    // Not awaited: the reloaded employee starts the form again, and the screen's own success handling must run first.
    onSuccess: (_answer, request) => {
      void queryClient.invalidateQueries({ queryKey: employeeKeys.detail(scope, request.posUserId) });
      void queryClient.invalidateQueries({ queryKey: employeeKeys.lists(scope) });
    },
  });
}

/** The spec's query parameters of the device-code call (spec 3 §7.1), sent as it sends them. */
const DEVICE_CODE_QUERY = {
  action: 'GenerateDeviceRegistrationCode',
  isNewUi: true,
  isAjaxRequest: true,
  jsonFormat: 'camelCase',
} as const;

/** A new device registration code: shown once, the server keeps only its hash. Nothing to invalidate. */
export const useGenerateDeviceCode = () =>
  useMutation({
    meta: { handlesErrors: true },
    mutationFn: (request: TDeviceCodeRequest) =>
      apiPost(EMPLOYEES_API.deviceCode, ZDeviceCodeResponse, request, DEVICE_CODE_QUERY),
  });

import { type TChangeLogQuery, ZChangeLogResponse } from '@mp/contracts/change-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Keys carry the merchant and store: another context reads another log. */
export const changeLogKeys = {
  all: ['changeLog'] as const,
  page: (merchantId: number, storeId: number, request: TChangeLogQuery) =>
    [...changeLogKeys.all, merchantId, storeId, request] as const,
};

export const useChangeLog = (scope: { merchantId: number; storeId: number }, request: TChangeLogQuery) =>
  useQuery({
    queryKey: changeLogKeys.page(scope.merchantId, scope.storeId, request),
    queryFn: () => apiGet('/ChangeLog/GetChangeLog', ZChangeLogResponse, request),
    // The grid keeps the page on screen while the next one loads, and shows its own error.
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { handlesErrors: true },
  });

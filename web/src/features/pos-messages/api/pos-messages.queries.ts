import { ZPosMessageListResponse, type TPosMessageSortColumn } from '@mp/contracts/pos-messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGridView } from '../../../components/use-grid-state';
import { apiPost } from '../../../lib/api-client';

/** Keys carry the merchant and view: another store context is another list. */
export const posMessageKeys = {
  all: ['posMessages'] as const,
  list: (merchantId: number, storeId: number, view: TGridView<TPosMessageSortColumn>, pageSize: number) =>
    [...posMessageKeys.all, merchantId, storeId, 'list', { page: view.page, sort: view.sort, pageSize }] as const,
};

export type TPosMessageScope = { merchantId: number; storeId: number };

export const usePosMessageList = (scope: TPosMessageScope, view: TGridView<TPosMessageSortColumn>, pageSize: number) =>
  useQuery({
    queryKey: posMessageKeys.list(scope.merchantId, scope.storeId, view, pageSize),
    queryFn: () =>
      apiPost('/PosMessages/GetPosMessages', ZPosMessageListResponse, {
        PageRowCount: pageSize,
        RequestedPageNum: view.page + 1,
        SortColumn: view.sort.column,
        SortDirection: view.sort.direction,
      }),
    // The grid keeps the page on screen while the next one loads, and shows its own error.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

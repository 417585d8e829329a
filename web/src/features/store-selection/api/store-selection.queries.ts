import {
  DEFAULT_PAGE_SIZE,
  ZSaveStoreContextResponse,
  ZStoreSearchResponse,
  type TStoreRow,
  type TStoreSortColumn,
} from '@mp/contracts/stores';
import { ZMerchantInfo } from '@mp/contracts/auth';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGridSort } from '../../../components/use-grid-state';
import { apiGet, apiPost } from '../../../lib/api-client';

export type TSelectionKind = 'merchant' | 'store';
export type TStoreSearch = {
  kind: TSelectionKind;
  searchArg: string;
  page: number;
  sort: TGridSort<TStoreSortColumn>;
  includeDeactivated: boolean;
};

export const storeSelectionKeys = {
  all: ['store-selection'] as const,
  search: (search: TStoreSearch) => [...storeSelectionKeys.all, 'search', search] as const,
};

/** One page of rows: the user's stores (store selection) or merchants' stores (merchant selection). */
const searchStores = ({ kind, searchArg, page, sort, includeDeactivated }: TStoreSearch) =>
  kind === 'store'
    ? apiGet('/Account/GetStoresWithMerchantsInfo', ZStoreSearchResponse, {
        PageRowCount: DEFAULT_PAGE_SIZE,
        RequestedPageNum: page,
        SearchArg: searchArg,
        SortColumn: sort.column,
        SortDirection: sort.direction,
      })
    : apiPost('/Company/GetMerchantStores', ZStoreSearchResponse, {
        PageRowCount: DEFAULT_PAGE_SIZE,
        RequestedPageNum: page,
        TotalRowCount: -1,
        SearchArg: searchArg,
        SortColumn: sort.column,
        SortDirection: sort.direction,
        SearchArg5: includeDeactivated,
        isNewUi: true,
      });

export const useSearchStores = (search: TStoreSearch) =>
  useQuery({
    queryKey: storeSelectionKeys.search(search),
    queryFn: () => searchStores(search),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useCheckStoreAccountStatus = () =>
  useMutation({
    mutationFn: (row: TStoreRow) =>
      apiPost('/Account/CheckStoreAccountStatus', ZMerchantInfo, { StoreId: row.StoreId, MerchantId: row.MerchantId }),
  });

/** Saves the chosen merchant and store into the session; everything cached belonged to the old context. */
export function useSaveStoreContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: TStoreRow) =>
      apiPost(
        '/Account/SaveStoreContext',
        ZSaveStoreContextResponse,
        { StoreCode: row.StoreCode, StoreName: row.StoreName, OverrideMerchantId: row.MerchantId },
        { StoreId: row.StoreId },
      ),
    onSuccess: async (response) => {
      if (response.IsSuccessful) await queryClient.invalidateQueries();
    },
  });
}

import { DEFAULT_PAGE_SIZE, STORE_SORT, type TStoreRow } from '@mp/contracts/stores';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { useGridState } from '../../../components/use-grid-state';
import { useMerchantSearch } from '../api/feature-flags.queries';

type TMerchantPickerProps = {
  /** `${merchantId}-${storeId}` of the chosen row. */
  selectedKey: string | null;
  /** A merchant's "All Stores" row (StoreId 0) or one of its stores. */
  onPick: (row: TStoreRow) => void;
};

export const merchantRowKey = (row: { MerchantId: number; StoreId: number }) => `${row.MerchantId}-${row.StoreId}`;

/** Finds a merchant by merchant, store name or store code; a row picks the merchant and that scope. */
export function MerchantPicker({ selectedKey, onPick }: TMerchantPickerProps) {
  const { t } = useTranslation();
  const grid = useGridState(STORE_SORT);
  const [input, setInput] = useState(grid.search);
  const query = useMerchantSearch(grid);

  const runSearch = () => grid.setSearch(input.trim());

  const columns = useMemo<TDataTableColumn<TStoreRow>[]>(
    () => [
      {
        id: 'merchant',
        label: t('featureFlags.merchants.merchantName'),
        sortColumn: 'MerchantName',
        value: (row) => row.MerchantName,
      },
      {
        id: 'store',
        label: t('featureFlags.merchants.storeName'),
        sortColumn: 'StoreName',
        value: (row) => (row.StoreId === 0 ? t('featureFlags.scope.wholeMerchant') : row.StoreName),
      },
      {
        id: 'merchantId',
        label: t('featureFlags.merchants.merchantId'),
        sortColumn: 'MerchantId',
        value: (row) => row.MerchantId,
      },
    ],
    [t],
  );

  return (
    <Box>
      <TextField
        label={t('featureFlags.merchants.search')}
        value={input}
        size="small"
        type="search"
        onChange={(event) => setInput(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            runSearch();
          }
        }}
        sx={{ minWidth: 320, mb: 1 }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={t('featureFlags.merchants.runSearch')} onClick={runSearch} edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <DataTable
        label={t('featureFlags.merchants.tableLabel')}
        columns={columns}
        rows={query.data?.ResultSet ?? []}
        rowKey={merchantRowKey}
        selectedKey={selectedKey}
        onRowClick={onPick}
        loading={query.isFetching}
        emptyText={query.isError ? t('featureFlags.merchants.loadFailed') : t('featureFlags.merchants.empty')}
        page={grid.page}
        pageSize={DEFAULT_PAGE_SIZE}
        totalRows={query.data?.TotalRowCount ?? 0}
        onPageChange={grid.setPage}
        sort={grid.sort}
        onSortChange={grid.toggleSort}
        onRefresh={() => void query.refetch()}
      />
    </Box>
  );
}

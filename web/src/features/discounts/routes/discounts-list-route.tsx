import { DISCOUNT_SORT, showActiveColumn, type TDiscountListRow } from '@mp/contracts/discounts';
import { DEFAULT_PAGE_SIZE } from '@mp/contracts/stores';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { GridSearchField } from '../../../components/grid-search-field';
import { useGridState } from '../../../components/use-grid-state';
import { useDiscountList } from '../api/discounts.queries';
import { useFormat } from '../../../lib/use-format';
import { discountAmountText } from '../discount-amount';
import { DISCOUNTS_PATH } from '../discount-paths';
import { LoadFailed } from '../../../components/pending-or-failed';

/**
 * Menu → Discounts (spec 2 §2): paged, sorted, searchable grid (all three in the URL); a row opens its detail, Add opens
 * a new one.
 */
export function DiscountsListRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const { portal } = usePortalOutlet();
  const scope = { merchantId: portal.merhantId, storeId: portal.storeId };
  const grid = useGridState(DISCOUNT_SORT);
  const { search } = grid;
  const list = useDiscountList(scope, grid, DEFAULT_PAGE_SIZE);

  const open = (row: TDiscountListRow) => void navigate(`${DISCOUNTS_PATH}/${row.Id}`);

  const columns: TDataTableColumn<TDiscountListRow>[] = [
    { id: 'name', label: t('discounts.list.columns.name'), sortColumn: 'Name', value: (r) => r.Name },
    {
      id: 'description',
      label: t('discounts.list.columns.description'),
      sortColumn: 'Description',
      value: (r) => r.Description,
    },
    ...(showActiveColumn(scope.storeId)
      ? [
          {
            id: 'active',
            label: t('discounts.list.columns.active'),
            value: (r: TDiscountListRow) =>
              r.AvailableStores.includes(scope.storeId) ? t('discounts.list.yes') : t('discounts.list.no'),
          },
        ]
      : []),
    {
      id: 'type',
      label: t('discounts.list.columns.type'),
      sortColumn: 'DiscountType',
      value: (r) => t(`discounts.types.${r.DiscountType}`),
    },
    {
      id: 'amount',
      label: t('discounts.list.columns.amount'),
      sortColumn: 'DiscountAmount',
      value: (r) => r.DiscountAmount,
      render: (r) => discountAmountText(r.DiscountType, r.DiscountAmount, format, t),
      align: 'right',
    },
  ];

  return (
    <Stack component="section" aria-labelledby="discounts-title" spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="discounts-title" variant="h5" component="h1">
          {t('discounts.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(`${DISCOUNTS_PATH}/0`)}>
          {t('discounts.list.add')}
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>
        <GridSearchField
          label={t('discounts.list.search')}
          buttonLabel={t('discounts.list.runSearch')}
          search={search}
          onSearch={grid.setSearch}
        />
        {list.isError ? (
          <LoadFailed text={t('discounts.list.loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={t('discounts.list.tableLabel')}
            columns={columns}
            rows={list.data?.ResultSet ?? []}
            rowKey={(r) => String(r.Id)}
            onRowClick={open}
            onRowDoubleClick={open}
            loading={list.isFetching}
            emptyText={search ? t('discounts.list.noMatches') : t('discounts.list.empty')}
            page={grid.page}
            pageSize={DEFAULT_PAGE_SIZE}
            totalRows={list.data?.TotalRowCount ?? 0}
            onPageChange={grid.setPage}
            sort={grid.sort}
            onSortChange={grid.toggleSort}
            onRefresh={() => void list.refetch()}
          />
        )}
      </Paper>
    </Stack>
  );
}

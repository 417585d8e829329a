import { RESTRICTION_SORT, type TRestrictionListRow } from '@mp/contracts/restrictions';
import { DEFAULT_PAGE_SIZE } from '@mp/contracts/stores';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { useDaysText } from '../../../components/days-of-week-field';
import { GridSearchField } from '../../../components/grid-search-field';
import { LoadFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGridState } from '../../../components/use-grid-state';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useRestrictions } from '../api/restrictions.queries';
import { RESTRICTIONS_PATH } from '../restrictions-paths';
import { windowsText } from './windows-text';

/**
 * Inventory → Configuration → Restrictions (issue 21 item 4): the sale restrictions the POS enforces (minimum age
 * with an ID check, hours when items may not be sold), paged, sorted and searched by the server; a row opens its edit
 * page. A store of a multi-store company reads them only.
 */
export function RestrictionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('restrictions.title'));
  const navigate = useNavigate();
  const daysText = useDaysText();
  const { portal } = usePortalOutlet();
  const grid = useGridState(RESTRICTION_SORT);
  const list = useRestrictions(portal.merhantId, grid, DEFAULT_PAGE_SIZE);
  const open = (row: TRestrictionListRow) => void navigate(`${RESTRICTIONS_PATH}/${row.RestrictionId}`);

  const columns: TDataTableColumn<TRestrictionListRow>[] = [
    { id: 'name', label: t('restrictions.columns.name'), sortColumn: 'Name', value: (r) => r.Name },
    {
      id: 'age',
      label: t('restrictions.columns.age'),
      sortColumn: 'MinimumAge',
      value: (r) =>
        r.MinimumAge === null
          ? '—'
          : t(r.RequireIdCheck ? 'restrictions.ageWithId' : 'restrictions.age', { age: r.MinimumAge }),
    },
    {
      id: 'hours',
      label: t('restrictions.columns.hours'),
      value: (r) => (r.TimeWindows.length ? windowsText(t, daysText, r.TimeWindows) : '—'),
    },
    {
      id: 'items',
      label: t('restrictions.columns.items'),
      sortColumn: 'ItemCount',
      value: (r) => r.ItemCount,
      align: 'right',
    },
    {
      id: 'categories',
      label: t('restrictions.columns.categories'),
      sortColumn: 'CategoryCount',
      value: (r) => r.CategoryCount,
      align: 'right',
    },
    {
      id: 'active',
      label: t('restrictions.columns.active'),
      value: (r) => (r.IsActive ? t('restrictions.yes') : t('restrictions.no')),
    },
  ];

  return (
    <Stack component="section" aria-labelledby="restrictions-title" spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="restrictions-title" variant="h5" component="h1">
          {t('restrictions.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(`${RESTRICTIONS_PATH}/0`)}>
          {t('restrictions.add')}
        </Button>
      </Stack>
      <Typography variant="body2">{t('restrictions.intro')}</Typography>
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <GridSearchField
          label={t('restrictions.search')}
          buttonLabel={t('restrictions.runSearch')}
          search={grid.search}
          onSearch={grid.setSearch}
        />
        {list.isError ? (
          <LoadFailed text={t('restrictions.loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={t('restrictions.tableLabel')}
            columns={columns}
            rows={list.data?.ResultSet ?? []}
            rowKey={(r) => String(r.RestrictionId)}
            onRowClick={open}
            onRowDoubleClick={open}
            loading={list.isFetching}
            emptyText={grid.search ? t('restrictions.noMatches') : t('restrictions.empty')}
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

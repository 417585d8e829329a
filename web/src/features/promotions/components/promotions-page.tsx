import {
  PROMOTION_SORT,
  PROMOTION_STATUSES,
  type TPromotionListRow,
  type TPromotionStatus,
} from '@mp/contracts/promotions';
import { DEFAULT_PAGE_SIZE } from '@mp/contracts/stores';
import AddIcon from '@mui/icons-material/Add';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { GridSearchField } from '../../../components/grid-search-field';
import { LoadFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGridState } from '../../../components/use-grid-state';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useFormat } from '../../../lib/use-format';
import { usePromotions } from '../api/promotions.queries';
import { PROMOTIONS_PATH } from '../promotions-paths';
import { ruleText, STATUS_COLOR } from './promotion-text';

const ALL = 'All';
const isStatus = (value: string | null): value is TPromotionStatus =>
  PROMOTION_STATUSES.some((status) => status === value);

/**
 * Inventory → Pricing → Promotions (issue 21 item 6): the merchant's time-bound price rules, paged, sorted, searched
 * and filtered by status on the server (all in the URL), a warning mark on those overlapping another; a row opens its
 * edit page, Add a new one. A store of a multi-store company reads them only.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('promotions.title'));
  const navigate = useNavigate();
  const format = useFormat();
  const { portal } = usePortalOutlet();
  const grid = useGridState(PROMOTION_SORT);
  const rawStatus = grid.filter('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const list = usePromotions(portal.merhantId, grid, status, DEFAULT_PAGE_SIZE);
  const open = (row: TPromotionListRow) => void navigate(`${PROMOTIONS_PATH}/${row.PromotionId}`);

  const whenText = (r: TPromotionListRow) => {
    const dates =
      r.StartDate || r.EndDate
        ? t('promotions.dates', {
            from: r.StartDate ? format.day(r.StartDate) : '…',
            to: r.EndDate ? format.day(r.EndDate) : '…',
          })
        : null;
    if (r.ScheduleName === null) return dates ?? '';
    return dates ? `${r.ScheduleName} (${dates})` : r.ScheduleName;
  };
  const columns: TDataTableColumn<TPromotionListRow>[] = [
    { id: 'name', label: t('promotions.columns.name'), sortColumn: 'Name', value: (r) => r.Name },
    {
      id: 'rule',
      label: t('promotions.columns.rule'),
      sortColumn: 'Kind',
      value: (r) => ruleText(t, format, r.Kind, r.Value),
    },
    { id: 'when', label: t('promotions.columns.when'), sortColumn: 'StartDate', value: whenText },
    {
      id: 'status',
      label: t('promotions.columns.status'),
      sortColumn: 'Status',
      value: (r) => t(`promotions.status.${r.Status}`),
      render: (r) => <Chip size="small" color={STATUS_COLOR[r.Status]} label={t(`promotions.status.${r.Status}`)} />,
    },
    {
      id: 'overlaps',
      label: t('promotions.columns.overlaps'),
      value: (r) => (r.Overlaps.length > 0 ? t('promotions.overlapCount', { count: r.Overlaps.length }) : ''),
      render: (r) =>
        r.Overlaps.length > 0 ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <WarningAmberIcon fontSize="small" color="warning" aria-hidden />
            <span title={r.Overlaps.map((o) => o.Name).join(', ')}>
              {t('promotions.overlapCount', { count: r.Overlaps.length })}
            </span>
          </Stack>
        ) : null,
    },
    { id: 'stores', label: t('promotions.columns.stores'), value: (r) => r.StoreCount, align: 'right' },
  ];

  return (
    <Stack component="section" aria-labelledby="promotions-title" spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="promotions-title" variant="h5" component="h1">
          {t('promotions.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(`${PROMOTIONS_PATH}/0`)}>
          {t('promotions.add')}
        </Button>
      </Stack>
      <Typography variant="body2">{t('promotions.intro')}</Typography>
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <Stack spacing={1}>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label={t('promotions.statusFilter')}
            value={status ?? ALL}
            onChange={(_event, next: string | null) => {
              if (next !== null) grid.setFilters({ status: next === ALL ? null : next });
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {[ALL, ...PROMOTION_STATUSES].map((value) => (
              <ToggleButton key={value} value={value}>
                {value === ALL ? t('promotions.allStatuses') : t(`promotions.status.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <GridSearchField
            label={t('promotions.search')}
            buttonLabel={t('promotions.runSearch')}
            search={grid.search}
            onSearch={grid.setSearch}
          />
        </Stack>
        {list.isError ? (
          <LoadFailed text={t('promotions.loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={t('promotions.tableLabel')}
            columns={columns}
            rows={list.data?.ResultSet ?? []}
            rowKey={(r) => String(r.PromotionId)}
            onRowClick={open}
            onRowDoubleClick={open}
            loading={list.isFetching}
            emptyText={grid.search || status ? t('promotions.noMatches') : t('promotions.empty')}
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

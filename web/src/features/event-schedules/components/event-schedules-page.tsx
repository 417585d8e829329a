import { EVENT_SCHEDULE_SORT, type TEventSchedule } from '@mp/contracts/event-schedules';
import { DEFAULT_PAGE_SIZE } from '@mp/contracts/stores';
import { clockTimeText, crossesMidnight } from '@mp/contracts/time-windows';
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
import { useFormat } from '../../../lib/use-format';
import { useEventSchedules } from '../api/event-schedules.queries';
import { EVENT_SCHEDULES_PATH } from '../event-schedules-paths';

/**
 * Inventory → Configuration → Events (spec 2 §7 EventSchedule; issue 21 item 5): the merchant's named weekly windows,
 * paged, sorted and searched by the server (all three in the URL); a row opens its edit page, Add a new one. A store
 * of a multi-store company reads them only.
 */
export function EventSchedulesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('eventSchedules.title'));
  const navigate = useNavigate();
  const format = useFormat();
  const daysText = useDaysText();
  const { portal } = usePortalOutlet();
  const grid = useGridState(EVENT_SCHEDULE_SORT);
  const list = useEventSchedules(portal.merhantId, grid, DEFAULT_PAGE_SIZE);
  const open = (row: TEventSchedule) => void navigate(`${EVENT_SCHEDULES_PATH}/${row.EventScheduleId}`);

  const dateText = (date: string | null) => (date ? format.day(date) : '—');
  const columns: TDataTableColumn<TEventSchedule>[] = [
    { id: 'name', label: t('eventSchedules.columns.name'), sortColumn: 'Name', value: (r) => r.Name },
    { id: 'days', label: t('eventSchedules.columns.days'), value: (r) => daysText(r.DaysOfWeek) },
    {
      id: 'start',
      label: t('eventSchedules.columns.start'),
      sortColumn: 'StartTime',
      value: (r) => clockTimeText(r.StartTime),
    },
    {
      id: 'end',
      label: t('eventSchedules.columns.end'),
      sortColumn: 'EndTime',
      value: (r) =>
        crossesMidnight(r.StartTime, r.EndTime)
          ? t('eventSchedules.nextDay', { time: clockTimeText(r.EndTime) })
          : clockTimeText(r.EndTime),
    },
    {
      id: 'from',
      label: t('eventSchedules.columns.from'),
      sortColumn: 'StartDate',
      value: (r) => dateText(r.StartDate),
    },
    { id: 'until', label: t('eventSchedules.columns.until'), sortColumn: 'EndDate', value: (r) => dateText(r.EndDate) },
    {
      id: 'active',
      label: t('eventSchedules.columns.active'),
      value: (r) => (r.IsActive ? t('eventSchedules.yes') : t('eventSchedules.no')),
    },
  ];

  return (
    <Stack component="section" aria-labelledby="event-schedules-title" spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="event-schedules-title" variant="h5" component="h1">
          {t('eventSchedules.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate(`${EVENT_SCHEDULES_PATH}/0`)}>
          {t('eventSchedules.add')}
        </Button>
      </Stack>
      <Typography variant="body2">{t('eventSchedules.intro')}</Typography>
      <Paper sx={{ p: { xs: 1, sm: 2 } }}>
        <GridSearchField
          label={t('eventSchedules.search')}
          buttonLabel={t('eventSchedules.runSearch')}
          search={grid.search}
          onSearch={grid.setSearch}
        />
        {list.isError ? (
          <LoadFailed text={t('eventSchedules.loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={t('eventSchedules.tableLabel')}
            columns={columns}
            rows={list.data?.ResultSet ?? []}
            rowKey={(r) => String(r.EventScheduleId)}
            onRowClick={open}
            onRowDoubleClick={open}
            loading={list.isFetching}
            emptyText={grid.search ? t('eventSchedules.noMatches') : t('eventSchedules.empty')}
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

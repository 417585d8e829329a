import {
  CHANGE_LOG_ENTITIES,
  type TChangeLogEntity,
  type TChangeLogRow,
  type TChangeValue,
} from '@mp/contracts/change-log';
import { DEFAULT_PAGE_SIZE } from '@mp/contracts/stores';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useFormat } from '../../../lib/use-format';
import { useChangeLog } from '../api/change-log.queries';
import { useChangeLogFilters } from '../hooks/use-change-log-filters';
import { LoadFailed } from '../../../components/pending-or-failed';

/** One changed field as "field: before → after". */
function ChangeLine({ field, before, after }: { field: string; before: TChangeValue; after: TChangeValue }) {
  const { t, i18n } = useTranslation();
  // Stored fields are column names, or names from the data itself (a loyalty member, a role's feature): only the
  // former have labels, the latter are shown as they are.
  const labelKey = `changeLog.fields.${field}`;
  const label = i18n.exists(labelKey) ? t(labelKey) : field;
  const shown = (value: TChangeValue) =>
    value === null
      ? t('changeLog.none')
      : typeof value === 'boolean'
        ? t(value ? 'changeLog.yes' : 'changeLog.no')
        : String(value);
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {label}
      </Box>
      {': '}
      {t('changeLog.beforeAfter', { before: shown(before), after: shown(after) })}
    </Box>
  );
}

/**
 * Settings → Change Log (issue 13 §8): who changed what and when, newest first, 25 rows a page from the server,
 * filtered by date range, user and entity (all kept in the URL).
 */
export function ChangeLogPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { portal } = usePortalOutlet();
  const filters = useChangeLogFilters();
  const log = useChangeLog({ merchantId: portal.merhantId, storeId: portal.storeId }, filters.request);
  const entityLabel = (entity: TChangeLogEntity) => t(`changeLog.entities.${entity}`);

  const columns: TDataTableColumn<TChangeLogRow>[] = [
    // The log spans the merchant's stores (and their zones), so times are on the viewer's own clock.
    { id: 'at', label: t('changeLog.columns.at'), value: (r) => r.At, render: (r) => format.dateTime(r.At) },
    { id: 'user', label: t('changeLog.columns.user'), value: (r) => r.UserName },
    { id: 'store', label: t('changeLog.columns.store'), value: (r) => r.StoreName ?? t('changeLog.allStores') },
    { id: 'entity', label: t('changeLog.columns.entity'), value: (r) => entityLabel(r.Entity) },
    { id: 'name', label: t('changeLog.columns.name'), value: (r) => r.EntityName },
    {
      id: 'changes',
      label: t('changeLog.columns.changes'),
      value: (r) => r.Changes.map((c) => c.Field).join(', '),
      render: (r) => (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {r.Changes.map((c) => (
            <ChangeLine key={c.Field} field={c.Field} before={c.Before} after={c.After} />
          ))}
        </Box>
      ),
    },
  ];

  const { request } = filters;
  return (
    <Stack component="section" aria-labelledby="change-log-title" spacing={2}>
      <Typography id="change-log-title" variant="h5" component="h1">
        {t('changeLog.title')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <TextField
            type="date"
            size="small"
            label={t('changeLog.filters.from')}
            value={request.FromDate ?? ''}
            onChange={(event) => filters.setFilter('FromDate', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('changeLog.filters.to')}
            value={request.ToDate ?? ''}
            onChange={(event) => filters.setFilter('ToDate', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            label={t('changeLog.filters.user')}
            value={request.UserId === undefined ? '' : String(request.UserId)}
            onChange={(event) => filters.setFilter('UserId', event.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('changeLog.filters.anyUser')}</MenuItem>
            {(log.data?.Users ?? []).map((u) => (
              <MenuItem key={u.UserId} value={String(u.UserId)}>
                {u.UserName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('changeLog.filters.entity')}
            value={request.Entity ?? ''}
            onChange={(event) => filters.setFilter('Entity', event.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('changeLog.filters.anyEntity')}</MenuItem>
            {CHANGE_LOG_ENTITIES.map((entity) => (
              <MenuItem key={entity} value={entity}>
                {entityLabel(entity)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {log.isError ? (
          <LoadFailed text={t('changeLog.loadFailed')} onRetry={() => void log.refetch()} />
        ) : (
          <DataTable
            label={t('changeLog.tableLabel')}
            columns={columns}
            rows={log.data?.ResultSet ?? []}
            rowKey={(r) => String(r.Id)}
            loading={log.isFetching}
            emptyText={t('changeLog.empty')}
            page={filters.page}
            pageSize={DEFAULT_PAGE_SIZE}
            totalRows={log.data?.TotalRowCount ?? 0}
            onPageChange={filters.setPage}
            onRefresh={() => void log.refetch()}
          />
        )}
      </Paper>
    </Stack>
  );
}

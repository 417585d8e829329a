import { SCHEDULE_SORT, type TSchedule, type TScheduleFields } from '@mp/contracts/report-schedules';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { MessageModal } from '../../../components/message-modal';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useGridState } from '../../../components/use-grid-state';
import { errorText } from '../../../lib/error-text';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useFormat } from '../../../lib/use-format';
import { useDeleteSchedule, useSchedules, useSetDailyDigest, useUpdateSchedule } from '../api/report-schedules.queries';
import { reportName, whenText } from '../lib/schedule-text';
import { ScheduleDialog } from './schedule-dialog';
import { LoadFailed } from '../../../components/pending-or-failed';

const PAGE_SIZE = 25;

/**
 * Results → Scheduled reports (issue 16 §7; ours, spec 2 has no such page): the user's schedules with when each runs
 * next in its store's time, edited in a dialog and deleted after a confirmation, and the daily digest's switch for the
 * view. New schedules are made from a report (the viewer's Schedule… button).
 */
export function SchedulesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { portal } = usePortalOutlet();
  useDocumentTitle(t('reportSchedules.title'));
  const grid = useGridState(SCHEDULE_SORT);
  const list = useSchedules(portal.storeId, grid, PAGE_SIZE);
  const update = useUpdateSchedule(portal.storeId);
  const remove = useDeleteSchedule(portal.storeId);
  const digest = useSetDailyDigest(portal.storeId);
  const [editing, setEditing] = useState<TSchedule | null>(null);
  const [deleting, setDeleting] = useState<TSchedule | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const current = list.data?.Digest ?? null;

  const save = async (fields: TScheduleFields) => {
    if (!editing) return;
    await update.mutateAsync({ ...fields, Id: editing.Id, ConcurrencyChecksum: editing.ConcurrencyChecksum });
    setEditing(null);
    setNotice({ severity: 'success', text: t('reportSchedules.list.saved') });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.Id);
      setNotice({ severity: 'success', text: t('reportSchedules.list.deleted', { name: deleting.Name }) });
    } catch (failure) {
      setNotice({ severity: 'error', text: errorText(t, failure) });
    }
    setDeleting(null);
  };
  const toggleDigest = async (isOn: boolean) => {
    try {
      await digest.mutateAsync(isOn);
      setNotice({ severity: 'success', text: t(isOn ? 'reportSchedules.digest.on' : 'reportSchedules.digest.off') });
    } catch (failure) {
      setNotice({ severity: 'error', text: errorText(t, failure) });
    }
  };

  const nextRun = (s: TSchedule) =>
    s.NextRunAt ? format.dateTime(s.NextRunAt, s.TimeZone) : t('reportSchedules.list.noRecipients');
  const lastRun = (s: TSchedule) =>
    s.LastRun
      ? `${t(`reportSchedules.runState.${s.LastRun.State}`)}${
          s.LastRun.State === 'skipped' && s.LastRun.Detail
            ? `: ${t(`reportSchedules.skipReasons.${s.LastRun.Detail}`, { defaultValue: s.LastRun.Detail })}`
            : ''
        } (${format.dateTime(s.LastRun.DueAt, s.TimeZone)})`
      : t('reportSchedules.list.neverRun');

  const columns: TDataTableColumn<TSchedule>[] = [
    { id: 'name', label: t('reportSchedules.list.columns.name'), sortColumn: 'Name', value: (s) => s.Name },
    {
      id: 'report',
      label: t('reportSchedules.list.columns.report'),
      sortColumn: 'ReportFile',
      value: (s) => reportName(t, s.ReportFile),
    },
    { id: 'view', label: t('reportSchedules.list.columns.view'), value: (s) => s.StoreName },
    { id: 'when', label: t('reportSchedules.list.columns.when'), value: (s) => whenText(t, s) },
    {
      id: 'range',
      label: t('reportSchedules.list.columns.range'),
      value: (s) => t(`dateRange.presets.${s.Range}`),
    },
    {
      id: 'next',
      label: t('reportSchedules.list.columns.next'),
      sortColumn: 'NextRunAt',
      value: nextRun,
    },
    { id: 'last', label: t('reportSchedules.list.columns.last'), value: lastRun },
    {
      id: 'actions',
      label: t('reportSchedules.list.columns.actions'),
      value: () => '',
      render: (s) => (
        <Stack direction="row" spacing={0.5}>
          <IconButton
            size="small"
            aria-label={t('reportSchedules.list.edit', { name: s.Name })}
            onClick={(event) => {
              event.stopPropagation();
              setEditing(s);
            }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('reportSchedules.list.delete', { name: s.Name })}
            onClick={(event) => {
              event.stopPropagation();
              setDeleting(s);
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    },
  ];

  return (
    <Stack component="section" aria-labelledby="schedules-title" spacing={2}>
      <Typography id="schedules-title" variant="h5" component="h1">
        {t('reportSchedules.title')}
      </Typography>
      <Typography>{t('reportSchedules.intro')}</Typography>
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} role="status">
          {notice.text}
        </Alert>
      ) : null}
      <Paper sx={{ p: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={current !== null}
              disabled={list.isPending || digest.isPending}
              onChange={(event) => void toggleDigest(event.target.checked)}
            />
          }
          label={t('reportSchedules.digest.switch')}
        />
        <Typography variant="body2" color="text.secondary">
          {current
            ? t('reportSchedules.digest.details', {
                when: whenText(t, current),
                to: current.Recipients.join(', ') || t('reportSchedules.list.noRecipients'),
                next: nextRun(current),
              })
            : t('reportSchedules.digest.help')}
        </Typography>
        {current ? (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setEditing(current)}>
            {t('reportSchedules.digest.edit')}
          </Button>
        ) : null}
      </Paper>
      <Paper sx={{ p: 2 }}>
        {list.isError ? (
          <LoadFailed text={t('reportSchedules.list.loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={t('reportSchedules.list.tableLabel')}
            columns={columns}
            rows={list.data?.ResultSet ?? []}
            rowKey={(s) => String(s.Id)}
            onRowClick={setEditing}
            loading={list.isFetching}
            emptyText={t('reportSchedules.list.empty')}
            page={grid.page}
            pageSize={PAGE_SIZE}
            totalRows={list.data?.TotalRowCount ?? 0}
            onPageChange={grid.setPage}
            sort={grid.sort}
            onSortChange={grid.toggleSort}
            onRefresh={() => void list.refetch()}
          />
        )}
      </Paper>
      {editing ? (
        <ScheduleDialog
          target={{ kind: 'edit', schedule: editing }}
          saving={update.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <MessageModal
        open={deleting !== null}
        title={t('reportSchedules.list.deleteTitle')}
        message={t('reportSchedules.list.deleteMessage', { name: deleting?.Name ?? '' })}
        onClose={() => setDeleting(null)}
        actions={[
          { label: t('reportSchedules.dialog.cancel'), onClick: () => setDeleting(null) },
          {
            label: t('reportSchedules.list.deleteConfirm'),
            onClick: () => void confirmDelete(),
            variant: 'contained',
            disabled: remove.isPending,
            autoFocus: true,
          },
        ]}
      />
    </Stack>
  );
}

import {
  mayEditPosMessages,
  POS_MESSAGE_SORT,
  POS_MESSAGES_PAGE_SIZE,
  type TPosMessageListRow,
} from '@mp/contracts/pos-messages';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { useGridState } from '../../../components/use-grid-state';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useFormat } from '../../../lib/use-format';
import { usePosMessageList } from '../api/pos-messages.queries';
import { POS_MESSAGES_HREF } from '../pos-message-paths';
import { LoadFailed } from '../../../components/pending-or-failed';

/**
 * Employees → POS Messages (spec 3 §2.4): a server-paged, server-sorted grid without search. A click selects a row;
 * Duplicate and Delete need a selected row and the company view, where messages are edited (a store view says so).
 */
export function PosMessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const { portal } = usePortalOutlet();
  const scope = { merchantId: portal.merhantId, storeId: portal.storeId };
  const grid = useGridState(POS_MESSAGE_SORT);
  const list = usePosMessageList(scope, grid, POS_MESSAGES_PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The spec shows no delete flow: the button says so instead of doing nothing.
  const [deleteNotice, setDeleteNotice] = useState(false);

  const rows = list.data?.ResultSet ?? [];
  const mayEdit = mayEditPosMessages(scope.storeId);
  const selected = rows.find((r) => r.id === selectedId) ?? null;
  const rowActionsEnabled = mayEdit && selected !== null;
  const openNew = () => void navigate(`${POS_MESSAGES_HREF}/0`);

  const text = (id: string, value: (r: TPosMessageListRow) => string, sortColumn: string) => ({
    id,
    label: t(`posMessages.list.columns.${id}`),
    sortColumn,
    value,
  });
  const columns: TDataTableColumn<TPosMessageListRow>[] = [
    text('subject', (r) => r.subject, 'Subject'),
    text('messagePreview', (r) => r.messagePreview, 'MessagePreview'),
    text('displayTime', (r) => format.dateTime(r.displayTime), 'DisplayTime'),
    text(
      'expiration',
      (r) => (r.expiration ? format.dateTime(r.expiration) : t('posMessages.list.never')),
      'Expiration',
    ),
    text('stores', (r) => r.stores, 'Stores'),
    text('recipient', (r) => r.recipient, 'Recipient'),
    text('createdBy', (r) => r.createdBy, 'CreatedBy'),
  ];

  return (
    <Stack component="section" aria-labelledby="pos-messages-title" spacing={2}>
      <Typography id="pos-messages-title" variant="h5" component="h1">
        {t('posMessages.title')}
      </Typography>
      {mayEdit ? null : <Alert severity="warning">{t('posMessages.companyViewOnly')}</Alert>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openNew}>
          {t('posMessages.list.add')}
        </Button>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} disabled={!rowActionsEnabled} onClick={openNew}>
          {t('posMessages.list.duplicate')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={!rowActionsEnabled}
          onClick={() => setDeleteNotice(true)}
        >
          {t('posMessages.list.delete')}
        </Button>
      </Stack>
      {deleteNotice ? (
        <Alert severity="info" onClose={() => setDeleteNotice(false)}>
          {t('posMessages.list.deleteUnavailable')}
        </Alert>
      ) : null}
      <Paper sx={{ p: 2 }}>
        {list.isError ? (
          <LoadFailed text={t('posMessages.list.loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            label={t('posMessages.list.tableLabel')}
            columns={columns}
            rows={rows}
            rowKey={(r) => String(r.id)}
            selectedKey={selected ? String(selected.id) : null}
            onRowClick={(r) => setSelectedId(r.id)}
            loading={list.isFetching}
            emptyText={t('posMessages.list.empty')}
            page={grid.page}
            pageSize={POS_MESSAGES_PAGE_SIZE}
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

import { isPayCodesViewOnly, PAY_CODES_PAGE_SIZE, type TPayCode } from '@mp/contracts/pay-codes';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { PendingOrFailed } from '../../../components/pending-or-failed';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { usePayCodes } from '../api/pay-codes.queries';
import { PayCodeDialog } from './pay-code-dialog';

/** The open modal: a new code, or the code being edited. */
type TEditing = { code: TPayCode | null } | null;

/**
 * Settings → Pay In/Out Codes (spec 3 §2.4): the merchant's codes (Name, Description, Type), the system code first.
 * Add and a row's edit modal are there unless the session is view-only (a store of a multi-store company, §6), which
 * shows the codes with a notice instead.
 */
export function PayCodesPage() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t('payCodes.title'));
  const { portal } = usePortalOutlet();
  const merchantId = portal.merhantId;
  const viewOnly = isPayCodesViewOnly(portal.storeId, portal.activeStoreCount);
  const list = usePayCodes(merchantId);
  const [editing, setEditing] = useState<TEditing>(null);

  const codes = list.data?.ResultSet ?? [];
  const columns: TDataTableColumn<TPayCode>[] = [
    { id: 'name', label: t('payCodes.columns.name'), value: (c) => c.Name },
    { id: 'description', label: t('payCodes.columns.description'), value: (c) => c.Description },
    { id: 'type', label: t('payCodes.columns.type'), value: (c) => t(`payCodes.types.${c.Type}`) },
  ];
  const open = viewOnly ? undefined : (code: TPayCode) => setEditing({ code });

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="h5" component="h1">
        {t('payCodes.title')}
      </Typography>
      <Typography variant="body2">{t('payCodes.intro')}</Typography>
      {viewOnly ? <Alert severity="info">{t('payCodes.viewOnly')}</Alert> : null}
      {list.data ? (
        <>
          {viewOnly ? null : (
            <Stack direction="row">
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ code: null })}>
                {t('payCodes.add')}
              </Button>
            </Stack>
          )}
          <Paper sx={{ p: { xs: 1, sm: 2 } }}>
            <DataTable
              label={t('payCodes.tableLabel')}
              columns={columns}
              rows={codes}
              rowKey={(c) => String(c.ReasonCodeId)}
              onRowClick={open}
              onRowDoubleClick={open}
              loading={list.isFetching}
              emptyText={t('payCodes.empty')}
              page={0}
              pageSize={PAY_CODES_PAGE_SIZE}
              totalRows={list.data.TotalRowCount}
              onPageChange={() => undefined}
              onRefresh={() => void list.refetch()}
            />
          </Paper>
        </>
      ) : (
        <PendingOrFailed
          failed={list.isError}
          failedText={t('payCodes.loadFailed')}
          onRetry={() => void list.refetch()}
        />
      )}
      {editing ? (
        <PayCodeDialog merchantId={merchantId} code={editing.code} codes={codes} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}

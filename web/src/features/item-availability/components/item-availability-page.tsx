import { isFlagOn } from '@mp/contracts/access/flags';
import { isAdminType } from '@mp/contracts/access/roles';
import {
  editableAvailabilityFields,
  ITEM_AVAILABILITY_ERROR,
  ITEM_AVAILABILITY_SORT,
  type TEditSelectedItemsForm,
  type TItemAvailabilityPaging,
} from '@mp/contracts/item-availability';
import { DEFAULT_PAGE_SIZE } from '@mp/contracts/stores';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { gridPageBody, useGridState } from '../../../components/use-grid-state';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import {
  useBulkItemAvailability,
  useItemAvailabilityPage,
  useReloadItemAvailability,
  useSaveItemAvailability,
  type TBulkAvailability,
} from '../api/item-availability.queries';
import { useAvailabilityEdits } from '../hooks/use-availability-edits';
import { FAILURE_KEY } from '../lib/failure-keys';
import { AvailabilityTable } from './availability-table';
import { AvailabilityToolbar } from './availability-toolbar';
import { ChooseStoreNotice } from './choose-store-notice';
import { EditSelectedDialog } from './edit-selected-dialog';
import { PendingOrFailed } from '../../../components/pending-or-failed';

const BULK_DONE_KEY: Record<TBulkAvailability, string> = {
  allInStock: 'itemAvailability.notices.allInStock',
  allOnline: 'itemAvailability.notices.allOnline',
};
const BULK_FAILURE_KEY: Record<TBulkAvailability, string> = {
  allInStock: FAILURE_KEY.allInStock,
  allOnline: FAILURE_KEY.allOnline,
};

/**
 * Menu → Item Availability (spec 2 §2): per store. Spec 2 sends the company view to another route; the page says why
 * instead and offers the store choice, so nobody lands on a screen they did not ask for (issue 14 §5).
 */
export function ItemAvailabilityPage() {
  const { portal, access, openSelection } = usePortalOutlet();
  if (portal.storeId === 0)
    return <ChooseStoreNotice onChoose={() => openSelection(isAdminType(portal) ? 'merchant' : 'store')} />;
  return (
    <ItemAvailabilityScreen
      storeId={portal.storeId}
      storeName={portal.storeName}
      isMmsEnabled={isFlagOn(access.flags, 'isMmsEnabled')}
    />
  );
}

type TScreenProps = { storeId: number; storeName: string; isMmsEnabled: boolean };

function ItemAvailabilityScreen({ storeId, storeName, isMmsEnabled }: TScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // Page, sort and search live in the URL (issue 14 §1): a reload or a shared link shows the same rows.
  const view = useGridState(ITEM_AVAILABILITY_SORT);
  const paging: TItemAvailabilityPaging = gridPageBody(view, DEFAULT_PAGE_SIZE);
  const [searchInput, setSearchInput] = useState(view.search);
  // The kind outlives the dialog's open state, so its texts do not change while it fades out.
  const [bulkKind, setBulkKind] = useState<TBulkAvailability>('allInStock');
  const [bulkOpen, setBulkOpen] = useState(false);
  const [editingSelected, setEditingSelected] = useState(false);
  // `stale`: someone else saved rows since the page was loaded; the edits stay until the user reloads.
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const query = useItemAvailabilityPage(storeId, paging);
  const save = useSaveItemAvailability(storeId);
  const bulk = useBulkItemAvailability(storeId);
  const reloadPages = useReloadItemAvailability(storeId);
  const grid = useAvailabilityEdits(query.data?.ResultSet);
  const editable = editableAvailabilityFields(isMmsEnabled);
  const changedIds = useMemo(() => new Set(grid.changes.map((c) => c.ItemMasterId)), [grid.changes]);
  const busy = save.isPending || bulk.isPending;
  const selectedCount = grid.shownRows.filter((row) => grid.selected.has(row.ItemMasterId)).length;
  const dirty = grid.changes.length > 0;
  const { confirmDiscard, dialog } = useLeaveGuard(dirty);

  /** Spec 2 §2: changing page, order or search with pending edits asks first; the edits go with the old rows. */
  const requestRows = (change: () => void) =>
    confirmDiscard(() => {
      grid.discardEdits();
      grid.clearSelection();
      setFailure(null);
      change();
    });

  const onSave = () => {
    setFailure(null);
    save.mutate(
      { changes: grid.changes, paging },
      {
        onSuccess: () => {
          grid.discardEdits();
          grid.clearSelection();
          setNotice(t('itemAvailability.notices.saved'));
        },
        onError: (error) =>
          setFailure({
            text: errorText(t, error, { fallbackKey: FAILURE_KEY.save }),
            stale: isHttpError(error) && error.messageKey === ITEM_AVAILABILITY_ERROR.staleChecksum,
          }),
      },
    );
  };
  const onBulk = (kind: TBulkAvailability) => {
    setBulkOpen(false);
    setFailure(null);
    bulk.mutate(kind, {
      onSuccess: () => setNotice(t(BULK_DONE_KEY[kind])),
      onError: (error) =>
        setFailure({ text: errorText(t, error, { fallbackKey: BULK_FAILURE_KEY[kind] }), stale: false }),
    });
  };
  const reload = () => {
    grid.discardEdits();
    grid.clearSelection();
    setFailure(null);
    void reloadPages();
  };
  const onApplySelected = (form: TEditSelectedItemsForm) => grid.applyToSelected(form, editable);

  const title = (
    <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 1 }}>
      {t('itemAvailability.title')}
    </Typography>
  );
  if (!query.data)
    return (
      <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
        {title}
        <PendingOrFailed
          failed={!query.isPending}
          failedText={t('itemAvailability.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </Paper>
    );

  const { TotalRowCount } = query.data;
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      {title}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('itemAvailability.intro', { store: storeName })}
      </Typography>
      <StickyActionBar dirty={dirty} status={t('itemAvailability.changes', { count: grid.changes.length })}>
        <Button onClick={grid.discardEdits} disabled={!dirty || busy}>
          {t('itemAvailability.actions.cancel')}
        </Button>
        <Button variant="contained" onClick={onSave} disabled={!dirty || busy}>
          {t('itemAvailability.actions.save')}
        </Button>
      </StickyActionBar>
      {isMmsEnabled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('itemAvailability.mmsNote')}
        </Alert>
      )}
      {failure && (
        <Alert
          severity="error"
          role="alert"
          onClose={() => setFailure(null)}
          action={
            failure.stale ? (
              <Button color="inherit" size="small" onClick={reload}>
                {t('common.reload')}
              </Button>
            ) : undefined
          }
          sx={{ mb: 2 }}
        >
          {failure.text}
        </Alert>
      )}
      <AvailabilityToolbar
        search={searchInput}
        onSearchChange={setSearchInput}
        onSearch={() => {
          const search = searchInput.trim();
          if (search !== view.search) requestRows(() => view.setSearch(search));
        }}
        selectedCount={selectedCount}
        onEditSelected={() => setEditingSelected(true)}
        bulkActions={isMmsEnabled ? ['allInStock'] : ['allInStock', 'allOnline']}
        onBulk={(kind) => {
          setBulkKind(kind);
          setBulkOpen(true);
        }}
        disabled={busy}
      />
      <AvailabilityTable
        rows={grid.shownRows}
        fields={editable}
        changedIds={changedIds}
        selected={grid.selected}
        allSelected={grid.allSelected}
        onToggleSelected={grid.toggleSelected}
        onToggleAll={grid.toggleAll}
        onSetField={grid.setField}
        disabled={busy}
        loading={query.isFetching || busy}
        emptyText={
          paging.SearchArg
            ? t('itemAvailability.table.noMatch', { search: paging.SearchArg })
            : t('itemAvailability.table.empty')
        }
        page={paging.RequestedPageNum - 1}
        pageSize={paging.PageRowCount}
        totalRows={TotalRowCount}
        onPageChange={(page) => requestRows(() => view.setPage(page))}
        sort={view.sort}
        onSortChange={(column) => requestRows(() => view.toggleSort(column))}
        footer={
          <Box role="status" sx={{ color: 'text.secondary' }}>
            {selectedCount > 0 && t('itemAvailability.selected', { count: selectedCount })}
          </Box>
        }
      />
      <Snackbar open={notice !== null} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
      <LeaveDialog {...dialog} />
      <MessageModal
        open={bulkOpen}
        title={t(`itemAvailability.confirm.${bulkKind}.title`)}
        message={t(`itemAvailability.confirm.${bulkKind}.text`, { store: storeName })}
        onClose={() => setBulkOpen(false)}
        actions={[
          { label: t('itemAvailability.confirm.cancel'), variant: 'text', onClick: () => setBulkOpen(false) },
          { label: t(`itemAvailability.confirm.${bulkKind}.confirm`), onClick: () => onBulk(bulkKind) },
        ]}
      />
      <EditSelectedDialog
        open={editingSelected}
        selectedCount={selectedCount}
        editable={editable}
        onApply={onApplySelected}
        onClose={() => setEditingSelected(false)}
      />
    </Paper>
  );
}

import { storeDisplayName, DEFAULT_PAGE_SIZE, STORE_SORT, type TStoreRow } from '@mp/contracts/stores';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import { PastDueModal } from '../../../components/past-due-modal';
import { useGridState } from '../../../components/use-grid-state';
import { SuspendedModal } from '../../../components/suspended-modal';
import { useSearchStores, type TSelectionKind } from '../api/store-selection.queries';
import { useStoreChoice } from '../hooks/use-store-choice';

export type TSelectionDialogProps = {
  /** Rows get the ` * NEW *` marker (marksNewStores of the signed-in user). */
  markNewStores: boolean;
  isAdminType: boolean;
  canUpdatePayment: boolean;
  /** The chosen context was saved. */
  onDone: () => void;
  /** Cancel: signs out during sign-in, just closes inside the portal. */
  onCancel: () => void;
  /** An overdue account's Skip/Ok signs out. */
  onSignOut: () => void;
};

const rowKey = (row: TStoreRow) => `${row.MerchantId}-${row.StoreId}`;

/** Searchable, server-paged merchant or store table with Cancel and Continue (spec 1 §2). */
export function SelectionDialog({ kind, ...props }: TSelectionDialogProps & { kind: TSelectionKind }) {
  const { t } = useTranslation();
  const titleId = useId();
  // Its own query parameters: the dialog opens over screens that keep a grid of their own in the URL.
  const grid = useGridState({ ...STORE_SORT, prefix: `${kind}.` });
  const [input, setInput] = useState(grid.search);
  const [includeDeactivated, setIncludeDeactivated] = useState(false);
  const [selected, setSelected] = useState<TStoreRow | null>(null);
  const query = useSearchStores({
    kind,
    searchArg: grid.search,
    page: grid.page + 1,
    sort: grid.sort,
    includeDeactivated: kind === 'merchant' && includeDeactivated,
  });
  const choice = useStoreChoice({ isAdminType: props.isAdminType, onSaved: props.onDone, onSignOut: props.onSignOut });

  const runSearch = () => {
    grid.setSearch(input.trim());
    setSelected(null);
  };

  const columns = useMemo(() => {
    const name = (row: TStoreRow) => storeDisplayName(row, props.markNewStores);
    const merchant: TDataTableColumn<TStoreRow> = {
      id: 'merchant',
      label: t('storeSelection.columns.merchantName'),
      sortColumn: 'MerchantName',
      value: (row) => row.MerchantName,
    };
    const store: TDataTableColumn<TStoreRow> = {
      id: 'store',
      label: t('storeSelection.columns.storeName'),
      sortColumn: 'StoreName',
      value: name,
    };
    const code: TDataTableColumn<TStoreRow> = {
      id: 'code',
      label: t('storeSelection.columns.storeCode'),
      sortColumn: 'StoreCode',
      value: (row) => row.StoreCode,
    };
    const merchantId: TDataTableColumn<TStoreRow> = {
      id: 'merchantId',
      label: t('storeSelection.columns.merchantId'),
      sortColumn: 'MerchantId',
      value: (row) => row.MerchantId,
    };
    return kind === 'merchant' ? [merchant, store, code, merchantId] : [store, code, merchant];
  }, [kind, props.markNewStores, t]);

  const rows = query.data?.ResultSet ?? [];
  const busy = choice.busy;
  const { notice } = choice;

  return (
    <>
      <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth data-testid={`${kind}-selection`}>
        <DialogTitle id={titleId}>{t(`storeSelection.${kind}.title`)}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
            <TextField
              label={t('storeSelection.search')}
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
              sx={{ flexGrow: 1, minWidth: 220 }}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={t('storeSelection.runSearch')} onClick={runSearch} edge="end">
                        <SearchIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {kind === 'merchant' ? (
              <FormControlLabel
                control={
                  <Switch
                    checked={includeDeactivated}
                    onChange={(event) => {
                      setIncludeDeactivated(event.target.checked);
                      grid.setPage(0);
                      setSelected(null);
                    }}
                  />
                }
                label={t('storeSelection.includeDeactivated')}
              />
            ) : null}
          </Box>
          <DataTable
            label={t(`storeSelection.${kind}.tableLabel`)}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            selectedKey={selected ? rowKey(selected) : null}
            onRowClick={setSelected}
            onRowDoubleClick={(row) => {
              setSelected(row);
              if (!busy) void choice.choose(row);
            }}
            loading={query.isFetching}
            emptyText={query.isError ? t('storeSelection.loadFailed') : t('storeSelection.empty')}
            page={grid.page}
            pageSize={DEFAULT_PAGE_SIZE}
            totalRows={query.data?.TotalRowCount ?? 0}
            onPageChange={(next) => {
              grid.setPage(next);
              setSelected(null);
            }}
            sort={grid.sort}
            onSortChange={(column) => {
              grid.toggleSort(column);
              setSelected(null);
            }}
            onRefresh={() => void query.refetch()}
          />
          {choice.saveError ? (
            <Alert severity="error" role="alert">
              {choice.saveError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={!selected || busy}
            onClick={() => selected && void choice.choose(selected)}
          >
            {t('common.continue')}
          </Button>
        </DialogActions>
      </Dialog>
      {notice?.kind === 'suspended' ? (
        <SuspendedModal
          onGoBack={choice.dismissNotice}
          onUnderstand={props.isAdminType ? () => void choice.save(notice.row) : undefined}
        />
      ) : null}
      {notice?.kind === 'pastDue' ? (
        <PastDueModal
          days={notice.days}
          mayUpdatePayment={props.canUpdatePayment}
          onSkip={() => choice.skipPastDue(notice.row, notice.days)}
          onUpdatePayment={() => choice.updatePayment(notice.row)}
        />
      ) : null}
    </>
  );
}

import { TICKET_SORT, type TTicketRow, type TViewerSettings } from '@mp/contracts/tickets';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridState } from '../../../components/use-grid-state';
import { useExportDownload, useTickets } from '../api/pos-transactions.queries';
import { useTicketFilters } from '../hooks/use-ticket-filters';
import { errorText } from '../../../lib/error-text';
import { DateRangeControl } from './date-range-control';
import { ExportMenu } from './export-menu';
import { StoreViewOnly } from './store-view-only';
import { TicketDetailPanel } from './ticket-detail-panel';
import { TicketFiltersBar } from './ticket-filters-bar';
import { TicketsGrid } from './tickets-grid';

type TTransactionsViewProps = { storeId: number; settings: TViewerSettings; onSelectStore: () => void };

const TITLE_ID = 'pos-transactions-title';

/** Filters, the grid and, beside it, the detail of one store's tickets. */
export function TransactionsView({ storeId, settings, onSelectStore }: TTransactionsViewProps) {
  const { t } = useTranslation();
  const blocked = settings.IsStoreViewOnly;
  const grid = useGridState(TICKET_SORT);
  const f = useTicketFilters(settings.Today, grid);
  const tickets = useTickets(storeId, f.filters, grid, !blocked);
  const exportDownload = useExportDownload();
  const [selected, setSelected] = useState<TTicketRow | null>(null);
  // The row a ticket was opened from: closing the detail puts focus back there, once the drawer has let go of it.
  const openedFrom = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (selected !== null || !returnFocus.current) return;
    returnFocus.current = false;
    if (openedFrom.current?.isConnected) openedFrom.current.focus();
  }, [selected]);
  const select = (row: TTicketRow) => {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(row);
  };
  const close = () => {
    returnFocus.current = true;
    setSelected(null);
  };
  // Escape in the grid or the detail closes it; a modal over them (a menu, the receipt) handles its own first.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selected && !event.defaultPrevented) close();
  };
  // A new filter shows other tickets: the detail of one no longer listed would be confusing.
  const refilter =
    <A extends unknown[]>(apply: (...args: A) => void) =>
    (...args: A) => {
      setSelected(null);
      apply(...args);
    };

  const header = (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography id={TITLE_ID} variant="h5" component="h1">
        {t('posTransactions.title')}
      </Typography>
      <Typography color="text.secondary">{settings.StoreName}</Typography>
    </Box>
  );
  if (blocked)
    return (
      <Box component="section" aria-labelledby={TITLE_ID}>
        {header}
        <StoreViewOnly onSelectStore={onSelectStore} />
      </Box>
    );
  return (
    <Box component="section" aria-labelledby={TITLE_ID}>
      {header}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }} onKeyDown={closeOnEscape}>
        <Paper sx={{ p: 2, flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-end', mb: 2 }}>
            <DateRangeControl
              range={f.range}
              onPreset={refilter(f.setPreset)}
              onFrom={refilter(f.setFrom)}
              onTo={refilter(f.setTo)}
            />
            <Box sx={{ flex: 1 }} />
            <ExportMenu
              busy={exportDownload.isPending}
              onExport={(exportTypeCode) => exportDownload.mutate({ exportTypeCode, filters: f.filters })}
            />
          </Box>
          <TicketFiltersBar
            settings={settings}
            ticketFilter={f.ticketFilter}
            onTicketFilter={refilter(f.setTicketFilter)}
            search={f.search}
            onSearch={refilter(f.setSearch)}
          />
          {exportDownload.isError ? (
            <Alert severity="error" sx={{ mt: 2 }} onClose={() => exportDownload.reset()}>
              {errorText(t, exportDownload.error, { fallbackKey: 'posTransactions.export.failed' })}
            </Alert>
          ) : null}
          {tickets.isError ? (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void tickets.refetch()}>
                  {t('common.retry')}
                </Button>
              }
            >
              {errorText(t, tickets.error, { fallbackKey: 'posTransactions.grid.loadFailed' })}
            </Alert>
          ) : null}
          <Box sx={{ mt: 2 }}>
            <TicketsGrid
              rows={tickets.data?.ResultSet ?? []}
              totalRows={tickets.data?.TotalRowCount ?? 0}
              page={grid.page}
              onPageChange={grid.setPage}
              sort={grid.sort}
              onSortChange={grid.toggleSort}
              loading={tickets.isFetching}
              timeZone={settings.TimeZone}
              selectedId={selected?.DocumentId ?? null}
              onSelect={select}
              onRefresh={() => void tickets.refetch()}
            />
          </Box>
        </Paper>
        <TicketDetailPanel storeId={storeId} ticket={selected} timeZone={settings.TimeZone} onClose={close} />
      </Box>
    </Box>
  );
}

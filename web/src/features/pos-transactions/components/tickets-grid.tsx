import { TICKETS_PAGE_SIZE, type TTicketRow } from '@mp/contracts/tickets';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import type { TGridSort } from '../../../components/use-grid-state';
import { useFormat } from '../../../lib/use-format';

type TTicketsGridProps = {
  rows: TTicketRow[];
  totalRows: number;
  page: number;
  onPageChange: (page: number) => void;
  sort: TGridSort;
  onSortChange: (column: string) => void;
  loading: boolean;
  timeZone: string;
  selectedId: number | null;
  onSelect: (row: TTicketRow) => void;
  onRefresh: () => void;
};

/** Spec 2 §2: 25 tickets a page; a click, Space or Enter on a row opens its detail (beside the grid, or a drawer). */
export function TicketsGrid({ timeZone, onSelect, selectedId, ...props }: TTicketsGridProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo<TDataTableColumn<TTicketRow>[]>(
    () => [
      {
        id: 'date',
        label: t('posTransactions.grid.ticketDate'),
        sortColumn: 'TicketDate',
        value: (row) => row.TicketDate,
        render: (row) => format.dateTime(row.TicketDate, timeZone),
      },
      { id: 'type', label: t('posTransactions.grid.type'), value: (row) => row.TransactionType },
      {
        id: 'number',
        label: t('posTransactions.grid.ticketNumber'),
        sortColumn: 'TicketNumber',
        value: (row) => row.TicketNumber,
      },
      {
        id: 'customer',
        label: t('posTransactions.grid.customer'),
        // Online orders carry the name the order was placed under when no customer record is attached.
        value: (row) => row.CustomerName ?? row.OrderName ?? '',
      },
      {
        id: 'total',
        label: t('posTransactions.grid.total'),
        sortColumn: 'TotalAmount',
        align: 'right',
        value: (row) => Number(row.TotalAmount),
        render: (row) => format.money(row.TotalAmount),
      },
      { id: 'user', label: t('posTransactions.grid.user'), value: (row) => row.UserName },
      { id: 'station', label: t('posTransactions.grid.station'), value: (row) => row.Station },
    ],
    [t, format, timeZone],
  );
  return (
    <DataTable
      label={t('posTransactions.grid.label')}
      columns={columns}
      rowKey={(row) => String(row.DocumentId)}
      selectedKey={selectedId === null ? null : String(selectedId)}
      onRowClick={onSelect}
      onRowDoubleClick={onSelect}
      emptyText={t('posTransactions.grid.empty')}
      pageSize={TICKETS_PAGE_SIZE}
      {...props}
    />
  );
}

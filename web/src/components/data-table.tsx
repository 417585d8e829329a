import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type TDataTableColumn<Row> = {
  id: string;
  label: string;
  /** Text used for sorting and, without `render`, for display. */
  value: (row: Row) => string | number;
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Numbers (amounts) read best right-aligned. */
  align?: 'left' | 'right';
};

type TSort = { columnId: string; direction: 'asc' | 'desc' } | null;

type TDataTableProps<Row> = {
  /** Accessible name of the table. */
  label: string;
  columns: TDataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  selectedKey?: string | null;
  onRowClick?: (row: Row) => void;
  onRowDoubleClick?: (row: Row) => void;
  loading?: boolean;
  emptyText: string;
  /** Server paging: zero-based page. */
  page: number;
  pageSize: number;
  totalRows: number;
  onPageChange: (page: number) => void;
  onRefresh?: () => void;
  maxHeight?: number | string;
};

/**
 * The reusable table of spec 1 §2: sortable columns (asc, then desc), a pager and an optional refresh button.
 * Paging is the server's; sorting orders the page on screen because the search calls take no sort argument.
 */
export function DataTable<Row>(props: TDataTableProps<Row>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, selectedKey, onRowClick, onRowDoubleClick, loading } = props;
  const [sort, setSort] = useState<TSort>(null);

  const sortedRows = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.columnId);
    if (!sort || !column) return rows;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const left = column.value(a);
      const right = column.value(b);
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right), undefined, { sensitivity: 'base', numeric: true });
      return order * factor;
    });
  }, [rows, sort, columns]);

  const toggleSort = (columnId: string) =>
    setSort((current) =>
      current?.columnId === columnId
        ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId, direction: 'asc' },
    );

  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      <TableContainer sx={{ maxHeight: props.maxHeight ?? 420 }}>
        <Table stickyHeader size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sortDirection={sort?.columnId === column.id ? sort.direction : false}
                  sx={{ fontWeight: 600 }}
                >
                  {column.sortable === false ? (
                    column.label
                  ) : (
                    <TableSortLabel
                      active={sort?.columnId === column.id}
                      direction={sort?.columnId === column.id ? sort.direction : 'asc'}
                      onClick={() => toggleSort(column.id)}
                    >
                      {column.label}
                    </TableSortLabel>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sortedRows.map((row) => {
              const key = rowKey(row);
              const selected = key === selectedKey;
              return (
                <TableRow
                  key={key}
                  hover
                  selected={selected}
                  aria-selected={selected}
                  tabIndex={0}
                  onClick={() => onRowClick?.(row)}
                  onDoubleClick={() => onRowDoubleClick?.(row)}
                  onKeyDown={(event) => {
                    if (event.key === ' ') {
                      event.preventDefault();
                      onRowClick?.(row);
                    } else if (event.key === 'Enter') {
                      event.preventDefault();
                      onRowDoubleClick?.(row);
                    }
                  }}
                  sx={{ cursor: onRowClick ? 'pointer' : undefined }}
                >
                  {columns.map((column) => (
                    <TableCell key={column.id} align={column.align}>
                      {column.render ? column.render(row) : column.value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {!loading && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>{props.emptyText}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
        {props.onRefresh ? (
          <Tooltip title={t('common.refresh')}>
            <IconButton aria-label={t('common.refresh')} onClick={props.onRefresh}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        <TablePagination
          component="div"
          count={props.totalRows < 0 ? -1 : props.totalRows}
          page={props.page}
          rowsPerPage={props.pageSize}
          rowsPerPageOptions={[props.pageSize]}
          onPageChange={(_event, page) => props.onPageChange(page)}
          labelDisplayedRows={({ from, to, count }) => t('common.table.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`common.table.${type}Page`)}
        />
      </Box>
    </Box>
  );
}

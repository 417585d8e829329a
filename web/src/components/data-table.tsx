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
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableHeaderCell } from './sortable-header-cell';
import { stickyFirstColumn } from './sticky-first-column';
import type { TGridSort } from './use-grid-state';

export type TDataTableColumn<Row> = {
  id: string;
  label: string;
  /** What the cell shows without `render`. */
  value: (row: Row) => string | number;
  render?: (row: Row) => ReactNode;
  /** The list call's SortColumn for this column; only such columns have a sort control in their header. */
  sortColumn?: string;
  /** Numbers (amounts) read best right-aligned. */
  align?: 'left' | 'right';
};

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
  /** The server's order of the rows (useGridState); without it no header sorts. */
  sort?: TGridSort;
  onSortChange?: (column: string) => void;
  onRefresh?: () => void;
};

/**
 * The one server-paged, server-sorted grid of spec 1 §2: sortable columns (asc, then desc), a pager and an optional
 * refresh button. It shows the rows in the order the server sent them: sorting only the page on screen would put a
 * page's own maximum first while a bigger value sits on another page. Page and sort are the caller's (useGridState).
 */
export function DataTable<Row>(props: TDataTableProps<Row>) {
  const { t } = useTranslation();
  const { columns, rows, rowKey, selectedKey, onRowClick, onRowDoubleClick, loading, sort, onSortChange } = props;

  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      {/* The table grows with the page (no inner vertical scroll); only its width scrolls, inside this box. */}
      <TableContainer>
        <Table size="small" aria-label={props.label} sx={stickyFirstColumn}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <SortableHeaderCell
                  key={column.id}
                  label={column.label}
                  align={column.align}
                  sortColumn={column.sortColumn}
                  sort={sort}
                  onSortChange={onSortChange}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
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
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
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

import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { TGridSort } from './use-grid-state';

type TSortableHeaderCellProps = {
  label: ReactNode;
  align?: TableCellProps['align'];
  /** The list call's SortColumn this header sorts by; without it (or without onSortChange) the header is plain text. */
  sortColumn?: string;
  sort?: TGridSort;
  onSortChange?: (column: string) => void;
};

/** A column header of a server-sorted grid: shows the grid's sort and asks for another on click (useGridState). */
export function SortableHeaderCell({ label, align, sortColumn, sort, onSortChange }: TSortableHeaderCellProps) {
  const direction =
    sort && sortColumn !== undefined && sort.column === sortColumn
      ? sort.direction === 'ASC'
        ? 'asc'
        : 'desc'
      : false;
  return (
    <TableCell align={align} sortDirection={direction} sx={{ fontWeight: 600 }}>
      {sortColumn !== undefined && onSortChange ? (
        <TableSortLabel
          active={direction !== false}
          direction={direction || 'asc'}
          onClick={() => onSortChange(sortColumn)}
        >
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type TSimpleColumn<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts are right-aligned. */
  numeric?: boolean;
};

type TSimpleTableProps<Row> = {
  label: string;
  columns: TSimpleColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
  emptyText: string;
};

/** A read-only table of one ticket part (payments, taxes, notes, lines): small, no paging, an empty message. */
export function SimpleTable<Row>({ label, columns, rows, rowKey, emptyText }: TSimpleTableProps<Row>) {
  if (rows.length === 0) return <Typography sx={{ py: 2 }}>{emptyText}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

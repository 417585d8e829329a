import type { TReportTable } from '@mp/contracts/reports';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SortableHeaderCell } from '../../../components/sortable-header-cell';
import { useFormat } from '../../../lib/use-format';
import { cellDisplay, cellText, isNumericColumn } from '../lib/cell-text';
import { sortedRows, type TTableSort } from '../lib/report-params';

type TReportTableProps = {
  table: TReportTable;
  /** The heading's id: charts drawn from this table name it as their text alternative. */
  headingId: string;
  sort: TTableSort;
  onSort: (column: string) => void;
};

/** One table of a report: its heading, sortable columns (asc then desc), the rows and the totals row. */
export function ReportTable({ table, headingId, sort, onSort }: TReportTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = sortedRows(table, sort);
  const totals = table.Totals;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t(table.TitleKey)}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {table.Columns.map((column) => (
                <SortableHeaderCell
                  key={column.Key}
                  label={t(column.LabelKey)}
                  align={isNumericColumn(column.Type) ? 'right' : 'left'}
                  sortColumn={column.Key}
                  sort={sort ?? undefined}
                  onSortChange={onSort}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              // Report rows carry no id of their own; their order is the sort's.
              <TableRow key={index}>
                {table.Columns.map((column) => (
                  <TableCell key={column.Key} align={isNumericColumn(column.Type) ? 'right' : 'left'}>
                    {cellDisplay(t, format, column, row[column.Key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {totals ? (
              <TableRow data-testid="report-totals" sx={{ '& td, & th': { fontWeight: 700 } }}>
                {table.Columns.map((column, i) =>
                  i === 0 && (totals[column.Key] ?? null) === null ? (
                    <TableCell key={column.Key} component="th" scope="row">
                      {t('reports.viewer.totals')}
                    </TableCell>
                  ) : (
                    <TableCell key={column.Key} align={isNumericColumn(column.Type) ? 'right' : 'left'}>
                      {cellText(format, column.Type, totals[column.Key])}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}

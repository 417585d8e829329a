import { reportColumnLabel, type TReportCell, type TReportColumn, type TReportTable } from '@mp/contracts/reports';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SortableHeaderCell } from '../../../components/sortable-header-cell';
import { useFormat } from '../../../lib/use-format';
import { cellDisplay, cellText, isNumericColumn } from '../lib/cell-text';
import { sortedRows, type TTableSort } from '../lib/report-params';
import { ChangeText } from './change-text';

type TReportTableProps = {
  table: TReportTable;
  /** The heading's id: charts drawn from this table name it as their text alternative. */
  headingId: string;
  sort: TTableSort;
  onSort: (column: string) => void;
};

/** Rows on screen at once: a list report (the customer list) has thousands, which no one reads in one page. */
export const REPORT_PAGE_SIZE = 100;

/** A cell's text; a change against the comparison period with its direction. */
function Cell({ column, value, text }: { column: TReportColumn; value: TReportCell | undefined; text: string }) {
  const part = column.Compare?.Part;
  return (part === 'change' || part === 'changePercent') && (typeof value === 'string' || typeof value === 'number') ? (
    <ChangeText value={value} text={text} />
  ) : (
    text
  );
}

/** Whether the browser is printing: a printed report has every row, not the page on screen. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // flushSync: the rows must be in the page before the browser lays it out for paper.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * One table of a report: its heading, sortable columns (asc then desc), the rows (a hundred at a time, every one when
 * printed; a new sort starts at the first page) and the totals row, which always sums every row.
 */
export function ReportTable({ table, headingId, sort, onSort }: TReportTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const printing = usePrinting();
  const [paging, setPaging] = useState({ page: 0, sort });
  // A new sort or a new table starts at the first page.
  const page = paging.sort === sort && paging.page * REPORT_PAGE_SIZE < table.Rows.length ? paging.page : 0;
  const sorted = sortedRows(table, sort);
  const paged = sorted.length > REPORT_PAGE_SIZE && !printing;
  const rows = paged ? sorted.slice(page * REPORT_PAGE_SIZE, (page + 1) * REPORT_PAGE_SIZE) : sorted;
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
                  label={reportColumnLabel(column, table.Columns, t)}
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
                    <Cell
                      column={column}
                      value={row[column.Key]}
                      text={cellDisplay(t, format, column, row[column.Key])}
                    />
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
                      <Cell
                        column={column}
                        value={totals[column.Key]}
                        text={cellText(format, column.Type, totals[column.Key])}
                      />
                    </TableCell>
                  ),
                )}
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {paged ? (
        <TablePagination
          component="div"
          count={sorted.length}
          page={page}
          rowsPerPage={REPORT_PAGE_SIZE}
          rowsPerPageOptions={[REPORT_PAGE_SIZE]}
          onPageChange={(_event, next) => setPaging({ page: next, sort })}
          labelDisplayedRows={({ from, to, count }) => t('common.table.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`common.table.${type}Page`)}
          sx={{ displayPrint: 'none' }}
        />
      ) : null}
    </section>
  );
}

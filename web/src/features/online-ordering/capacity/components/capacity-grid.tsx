import { colonTimeOfHhmm, hhmmOfColonTime } from '@mp/contracts/online-ordering/hhmm';
import {
  CAPACITY_PAGE_SIZE,
  CAPACITY_PAGE_SIZES,
  capacityGridPage,
  type TCapacityPageDay,
  type TCapacityRow,
  type TWeekday,
} from '@mp/contracts/online-ordering/capacity';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaxOrdersField } from './max-orders-field';
import { TimeSelect } from '../../shared/time-select';

type TCapacityGridProps = {
  rows: readonly TCapacityRow[];
  closedDays: readonly TWeekday[];
  /** View-only users and a company view: nothing can be changed. */
  disabled: boolean;
  onChange: (id: string, change: Partial<TCapacityRow>) => void;
};

/**
 * Spec 3 §2.4 "Ordering capacity": the intervals grouped by day (Day, From, Until, Max orders, Delete). A day the
 * store is closed is greyed and collapsed to its header; a row in error says why under it. The grid pages in the
 * browser, 25 rows by default (spec 3 §9, capacityGridPage says why not on the server); the page is kept here rather
 * than in the URL, because a URL change is a navigation that the leave guard holds up while an edit is unsaved, and
 * the edits of every page live in the caller's rows.
 */
export function CapacityGrid({ rows, closedDays, disabled, onChange }: TCapacityGridProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 0, pageSize: CAPACITY_PAGE_SIZE });
  const shown = capacityGridPage(rows, closedDays, paging.page, paging.pageSize);
  return (
    <Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('capacity.gridLabel')} data-testid="capacity-grid">
          <TableHead>
            <TableRow>
              <TableCell>{t('capacity.columns.day')}</TableCell>
              <TableCell>{t('capacity.columns.from')}</TableCell>
              <TableCell>{t('capacity.columns.until')}</TableCell>
              <TableCell>{t('capacity.columns.maxOrders')}</TableCell>
              <TableCell>{t('capacity.columns.delete')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.days.map((group) => (
              <DayGroup key={group.day} {...group} disabled={disabled} onChange={onChange} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shown.entryCount}
        page={shown.page}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={CAPACITY_PAGE_SIZES}
        onPageChange={(_event, page) => setPaging({ ...paging, page })}
        onRowsPerPageChange={(event) => setPaging({ page: 0, pageSize: Number(event.target.value) })}
        labelRowsPerPage={t('capacity.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('common.table.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`common.table.${type}Page`)}
        data-testid="capacity-pager"
      />
    </Box>
  );
}

type TDayGroupProps = TCapacityPageDay & Pick<TCapacityGridProps, 'disabled' | 'onChange'>;

/** One day's header and its rows on this page; the header counts, and the labels number, all of the day's rows. */
function DayGroup({ day, closed, rows, allRows, disabled, onChange }: TDayGroupProps) {
  const { t } = useTranslation();
  const dayName = t(`capacity.weekdays.${day}`);
  const header = (
    <TableRow
      data-testid={`capacity-day-${day}`}
      sx={{ bgcolor: closed ? 'action.disabledBackground' : 'action.hover' }}
    >
      <TableCell colSpan={5} component="th" scope="rowgroup">
        <Typography variant="subtitle2" component="span" color={closed ? 'text.secondary' : undefined}>
          {dayName}
        </Typography>
        {closed ? (
          <Tooltip title={t('capacity.storeClosure')}>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {t('capacity.closed')}
            </Typography>
          </Tooltip>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {t('capacity.intervalCount', { count: allRows.length })}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
  if (closed) return header;
  return (
    <>
      {header}
      {rows.map((row) => {
        const label = (what: string) =>
          t('capacity.cellLabel', { what, day: dayName, index: allRows.indexOf(row) + 1 });
        const cellSx = { opacity: row.isChecked ? 0.5 : 1 };
        return (
          <Fragment key={row.id}>
            <TableRow data-testid="capacity-row" data-dirty={row.isDirty} aria-invalid={row.isError && !row.isChecked}>
              <TableCell sx={cellSx}>{dayName}</TableCell>
              <TableCell sx={cellSx}>
                <TimeSelect
                  native
                  step={30}
                  hiddenLabel
                  label={label(t('capacity.columns.from'))}
                  value={{ time: hhmmOfColonTime(row.fromTime), nextDay: false }}
                  disabled={disabled || row.isChecked}
                  onChange={(v) => onChange(row.id, { fromTime: colonTimeOfHhmm(v.time) })}
                />
              </TableCell>
              <TableCell sx={cellSx}>
                <TimeSelect
                  native
                  step={30}
                  hiddenLabel
                  label={label(t('capacity.columns.until'))}
                  value={{ time: hhmmOfColonTime(row.untilTime), nextDay: false }}
                  disabled={disabled || row.isChecked}
                  onChange={(v) => onChange(row.id, { untilTime: colonTimeOfHhmm(v.time) })}
                />
              </TableCell>
              <TableCell sx={cellSx}>
                <MaxOrdersField
                  label={label(t('capacity.columns.maxOrders'))}
                  value={row.maxOrderCount}
                  disabled={disabled || row.isChecked}
                  onChange={(maxOrderCount) => onChange(row.id, { maxOrderCount })}
                />
              </TableCell>
              <TableCell>
                <Checkbox
                  checked={row.isChecked}
                  disabled={disabled}
                  onChange={(e) => onChange(row.id, { isChecked: e.target.checked })}
                  slotProps={{ input: { 'aria-label': label(t('capacity.columns.delete')) } }}
                />
              </TableCell>
            </TableRow>
            {row.isError && !row.isChecked && row.errorMessage && (
              <TableRow>
                <TableCell colSpan={5} sx={{ color: 'error.main', borderBottom: 0, pt: 0 }} role="alert">
                  {t(row.errorMessage)}
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        );
      })}
    </>
  );
}

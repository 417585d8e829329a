import type {
  TAvailabilityField,
  TItemAvailabilityRow,
  TItemAvailabilitySortColumn,
} from '@mp/contracts/item-availability';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableHeaderCell } from '../../../components/sortable-header-cell';
import type { TGridSort } from '../../../components/use-grid-state';

/** Column header and switch label of each availability field. */
const FIELD_KEYS: Record<TAvailabilityField, { column: string; label: string }> = {
  IsInStock: { column: 'itemAvailability.columns.inStock', label: 'itemAvailability.table.inStockOf' },
  IsPosActive: { column: 'itemAvailability.columns.posActive', label: 'itemAvailability.table.posActiveOf' },
  IsAvailableOnline: {
    column: 'itemAvailability.columns.availableOnline',
    label: 'itemAvailability.table.availableOnlineOf',
  },
};

type TAvailabilityTableProps = {
  rows: readonly TItemAvailabilityRow[];
  /** The switch columns shown (the MMS add-on hides two). */
  fields: readonly TAvailabilityField[];
  /** Ids whose shown values differ from the saved ones: marked so the user sees what Save will send. */
  changedIds: ReadonlySet<number>;
  selected: ReadonlySet<number>;
  allSelected: boolean;
  onToggleSelected: (id: number) => void;
  onToggleAll: () => void;
  onSetField: (row: TItemAvailabilityRow, field: TAvailabilityField, value: boolean) => void;
  disabled: boolean;
  loading: boolean;
  emptyText: string;
  /** Zero-based page. */
  page: number;
  pageSize: number;
  totalRows: number;
  onPageChange: (page: number) => void;
  /** The server's order of the rows: each column header sorts by its column. */
  sort: TGridSort<TItemAvailabilitySortColumn>;
  onSortChange: (column: string) => void;
  /**
   * Shown left of the pager on the same line: the pager's buttons have tooltips that open below them, so nothing
   * clickable may sit right under the pager.
   */
  footer?: ReactNode;
};

/** The availability grid (spec 2 §2): a selection checkbox, item and category names and one switch per field. */
export function AvailabilityTable(props: TAvailabilityTableProps) {
  const { t } = useTranslation();
  const { rows, fields, selected, disabled } = props;
  const someSelected = rows.some((row) => selected.has(row.ItemMasterId));
  const sorting = { sort: props.sort, onSortChange: props.onSortChange };
  return (
    <Box>
      <Box sx={{ height: 4 }}>{props.loading ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-label={t('itemAvailability.table.label')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={props.allSelected}
                  indeterminate={someSelected && !props.allSelected}
                  onChange={props.onToggleAll}
                  disabled={disabled || rows.length === 0}
                  slotProps={{ input: { 'aria-label': t('itemAvailability.table.selectAll') } }}
                />
              </TableCell>
              <SortableHeaderCell label={t('itemAvailability.columns.itemName')} sortColumn="ItemName" {...sorting} />
              <SortableHeaderCell
                label={t('itemAvailability.columns.categoryName')}
                sortColumn="CategoryName"
                {...sorting}
              />
              {fields.map((field) => (
                <SortableHeaderCell
                  key={field}
                  align="center"
                  label={t(FIELD_KEYS[field].column)}
                  sortColumn={field}
                  {...sorting}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const item = row.ItemName;
              const isSelected = selected.has(row.ItemMasterId);
              const changed = props.changedIds.has(row.ItemMasterId);
              return (
                <TableRow
                  key={row.ItemMasterId}
                  selected={isSelected}
                  data-changed={changed || undefined}
                  sx={changed ? { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.warning.main}` } : undefined}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => props.onToggleSelected(row.ItemMasterId)}
                      disabled={disabled}
                      slotProps={{ input: { 'aria-label': t('itemAvailability.table.selectRow', { item }) } }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {item}
                  </TableCell>
                  <TableCell>{row.CategoryName || t('itemAvailability.table.noCategory')}</TableCell>
                  {fields.map((field) => (
                    <TableCell key={field} align="center">
                      <Switch
                        checked={row[field]}
                        onChange={(_event, value) => props.onSetField(row, field, value)}
                        disabled={disabled}
                        slotProps={{ input: { 'aria-label': t(FIELD_KEYS[field].label, { item }) } }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {!props.loading && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={fields.length + 3}>{props.emptyText}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        {props.footer}
        <TablePagination
          sx={{ ml: 'auto' }}
          component="div"
          count={props.totalRows}
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

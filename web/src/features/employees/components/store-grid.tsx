import { EMPLOYEE_STORES_PAGE_SIZE, type TEmployeeStore } from '@mp/contracts/employees';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import type { TEmployeeFormValues } from './employee-form-values';

type TStoreGridProps = {
  /** The page of stores, in the order of the form's `userStores`. */
  stores: readonly TEmployeeStore[];
  page: number;
  totalRows: number;
  onPageChange: (page: number) => void;
  control: Control<TEmployeeFormValues>;
  disabled: boolean;
};

/**
 * The store assignment grid (spec 3 §3, §9): the merchant's stores, 500 a page, each with its checkbox; a store view
 * changes its own store's row only, the others are greyed with the reason.
 */
export function StoreGrid({ stores, page, totalRows, onPageChange, control, disabled }: TStoreGridProps) {
  const { t } = useTranslation();
  const s = (key: string, vars?: Record<string, unknown>) => t(`employees.detail.stores.${key}`, vars);
  const indexOf = new Map(stores.map((store, index) => [store.storeId, index]));
  const columns: TDataTableColumn<TEmployeeStore>[] = [
    {
      id: 'store',
      label: s('columns.store'),
      value: (row) => row.storeName,
      render: (row) =>
        row.mayAssign ? (
          row.storeName
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            {row.storeName}
            <Typography id={`store-${row.storeId}-locked`} component="span" variant="body2" sx={{ display: 'block' }}>
              {s('locked')}
            </Typography>
          </Typography>
        ),
    },
    {
      id: 'assigned',
      label: s('columns.assigned'),
      value: () => '',
      render: (row) => (
        <Controller
          control={control}
          name={`userStores.${indexOf.get(row.storeId) ?? 0}.isAssigned`}
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onChange={(_event, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              disabled={disabled || !row.mayAssign}
              slotProps={{
                input: {
                  'aria-label': s('assign', { store: row.storeName }),
                  'aria-describedby': row.mayAssign ? undefined : `store-${row.storeId}-locked`,
                },
              }}
            />
          )}
        />
      ),
    },
  ];
  return (
    <Paper component="section" aria-labelledby="employee-stores" sx={{ p: 2 }}>
      <Typography id="employee-stores" variant="h6" component="h2">
        {s('title')}
      </Typography>
      <DataTable
        label={s('title')}
        columns={columns}
        rows={[...stores]}
        rowKey={(row) => String(row.storeId)}
        emptyText={s('empty')}
        page={page}
        pageSize={EMPLOYEE_STORES_PAGE_SIZE}
        totalRows={totalRows}
        onPageChange={onPageChange}
      />
    </Paper>
  );
}

import { memberTypeName, type TTieredPriceListMember } from '@mp/contracts/loyalty-pricing';
import TextField from '@mui/material/TextField';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { DataTable, type TDataTableColumn } from '../../../components/data-table';
import type { TGridSort } from '../../../components/use-grid-state';
import type { usePriceEdits } from '../hooks/use-price-edits';

type TMembersGridProps = {
  rows: TTieredPriceListMember[];
  totalRows: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: TGridSort;
  onSortChange: (column: string) => void;
  loading: boolean;
  emptyText: string;
  edits: ReturnType<typeof usePriceEdits>;
  disabled: boolean;
};

type TPriceCellProps = {
  row: TTieredPriceListMember;
  text: string;
  edited: boolean;
  disabled: boolean;
  onType: (row: TTieredPriceListMember, input: string) => void;
  onBlur: (row: TTieredPriceListMember) => void;
};

/** One price-list price input; memoized so a keystroke re-renders its own row's input, not all 25. */
const PriceCell = memo(function PriceCell({ row, text, edited, disabled, onType, onBlur }: TPriceCellProps) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => onType(row, event.target.value)}
      onBlur={() => onBlur(row)}
      disabled={disabled}
      placeholder={t('loyaltyPricing.grid.noPrice')}
      color={edited ? 'warning' : 'primary'}
      focused={edited || undefined}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'aria-label': t('loyaltyPricing.grid.priceFor', { name: row.Name }),
          'data-edited': edited ? 'true' : undefined,
        },
      }}
      sx={{ width: 140 }}
    />
  );
});

/** The server-paged grid: member type, category, name, price, and the editable price-list price. */
export const MembersGrid = memo(function MembersGrid({ rows, edits, disabled, ...paging }: TMembersGridProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo<TDataTableColumn<TTieredPriceListMember>[]>(
    () => [
      {
        id: 'memberType',
        label: t('loyaltyPricing.grid.memberType'),
        sortColumn: 'MemberType',
        value: (row) => t(`loyaltyPricing.memberType.${memberTypeName(row.MemberType)}`),
      },
      {
        id: 'category',
        label: t('loyaltyPricing.grid.category'),
        sortColumn: 'Category',
        value: (row) => row.Category,
      },
      { id: 'name', label: t('loyaltyPricing.grid.name'), sortColumn: 'Name', value: (row) => row.Name },
      {
        id: 'price',
        label: t('loyaltyPricing.grid.price'),
        sortColumn: 'Price',
        value: (row) => Number(row.Price),
        render: (row) => format.money(row.Price),
      },
      {
        id: 'priceListPrice',
        label: t('loyaltyPricing.grid.priceListPrice'),
        value: (row) => edits.textOf(row),
        render: (row) => (
          <PriceCell
            row={row}
            text={edits.textOf(row)}
            edited={edits.isEdited(row)}
            disabled={disabled}
            onType={edits.type}
            onBlur={edits.blur}
          />
        ),
      },
    ],
    [t, format, edits, disabled],
  );

  return (
    <DataTable
      label={t('loyaltyPricing.grid.label')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      {...paging}
    />
  );
});

import { FULFILLMENT_TYPES, type TFulfillmentType } from '@mp/contracts/online-ordering/order-manager';
import { ONLINE_ORDER_STATUSES } from '@mp/contracts/tickets';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrderFilters } from '../api/order-manager.queries';

/** The order manager's filters: any of the sixteen statuses and any of the four fulfillment types (none: all). */
export function OrderFiltersBar({
  filters,
  onChange,
}: {
  filters: TOrderFilters;
  onChange: (next: TOrderFilters) => void;
}) {
  const { t } = useTranslation();
  const statusId = useId();
  const typeId = useId();
  const allText = t('orderManager.filters.all');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id={statusId} shrink>
          {t('orderManager.filters.status')}
        </InputLabel>
        <Select
          labelId={statusId}
          label={t('orderManager.filters.status')}
          multiple
          displayEmpty
          notched
          value={filters.statuses}
          onChange={(e) =>
            onChange({ ...filters, statuses: (e.target.value as number[]).slice().sort((a, b) => a - b) })
          }
          renderValue={(selected) =>
            selected.length === 0
              ? allText
              : selected.map((s) => t(`orderManager.statuses.${ONLINE_ORDER_STATUSES[s]}`)).join(', ')
          }
        >
          {ONLINE_ORDER_STATUSES.map((name, code) => (
            <MenuItem key={name} value={code}>
              {t(`orderManager.statuses.${name}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id={typeId} shrink>
          {t('orderManager.filters.type')}
        </InputLabel>
        <Select
          labelId={typeId}
          label={t('orderManager.filters.type')}
          multiple
          displayEmpty
          notched
          value={filters.fulfillmentTypes}
          onChange={(e) => onChange({ ...filters, fulfillmentTypes: e.target.value as TFulfillmentType[] })}
          renderValue={(selected) =>
            selected.length === 0 ? allText : selected.map((s) => t(`orderManager.types.${s}`)).join(', ')
          }
        >
          {FULFILLMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`orderManager.types.${type}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

import { storeChips, type TDiscountFields } from '@mp/contracts/discounts';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';

type TStore = { StoreId: number; StoreName: string };

/** Company view with more than one store: chips of the assignment and a checkbox per store (plus all stores). */
export function StoreAssignment({ stores }: { stores: TStore[] }) {
  const { t } = useTranslation();
  const form = useFormContext<TDiscountFields>();
  const labelId = useId();
  const error = form.formState.errors.AssignedStores?.message;
  return (
    <Controller
      control={form.control}
      name="AssignedStores"
      render={({ field }) => {
        const assigned = field.value;
        const chips = storeChips(assigned, stores);
        const all = stores.every((s) => assigned.includes(s.StoreId));
        const set = (ids: number[]) => field.onChange(stores.map((s) => s.StoreId).filter((id) => ids.includes(id)));
        return (
          <FormControl component="fieldset" error={!!error}>
            <FormLabel component="legend" id={labelId}>
              {t('discounts.detail.stores.title')}
            </FormLabel>
            <Stack
              direction="row"
              spacing={1}
              sx={{ my: 1, flexWrap: 'wrap' }}
              role="list"
              aria-label={t('discounts.detail.stores.assigned')}
            >
              {chips.allStores ? (
                <Chip role="listitem" color="primary" label={t('discounts.detail.stores.allStores')} />
              ) : null}
              {chips.names.map((name) => (
                <Chip role="listitem" key={name} label={name} />
              ))}
              {chips.others > 0 ? (
                <Chip
                  role="listitem"
                  variant="outlined"
                  label={t('discounts.detail.stores.others', { count: chips.others })}
                />
              ) : null}
              {!chips.allStores && chips.names.length === 0 ? (
                <Chip role="listitem" variant="outlined" label={t('discounts.detail.stores.none')} />
              ) : null}
            </Stack>
            <FormGroup row aria-labelledby={labelId}>
              <FormControlLabel
                label={t('discounts.detail.stores.allStores')}
                control={
                  <Checkbox
                    // Where a refused save puts the focus when no store is assigned.
                    slotProps={{ input: { ref: field.ref } }}
                    checked={all}
                    indeterminate={!all && assigned.length > 0}
                    onChange={(_event, checked) => set(checked ? stores.map((s) => s.StoreId) : [])}
                  />
                }
              />
              {stores.map((s) => (
                <FormControlLabel
                  key={s.StoreId}
                  label={s.StoreName}
                  control={
                    <Checkbox
                      checked={assigned.includes(s.StoreId)}
                      onChange={(_event, checked) =>
                        set(checked ? [...assigned, s.StoreId] : assigned.filter((id) => id !== s.StoreId))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {error ? <FormHelperText>{fieldError(t, error)}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}

/** Store view: whether the discount is active at the current store's POS (the one thing a store may change). */
export function PosActiveToggle({ storeName }: { storeName: string }) {
  const { t } = useTranslation();
  const form = useFormContext<TDiscountFields>();
  return (
    <Controller
      control={form.control}
      name="PosActive"
      render={({ field }) => (
        <FormControlLabel
          label={t('discounts.detail.posActive', { store: storeName })}
          control={
            <Switch
              checked={field.value}
              onChange={(_event, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}

import type { TRestrictionFormInput, TRestrictionTargets } from '@mp/contracts/restrictions';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';

type TOption = { id: number; label: string };

/** The categories and the items a restriction applies to: two searchable multi-selects. */
export function RestrictionTargetsField({ targets }: { targets: TRestrictionTargets }) {
  const { t } = useTranslation();
  const form = useFormContext<TRestrictionFormInput>();
  const categories: TOption[] = targets.Categories.map((c) => ({ id: c.ItemCategoryId, label: c.CategoryName }));
  const items: TOption[] = targets.Items.map((i) => ({
    id: i.ItemMasterId,
    label: i.CategoryName ? `${i.ItemName} (${i.CategoryName})` : i.ItemName,
  }));
  const fields = [
    { name: 'ItemCategoryIds' as const, options: categories, label: t('restrictions.detail.categories') },
    { name: 'ItemIds' as const, options: items, label: t('restrictions.detail.items') },
  ];
  return (
    <>
      {fields.map(({ name, options, label }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={options}
              value={options.filter((o) => field.value.includes(o.id))}
              onChange={(_event, chosen) => field.onChange(chosen.map((o) => o.id))}
              onBlur={field.onBlur}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterSelectedOptions
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={label}
                  error={Boolean(fieldState.error)}
                  helperText={fieldError(t, fieldState.error?.message)}
                />
              )}
            />
          )}
        />
      ))}
    </>
  );
}

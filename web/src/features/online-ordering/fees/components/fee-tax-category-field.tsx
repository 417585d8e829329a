import type { TFeesForm, TFeeTaxCategory } from '@mp/contracts/online-ordering/fees';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../lib/error-text';

type TFeeTaxCategoryFieldProps = {
  form: UseFormReturn<TFeesForm>;
  index: number;
  /** The categories a fee may take, with any a saved fee still has (spec 3 §3 Fee taxCategory). */
  taxCategories: readonly TFeeTaxCategory[];
  disabled: boolean;
};

/** Spec 3 §3 Fee item template TaxCategoryId: the tax charged on the fee, the merchant's default for a new one. */
export function FeeTaxCategoryField({ form, index, taxCategories, disabled }: TFeeTaxCategoryFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name={`fees.${index}.taxCategoryId`}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          value={field.value === null ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={t('fees.taxCategory')}
          disabled={disabled}
          error={fieldState.error !== undefined}
          helperText={fieldError(t, fieldState.error?.message) ?? t('fees.taxCategoryHelp')}
          sx={{ maxWidth: 360 }}
        >
          {field.value === null && <MenuItem value="">{t('fees.noTaxCategory')}</MenuItem>}
          {taxCategories.map((category) => (
            <MenuItem key={category.TaxCategoryId} value={String(category.TaxCategoryId)}>
              {category.IsDefault ? t('fees.defaultTaxCategory', { name: category.Name }) : category.Name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

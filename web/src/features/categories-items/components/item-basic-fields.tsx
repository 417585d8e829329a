import {
  ITEM_DESCRIPTION_MAX,
  ITEM_NAME_MAX,
  type TItemCategory,
  type TItemForm,
  type TItemFormInput,
  type TPrinterGroup,
  type TTaxCategory,
} from '@mp/contracts/menu-items';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';
import { fieldProps } from '../../../components/form-field-props';
import { FlagCheckbox, RequiredIdSelect } from './item-field-controls';

export type TItemLookups = {
  categories: TItemCategory[];
  taxCategories: TTaxCategory[];
  printerGroups: TPrinterGroup[];
};

const NONE = '';

/** The basic item setup's fields (spec 2 §2). */
export function ItemBasicFields({ lookups }: { lookups: TItemLookups }) {
  const { t } = useTranslation();
  const soldById = useId();
  const { register, control, formState } = useFormContext<TItemFormInput, unknown, TItemForm>();
  const { errors } = formState;
  const label = (field: string) => t(`categoriesItems.itemDetail.fields.${field}`);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...fieldProps(register('ItemName'))}
          label={label('name')}
          required
          fullWidth
          error={Boolean(errors.ItemName)}
          helperText={fieldError(t, errors.ItemName?.message)}
          slotProps={{ htmlInput: { maxLength: ITEM_NAME_MAX + 10 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FlagCheckbox name="IsFavorite" label={label('favorite')} />
      </Grid>
      <Grid size={12}>
        <TextField
          {...fieldProps(register('Description'))}
          label={label('description')}
          fullWidth
          multiline
          minRows={2}
          error={Boolean(errors.Description)}
          helperText={fieldError(t, errors.Description?.message)}
          slotProps={{ htmlInput: { maxLength: ITEM_DESCRIPTION_MAX + 10 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RequiredIdSelect
          name="ItemCategoryId"
          label={label('category')}
          placeholder={t('categoriesItems.itemDetail.chooseCategory')}
          options={lookups.categories.map((x) => ({ id: x.ItemCategoryId, label: x.CategoryName }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Controller
          control={control}
          name="PrinterGroupId"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label={label('printerGroup')}
              value={field.value ?? NONE}
              onChange={(e) => field.onChange(e.target.value === NONE ? null : Number(e.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.PrinterGroupId)}
              helperText={fieldError(t, errors.PrinterGroupId?.message)}
            >
              <MenuItem value={NONE}>{t('categoriesItems.itemDetail.noPrinterGroup')}</MenuItem>
              {lookups.printerGroups.map((g) => (
                <MenuItem key={g.PrinterGroupId} value={g.PrinterGroupId}>
                  {g.PrinterGroupName}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Controller
          control={control}
          name="SoldBy"
          render={({ field }) => (
            <FormControl error={Boolean(errors.SoldBy)} required>
              <FormLabel id={soldById}>{label('soldBy')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={soldById}
                value={String(field.value)}
                onChange={(e) => field.onChange(Number(e.target.value))}
              >
                <FormControlLabel value="1" control={<Radio />} label={t('categoriesItems.soldBy.1')} />
                <FormControlLabel value="2" control={<Radio />} label={t('categoriesItems.soldBy.2')} />
              </RadioGroup>
              {errors.SoldBy ? <FormHelperText>{fieldError(t, errors.SoldBy.message)}</FormHelperText> : null}
            </FormControl>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...fieldProps(register('RetailPrice'))}
          label={label('price')}
          fullWidth
          error={Boolean(errors.RetailPrice)}
          helperText={fieldError(t, errors.RetailPrice?.message)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RequiredIdSelect
          name="TaxCategoryId"
          label={label('taxCategory')}
          placeholder={t('categoriesItems.itemDetail.chooseTaxCategory')}
          options={lookups.taxCategories.map((x) => ({ id: x.TaxCategoryId, label: x.Name }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FlagCheckbox name="PromptForPrice" label={label('promptForPrice')} />
      </Grid>
    </Grid>
  );
}

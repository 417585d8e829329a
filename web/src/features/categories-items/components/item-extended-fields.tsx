import { ITEM_TYPES, PRINT_PRIORITY_MAX, type TItemForm, type TItemFormInput } from '@mp/contracts/menu-items';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';
import { fieldProps } from '../../../components/form-field-props';
import { FlagCheckbox } from './item-field-controls';

/** The extended setup's extra fields: item number (SKU), print priority, item type, sellable. */
export function ItemExtendedFields() {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<TItemFormInput, unknown, TItemForm>();
  const { errors } = formState;
  const label = (field: string) => t(`categoriesItems.itemDetail.fields.${field}`);
  return (
    <Grid container spacing={2} component="section" aria-labelledby="item-extended-heading">
      <Grid size={12}>
        <Typography id="item-extended-heading" variant="subtitle1" component="h2">
          {t('categoriesItems.itemDetail.extendedSection')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...fieldProps(register('ItemNumber'))}
          label={label('itemNumber')}
          fullWidth
          error={Boolean(errors.ItemNumber)}
          helperText={fieldError(t, errors.ItemNumber?.message) ?? t('categoriesItems.itemDetail.itemNumberHelp')}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...fieldProps(register('PrintPriority', { valueAsNumber: true }))}
          type="number"
          label={label('printPriority')}
          fullWidth
          error={Boolean(errors.PrintPriority)}
          helperText={fieldError(t, errors.PrintPriority?.message) ?? t('categoriesItems.itemDetail.printPriorityHelp')}
          slotProps={{ htmlInput: { min: 0, max: PRINT_PRIORITY_MAX, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Controller
          control={control}
          name="ItemType"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label={label('itemType')}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {ITEM_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`categoriesItems.itemTypes.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FlagCheckbox name="IsSellable" label={label('sellable')} />
      </Grid>
    </Grid>
  );
}

import {
  clampDiscountAmount,
  clampMinimumAmount,
  DISCOUNT_LIMITS,
  DISCOUNT_TYPE,
  isAmountDisabled,
  type TDiscountFields,
  type TDiscountMetadata,
} from '@mp/contracts/discounts';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';
import { fieldProps } from '../../../components/form-field-props';

type TGeneralSectionProps = {
  metadata: TDiscountMetadata;
  isNew: boolean;
  /** Re-applies the §4 type rules after the type changed. */
  onTypeChange: () => void;
};

const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Name, description, external id, kind, amount, minimum and AppliesTo. */
export function DiscountGeneralSection({ metadata, isNew, onTypeChange }: TGeneralSectionProps) {
  const { t } = useTranslation();
  const form = useFormContext<TDiscountFields>();
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'DiscountType' });
  const autoCash = useWatch({ control: form.control, name: 'IsAutoCashDiscount' });
  const errorText = (field: keyof TDiscountFields) => fieldError(t, errors[field]?.message);
  const amountLabel = metadata.DiscountTypes.find((d) => d.Id === type)?.AmountLabel ?? 'Amount';
  // Values above the cap become the cap as soon as the user leaves the field (spec 2 §5).
  const clampOnBlur = (field: 'DiscountAmount' | 'MinimumDiscountAmount') => () => {
    const value = form.getValues(field);
    const clamped = field === 'DiscountAmount' ? clampDiscountAmount(type, value) : clampMinimumAmount(type, value);
    if (clamped !== value) form.setValue(field, clamped, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...fieldProps(form.register('Name'))}
          label={t('discounts.detail.fields.name')}
          required
          fullWidth
          disabled={!isNew}
          error={!!errors.Name}
          helperText={errorText('Name')}
          slotProps={{ htmlInput: { maxLength: DISCOUNT_LIMITS.name } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...fieldProps(form.register('Description'))}
          label={t('discounts.detail.fields.description')}
          required
          fullWidth
          error={!!errors.Description}
          helperText={errorText('Description')}
          slotProps={{ htmlInput: { maxLength: DISCOUNT_LIMITS.description } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Controller
          control={form.control}
          name="DiscountType"
          render={({ field }) => (
            <TextField
              select
              label={t('discounts.detail.fields.type')}
              required
              fullWidth
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                onTypeChange();
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!errors.DiscountType}
              helperText={errorText('DiscountType') ?? (autoCash ? t('discounts.detail.autoCashTypes') : undefined)}
            >
              {metadata.DiscountTypes.map((d) => (
                <MenuItem key={d.Id} value={d.Id}>
                  {t(`discounts.types.${d.Id}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          {...fieldProps(
            form.register('DiscountAmount', { setValueAs: toNumber, onBlur: clampOnBlur('DiscountAmount') }),
          )}
          type="number"
          label={t(`discounts.detail.amountLabels.${amountLabel}`)}
          required={!isAmountDisabled(type)}
          fullWidth
          disabled={isAmountDisabled(type)}
          error={!!errors.DiscountAmount}
          helperText={errorText('DiscountAmount')}
          slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          {...fieldProps(
            form.register('MinimumDiscountAmount', {
              setValueAs: toNumber,
              onBlur: clampOnBlur('MinimumDiscountAmount'),
            }),
          )}
          type="number"
          label={t('discounts.detail.fields.minimum')}
          fullWidth
          disabled={type === DISCOUNT_TYPE.setItemPrice}
          error={!!errors.MinimumDiscountAmount}
          helperText={errorText('MinimumDiscountAmount')}
          slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Controller
          control={form.control}
          name="AppliesTo"
          render={({ field }) => (
            <TextField
              select
              label={t('discounts.detail.fields.appliesTo')}
              required={type !== DISCOUNT_TYPE.setItemPrice}
              fullWidth
              // Set item price forces L and the auto-cash discount forces H (spec 2 §4).
              disabled={type === DISCOUNT_TYPE.setItemPrice || autoCash}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!errors.AppliesTo}
              helperText={errorText('AppliesTo')}
            >
              {metadata.ApplyToTypes.map((a) => (
                <MenuItem key={a.Id} value={a.Id}>
                  {t(`discounts.applyTo.${a.Id}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextField
          {...fieldProps(form.register('ExternalDiscountId'))}
          label={t('discounts.detail.fields.externalId')}
          fullWidth
          error={!!errors.ExternalDiscountId}
          helperText={errorText('ExternalDiscountId')}
          slotProps={{ htmlInput: { maxLength: DISCOUNT_LIMITS.externalId } }}
        />
      </Grid>
    </Grid>
  );
}

import { DISCOUNT_LIMITS, type TDiscountFields } from '@mp/contracts/discounts';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';
import { fieldProps } from '../../../components/form-field-props';

type TSwitchField =
  | 'EmailOfferOnly'
  | 'UsedInMailout'
  | 'IsApprovalNeeded'
  | 'IsAvailable'
  | 'ShowOnActivitySummary'
  | 'IsAutoCashDiscount';

const SWITCHES: readonly TSwitchField[] = [
  'IsAvailable',
  'IsApprovalNeeded',
  'ShowOnActivitySummary',
  'EmailOfferOnly',
  'UsedInMailout',
];

type TOptionsSectionProps = {
  /** Spec 2 §4: the cash-discount flag, and company view or a store on the connected-payments gateway. */
  autoCashAllowed: boolean;
  onAutoCashChange: () => void;
};

/** Offer validity, barcode range and the yes/no options, with the automatic cash discount where allowed. */
export function DiscountOptionsSection({ autoCashAllowed, onAutoCashChange }: TOptionsSectionProps) {
  const { t } = useTranslation();
  const form = useFormContext<TDiscountFields>();
  const { errors } = form.formState;
  const errorText = (field: keyof TDiscountFields) => fieldError(t, errors[field]?.message);
  const toggle = (name: TSwitchField, onChanged?: () => void) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={t(`discounts.detail.fields.${name}`)}
          control={
            <Switch
              checked={field.value}
              onChange={(_event, checked) => {
                field.onChange(checked);
                onChanged?.();
              }}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          {...fieldProps(form.register('ValidFor', { valueAsNumber: true }))}
          type="number"
          label={t('discounts.detail.fields.validFor')}
          fullWidth
          error={!!errors.ValidFor}
          helperText={errors.ValidFor ? t('discounts.errors.ValidForRange') : t('discounts.detail.validForHelp')}
          slotProps={{ htmlInput: { min: 0, max: DISCOUNT_LIMITS.validForMaxDays, step: 1 } }}
        />
      </Grid>
      {(['BarcodeRangeStart', 'BarcodeRangeEnd'] as const).map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 4 }}>
          <TextField
            {...fieldProps(form.register(name, { deps: ['BarcodeRangeStart', 'BarcodeRangeEnd'] }))}
            label={t(`discounts.detail.fields.${name}`)}
            fullWidth
            error={!!errors[name]}
            helperText={errorText(name)}
            slotProps={{ htmlInput: { maxLength: DISCOUNT_LIMITS.barcode } }}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <FormGroup row>
          {SWITCHES.map((name) => toggle(name))}
          {autoCashAllowed ? toggle('IsAutoCashDiscount', onAutoCashChange) : null}
        </FormGroup>
      </Grid>
    </Grid>
  );
}

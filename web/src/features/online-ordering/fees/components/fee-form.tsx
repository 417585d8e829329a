import {
  FEE_DESCRIPTION_MAX,
  FEE_FORM_FULFILLMENT,
  FEE_NAME_MAX,
  type TFeeFormFulfillment,
  type TFeesForm,
  type TFeeTaxCategory,
} from '@mp/contracts/online-ordering/fees';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../lib/error-text';
import type { TFeeSite } from '../api/fees.queries';
import { FeeCalculationFields } from './fee-calculation-fields';
import { FeeSitesPicker } from './fee-sites-picker';
import { FeeTaxCategoryField } from './fee-tax-category-field';

const FULFILLMENT_FLAGS = Object.keys(FEE_FORM_FULFILLMENT) as (keyof TFeeFormFulfillment)[];

type TFeeFormProps = {
  form: UseFormReturn<TFeesForm>;
  index: number;
  /** Every tab, so a name's rule (no two tabs alike) runs again on each when one changes. */
  tabCount: number;
  sites: readonly TFeeSite[];
  taxCategories: readonly TFeeTaxCategory[];
  /** The screen is read-only (no edit permission, or a store's view of several stores). */
  locked: boolean;
  onDelete: () => void;
};

/**
 * One fee's tab (spec 3 §3 Fee, §4 Fee form, §5 Fee): name, description, calculation, tax category, order types and
 * sites. The
 * delivery partner's fee is shown read-only, with why (spec 3 §3).
 */
export function FeeForm({ form, index, tabCount, sites, taxCategories, locked, onDelete }: TFeeFormProps) {
  const { t } = useTranslation();
  const [partner, name, description] = useWatch({
    control: form.control,
    name: [`fees.${index}.deliveryPartnerFee`, `fees.${index}.name`, `fees.${index}.description`],
  });
  const disabled = locked || partner;
  const counter = (text: string, max: number) => t('fees.counter', { count: text.length, max });
  const otherNames = Array.from({ length: tabCount }, (_, i) => `fees.${i}.name` as const).filter(
    (_, i) => i !== index,
  );
  return (
    <>
      {partner && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="partner-fee-read-only">
          {t('fees.partnerReadOnly')}
        </Alert>
      )}
      <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Stack spacing={2}>
          <Controller
            name={`fees.${index}.name`}
            control={form.control}
            rules={{ deps: otherNames }}
            render={({ field, fieldState }) => (
              <TextField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={t('fees.name')}
                required
                disabled={disabled}
                error={fieldState.error !== undefined}
                helperText={fieldError(t, fieldState.error?.message) ?? counter(name, FEE_NAME_MAX)}
              />
            )}
          />
          <Controller
            name={`fees.${index}.description`}
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={t('fees.description')}
                disabled={disabled}
                error={fieldState.error !== undefined}
                helperText={fieldError(t, fieldState.error?.message) ?? counter(description, FEE_DESCRIPTION_MAX)}
              />
            )}
          />
          <FeeCalculationFields form={form} index={index} disabled={disabled} />
          <FeeTaxCategoryField form={form} index={index} taxCategories={taxCategories} disabled={disabled} />
          <Controller
            name={`fees.${index}.fulfillment`}
            control={form.control}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={fieldState.error !== undefined} sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">{t('fees.fulfillment')}</FormLabel>
                <FormGroup row>
                  {FULFILLMENT_FLAGS.map((flag) => (
                    <FormControlLabel
                      key={flag}
                      label={t(`fees.fulfillmentTypes.${flag}`)}
                      disabled={disabled}
                      control={
                        <Checkbox
                          checked={field.value[flag]}
                          onChange={(_, checked) => field.onChange({ ...field.value, [flag]: checked })}
                          onBlur={field.onBlur}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <FormHelperText>{fieldError(t, fieldState.error?.message) ?? ' '}</FormHelperText>
              </FormControl>
            )}
          />
          <Controller
            name={`fees.${index}.assignedSites`}
            control={form.control}
            render={({ field }) => (
              <FeeSitesPicker sites={sites} value={field.value} onChange={field.onChange} disabled={disabled} />
            )}
          />
        </Stack>
      </Box>
      {!disabled && (
        <Button color="error" variant="outlined" onClick={onDelete} sx={{ mt: 3 }}>
          {t('fees.deleteFee')}
        </Button>
      )}
    </>
  );
}

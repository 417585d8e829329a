import { CALCULATION_TYPES, FEE_ROUNDING, type TFeeRounding, type TFeesForm } from '@mp/contracts/online-ordering/fees';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FeeMoneyField } from './fee-money-field';

const ROUNDINGS = Object.keys(FEE_ROUNDING) as TFeeRounding[];

/**
 * Spec 3 §3 Fee calculation, §4: a percent of the order or an amount, toggled. A percent may be kept between a
 * minimum and a maximum amount and rounded (spec 3 §9: none, whole dollar, ten cents); an amount has none of these,
 * so turning to amount clears them (nothing hidden is sent or can block the save).
 */
export function FeeCalculationFields({
  form,
  index,
  disabled,
}: {
  form: UseFormReturn<TFeesForm>;
  index: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const type = useWatch({ control: form.control, name: `fees.${index}.calculationType` });
  const percent = type === 'percent';
  return (
    <Stack spacing={2}>
      <FormControl component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" id={`${id}-type`} sx={{ mb: 1 }}>
          {t('fees.calculation')}
        </FormLabel>
        <Controller
          name={`fees.${index}.calculationType`}
          control={form.control}
          rules={{ deps: [`fees.${index}.value`] }}
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              aria-labelledby={`${id}-type`}
              value={field.value}
              disabled={disabled}
              onChange={(_, next: (typeof CALCULATION_TYPES)[number] | null) => {
                if (next === null) return;
                field.onChange(next);
                if (next !== 'amount') return;
                form.setValue(`fees.${index}.minAmount`, '', { shouldValidate: true });
                form.setValue(`fees.${index}.maxAmount`, '', { shouldValidate: true });
                form.setValue(`fees.${index}.rounding`, 'none');
              }}
            >
              {CALCULATION_TYPES.map((calculation) => (
                <ToggleButton key={calculation} value={calculation}>
                  {t(`fees.calculationTypes.${calculation}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FeeMoneyField
          control={form.control}
          name={`fees.${index}.value`}
          label={t(`fees.value.${type}`)}
          unit={percent ? '%' : '$'}
          disabled={disabled}
        />
        {percent && (
          <>
            <FeeMoneyField
              control={form.control}
              name={`fees.${index}.minAmount`}
              label={t('fees.minAmount')}
              unit="$"
              disabled={disabled}
            />
            <FeeMoneyField
              control={form.control}
              name={`fees.${index}.maxAmount`}
              label={t('fees.maxAmount')}
              unit="$"
              disabled={disabled}
              deps={[`fees.${index}.minAmount`]}
            />
          </>
        )}
      </Stack>
      {percent && (
        <Controller
          name={`fees.${index}.rounding`}
          control={form.control}
          render={({ field }) => (
            <FormControl component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend" id={`${id}-rounding`}>
                {t('fees.rounding')}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${id}-rounding`}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {ROUNDINGS.map((rounding) => (
                  <FormControlLabel
                    key={rounding}
                    value={rounding}
                    control={<Radio />}
                    label={t(`fees.roundings.${rounding}`)}
                    disabled={disabled}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
      )}
    </Stack>
  );
}

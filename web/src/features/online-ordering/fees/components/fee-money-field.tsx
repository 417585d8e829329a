import { moneyOnBlur } from '@mp/contracts/online-ordering/order-settings';
import type { TFeesForm } from '@mp/contracts/online-ordering/fees';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../../lib/error-text';

type TMoneyName = `fees.${number}.${'value' | 'minAmount' | 'maxAmount'}`;

type TFeeMoneyFieldProps = {
  control: Control<TFeesForm>;
  name: TMoneyName;
  label: string;
  unit: '%' | '$';
  disabled: boolean;
  /** Fields whose rule reads this one (the minimum against the maximum). */
  deps?: TMoneyName[];
};

/** A fee's percent or amount as typed; spec 3 §5: shown with 2 decimals on blur. */
export function FeeMoneyField({ control, name, label, unit, disabled, deps }: TFeeMoneyFieldProps) {
  const { t } = useTranslation();
  const adornment = <InputAdornment position={unit === '$' ? 'start' : 'end'}>{unit}</InputAdornment>;
  return (
    <Controller
      name={name}
      control={control}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={() => {
            field.onChange(moneyOnBlur(field.value));
            field.onBlur();
          }}
          label={label}
          disabled={disabled}
          size="small"
          error={fieldState.error !== undefined}
          helperText={fieldError(t, fieldState.error?.message) ?? ' '}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: unit === '$' ? { startAdornment: adornment } : { endAdornment: adornment },
          }}
        />
      )}
    />
  );
}

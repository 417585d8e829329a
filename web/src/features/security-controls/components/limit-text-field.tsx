import TextField from '@mui/material/TextField';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import type { TControlsForm, TSectionProps, TTextField } from './controls-form';

type TProps = Pick<TSectionProps, 'control' | 'trigger'> & {
  name: FieldPath<TControlsForm>;
  label: string;
  disabled: boolean;
  /** Typing filter (digits, one point …) and blur rule (whole number, 2 decimals) of the field's kind. */
  filter: (input: string) => string;
  onBlurFormat: (input: string) => string;
  inputMode: 'numeric' | 'decimal';
  /** Fields whose rule reads this one too (the refund amounts: at least one of them). */
  related?: readonly TTextField[];
};

/** A count or dollar input: filtered while typing, normalised on blur, its rule's message under it. */
export function LimitTextField(props: TProps) {
  const { control, trigger, name, label, disabled, filter, onBlurFormat, inputMode, related = [] } = props;
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(filter(event.target.value));
            if (related.length > 0) void trigger([...related]);
          }}
          onBlur={() => {
            const value = typeof field.value === 'string' ? field.value : '';
            const formatted = onBlurFormat(value);
            if (formatted !== value) field.onChange(formatted);
            field.onBlur();
          }}
          label={label}
          disabled={disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error ? errorText(t, fieldState.error.message) : ' '}
          slotProps={{ htmlInput: { inputMode } }}
          sx={{ width: 280, maxWidth: '100%' }}
        />
      )}
    />
  );
}

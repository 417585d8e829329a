import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../lib/error-text';

type TFormTextFieldProps<TForm extends FieldValues, TOut> = {
  control: Control<TForm, unknown, TOut>;
  name: FieldPath<TForm>;
  label: string;
  disabled?: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  /** Rows of a multi-line field; a one-line field without. */
  rows?: number;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  /** Rewrites what is typed before the form holds it (a phone number formatted as it is typed). */
  format?: (text: string) => string;
  /** The keyboard a phone offers (digits for a count). */
  inputMode?: 'numeric' | 'url' | 'email' | 'tel' | 'text';
  size?: 'small' | 'medium';
};

/**
 * A react-hook-form text field: the value and rule message of `name`, the message (an i18n key from the contract or
 * the server) translated under the field, a blank line kept under it so the layout does not jump.
 */
export function FormTextField<TForm extends FieldValues, TOut>({
  control,
  name,
  label,
  disabled = false,
  required = false,
  type = 'text',
  autoComplete,
  rows,
  hint,
  format,
  inputMode,
  size,
}: TFormTextFieldProps<TForm, TOut>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
          onBlur={field.onBlur}
          label={label}
          type={type}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          multiline={rows !== undefined}
          minRows={rows}
          error={fieldState.error !== undefined}
          helperText={fieldError(t, fieldState.error?.message) ?? hint ?? ' '}
          slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
          size={size}
          fullWidth
        />
      )}
    />
  );
}

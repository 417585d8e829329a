import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type TTextInputProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'onKeyDown'
  | 'inputRef'
  | 'autoComplete'
  | 'autoFocus'
  | 'disabled'
  | 'type'
  | 'endAdornment'
  | 'fullWidth'
  | 'error'
> & { label: ReactNode; helperText?: ReactNode; margin?: 'none' | 'dense' | 'normal'; id?: string };

/**
 * An outlined text field wired like MUI's TextField (label, helper text, ids for assistive technology), built from
 * its parts: TextField also carries its select mode (menu, popover, modal), which the sign-in page would download
 * for nothing.
 */
export function TextInput({ label, helperText, margin, fullWidth, error, disabled, id, ...input }: TTextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" margin={margin} fullWidth={fullWidth} error={error} disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} aria-describedby={helperId} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

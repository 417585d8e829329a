import type { TUpdateStoreOptions, TUpdateStoreOptionsRequest } from '@mp/contracts/store-options';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { errorText } from '../../../lib/error-text';

export type TStoreOptionsControl = Control<TUpdateStoreOptionsRequest, unknown, TUpdateStoreOptions>;
export type TStoreOptionsName = FieldPath<TUpdateStoreOptionsRequest>;

const label = (t: (key: string) => string, name: string) => t(`storeOptions.fields.${name}`);

type TSwitchProps = {
  control: TStoreOptionsControl;
  name: TStoreOptionsName;
  disabled: boolean;
  /** Called after the value changed, so the page can apply the dependent resets. */
  onToggle?: () => void;
};

/** One option switch, its label from `storeOptions.fields`. */
export function OptionSwitch({ control, name, disabled, onToggle }: TSwitchProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          sx={{ display: 'flex' }}
          control={
            <Switch
              name={field.name}
              checked={field.value === true}
              disabled={disabled}
              onChange={(_e, checked) => {
                field.onChange(checked);
                onToggle?.();
              }}
            />
          }
          label={label(t, name)}
        />
      )}
    />
  );
}

type TSelectProps = {
  control: TStoreOptionsControl;
  name: TStoreOptionsName;
  disabled: boolean;
  options: readonly { value: number | string; label: string }[];
  /** A charge field holds null for none; the select shows it as 0. */
  nullAs?: number;
  onPick?: () => void;
};

/** One option chosen from a list. */
export function OptionSelect({ control, name, disabled, options, nullAs, onPick }: TSelectProps) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? nullAs ?? ''}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === String(e.target.value))?.value;
            field.onChange(nullAs !== undefined && picked === nullAs ? null : picked);
            onPick?.();
          }}
          onBlur={field.onBlur}
          label={label(t, name)}
          disabled={disabled}
          error={fieldState.error !== undefined}
          helperText={fieldState.error ? errorText(t, fieldState.error.message) : undefined}
          fullWidth
          size="small"
        >
          {options.map((o) => (
            <MenuItem key={String(o.value)} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

type TTextProps = {
  control: TStoreOptionsControl;
  name: TStoreOptionsName;
  disabled: boolean;
  /** Digits only (counts and ids); otherwise any text (the URL). */
  numeric?: boolean;
  /** The field's rule under it when there is no error. */
  hint?: string;
};

/** One typed option: a count, an id or the URL, its rule's message under it. */
export function OptionText({ control, name, disabled, numeric = false, hint }: TTextProps) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      label={label(t, name)}
      disabled={disabled}
      inputMode={numeric ? 'numeric' : 'url'}
      hint={hint}
      size="small"
    />
  );
}

/** One titled part of the form. */
export function OptionsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {children}
      </Box>
    </Box>
  );
}

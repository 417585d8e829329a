import type { TItemForm, TItemFormInput } from '@mp/contracts/menu-items';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';

const NONE = '';

type TRequiredIdField = 'ItemCategoryId' | 'TaxCategoryId';
type TFlagField = 'IsFavorite' | 'PromptForPrice' | 'IsSellable';

/** A required choice by id (category, tax category); 0 stands for "none chosen yet" until the user picks one. */
export function RequiredIdSelect(props: {
  name: TRequiredIdField;
  label: string;
  placeholder: string;
  options: { id: number; label: string }[];
}) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<TItemFormInput, unknown, TItemForm>();
  const message = formState.errors[props.name]?.message;
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field }) => (
        <TextField
          select
          required
          fullWidth
          label={props.label}
          value={field.value || NONE}
          onChange={(e) => field.onChange(e.target.value === NONE ? 0 : Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(message)}
          helperText={fieldError(t, message)}
        >
          <MenuItem value={NONE} disabled>
            {props.placeholder}
          </MenuItem>
          {props.options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A yes/no flag of the item as a labelled checkbox. */
export function FlagCheckbox({ name, label }: { name: TFlagField; label: string }) {
  const { control } = useFormContext<TItemFormInput, unknown, TItemForm>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../lib/error-text';

export type TIdOption = { id: number; label: string };

type TIdsSelectFieldProps<T extends FieldValues> = {
  /** A form field holding an array of ids. */
  name: FieldPath<T>;
  options: TIdOption[];
  label: string;
  required?: boolean;
};

/** A searchable multi-select of ids (a form's items, categories, stores), its rule's error under it. */
export function IdsSelectField<T extends FieldValues>({ name, options, label, required }: TIdsSelectFieldProps<T>) {
  const { t } = useTranslation();
  const form = useFormContext<T>();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const ids = field.value as number[];
        return (
          <Autocomplete
            multiple
            options={options}
            value={options.filter((o) => ids.includes(o.id))}
            onChange={(_event, chosen) => field.onChange(chosen.map((o) => o.id))}
            onBlur={field.onBlur}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterSelectedOptions
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
                required={required}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldError(t, fieldState.error?.message)}
              />
            )}
          />
        );
      }}
    />
  );
}

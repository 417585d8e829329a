import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type FieldPath } from 'react-hook-form';
import { clearValues, type TControlsForm, type TSectionProps, type TTextField } from './controls-form';

type TProps = TSectionProps & {
  name: FieldPath<TControlsForm>;
  label: string;
  /** The section's values: cleared when the switch turns off, and checked again either way. */
  values?: readonly TTextField[];
};

/** A section's switch; its values are checked again, since only an on limit's values must be given. */
export function LimitSwitch({ control, setValue, trigger, name, label, disabled, values = [] }: TProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Switch
              checked={field.value === true}
              onChange={(_event, checked) => {
                field.onChange(checked);
                if (!checked) clearValues(setValue, values);
                void trigger([...values]);
              }}
            />
          }
        />
      )}
    />
  );
}

import type { TCompanyPageForm, TCompanyPageFormInput } from '@mp/contracts/company-information';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

export type TCompanyControl = Control<TCompanyPageFormInput, unknown, TCompanyPageForm>;
export type TCompanyTextName = Exclude<keyof TCompanyPageFormInput, 'countryId' | 'coState' | 'ConcurrencyChecksum'>;

type TProps = {
  control: TCompanyControl;
  name: TCompanyTextName;
  disabled: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
};

/** One text field of the form: its label from `companyInformation.fields`, its rule's message under it. */
export function CompanyTextField({ control, name, disabled, required = false, type = 'text', autoComplete }: TProps) {
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
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={t(`companyInformation.fields.${name}`)}
          type={type}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          error={fieldState.error !== undefined}
          helperText={fieldState.error ? errorText(t, fieldState.error.message) : ' '}
          fullWidth
        />
      )}
    />
  );
}

import type { TCompanyPageForm, TCompanyPageFormInput } from '@mp/contracts/company-information';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';

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
    <FormTextField
      control={control}
      name={name}
      label={t(`companyInformation.fields.${name}`)}
      disabled={disabled}
      required={required}
      type={type}
      autoComplete={autoComplete}
    />
  );
}

import type { TStoreConfigurationForm, TStoreConfigurationFormInput } from '@mp/contracts/store-configuration';
import type { ComponentProps } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';

export type TStoreControl = Control<TStoreConfigurationFormInput, unknown, TStoreConfigurationForm>;
export type TStoreTextName = Exclude<
  keyof TStoreConfigurationFormInput,
  'includeQrCode' | 'displayTipSuggestion' | 'ConcurrencyChecksum'
>;

type TProps = Omit<
  ComponentProps<typeof FormTextField<TStoreConfigurationFormInput, TStoreConfigurationForm>>,
  'label' | 'name'
> & {
  name: TStoreTextName;
};

/** One text field of the store configuration, labelled from `storeConfiguration.fields`. */
export function StoreField({ name, ...props }: TProps) {
  const { t } = useTranslation();
  return <FormTextField {...props} name={name} label={t(`storeConfiguration.fields.${name}`)} />;
}

/** Two columns from the medium breakpoint, one below. */
export const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  columnGap: 2,
  rowGap: 1,
} as const;

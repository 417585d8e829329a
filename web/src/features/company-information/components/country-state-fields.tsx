import type { TCountry } from '@mp/contracts/locale';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCompanyPageFormInput } from '@mp/contracts/company-information';
import { errorText } from '../../../lib/error-text';
import { useStates } from '../api/company-information.queries';
import type { TCompanyControl } from './company-text-field';

type TProps = {
  control: TCompanyControl;
  setValue: UseFormSetValue<TCompanyPageFormInput>;
  countries: readonly TCountry[];
  disabled: boolean;
};

/**
 * Country and state as native selects (usable with a phone's own picker and the keyboard). Changing the country
 * clears the state; the state select shows only for a country that has states, filled once their lookup answers.
 */
export function CountryStateFields({ control, setValue, countries, disabled }: TProps) {
  const { t } = useTranslation();
  const countryId = useWatch({ control, name: 'countryId' });
  const hasStates = countries.find((c) => c.CountryId === countryId)?.HasStates ?? false;
  const { states, isError } = useStates(countryId, hasStates);
  return (
    <>
      <Controller
        name="countryId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            name={field.name}
            inputRef={field.ref}
            value={field.value > 0 ? String(field.value) : ''}
            onChange={(event) => {
              field.onChange(Number(event.target.value));
              setValue('coState', '', { shouldDirty: true, shouldValidate: false });
            }}
            onBlur={field.onBlur}
            label={t('companyInformation.fields.countryId')}
            required
            disabled={disabled}
            error={fieldState.error !== undefined}
            helperText={fieldState.error ? errorText(t, fieldState.error.message) : ' '}
            slotProps={{ select: { native: true } }}
            fullWidth
          >
            <option value="" disabled />
            {countries.map((c) => (
              <option key={c.CountryId} value={c.CountryId}>
                {c.Name}
              </option>
            ))}
          </TextField>
        )}
      />
      {hasStates && (
        <Controller
          name="coState"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              name={field.name}
              inputRef={field.ref}
              value={states ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('companyInformation.fields.coState')}
              required
              disabled={disabled || !states}
              error={fieldState.error !== undefined || isError}
              helperText={
                isError
                  ? t('companyInformation.statesFailed')
                  : fieldState.error
                    ? errorText(t, fieldState.error.message)
                    : ' '
              }
              slotProps={{ select: { native: true } }}
              fullWidth
            >
              <option value="" />
              {(states ?? []).map((s) => (
                <option key={s.Code} value={s.Code}>
                  {s.Name}
                </option>
              ))}
            </TextField>
          )}
        />
      )}
    </>
  );
}

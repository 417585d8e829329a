import { formatPhoneInput, type TTimeZoneEntry, US_STATES } from '@mp/contracts/store-configuration';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/error-text';
import { FIELD_GRID, StoreField, type TStoreControl } from './store-field';

type TProps = { control: TStoreControl; disabled: boolean; timeZones: readonly TTimeZoneEntry[] };

/** The store's name, address, phone and time zone (spec 3 §3, §5). */
export function StoreDetailsSection({ control, disabled, timeZones }: TProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="store-configuration-store">
      <Typography id="store-configuration-store" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('storeConfiguration.sections.store')}
      </Typography>
      <Box sx={FIELD_GRID}>
        <StoreField control={control} name="storeName" required disabled={disabled} autoComplete="organization" />
        <StoreField
          control={control}
          name="storePhone"
          type="tel"
          disabled={disabled}
          format={formatPhoneInput}
          hint={t('storeConfiguration.phoneHint')}
        />
        <StoreField control={control} name="storeAdd1" required disabled={disabled} autoComplete="address-line1" />
        <StoreField control={control} name="storeAdd2" disabled={disabled} autoComplete="address-line2" />
        <StoreField control={control} name="storeCity" required disabled={disabled} autoComplete="address-level2" />
        <Controller
          name="storeState"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('storeConfiguration.fields.storeState')}
              required
              disabled={disabled}
              error={fieldState.error !== undefined}
              helperText={fieldError(t, fieldState.error?.message) ?? ' '}
              fullWidth
            >
              {US_STATES.map(([code, name]) => (
                <MenuItem key={code} value={code}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <StoreField control={control} name="storeZip" required disabled={disabled} autoComplete="postal-code" />
        <Controller
          name="posTimezone"
          control={control}
          render={({ field, fieldState }) => (
            <Autocomplete
              options={timeZones}
              value={timeZones.find((z) => z.id === field.value) ?? null}
              onChange={(_event, zone) => field.onChange(zone?.id ?? '')}
              onBlur={field.onBlur}
              getOptionLabel={(zone) => zone.displayName}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              disabled={disabled}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  inputRef={field.ref}
                  label={t('storeConfiguration.fields.posTimezone')}
                  required
                  error={fieldState.error !== undefined}
                  helperText={fieldError(t, fieldState.error?.message) ?? ' '}
                />
              )}
            />
          )}
        />
      </Box>
    </Box>
  );
}

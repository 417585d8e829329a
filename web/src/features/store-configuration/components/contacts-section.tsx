import { formatPhoneInput } from '@mp/contracts/store-configuration';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FIELD_GRID, StoreField, type TStoreControl } from './store-field';

type TProps = { control: TStoreControl; disabled: boolean };

/** The primary contact (every field required) and the secondary one (optional), spec 3 §5. */
export function ContactsSection({ control, disabled }: TProps) {
  const { t } = useTranslation();
  const contact = (which: 'primary' | 'secondary') => {
    const required = which === 'primary';
    const names =
      which === 'primary'
        ? (['storeContName', 'storeEmail', 'storeContPhone'] as const)
        : (['secondaryStoreContName', 'secondaryStoreEmail', 'secondaryStoreContPhone'] as const);
    const id = `store-configuration-${which}`;
    return (
      <Box component="section" aria-labelledby={id} sx={{ mt: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(`storeConfiguration.sections.${which}`)}
        </Typography>
        <Box sx={FIELD_GRID}>
          <StoreField control={control} name={names[0]} required={required} disabled={disabled} autoComplete="name" />
          <StoreField
            control={control}
            name={names[1]}
            required={required}
            type="email"
            disabled={disabled}
            autoComplete="email"
          />
          <StoreField
            control={control}
            name={names[2]}
            required={required}
            type="tel"
            disabled={disabled}
            format={formatPhoneInput}
            hint={t('storeConfiguration.phoneHint')}
          />
        </Box>
      </Box>
    );
  };
  return (
    <>
      {contact('primary')}
      {contact('secondary')}
    </>
  );
}

import {
  TIP_FIELDS,
  type TStoreConfigurationForm,
  type TStoreConfigurationFormInput,
} from '@mp/contracts/store-configuration';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReceiptHeaderPreview } from './receipt-header-preview';
import { FIELD_GRID, StoreField } from './store-field';

type TProps = {
  form: UseFormReturn<TStoreConfigurationFormInput, unknown, TStoreConfigurationForm>;
  disabled: boolean;
};

/**
 * What the store's receipts print (spec 3 §3, §4): the header with its preview, the QR code's website, the receipt
 * message and the tip suggestion. Turning the tip suggestion off clears its message; its fields are disabled while
 * it is off.
 */
export function ReceiptSection({ form, disabled }: TProps) {
  const { t } = useTranslation();
  const { control } = form;
  const values = form.watch();
  const tipsOn = values.displayTipSuggestion;
  const toggle = (name: 'includeQrCode' | 'displayTipSuggestion') => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              name={field.name}
              checked={field.value}
              disabled={disabled}
              onChange={(event) => {
                field.onChange(event.target.checked);
                if (name === 'displayTipSuggestion' && !event.target.checked)
                  form.setValue('tipSuggestionMessage', '', { shouldDirty: true });
                void form.trigger(name === 'includeQrCode' ? 'qrCodeWebsiteUrl' : [...TIP_FIELDS]);
              }}
            />
          }
          label={t(`storeConfiguration.fields.${name}`)}
        />
      )}
    />
  );
  return (
    <Box component="section" aria-labelledby="store-configuration-receipt" sx={{ mt: 1 }}>
      <Typography id="store-configuration-receipt" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('storeConfiguration.sections.receipt')}
      </Typography>
      <Box sx={FIELD_GRID}>
        <StoreField control={control} name="receiptHeader" disabled={disabled} />
        <ReceiptHeaderPreview values={values} />
        <Box>
          {toggle('includeQrCode')}
          <StoreField
            control={control}
            name="qrCodeWebsiteUrl"
            type="url"
            required={values.includeQrCode}
            disabled={disabled}
            hint={t('storeConfiguration.websiteHint')}
          />
        </Box>
        <StoreField control={control} name="receiptNote" rows={3} disabled={disabled} />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {t('storeConfiguration.sections.tips')}
      </Typography>
      {toggle('displayTipSuggestion')}
      <Box sx={FIELD_GRID}>
        <StoreField control={control} name="tipSuggestionMessage" disabled={disabled || !tipsOn} />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', columnGap: 1 }}>
          {TIP_FIELDS.map((name) => (
            <StoreField
              key={name}
              control={control}
              name={name}
              required={tipsOn}
              disabled={disabled || !tipsOn}
              hint={t('storeConfiguration.tipHint')}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}

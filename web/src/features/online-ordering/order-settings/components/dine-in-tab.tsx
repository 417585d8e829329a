import type { TFulfillmentTimeSettings } from '@mp/contracts/online-ordering/fulfillment-settings';
import {
  DEFAULT_TABLE_COUNT,
  qrTablesOf,
  QR_ERROR_MS,
  TABLE_COUNT_MAX_LENGTH,
  type TTableMode,
} from '@mp/contracts/online-ordering/order-settings';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrCodeDownload } from '../api/order-settings.queries';
import { OfferingSwitchTab } from './offering-switch-tab';
import type { TTabProps } from './tab-actions';

/**
 * Spec 3 §2.4 Dine-in: the offering switch, and the tables' QR codes once dine-in is offered: one table or all of
 * them (up to 3 digits, 80 by default); generation is blocked while the number is invalid, the PDF downloads as
 * table_N.pdf or tables_1_N.pdf, and a failure shows the QR error banner for 3 seconds (spec 3 §8, §9).
 */
export function DineInTab(props: TTabProps & { settings: TFulfillmentTimeSettings }) {
  const { t } = useTranslation();
  const labelId = useId();
  const download = useQrCodeDownload();
  const [mode, setMode] = useState<TTableMode>('all');
  const [typed, setTyped] = useState(String(DEFAULT_TABLE_COUNT));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), QR_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failed]);
  const tables = qrTablesOf(mode, typed);
  const error = 'error' in tables ? tables.error : null;
  const onGenerate = () => {
    if ('error' in tables) return;
    setFailed(false);
    download.mutate(tables, { onError: () => setFailed(true) });
  };

  return (
    <Stack spacing={2}>
      <OfferingSwitchTab {...props} field="offeringDineIn" />
      {props.settings.offeringDineIn && (
        <>
          <Divider />
          <Typography variant="h6" component="h2">
            {t('orderSettings.qr.title')}
          </Typography>
          {failed && (
            <Alert severity="error" data-testid="qr-error">
              {t('orderSettings.errors.qrCode')}
            </Alert>
          )}
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <FormLabel id={labelId}>{t('orderSettings.qr.which')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              value={mode}
              onChange={(e) => setMode(e.target.value as TTableMode)}
            >
              <FormControlLabel value="specific" control={<Radio />} label={t('orderSettings.qr.specific')} />
              <FormControlLabel value="all" control={<Radio />} label={t('orderSettings.qr.all')} />
            </RadioGroup>
            <TextField
              label={t(mode === 'all' ? 'orderSettings.qr.tableCount' : 'orderSettings.qr.tableNumber')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              error={error !== null}
              helperText={error ? t(error) : ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TABLE_COUNT_MAX_LENGTH } }}
            />
            <div>
              <Button variant="outlined" onClick={onGenerate} disabled={error !== null || download.isPending}>
                {t('orderSettings.qr.generate')}
              </Button>
            </div>
          </Stack>
        </>
      )}
    </Stack>
  );
}

import {
  tableNumberOf,
  tablePrefixError,
  TABLE_COUNT_MAX_LENGTH,
  TABLE_PREFIX_MAX,
  ORDER_SETTINGS_ERROR,
  type TTableMode,
} from '@mp/contracts/online-ordering/order-settings';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useSaveScanOrderSettings, useScanOrderSettings } from '../api/order-settings.queries';
import { TabActions, type TTabProps } from './tab-actions';

type TForm = { tablePrefix: string; tableCount: string; tableMode: TTableMode };

/**
 * Spec 3 §5, §9 Scan order and pay: the table prefix (letters, digits, underscore and hyphen), the number of tables (up
 * to 3 digits, 80 by default) and whether codes are for a specific table or all tables.
 */
export function ScanOrderTab({ disabled, onSaved }: TTabProps) {
  const { t } = useTranslation();
  const modeLabel = useId();
  const loaded = useScanOrderSettings(true);
  const save = useSaveScanOrderSettings();
  const saved: TForm | null = loaded.data
    ? {
        tablePrefix: loaded.data.tablePrefix,
        tableCount: String(loaded.data.tableCount),
        tableMode: loaded.data.tableMode,
      }
    : null;
  // What the user changed; null: the saved values.
  const [draft, setForm] = useState<TForm | null>(null);
  const form = draft ?? saved;
  if (loaded.isPending || loaded.isError || !form || !saved)
    return (
      <PendingOrFailed
        failed={loaded.isError}
        failedText={t('orderSettings.loadFailed')}
        onRetry={() => void loaded.refetch()}
      />
    );
  const prefixError = tablePrefixError(form.tablePrefix);
  const count = tableNumberOf(form.tableCount);
  const countError = count === null ? ORDER_SETTINGS_ERROR.tableNumber : null;
  const dirty = (Object.keys(form) as (keyof TForm)[]).some((key) => form[key] !== saved[key]);
  const onSave = () => {
    if (count === null) return;
    save.mutate(
      { tablePrefix: form.tablePrefix.trim(), tableCount: count, tableMode: form.tableMode },
      { onSuccess: () => (setForm(null), onSaved()) },
    );
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography color="text.secondary">{t('orderSettings.scan.intro')}</Typography>
      <TextField
        label={t('orderSettings.scan.prefix')}
        value={form.tablePrefix}
        disabled={disabled}
        onChange={(e) => setForm({ ...form, tablePrefix: e.target.value })}
        error={prefixError !== null}
        helperText={prefixError ? t(prefixError) : t('orderSettings.scan.prefixHint')}
        slotProps={{ htmlInput: { maxLength: TABLE_PREFIX_MAX } }}
      />
      <TextField
        label={t('orderSettings.scan.tableCount')}
        value={form.tableCount}
        disabled={disabled}
        onChange={(e) => setForm({ ...form, tableCount: e.target.value })}
        error={countError !== null}
        helperText={countError ? t(countError) : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: TABLE_COUNT_MAX_LENGTH } }}
      />
      <FormLabel id={modeLabel}>{t('orderSettings.scan.mode')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={modeLabel}
        value={form.tableMode}
        onChange={(e) => setForm({ ...form, tableMode: e.target.value as TTableMode })}
      >
        <FormControlLabel
          value="specific"
          control={<Radio />}
          disabled={disabled}
          label={t('orderSettings.qr.specific')}
        />
        <FormControlLabel value="all" control={<Radio />} disabled={disabled} label={t('orderSettings.qr.all')} />
      </RadioGroup>
      <TabActions
        disabled={disabled}
        canSave={dirty && prefixError === null && countError === null}
        pending={save.isPending}
        error={save.error}
        onSave={onSave}
      />
    </Stack>
  );
}

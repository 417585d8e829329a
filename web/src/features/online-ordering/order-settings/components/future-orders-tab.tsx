import {
  FUTURE_DAYS_DEFAULT,
  FUTURE_DAYS_MAX,
  futureDaysFormOf,
  futureDaysOf,
} from '@mp/contracts/online-ordering/time-settings';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingOrFailed } from '../../../../components/pending-or-failed';
import { useSaveFutureDays, useTimeSettings } from '../api/order-settings.queries';
import { TabActions, type TTabProps } from './tab-actions';

/**
 * Spec 3 §4, §5 Future orders: a switch and the days ahead (1 to 7); off saves 0 and shows 7. The store's time settings
 * are updated when it has them, else created and assigned to it.
 */
export function FutureOrdersTab({ disabled, onSaved }: TTabProps) {
  const { t } = useTranslation();
  const loaded = useTimeSettings();
  const save = useSaveFutureDays();
  const saved = loaded.data === undefined ? null : futureDaysFormOf(loaded.data?.maxFutureDays ?? FUTURE_DAYS_DEFAULT);
  // What the user changed; null: the saved values.
  const [draft, setForm] = useState<typeof saved>(null);
  const form = draft ?? saved;

  if (loaded.isPending || loaded.isError || !form || !saved)
    return (
      <PendingOrFailed
        failed={loaded.isError}
        failedText={t('orderSettings.loadFailed')}
        onRetry={() => void loaded.refetch()}
      />
    );
  const result = futureDaysOf(form.enabled, form.typed);
  const error = 'error' in result ? result.error : null;
  const dirty = form.enabled !== saved.enabled || (form.enabled && form.typed !== saved.typed);
  const onSave = () => {
    if (!('days' in result)) return;
    save.mutate(result.days, { onSuccess: () => (setForm(null), onSaved()) });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography color="text.secondary">{t('orderSettings.future.intro')}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={form.enabled}
            disabled={disabled}
            onChange={(e) =>
              setForm({ enabled: e.target.checked, typed: e.target.checked ? form.typed : String(FUTURE_DAYS_MAX) })
            }
          />
        }
        label={t('orderSettings.future.enabled')}
      />
      <TextField
        label={t('orderSettings.future.days')}
        value={form.typed}
        disabled={disabled || !form.enabled}
        onChange={(e) => setForm({ ...form, typed: e.target.value })}
        error={error !== null}
        helperText={error ? t(error) : t('orderSettings.future.daysHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      />
      <TabActions
        disabled={disabled}
        canSave={dirty && error === null}
        pending={save.isPending}
        error={save.error}
        onSave={onSave}
      />
    </Stack>
  );
}

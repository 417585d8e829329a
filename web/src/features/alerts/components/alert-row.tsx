import {
  ALERT_NAME,
  filterThresholdInput,
  normalizeThresholdInput,
  type TAlertFormInput,
  type TAlertFormValues,
} from '@mp/contracts/alerts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller, type UseFormTrigger, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

type TProps = {
  index: number;
  alertId: 1 | 2 | 3 | 4;
  control: Control<TAlertFormInput, unknown, TAlertFormValues>;
  trigger: UseFormTrigger<TAlertFormInput>;
  disabled: boolean;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** One alert: its switch and its percent threshold, enabled only while the switch is on (spec 3 §2.4). */
export function AlertRow({ index, alertId, control, trigger, disabled }: TProps) {
  const { t } = useTranslation();
  const name = ALERT_NAME[alertId];
  const on = useWatch({ control, name: `Alerts.${index}.SubscriptionStatus` }) === 1;
  return (
    <Box sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h2">
        {t(`alerts.rows.${name}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`alerts.rows.${name}.description`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Controller
          name={`Alerts.${index}.SubscriptionStatus`}
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={t(`alerts.rows.${name}.switch`)}
              disabled={disabled}
              sx={{ minWidth: 200, mt: 1 }}
              control={
                <Switch
                  checked={field.value === 1}
                  onChange={(_event, checked) => {
                    field.onChange(checked ? 1 : 0);
                    void trigger(`Alerts.${index}.PercentThreshold`);
                  }}
                />
              }
            />
          )}
        />
        <Controller
          name={`Alerts.${index}.PercentThreshold`}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              name={field.name}
              inputRef={field.ref}
              value={textOf(field.value)}
              onChange={(event) => field.onChange(filterThresholdInput(event.target.value))}
              onBlur={() => {
                const value = textOf(field.value);
                const normalized = normalizeThresholdInput(value);
                if (normalized !== value) field.onChange(normalized);
                field.onBlur();
              }}
              label={t(`alerts.rows.${name}.threshold`)}
              disabled={disabled || !on}
              required={on}
              error={fieldState.error !== undefined}
              // The rule is said once, above the rows: a disabled field's helper text is too faint to read (axe).
              helperText={fieldState.error ? errorText(t, fieldState.error.message) : ' '}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
              sx={{ width: 240, maxWidth: '100%' }}
            />
          )}
        />
      </Box>
    </Box>
  );
}

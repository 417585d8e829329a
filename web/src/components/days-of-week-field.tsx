import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DAYS_OF_WEEK } from '@mp/contracts/time-windows';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TDaysOfWeekFieldProps = {
  label: string;
  value: number[];
  onChange: (days: number[]) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The days of a weekly window (0 Sunday … 6 Saturday) as seven toggles that wrap on a phone; each toggle's name is
 * the whole day, its text the short one.
 */
export function DaysOfWeekField({ label, value, onChange, onBlur, error, disabled }: TDaysOfWeekFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        // Read-only: the toggles are disabled, the legend keeps its contrast.
        disabled={disabled}
        value={value}
        onChange={(_event, days: number[]) => onChange(days)}
        onBlur={onBlur}
        size="small"
        sx={{ flexWrap: 'wrap', mt: 0.5 }}
      >
        {DAYS_OF_WEEK.map((day) => (
          <ToggleButton key={day} value={day} aria-label={t(`timeWindows.days.long.${day}`)} sx={{ minWidth: 48 }}>
            {t(`timeWindows.days.short.${day}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** 'Mon, Wed, Fri', or 'Every day' for all seven (the lists' text). */
export function useDaysText() {
  const { t } = useTranslation();
  return (days: readonly number[]) =>
    days.length === 7 ? t('timeWindows.days.everyDay') : days.map((d) => t(`timeWindows.days.short.${d}`)).join(', ');
}

import { DEFAULT_CLOSE, timeChoices, type THoursRow } from '@mp/contracts/online-ordering/order-hours';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** 'HHMM' as the 12-hour clock shows it (2400 is the end of the day, midnight). */
export function clockLabel(hhmm: string): string {
  const minutes = (Number(hhmm.slice(0, 2)) % 24) * 60 + Number(hhmm.slice(2));
  const hour = Math.floor(minutes / 60);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

type TTimeSelectProps = {
  label: string;
  value: string;
  disabled: boolean;
  error?: string | undefined;
  onChange: (value: string) => void;
};

/** Spec 3 §9: opening times every 15 minutes. */
export function OpenSelect({ label, value, disabled, error, onChange }: TTimeSelectProps) {
  const choices = timeChoices(15);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      error={!!error}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 140 }}
    >
      {(choices.includes(value) ? choices : [value, ...choices]).map((time) => (
        <MenuItem key={time} value={time}>
          {clockLabel(time)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const NEXT = 'n';

/**
 * Spec 3 §9: closing times every 15 minutes up to midnight (2400, the same day), then the same times on the next day
 * ("doubled if next-day times are allowed").
 */
export function CloseSelect({
  label,
  row,
  disabled,
  error,
  onChange,
}: Omit<TTimeSelectProps, 'value' | 'onChange'> & {
  row: THoursRow;
  onChange: (change: { close: string; nextDay: boolean }) => void;
}) {
  const { t } = useTranslation();
  const sameDay = [...timeChoices(15).slice(1), DEFAULT_CLOSE];
  const nextDay = timeChoices(15).slice(1);
  const value = row.nextDay && row.close !== DEFAULT_CLOSE ? `${NEXT}${row.close}` : row.close;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      error={!!error}
      helperText={error}
      onChange={(e) => {
        const next = e.target.value.startsWith(NEXT);
        onChange({ close: next ? e.target.value.slice(1) : e.target.value, nextDay: next });
      }}
      sx={{ minWidth: 170 }}
    >
      {sameDay.map((time) => (
        <MenuItem key={time} value={time}>
          {clockLabel(time)}
        </MenuItem>
      ))}
      {nextDay.map((time) => (
        <MenuItem key={`${NEXT}${time}`} value={`${NEXT}${time}`}>
          {t('orderHours.nextDayTime', { time: clockLabel(time) })}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { BLOCKED_NUMBER_KEYS, CAPACITY_TIME_OPTIONS, timeLabel } from '@mp/contracts/online-ordering/capacity';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';

type TTimeSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | null;
  /** Inside a grid row the label is for screen readers only. */
  hiddenLabel?: boolean;
  testId?: string;
};

/** Spec 3 §9: a 30-minute time from 12:00 AM to 11:30 PM (a native select: one per grid row stays light). */
export function TimeSelect({ label, value, onChange, disabled, error, hiddenLabel, testId }: TTimeSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={hiddenLabel ? undefined : label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      error={!!error}
      helperText={error ?? undefined}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label, 'data-testid': testId } }}
      sx={{ minWidth: 130 }}
    >
      {CAPACITY_TIME_OPTIONS.map((time) => (
        <option key={time} value={time}>
          {timeLabel(time)}
        </option>
      ))}
    </TextField>
  );
}

/** Spec 3 §5: minus, plus, e and the decimal separator cannot be typed into max orders. */
export const blockNumberKeys = (e: KeyboardEvent) => {
  if (BLOCKED_NUMBER_KEYS.includes(e.key)) e.preventDefault();
};

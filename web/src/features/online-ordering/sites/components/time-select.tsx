import { minutesOf, type TTimeOption } from '@mp/contracts/online-ordering/operating-hours';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

const valueOf = (option: TTimeOption) => `${option.time}|${option.nextDay ? 1 : 0}`;
const optionOf = (value: string): TTimeOption => {
  const [time = '0000', next] = value.split('|');
  return { time, nextDay: next === '1' };
};

/** '1730' → '5:30 PM', '2400' → '12:00 AM' (the end of the day). */
export function clockText(time: string): string {
  const minutes = minutesOf(time) % 1440;
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

type TTimeSelectProps = {
  label: string;
  value: TTimeOption;
  options: readonly TTimeOption[];
  onChange: (value: TTimeOption) => void;
  disabled: boolean;
  error?: boolean;
};

/** One time cell of the hours table: the choices of spec 3 §9, next-day ones marked; a stored odd time is kept. */
export function TimeSelect({ label, value, options, onChange, disabled, error = false }: TTimeSelectProps) {
  const { t } = useTranslation();
  const listed = options.some((o) => valueOf(o) === valueOf(value)) ? options : [value, ...options];
  const text = (o: TTimeOption) => {
    if (o.time === '2400') return t('onlineOrdering.operatingHours.endOfDay', { time: clockText(o.time) });
    return o.nextDay ? t('onlineOrdering.operatingHours.nextDay', { time: clockText(o.time) }) : clockText(o.time);
  };
  return (
    <TextField
      select
      size="small"
      label={label}
      value={valueOf(value)}
      onChange={(event) => onChange(optionOf(event.target.value))}
      disabled={disabled}
      error={error}
      sx={{ minWidth: 170 }}
      slotProps={{ htmlInput: { 'aria-invalid': error } }}
    >
      {listed.map((o) => (
        <MenuItem key={valueOf(o)} value={valueOf(o)}>
          {text(o)}
        </MenuItem>
      ))}
    </TextField>
  );
}

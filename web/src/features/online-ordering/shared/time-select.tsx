import {
  clockText,
  colonTimeOfHhmm,
  END_OF_DAY,
  parseClockText,
  timeOptions,
  type TTimeOption,
  type TTimeStep,
} from '@mp/contracts/online-ordering/hhmm';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type FocusEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TTimeSelectProps = {
  label: string;
  value: TTimeOption;
  onChange: (value: TTimeOption) => void;
  /** Spec 3 §9: choices every 30 or 15 minutes. */
  step: TTimeStep;
  /** Closing times: the same times on the next day too ("doubled if next-day times are allowed"). */
  withNextDay?: boolean;
  /** Closing times: 2400, the end of the same day. */
  withEndOfDay?: boolean;
  disabled?: boolean;
  /** The rule the time breaks (text), or just marked as wrong. */
  error?: string | boolean | null;
  /** A native select without typing: one per grid row stays light (the capacity grid). */
  native?: boolean;
  /** Inside a grid row the label is for screen readers only (native only). */
  hiddenLabel?: boolean;
  testId?: string;
};

const keyOf = (o: TTimeOption) => `${o.time}|${o.nextDay ? 1 : 0}`;
/** A native option's value reads as the time ('12:30', '01:00+1'), so a test picks it by what it means. */
const nativeValueOf = (o: TTimeOption) => `${colonTimeOfHhmm(o.time)}${o.nextDay ? '+1' : ''}`;

/**
 * The one time field of the online-ordering hours (operating hours, order hours, special hours, capacity): the choices
 * of spec 3 §9 with next-day ones marked, a stored time off the steps kept, and (unless native) a typed time in the
 * format hh:mm AM/PM (spec 3 §5), with its error at the field when the text is not such a time.
 */
export function TimeSelect({
  label,
  value,
  onChange,
  step,
  withNextDay = false,
  withEndOfDay = false,
  disabled = false,
  error = null,
  native = false,
  hiddenLabel = false,
  testId,
}: TTimeSelectProps) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const all = timeOptions(step, withNextDay, withEndOfDay);
    return all.some((o) => keyOf(o) === keyOf(value)) ? all : [value, ...all];
  }, [step, withNextDay, withEndOfDay, value]);
  const text = (o: TTimeOption) => {
    if (o.time === END_OF_DAY) return t('onlineOrdering.time.endOfDay', { time: clockText(o.time) });
    return o.nextDay ? t('onlineOrdering.time.nextDay', { time: clockText(o.time) }) : clockText(o.time);
  };
  const [input, setInput] = useState(() => text(value));
  const [typedError, setTypedError] = useState(false);
  // The field shows the value's text again whenever the value changes from outside (Discard, a reload).
  const [shown, setShown] = useState(keyOf(value));
  if (shown !== keyOf(value)) {
    setShown(keyOf(value));
    setInput(text(value));
    setTypedError(false);
  }
  const errorText = typedError ? t('onlineOrdering.time.typedError') : typeof error === 'string' ? error : undefined;

  if (native)
    return (
      <TextField
        select
        size="small"
        label={hiddenLabel ? undefined : label}
        value={nativeValueOf(value)}
        onChange={(e) => {
          const picked = options.find((o) => nativeValueOf(o) === e.target.value);
          if (picked) onChange(picked);
        }}
        disabled={disabled}
        error={!!error}
        helperText={errorText}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label, 'data-testid': testId } }}
        sx={{ minWidth: 130 }}
      >
        {options.map((o) => (
          <option key={keyOf(o)} value={nativeValueOf(o)}>
            {text(o)}
          </option>
        ))}
      </TextField>
    );

  /** A typed entry: a choice's own text (also "1:00 AM (next day)"), else any hh:mm AM/PM on the same day. */
  const commit = (typed: string) => {
    const wanted = typed.trim().toLowerCase();
    // Left empty, the field shows its time again (a time is always chosen).
    if (wanted === '' || wanted === text(value).toLowerCase()) {
      setInput(text(value));
      return setTypedError(false);
    }
    const listed = options.find((o) => text(o).toLowerCase() === wanted);
    const time = listed ? null : parseClockText(typed);
    const picked = listed ?? (time ? { time, nextDay: false } : null);
    if (!picked) return setTypedError(true);
    setTypedError(false);
    setInput(text(picked));
    if (keyOf(picked) !== keyOf(value)) onChange(picked);
  };

  return (
    <Autocomplete
      freeSolo
      disableClearable
      size="small"
      options={options}
      value={value}
      inputValue={input}
      disabled={disabled}
      getOptionLabel={(o) => (typeof o === 'string' ? o : text(o))}
      getOptionKey={(o) => (typeof o === 'string' ? o : keyOf(o))}
      isOptionEqualToValue={(a, b) => keyOf(a) === (typeof b === 'string' ? b : keyOf(b))}
      onInputChange={(_e, next, reason) => {
        if (reason !== 'input') return;
        setInput(next);
        setTypedError(false);
      }}
      onChange={(_e, next) => {
        if (typeof next === 'string') return commit(next);
        setInput(text(next));
        setTypedError(false);
        onChange(next);
      }}
      sx={{ minWidth: 190 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={typedError || !!error}
          helperText={errorText}
          placeholder={t('onlineOrdering.time.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'data-testid': testId,
              onBlur: (e: FocusEvent<HTMLInputElement>) => {
                params.slotProps.htmlInput.onBlur?.(e);
                commit(input);
              },
            },
          }}
        />
      )}
    />
  );
}

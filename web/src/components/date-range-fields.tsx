import { presetOf, REPORT_DATE_PRESETS, reportPresetRange, type TReportDatePreset } from '@mp/contracts/reports';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TDateRangeValue, withFromDate, withToDate } from '../lib/date-range';

type TDateRangeFieldsProps<T extends TDateRangeValue> = {
  value: T;
  /** The business date presets count from. */
  today: string;
  onChange: (value: T) => void;
  /** The server's refusal of a date, shown at its field. */
  errors?: Partial<Record<keyof TDateRangeValue, string>>;
  /** The preset the value was made from, when the caller knows it (a default). */
  initialPreset?: TReportDatePreset;
};

const CUSTOM = 'custom';

/**
 * A range of business dates, as the report viewer and the My Store dashboards ask for one: a preset counted from
 * today (Today … Last month), or Custom with From and To (To never before From: spec 2 §5).
 */
export function DateRangeFields<T extends TDateRangeValue>({
  value,
  today,
  onChange,
  errors = {},
  initialPreset,
}: TDateRangeFieldsProps<T>) {
  const { t } = useTranslation();
  // Says why To changed by itself, so the reset does not look like the field ignored the user.
  const [toWasReset, setToWasReset] = useState(false);
  // Two presets can give the same dates (This week on a Sunday is Today): the one chosen is the one shown.
  const [chosen, setChosen] = useState(initialPreset);
  const preset =
    (chosen && sameRange(reportPresetRange(chosen, today), value) ? chosen : presetOf(value, today)) ?? CUSTOM;
  const toHelp = toWasReset ? t('dateRange.toReset', { date: value.ToDate }) : errors.ToDate;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('dateRange.dates')}
        value={preset}
        onChange={(event) => {
          setToWasReset(false);
          if (event.target.value === CUSTOM) return;
          const next = event.target.value as TReportDatePreset;
          setChosen(next);
          onChange({ ...value, ...reportPresetRange(next, today) });
        }}
        sx={{ minWidth: 160 }}
      >
        {[...REPORT_DATE_PRESETS, CUSTOM].map((key) => (
          <MenuItem key={key} value={key}>
            {t(`dateRange.presets.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('dateRange.from')}
        value={value.FromDate}
        error={errors.FromDate !== undefined}
        helperText={errors.FromDate}
        onChange={(event) => {
          const next = withFromDate(value, event.target.value);
          setToWasReset(next.ToDate !== value.ToDate);
          onChange(next);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('dateRange.to')}
        value={value.ToDate}
        error={!toWasReset && errors.ToDate !== undefined}
        helperText={toHelp}
        onChange={(event) => {
          const to = event.target.value;
          setToWasReset(to !== '' && to < value.FromDate);
          onChange(withToDate(value, to));
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: value.FromDate },
          formHelperText: { role: 'status' },
        }}
      />
    </>
  );
}

const sameRange = (a: TDateRangeValue, b: TDateRangeValue) => a.FromDate === b.FromDate && a.ToDate === b.ToDate;

import { presetOf, REPORT_DATE_PRESETS, reportPresetRange, type TReportDatePreset } from '@mp/contracts/reports';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFromDate, withToDate, type TReportDraft } from '../lib/report-params';

type TDateRangeFieldsProps = {
  draft: TReportDraft;
  today: string;
  onChange: (draft: TReportDraft) => void;
  /** The service's refusal of a date, shown at its field. */
  errors: Partial<Record<'FromDate' | 'ToDate', string>>;
};

const CUSTOM = 'custom';

/** The range: a preset counted from the store's today, or Custom with From and To (To never before From). */
export function DateRangeFields({ draft, today, onChange, errors }: TDateRangeFieldsProps) {
  const { t } = useTranslation();
  // Says why To changed by itself, so the reset does not look like the field ignored the user.
  const [toWasReset, setToWasReset] = useState(false);
  const preset = presetOf(draft, today) ?? CUSTOM;
  const toHelp = toWasReset ? t('reports.viewer.toReset', { date: draft.ToDate }) : errors.ToDate;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('reports.viewer.dates')}
        value={preset}
        onChange={(event) => {
          setToWasReset(false);
          if (event.target.value !== CUSTOM)
            onChange({ ...draft, ...reportPresetRange(event.target.value as TReportDatePreset, today) });
        }}
        sx={{ minWidth: 160 }}
      >
        {[...REPORT_DATE_PRESETS, CUSTOM].map((key) => (
          <MenuItem key={key} value={key}>
            {t(`reports.viewer.presets.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('reports.viewer.from')}
        value={draft.FromDate}
        error={errors.FromDate !== undefined}
        helperText={errors.FromDate}
        onChange={(event) => {
          const next = withFromDate(draft, event.target.value);
          setToWasReset(next.ToDate !== draft.ToDate);
          onChange(next);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('reports.viewer.to')}
        value={draft.ToDate}
        error={!toWasReset && errors.ToDate !== undefined}
        helperText={toHelp}
        onChange={(event) => {
          const value = event.target.value;
          setToWasReset(value !== '' && value < draft.FromDate);
          onChange(withToDate(draft, value));
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: draft.FromDate },
          formHelperText: { role: 'status' },
        }}
      />
    </>
  );
}

import { DATE_PRESETS, type TDatePreset } from '@mp/contracts/tickets';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDateRange } from '../lib/date-range';

type TDateRangeControlProps = {
  range: TDateRange;
  onPreset: (preset: TDatePreset) => void;
  onFrom: (from: string) => void;
  onTo: (to: string) => void;
};

/** Spec 2 §2: the presets as radios plus From and To pickers; a picked date switches the radios off. */
export function DateRangeControl({ range, onPreset, onFrom, onTo }: TDateRangeControlProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // Says why To changed by itself, so the reset does not look like the picker ignored the user.
  const [toWasReset, setToWasReset] = useState(false);

  return (
    <FormControl component="fieldset" sx={{ gap: 1 }}>
      <FormLabel component="legend" id={labelId}>
        {t('posTransactions.dateRange.label')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={range.preset ?? ''}
        onChange={(_event, value) => {
          setToWasReset(false);
          onPreset(value as TDatePreset);
        }}
      >
        {DATE_PRESETS.map(({ key }) => (
          <FormControlLabel key={key} value={key} control={<Radio />} label={t(`posTransactions.dateRange.${key}`)} />
        ))}
      </RadioGroup>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="date"
          size="small"
          label={t('posTransactions.dateRange.from')}
          value={range.from}
          onChange={(event) => {
            setToWasReset(false);
            onFrom(event.target.value);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('posTransactions.dateRange.to')}
          value={range.to}
          onChange={(event) => {
            const value = event.target.value;
            setToWasReset(value !== '' && value < range.from);
            onTo(value);
          }}
          helperText={toWasReset ? t('posTransactions.dateRange.toReset', { date: range.to }) : undefined}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: range.from },
            formHelperText: { role: 'status' },
          }}
        />
      </Box>
    </FormControl>
  );
}

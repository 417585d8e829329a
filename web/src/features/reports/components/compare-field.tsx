import { COMPARE_TO, type TCompareTo } from '@mp/contracts/reports';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type TCompareFieldProps = {
  value: TCompareTo | null;
  onChange: (value: TCompareTo | null) => void;
  error?: string;
};

// A select cannot hold null: "None" travels as the empty string.
const NONE = '';

/** Compare with: nothing, the previous period or the same period last year (issue 16 §6). */
export function CompareField({ value, onChange, error }: TCompareFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('reports.viewer.options.CompareTo')}
      value={value ?? NONE}
      onChange={(event) => {
        const next = event.target.value;
        onChange(COMPARE_TO.find((c) => c === next) ?? null);
      }}
      error={error !== undefined}
      helperText={error}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={NONE}>{t('reports.viewer.compare.none')}</MenuItem>
      {COMPARE_TO.map((compareTo) => (
        <MenuItem key={compareTo} value={compareTo}>
          {t(`reports.viewer.compare.${compareTo}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useDropdownItems } from '../api/reports.queries';
import { ALL_ID, type TIdOption } from '../lib/report-params';

type TIdOptionFieldProps = {
  option: TIdOption;
  value: number;
  range: { FromDate: string; ToDate: string };
  onChange: (value: number) => void;
  error?: string;
};

/** An employee, category or modifier group dropdown: All, then what the ReportHome call lists for the range. */
export function IdOptionField({ option, value, range, onChange, error }: TIdOptionFieldProps) {
  const { t } = useTranslation();
  const { portal } = usePortalOutlet();
  const items = useDropdownItems(portal.storeId, option, range).data ?? [];
  // A chosen id the list no longer has (another range, a bookmark) stays choosable, so the field never goes blank.
  const known = value === ALL_ID || items.some((item) => item.Value === value);
  return (
    <TextField
      select
      size="small"
      label={t(`reports.viewer.options.${option}`)}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      error={error !== undefined}
      helperText={error}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={ALL_ID}>{t('reports.viewer.options.all')}</MenuItem>
      {known ? null : <MenuItem value={value}>{String(value)}</MenuItem>}
      {items.map((item) => (
        <MenuItem key={item.Value} value={item.Value}>
          {item.Display}
        </MenuItem>
      ))}
    </TextField>
  );
}

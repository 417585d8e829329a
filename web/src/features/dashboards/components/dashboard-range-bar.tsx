import { REPORT_DATE_PRESETS, type TReportDatePreset } from '@mp/contracts/reports';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { useDashboardRange } from '../lib/use-dashboard-range';

type TDashboardRangeBarProps = ReturnType<typeof useDashboardRange>;

/** The range of a My Store dashboard: a preset (the reports' presets) or a From and To of one's own. */
export function DashboardRangeBar({ range, preset, setPreset, setFrom, setTo }: TDashboardRangeBarProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }} data-testid="dashboard-range">
      <TextField
        select
        size="small"
        label={t('dashboards.range.preset')}
        value={preset ?? 'custom'}
        onChange={(event) => setPreset(event.target.value as TReportDatePreset)}
        sx={{ minWidth: 180 }}
      >
        {REPORT_DATE_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`dashboards.range.presets.${p}`)}
          </MenuItem>
        ))}
        {preset === null ? (
          <MenuItem value="custom" disabled>
            {t('dashboards.range.custom')}
          </MenuItem>
        ) : null}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('dashboards.range.from')}
        value={range.FromDate}
        onChange={(event) => setFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('dashboards.range.to')}
        value={range.ToDate}
        onChange={(event) => setTo(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.FromDate } }}
      />
    </Box>
  );
}

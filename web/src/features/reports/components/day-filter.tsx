import { ALL_DAYS, toggleDay, WEEK_DAYS, type TDaySelection } from '@mp/contracts/reports';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TDayFilterProps = { days: TDaySelection; onChange: (days: TDaySelection) => void; error?: string };

/**
 * The day-of-week filter (spec 2 §2): All, or some days. Choosing a day while All is on selects only that day; none or
 * all seven fall back to All.
 */
export function DayFilter({ days, onChange, error }: TDayFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="caption" component="p" color="text.secondary">
        {t('reports.viewer.days.label')}
      </Typography>
      <ToggleButtonGroup size="small" aria-labelledby={labelId} sx={{ flexWrap: 'wrap' }}>
        <ToggleButton value={ALL_DAYS} selected={days === ALL_DAYS} onClick={() => onChange(ALL_DAYS)}>
          {t('reports.viewer.days.all')}
        </ToggleButton>
        {WEEK_DAYS.map((day) => (
          <ToggleButton
            key={day}
            value={day}
            selected={days !== ALL_DAYS && days.includes(day)}
            onClick={() => onChange(toggleDay(days, day))}
          >
            {t(`reports.viewer.days.${day}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

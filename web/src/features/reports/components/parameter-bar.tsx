import type { TReportDefinition } from '@mp/contracts/reports';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  amountOptionsOf,
  hasComparison,
  hasDayFilter,
  idOptionsOf,
  switchOptionsOf,
  ALL_ID,
  type TReportDraft,
} from '../lib/report-params';
import { DateRangeFields } from '../../../components/date-range-fields';
import { CompareField } from './compare-field';
import { DayFilter } from './day-filter';
import { IdOptionField } from './id-option-field';

type TParameterBarProps = {
  report: TReportDefinition;
  today: string;
  draft: TReportDraft;
  onChange: (draft: TReportDraft) => void;
  /** The draft differs from the report on screen. */
  changed: boolean;
  onRefresh: () => void;
  /** The service's refusal, by the parameter it names (spec 2 §7 names). */
  errors: Partial<Record<string, string>>;
};

/**
 * The report's parameters: the range, then what this report offers (day filter, dropdowns, comparison, switches, amounts). Edits stay a
 * draft until Refresh, which stands out (and says so) while the draft differs from the report on screen.
 */
export function ParameterBar({ report, today, draft, onChange, changed, onRefresh, errors }: TParameterBarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  return (
    <Paper
      component="form"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, mb: 2, displayPrint: 'none' }}
      onSubmit={(event) => {
        event.preventDefault();
        onRefresh();
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        {t('reports.viewer.parameters')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <DateRangeFields value={draft} today={today} onChange={onChange} errors={errors} />
        {idOptionsOf(report).map((option) => (
          <IdOptionField
            key={option}
            option={option}
            value={draft.ids[option] ?? ALL_ID}
            range={draft}
            onChange={(value) => onChange({ ...draft, ids: { ...draft.ids, [option]: value } })}
            error={errors[option]}
          />
        ))}
        {hasDayFilter(report) ? (
          <DayFilter days={draft.days} onChange={(days) => onChange({ ...draft, days })} error={errors.DaysToSelect} />
        ) : null}
        {hasComparison(report) ? (
          <CompareField
            value={draft.compareTo}
            onChange={(compareTo) => onChange({ ...draft, compareTo })}
            error={errors.CompareTo}
          />
        ) : null}
        {switchOptionsOf(report).map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Switch
                checked={draft.switches[option] ?? false}
                onChange={(event) =>
                  onChange({ ...draft, switches: { ...draft.switches, [option]: event.target.checked } })
                }
              />
            }
            label={t(`reports.viewer.options.${option}`)}
          />
        ))}
        {amountOptionsOf(report).map((option) => (
          <TextField
            key={option}
            size="small"
            label={t(`reports.viewer.options.${option}`)}
            value={draft.amounts[option] ?? ''}
            onChange={(event) => onChange({ ...draft, amounts: { ...draft.amounts, [option]: event.target.value } })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={errors[option] !== undefined}
            helperText={errors[option]}
            sx={{ width: 180 }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
        <Button
          type="submit"
          variant={changed ? 'contained' : 'outlined'}
          startIcon={<RefreshIcon />}
          aria-describedby={changed ? hintId : undefined}
        >
          {t('reports.viewer.refresh')}
        </Button>
        <Typography id={hintId} role="status" variant="body2" color="warning.dark">
          {changed ? t('reports.viewer.parametersChanged') : ''}
        </Typography>
      </Box>
    </Paper>
  );
}

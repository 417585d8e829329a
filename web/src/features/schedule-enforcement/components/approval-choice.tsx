import type { TSaveScheduleEnforcementRequest } from '@mp/contracts/schedule-enforcement';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Whether an unscheduled shift needs a manager's approval; the radios work only while a toggle is on (spec 3 §4). */
export function ApprovalChoice({
  control,
  disabled,
}: {
  control: Control<TSaveScheduleEnforcementRequest>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Controller
        name="isUnScheduledShiftApprovalRequired"
        control={control}
        // The radios alone are disabled: a disabled legend's grey is too faint to read (WCAG contrast).
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('scheduleEnforcement.unscheduled.legend')}</FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value ? 'required' : 'notRequired'}
              onChange={(_event, value) => field.onChange(value === 'required')}
            >
              <FormControlLabel
                value="required"
                control={<Radio />}
                disabled={disabled}
                label={t('scheduleEnforcement.unscheduled.required')}
              />
              <FormControlLabel
                value="notRequired"
                control={<Radio />}
                disabled={disabled}
                label={t('scheduleEnforcement.unscheduled.notRequired')}
              />
            </RadioGroup>
          </FormControl>
        )}
      />
    </Box>
  );
}

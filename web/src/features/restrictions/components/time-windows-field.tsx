import { newTimeWindow, RESTRICTION_WINDOWS_MAX, type TRestrictionFormInput } from '@mp/contracts/restrictions';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DaysOfWeekField } from '../../../components/days-of-week-field';
import { fieldProps } from '../../../components/form-field-props';
import { fieldError } from '../../../lib/error-text';

/** The restriction's "not sold" windows: one row per window (days, from, until), added and removed in place. */
export function TimeWindowsField() {
  const { t } = useTranslation();
  const form = useFormContext<TRestrictionFormInput>();
  const windows = useFieldArray({ control: form.control, name: 'TimeWindows' });
  const errors = form.formState.errors.TimeWindows;

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('restrictions.detail.windows')}
      </Typography>
      <Typography variant="body2">{t('restrictions.detail.windowsHelp')}</Typography>
      {windows.fields.map((field, index) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={1.5}>
            <Controller
              control={form.control}
              name={`TimeWindows.${index}.DaysOfWeek`}
              render={({ field: days }) => (
                <DaysOfWeekField
                  label={t('restrictions.detail.windowDays', { n: index + 1 })}
                  value={days.value}
                  onChange={days.onChange}
                  onBlur={days.onBlur}
                  error={fieldError(t, errors?.[index]?.DaysOfWeek?.message)}
                />
              )}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, gap: 1.5 }}>
              {(['StartTime', 'EndTime'] as const).map((name) => (
                <TextField
                  key={name}
                  {...fieldProps(form.register(`TimeWindows.${index}.${name}`))}
                  type="time"
                  label={t(`restrictions.detail.window${name}`, { n: index + 1 })}
                  required
                  error={Boolean(errors?.[index]?.[name])}
                  helperText={fieldError(t, errors?.[index]?.[name]?.message) ?? ' '}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ))}
              <IconButton
                aria-label={t('restrictions.detail.removeWindow', { n: index + 1 })}
                onClick={() => windows.remove(index)}
                sx={{ alignSelf: 'center' }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          </Stack>
        </Paper>
      ))}
      {errors?.message ? (
        <Typography color="error" variant="body2" role="alert">
          {fieldError(t, errors.message)}
        </Typography>
      ) : null}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => windows.append(newTimeWindow())}
          disabled={windows.fields.length >= RESTRICTION_WINDOWS_MAX}
        >
          {t('restrictions.detail.addWindow')}
        </Button>
      </Box>
    </Stack>
  );
}

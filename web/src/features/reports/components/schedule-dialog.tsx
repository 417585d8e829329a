import { zodResolver } from '@hookform/resolvers/zod';
import {
  LAST_DAY,
  MAX_MONTH_DAY,
  MAX_SCHEDULE_NAME,
  MAX_SCHEDULE_RECIPIENTS,
  SCHEDULE_CADENCES,
  SCHEDULE_FORMATS,
  SCHEDULE_RANGES,
  ZScheduleForm,
  type TSchedule,
  type TScheduleFields,
  type TScheduleFormInput,
  type TScheduleParams,
} from '@mp/contracts/report-schedules';
import { WEEK_DAYS } from '@mp/contracts/reports';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../components/form-field-props';
import { isHttpError } from '../../../lib/api-client';
import { errorText, fieldError } from '../../../lib/error-text';

/** What the dialog saves: a new schedule of a report with the viewer's options, or an existing one. */
export type TScheduleDialogTarget =
  | { kind: 'create'; reportFile: string; params: TScheduleParams; name: string; range: TScheduleFields['Range'] }
  | { kind: 'edit'; schedule: TSchedule };

type TScheduleDialogProps = {
  target: TScheduleDialogTarget;
  saving: boolean;
  /** Saves the fields; a refusal it throws lands at its field, or above the buttons. */
  onSave: (fields: TScheduleFields) => Promise<void>;
  onClose: () => void;
};

const FIELDS = ['Name', 'Range', 'Cadence', 'LocalTime', 'Weekday', 'MonthDay', 'Recipients', 'Formats'] as const;
type TField = (typeof FIELDS)[number];

function defaultsOf(target: TScheduleDialogTarget): TScheduleFormInput {
  if (target.kind === 'create')
    return {
      Name: target.name.slice(0, MAX_SCHEDULE_NAME),
      Params: target.params,
      Range: target.range,
      Cadence: 'daily',
      LocalTime: '07:00',
      Weekday: null,
      MonthDay: null,
      Recipients: [],
      Formats: ['pdf', 'csv'],
    };
  const { Name, Params, Range, Cadence, LocalTime, Weekday, MonthDay, Recipients, Formats } = target.schedule;
  return { Name, Params, Range, Cadence, LocalTime, Weekday, MonthDay, Recipients, Formats };
}

/** The message of a field, or of the first of its items (Recipients.3). */
function messageOf(errors: FieldErrors<TScheduleFormInput>, field: TField): string | undefined {
  const error = errors[field] as { message?: string } | (({ message?: string } | undefined)[] & { message?: string });
  if (!error) return undefined;
  if (error.message) return error.message;
  return Array.isArray(error) ? error.find((item) => item?.message)?.message : undefined;
}

/**
 * A schedule's name, the relative range it sends, when (daily, weekly on a day, monthly on a day or the last day, at
 * a time of the store's clock), to whom (up to ten addresses) and as what (PDF, CSV). The contract's own rules run
 * as the user types; the server's refusals come back to their field.
 */
export function ScheduleDialog({ target, saving, onSave, onClose }: TScheduleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useForm<TScheduleFormInput, unknown, TScheduleFields>({
    mode: 'onTouched',
    resolver: zodResolver(ZScheduleForm) as Resolver<TScheduleFormInput, unknown, TScheduleFields>,
    defaultValues: defaultsOf(target),
  });
  const { errors } = form.formState;
  const cadence = form.watch('Cadence');
  const error = (field: TField) => fieldError(t, messageOf(errors, field));

  const submit = form.handleSubmit(async (fields) => {
    try {
      await onSave(fields);
    } catch (failure) {
      const field = isHttpError(failure) ? FIELDS.find((f) => failure.field?.split('.')[0] === f) : undefined;
      const message = errorText(t, failure, { fallbackKey: 'reportSchedules.dialog.saveFailed' });
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else form.setError('root', { message });
    }
  });

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {target.kind === 'create' ? t('reportSchedules.dialog.addTitle') : t('reportSchedules.dialog.editTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
            <TextField
              {...fieldProps(form.register('Name'))}
              label={t('reportSchedules.dialog.name')}
              required
              autoFocus
              error={Boolean(errors.Name)}
              helperText={error('Name')}
              slotProps={{ htmlInput: { maxLength: MAX_SCHEDULE_NAME + 10 } }}
            />
            <Controller
              control={form.control}
              name="Range"
              render={({ field }) => (
                <TextField select label={t('reportSchedules.dialog.range')} {...field} inputRef={field.ref}>
                  {SCHEDULE_RANGES.map((range) => (
                    <MenuItem key={range} value={range}>
                      {t(`dateRange.presets.${range}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="Cadence"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('reportSchedules.dialog.cadence')}
                    {...field}
                    inputRef={field.ref}
                  >
                    {SCHEDULE_CADENCES.map((c) => (
                      <MenuItem key={c} value={c}>
                        {t(`reportSchedules.cadence.${c}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {cadence === 'weekly' ? (
                <Controller
                  control={form.control}
                  name="Weekday"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={t('reportSchedules.dialog.weekday')}
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(Number(event.target.value))}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={Boolean(errors.Weekday)}
                      helperText={error('Weekday')}
                    >
                      {WEEK_DAYS.map((day) => (
                        <MenuItem key={day} value={day}>
                          {t(`reportSchedules.weekdays.${day}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              ) : null}
              {cadence === 'monthly' ? (
                <Controller
                  control={form.control}
                  name="MonthDay"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      required
                      label={t('reportSchedules.dialog.monthDay')}
                      value={field.value ?? ''}
                      onChange={(event) =>
                        field.onChange(event.target.value === LAST_DAY ? LAST_DAY : Number(event.target.value))
                      }
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={Boolean(errors.MonthDay)}
                      helperText={error('MonthDay')}
                    >
                      {Array.from({ length: MAX_MONTH_DAY }, (_, i) => i + 1).map((day) => (
                        <MenuItem key={day} value={day}>
                          {day}
                        </MenuItem>
                      ))}
                      <MenuItem value={LAST_DAY}>{t('reportSchedules.dialog.lastDay')}</MenuItem>
                    </TextField>
                  )}
                />
              ) : null}
              <TextField
                {...fieldProps(form.register('LocalTime'))}
                type="time"
                fullWidth
                required
                label={t('reportSchedules.dialog.time')}
                error={Boolean(errors.LocalTime)}
                helperText={error('LocalTime') ?? t('reportSchedules.dialog.timeHelp')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <Controller
              control={form.control}
              name="Recipients"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  autoSelect
                  options={[]}
                  value={field.value}
                  // autoSelect: an address typed and left without Enter still counts.
                  onChange={(_, value) => field.onChange(value.map((v) => v.trim()).filter(Boolean))}
                  onBlur={field.onBlur}
                  renderValue={(value, getItemProps) =>
                    value.map((address, index) => (
                      <Chip {...getItemProps({ index })} key={address} label={address} size="small" />
                    ))
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={t('reportSchedules.dialog.recipients')}
                      required
                      error={Boolean(errors.Recipients)}
                      helperText={
                        error('Recipients') ??
                        t('reportSchedules.dialog.recipientsHelp', { max: MAX_SCHEDULE_RECIPIENTS })
                      }
                    />
                  )}
                />
              )}
            />
            <Controller
              control={form.control}
              name="Formats"
              render={({ field }) => (
                <FormControl error={Boolean(errors.Formats)} component="fieldset" variant="standard">
                  <FormLabel component="legend">{t('reportSchedules.dialog.formats')}</FormLabel>
                  <FormGroup row>
                    {SCHEDULE_FORMATS.map((format) => (
                      <FormControlLabel
                        key={format}
                        label={t(`reportSchedules.formats.${format}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(format)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? SCHEDULE_FORMATS.filter((f) => f === format || field.value.includes(f))
                                  : field.value.filter((f) => f !== format),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {errors.Formats ? <FormHelperText>{error('Formats')}</FormHelperText> : null}
                </FormControl>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('reportSchedules.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('reportSchedules.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

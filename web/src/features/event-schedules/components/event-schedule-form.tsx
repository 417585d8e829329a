import {
  EVENT_SCHEDULE_NAME_MAX,
  EVENT_SCHEDULES_ERROR,
  ZEventScheduleForm,
  type TEventScheduleFormInput,
} from '@mp/contracts/event-schedules';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CatalogueEditorLayout } from '../../../components/catalogue-editor-layout';
import { DaysOfWeekField } from '../../../components/days-of-week-field';
import { fieldProps } from '../../../components/form-field-props';
import { useCatalogueEditor } from '../../../components/use-catalogue-editor';
import { isHttpError } from '../../../lib/api-client';
import { fieldError } from '../../../lib/error-text';
import { useEventScheduleMutation } from '../api/event-schedules.queries';
import { EVENT_SCHEDULES_PATH } from '../event-schedules-paths';

type TEventScheduleFormProps = {
  merchantId: number;
  /** 0 for a new schedule. */
  scheduleId: number;
  checksum: string;
  initial: TEventScheduleFormInput;
  onReload: () => void;
};

const SECTION = 'eventSchedules.detail';
type TField = keyof TEventScheduleFormInput;

/**
 * The event schedule form (issue 21 item 5): name, days, start and end time (an earlier end runs into the next day),
 * an optional date range and whether it is active. Leaving with unsaved changes asks first; Delete asks to confirm; a
 * save over someone else's offers to reload. View-only sessions see the fields read-only.
 */
export function EventScheduleForm({ merchantId, scheduleId, checksum, initial, onReload }: TEventScheduleFormProps) {
  const { t } = useTranslation();
  const isNew = scheduleId === 0;
  const mutation = useEventScheduleMutation(merchantId);
  const editor = useCatalogueEditor({
    section: SECTION,
    schema: ZEventScheduleForm,
    initial,
    fields: ['Name', 'DaysOfWeek', 'StartTime', 'EndTime', 'StartDate', 'EndDate', 'IsActive'],
    staleKey: EVENT_SCHEDULES_ERROR.staleChecksum,
    listPath: EVENT_SCHEDULES_PATH,
    isNew,
    save: (values) =>
      mutation.mutateAsync(
        isNew
          ? { insert: values }
          : { update: { ...values, EventScheduleId: scheduleId, ConcurrencyChecksum: checksum } },
      ),
    pending: mutation.isPending,
    onReload,
    remove: () => mutation.mutateAsync({ delete: { EventScheduleId: scheduleId, ConcurrencyChecksum: checksum } }),
    // A delete refused while promotions use the schedule names them.
    explain: (error, text) => {
      const users = isHttpError(error)
        ? (error.body?.data as { Users?: { Name: string }[] } | undefined)?.Users
        : undefined;
      return users?.length
        ? `${text} ${t('eventSchedules.detail.usedBy', { names: users.map((u) => u.Name).join(', ') })}`
        : text;
    },
  });
  const { form } = editor;
  const { errors } = form.formState;
  const err = (name: TField) => fieldError(t, errors[name]?.message);

  return (
    <CatalogueEditorLayout editor={editor} titleId="event-schedule-title" name={initial.Name}>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
          <TextField
            {...fieldProps(form.register('Name'))}
            label={t('eventSchedules.detail.name')}
            required
            error={Boolean(errors.Name)}
            helperText={err('Name') ?? t('eventSchedules.detail.nameHelp', { max: EVENT_SCHEDULE_NAME_MAX })}
            slotProps={{ htmlInput: { maxLength: EVENT_SCHEDULE_NAME_MAX + 5 } }}
          />
          <Controller
            control={form.control}
            name="DaysOfWeek"
            render={({ field }) => (
              <DaysOfWeekField
                label={t('eventSchedules.detail.days')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={err('DaysOfWeek')}
              />
            )}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {(['StartTime', 'EndTime'] as const).map((name) => (
              <TextField
                key={name}
                {...fieldProps(form.register(name))}
                type="time"
                label={t(`eventSchedules.detail.${name}`)}
                required
                error={Boolean(errors[name])}
                helperText={err(name) ?? (name === 'EndTime' ? t('eventSchedules.detail.endHelp') : ' ')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            {(['StartDate', 'EndDate'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <TextField
                    type="date"
                    label={t(`eventSchedules.detail.${name}`)}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(errors[name])}
                    helperText={err(name) ?? t('eventSchedules.detail.dateHelp')}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                )}
              />
            ))}
          </Box>
          <Controller
            control={form.control}
            name="IsActive"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('eventSchedules.detail.active')}
              />
            )}
          />
        </Stack>
      </Paper>
    </CatalogueEditorLayout>
  );
}

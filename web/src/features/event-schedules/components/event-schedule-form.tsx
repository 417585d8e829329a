import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVENT_SCHEDULE_NAME_MAX,
  EVENT_SCHEDULES_ERROR,
  ZEventScheduleForm,
  type TEventScheduleFormInput,
  type TEventScheduleFormValues,
} from '@mp/contracts/event-schedules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DaysOfWeekField } from '../../../components/days-of-week-field';
import { fieldProps } from '../../../components/form-field-props';
import { LeaveDialog } from '../../../components/leave-dialog';
import { MessageModal } from '../../../components/message-modal';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import type { TRouteNoticeState } from '../../../components/use-route-notice';
import { isHttpError } from '../../../lib/api-client';
import { errorText, fieldError } from '../../../lib/error-text';
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

const FIELDS = ['Name', 'DaysOfWeek', 'StartTime', 'EndTime', 'StartDate', 'EndDate', 'IsActive'] as const;
type TField = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is TField => FIELDS.some((f) => f === name);

/**
 * The event schedule form (issue 21 item 5): name, days, start and end time (an earlier end runs into the next day),
 * an optional date range and whether it is active. Leaving with unsaved changes asks first; Delete asks to confirm; a
 * save over someone else's offers to reload. View-only sessions see the fields read-only.
 */
export function EventScheduleForm({ merchantId, scheduleId, checksum, initial, onReload }: TEventScheduleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = scheduleId === 0;
  const form = useForm<TEventScheduleFormInput, unknown, TEventScheduleFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(ZEventScheduleForm) as Resolver<TEventScheduleFormInput, unknown, TEventScheduleFormValues>,
    defaultValues: initial,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const mutation = useEventScheduleMutation(merchantId);
  const { allowLeave, confirmDiscard, dialog } = useLeaveGuard(isDirty);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);

  const backToList = (notice?: string) => {
    allowLeave();
    const state: TRouteNoticeState | undefined = notice ? { notice } : undefined;
    void navigate(EVENT_SCHEDULES_PATH, { state });
  };

  const showFailure = (error: unknown) => {
    const stale = isHttpError(error) && error.messageKey === EVENT_SCHEDULES_ERROR.staleChecksum;
    if (isHttpError(error) && !stale && isField(error.field)) {
      form.setError(error.field, { message: errorText(t, error) }, { shouldFocus: true });
      return setFailure(null);
    }
    const text = errorText(t, error, { fallbackKey: 'eventSchedules.detail.saveFailed' });
    // A delete refused while promotions use the schedule names them.
    const users = isHttpError(error)
      ? (error.body?.data as { Users?: { Name: string }[] } | undefined)?.Users
      : undefined;
    setFailure({
      text: users?.length
        ? `${text} ${t('eventSchedules.detail.usedBy', { names: users.map((u) => u.Name).join(', ') })}`
        : text,
      stale,
    });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(
        isNew
          ? { insert: values }
          : { update: { ...values, EventScheduleId: scheduleId, ConcurrencyChecksum: checksum } },
      );
      backToList(isNew ? 'eventSchedules.detail.added' : 'eventSchedules.detail.saved');
    } catch (error) {
      showFailure(error);
    }
  });

  const remove = async () => {
    setConfirmDelete(false);
    setFailure(null);
    try {
      await mutation.mutateAsync({ delete: { EventScheduleId: scheduleId, ConcurrencyChecksum: checksum } });
      backToList('eventSchedules.detail.deleted');
    } catch (error) {
      showFailure(error);
    }
  };

  const err = (name: TField) => fieldError(t, errors[name]?.message);
  const title = isNew ? t('eventSchedules.detail.newTitle') : t('eventSchedules.detail.title', { name: initial.Name });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2}
      aria-labelledby="event-schedule-title"
    >
      <Typography id="event-schedule-title" variant="h5" component="h1">
        {title}
      </Typography>
      <StickyActionBar dirty={isDirty}>
        {!isNew ? (
          <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)} disabled={mutation.isPending}>
            {t('eventSchedules.detail.delete')}
          </Button>
        ) : null}
        <Button variant="outlined" onClick={() => confirmDiscard(() => backToList())}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
          {t('common.save')}
        </Button>
      </StickyActionBar>
      {failure ? (
        <Alert
          severity="error"
          role="alert"
          action={
            failure.stale ? (
              <Button color="inherit" onClick={onReload}>
                {t('eventSchedules.detail.reload')}
              </Button>
            ) : undefined
          }
        >
          {failure.text}
        </Alert>
      ) : null}
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
      <MessageModal
        open={confirmDelete}
        title={t('eventSchedules.detail.deleteTitle')}
        message={t('eventSchedules.detail.deleteText', { name: initial.Name })}
        onClose={() => setConfirmDelete(false)}
        actions={[
          { label: t('common.cancel'), onClick: () => setConfirmDelete(false), variant: 'text', autoFocus: true },
          { label: t('eventSchedules.detail.deleteConfirm'), onClick: () => void remove() },
        ]}
      />
      <LeaveDialog {...dialog} />
    </Stack>
  );
}

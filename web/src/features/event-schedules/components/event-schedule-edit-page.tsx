import { newEventScheduleValues, type TEventScheduleFormInput } from '@mp/contracts/event-schedules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isHttpError } from '../../../lib/api-client';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useEventSchedule } from '../api/event-schedules.queries';
import { EVENT_SCHEDULES_PATH } from '../event-schedules-paths';
import { EventScheduleForm } from './event-schedule-form';

/** Inventory → Configuration → Events → one schedule (0 = new): loads it, then the form. */
export function EventScheduleEditPage() {
  const { t } = useTranslation();
  const { portal } = usePortalOutlet();
  const raw = useParams().eventScheduleId ?? '0';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
  const schedule = useEventSchedule(portal.merhantId, Math.max(id, 0));

  if (id < 0 || schedule.isError) {
    const missing = id < 0 || (isHttpError(schedule.error) && schedule.error.status === 404);
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={EVENT_SCHEDULES_PATH} color="inherit">
            {t('eventSchedules.detail.backToList')}
          </Button>
        }
      >
        {missing ? t('eventSchedules.detail.notFound') : t('eventSchedules.detail.loadFailed')}
      </Alert>
    );
  }
  if (id > 0 && !schedule.data)
    return (
      <Stack sx={{ alignItems: 'center', p: 4 }} role="status" aria-live="polite">
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  const initial: TEventScheduleFormInput = schedule.data ?? newEventScheduleValues();
  return (
    <EventScheduleForm
      // A reload after a stale checksum brings a new checksum: the form starts again from the saved values.
      key={`${id}:${schedule.data?.ConcurrencyChecksum ?? ''}`}
      merchantId={portal.merhantId}
      scheduleId={id}
      checksum={schedule.data?.ConcurrencyChecksum ?? ''}
      initial={initial}
      onReload={() => void schedule.refetch()}
    />
  );
}

import { newEventScheduleValues } from '@mp/contracts/event-schedules';
import { useParams } from 'react-router';
import { EditPageStates, routeIdOf } from '../../../components/edit-page-states';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useEventSchedule } from '../api/event-schedules.queries';
import { EVENT_SCHEDULES_PATH } from '../event-schedules-paths';
import { EventScheduleForm } from './event-schedule-form';

/** Inventory → Configuration → Events → one schedule (0 = new): loads it, then the form. */
export function EventScheduleEditPage() {
  const { portal } = usePortalOutlet();
  const id = routeIdOf(useParams().eventScheduleId);
  const schedule = useEventSchedule(portal.merhantId, Math.max(id, 0));
  return (
    <EditPageStates id={id} row={schedule} listPath={EVENT_SCHEDULES_PATH} detailSection="eventSchedules.detail">
      {() => (
        <EventScheduleForm
          // A reload after a stale checksum brings a new checksum: the form starts again from the saved values.
          key={`${id}:${schedule.data?.ConcurrencyChecksum ?? ''}`}
          merchantId={portal.merhantId}
          scheduleId={id}
          checksum={schedule.data?.ConcurrencyChecksum ?? ''}
          initial={schedule.data ?? newEventScheduleValues()}
          onReload={() => void schedule.refetch()}
        />
      )}
    </EditPageStates>
  );
}

import { EVENT_SCHEDULE_SORT, type TEventSchedule } from '@mp/contracts/event-schedules';
import { DEFAULT_PAGE_SIZE } from '@mp/contracts/stores';
import { clockTimeText, crossesMidnight } from '@mp/contracts/time-windows';
import { useTranslation } from 'react-i18next';
import type { TDataTableColumn } from '../../../components/data-table';
import { PagedListScreen } from '../../../components/paged-list-screen';
import { useDaysText } from '../../../components/days-of-week-field';
import { useGridState } from '../../../components/use-grid-state';
import { usePortalOutlet } from '../../../lib/portal-outlet';
import { useFormat } from '../../../lib/use-format';
import { useEventSchedules } from '../api/event-schedules.queries';
import { EVENT_SCHEDULES_PATH } from '../event-schedules-paths';

/**
 * Inventory → Configuration → Events (spec 2 §7 EventSchedule; issue 21 item 5): the merchant's named weekly windows,
 * paged, sorted and searched by the server (all three in the URL); a row opens its edit page, Add a new one.
 */
export function EventSchedulesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const daysText = useDaysText();
  const { portal } = usePortalOutlet();
  const grid = useGridState(EVENT_SCHEDULE_SORT);
  const list = useEventSchedules(portal.merhantId, grid, DEFAULT_PAGE_SIZE);

  const dateText = (date: string | null) => (date ? format.day(date) : '—');
  const columns: TDataTableColumn<TEventSchedule>[] = [
    { id: 'name', label: t('eventSchedules.columns.name'), sortColumn: 'Name', value: (r) => r.Name },
    { id: 'days', label: t('eventSchedules.columns.days'), value: (r) => daysText(r.DaysOfWeek) },
    {
      id: 'start',
      label: t('eventSchedules.columns.start'),
      sortColumn: 'StartTime',
      value: (r) => clockTimeText(r.StartTime),
    },
    {
      id: 'end',
      label: t('eventSchedules.columns.end'),
      sortColumn: 'EndTime',
      value: (r) =>
        crossesMidnight(r.StartTime, r.EndTime)
          ? t('eventSchedules.nextDay', { time: clockTimeText(r.EndTime) })
          : clockTimeText(r.EndTime),
    },
    {
      id: 'from',
      label: t('eventSchedules.columns.from'),
      sortColumn: 'StartDate',
      value: (r) => dateText(r.StartDate),
    },
    { id: 'until', label: t('eventSchedules.columns.until'), sortColumn: 'EndDate', value: (r) => dateText(r.EndDate) },
    {
      id: 'active',
      label: t('eventSchedules.columns.active'),
      value: (r) => (r.IsActive ? t('eventSchedules.yes') : t('eventSchedules.no')),
    },
  ];

  return (
    <PagedListScreen
      section="eventSchedules"
      path={EVENT_SCHEDULES_PATH}
      grid={grid}
      list={list}
      columns={columns}
      idOf={(r) => r.EventScheduleId}
      pageSize={DEFAULT_PAGE_SIZE}
    />
  );
}

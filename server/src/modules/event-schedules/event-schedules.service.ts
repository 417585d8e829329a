import {
  EVENT_SCHEDULES_ERROR as E,
  type TEventSchedule,
  type TEventScheduleFormValues,
  type TEventScheduleSaveResponse,
  type TEventSchedulesListQuery,
  type TEventSchedulesListResponse,
  type TEventScheduleUpdate,
} from '@mp/contracts/event-schedules';
import { colonTimeOfHhmm, hhmmOfMinutes } from '@mp/contracts/online-ordering/hhmm';
import { minutesOfClockTime } from '@mp/contracts/time-windows';
import { checksumOf, versionOf } from '../../db/concurrency.ts';
import type { TDb } from '../../db/create-db.ts';
import type { TTenantScope } from '../../db/tenant.ts';
import { ApiError, notFound, staleChecksum } from '../../plugins/errors.ts';
import type { TActor } from '../../plugins/tenancy.ts';
import { recordChanges } from '../../shared/change-log/change-log.ts';
import {
  deleteEventSchedule,
  eventScheduleInScope,
  eventScheduleUsers,
  insertEventSchedule,
  isEventScheduleNameUsed,
  pageEventSchedules,
  type TEventScheduleWrite,
  type TStoredEventSchedule,
  updateEventSchedule,
} from './event-schedules.queries.ts';

const clockOf = (minutes: number) => colonTimeOfHhmm(hhmmOfMinutes(minutes));

const entityOf = (row: TStoredEventSchedule): TEventSchedule => ({
  EventScheduleId: row.id,
  Name: row.name,
  DaysOfWeek: row.daysOfWeek,
  StartTime: clockOf(row.startMinute),
  EndTime: clockOf(row.endMinute),
  StartDate: row.startDate,
  EndDate: row.endDate,
  IsActive: row.isActive,
  ConcurrencyChecksum: checksumOf(row.version),
});

const writeOf = (v: TEventScheduleFormValues): TEventScheduleWrite => ({
  name: v.Name,
  daysOfWeek: v.DaysOfWeek,
  startMinute: minutesOfClockTime(v.StartTime),
  endMinute: minutesOfClockTime(v.EndTime),
  startDate: v.StartDate,
  endDate: v.EndDate,
  isActive: v.IsActive,
});

/** What the change log keeps of a schedule (the fields the form edits). */
const logged = (row: TStoredEventSchedule) => {
  const { EventScheduleId: _id, ConcurrencyChecksum: _checksum, DaysOfWeek, ...fields } = entityOf(row);
  return { ...fields, DaysOfWeek: DaysOfWeek.join(',') };
};
const change = (
  row: TStoredEventSchedule,
  before: TStoredEventSchedule | null,
  after: TStoredEventSchedule | null,
) => ({
  entity: 'eventSchedule' as const,
  entityId: row.id,
  entityName: row.name,
  before: before && logged(before),
  after: after && logged(after),
});

const nameTaken = () => new ApiError(409, E.nameTaken, 'Another event schedule has this name.', 'Name');
const missing = () => notFound(E.notFound, 'No such event schedule.', 'EventScheduleId');
const stale = () => staleChecksum(E.staleChecksum, 'event schedule');

/** POST /EventSchedule/GetAll: one page of the merchant's schedules. */
export async function listEventSchedules(
  db: TDb,
  scope: TTenantScope,
  query: TEventSchedulesListQuery,
): Promise<TEventSchedulesListResponse> {
  const { rows, total } = await pageEventSchedules(db, scope, query);
  return { ResultSet: rows.map(entityOf), TotalRowCount: total };
}

/** POST /EventSchedule/Get: one of the merchant's schedules (404 for any other id). */
export async function getEventSchedule(db: TDb, scope: TTenantScope, id: number): Promise<TEventSchedule> {
  const row = await eventScheduleInScope(db, scope, id);
  if (!row) throw missing();
  return entityOf(row);
}

/** POST /EventSchedule/Insert: a new schedule with a name no other of the merchant's has. */
export async function addEventSchedule(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  values: TEventScheduleFormValues,
): Promise<TEventScheduleSaveResponse> {
  return db.transaction(async (tx) => {
    if (await isEventScheduleNameUsed(tx, scope, values.Name, 0)) throw nameTaken();
    const row = await insertEventSchedule(tx, scope, writeOf(values));
    await recordChanges(tx, scope, actor, [change(row, null, row)]);
    return { IsSuccessful: true, Entity: entityOf(row) };
  });
}

/** POST /EventSchedule/Update: changes one of the merchant's schedules from the version it loaded (409 otherwise). */
export async function changeEventSchedule(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  { EventScheduleId, ConcurrencyChecksum, ...values }: TEventScheduleUpdate,
): Promise<TEventScheduleSaveResponse> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await eventScheduleInScope(tx, scope, EventScheduleId);
    if (!before) throw missing();
    if (version === null || before.version !== version) throw stale();
    if (await isEventScheduleNameUsed(tx, scope, values.Name, EventScheduleId)) throw nameTaken();
    const written = await updateEventSchedule(tx, scope, EventScheduleId, version, writeOf(values));
    if (!written) throw stale();
    await recordChanges(tx, scope, actor, [change(written, before, written)]);
    return { IsSuccessful: true, Entity: entityOf(written) };
  });
}

/**
 * POST /EventSchedule/Delete: removes a schedule nothing uses, from the version it loaded. A schedule a promotion
 * names is refused with 409 inUse and the names of its users (data.Users), nothing written.
 */
export async function removeEventSchedule(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  { EventScheduleId, ConcurrencyChecksum }: { EventScheduleId: number; ConcurrencyChecksum: string },
): Promise<TEventScheduleSaveResponse> {
  const version = versionOf(ConcurrencyChecksum);
  return db.transaction(async (tx) => {
    const before = await eventScheduleInScope(tx, scope, EventScheduleId);
    if (!before) throw missing();
    if (version === null || before.version !== version) throw stale();
    const users = await eventScheduleUsers(tx, scope, EventScheduleId);
    if (users.length > 0)
      throw new ApiError(409, E.inUse, 'A promotion uses this event schedule.', 'EventScheduleId', {
        data: { Users: users.map((Name) => ({ Name })) },
      });
    if (!(await deleteEventSchedule(tx, scope, EventScheduleId, version))) throw stale();
    await recordChanges(tx, scope, actor, [change(before, before, null)]);
    return { IsSuccessful: true };
  });
}

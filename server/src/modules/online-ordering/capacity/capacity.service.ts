import {
  CAPACITY_ERROR,
  intervalDaysIn,
  weekdayOfIndex,
  type TCapacitySettings,
  type TCapacitySettingsInput,
  type TWeekday,
} from '@mp/contracts/online-ordering/capacity';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import { randomUUID } from 'node:crypto';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope } from '../../../db/tenant.ts';
import { ApiError } from '../../../plugins/errors.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import { closedDayIndexes } from '../fulfillment-times/fulfillment-times.ts';
import { loadSchedule } from '../fulfillment-times/fulfillment-times.service.ts';
import {
  assignCapacity,
  capacityById,
  capacityOfStore,
  insertCapacity,
  updateCapacity,
  type TStoredCapacity,
} from './capacity.queries.ts';

const ENTITY_NAME = 'Ordering capacity';

const notFound = () => new ApiError(404, OO_ERROR.notFound, 'No capacity settings were found.');

/** The days the store's ordering hours close all day (spec 3 §2.4: greyed, collapsed, not to be chosen). */
async function closedDays(db: TDb, scope: TStoreScope): Promise<TWeekday[]> {
  return closedDayIndexes((await loadSchedule(db, scope)).orderingHours).map(weekdayOfIndex);
}

const settingsOf = (row: TStoredCapacity, closed: TWeekday[]): TCapacitySettings => ({
  id: row.id,
  description: row.description,
  ...row.week,
  enterpriseUnit: row.storeId,
  closedDays: closed,
});

/** Spec 3 §5: a day the store is closed carries no interval (refused naming the day). */
async function checkClosedDays(db: TDb, scope: TStoreScope, input: TCapacitySettingsInput): Promise<TWeekday[]> {
  const closed = await closedDays(db, scope);
  const [day] = intervalDaysIn(input, closed);
  if (day) throw new ApiError(400, CAPACITY_ERROR.closedDay, `The store is closed on ${day}.`, `input.${day}`);
  return closed;
}

/** The logged values: each day's intervals as 'HH:MM-HH:MM ×N'. */
const logged = (row: TStoredCapacity | null) =>
  row && {
    description: row.description,
    storeId: row.storeId,
    ...Object.fromEntries(
      Object.entries(row.week).map(([day, list]) => [
        day,
        list.map((i) => `${i.startTime}-${i.endTime} x${i.capacities.OrderCount}`).join(', '),
      ]),
    ),
  };

const change = (scope: TStoreScope, before: TStoredCapacity | null, after: TStoredCapacity) => ({
  entity: 'onlineOrdering' as const,
  entityId: scope.storeId,
  entityName: ENTITY_NAME,
  before: logged(before),
  after: logged(after),
});

/** Spec 3 §7.2 getCapacitySettingsByEnterpriseUnit: the store's record; 404 when it has none (the screen creates one). */
export async function getCapacityOfStore(db: TDb, scope: TStoreScope): Promise<TCapacitySettings> {
  const row = await capacityOfStore(db, scope);
  if (!row) throw notFound();
  return settingsOf(row, await closedDays(db, scope));
}

/** Spec 3 §7.2 get by id: one of the merchant's records; another merchant's id is not found. */
export async function getCapacityById(db: TDb, scope: TStoreScope, id: string): Promise<TCapacitySettings> {
  const row = await capacityById(db, scope, id);
  if (!row) throw notFound();
  return settingsOf(row, await closedDays(db, scope));
}

/** Spec 3 §7.2 createCapacitySettings: a new record of the merchant, not yet assigned (assignCapacitySettings does). */
export async function createCapacity(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  input: TCapacitySettingsInput,
): Promise<TCapacitySettings> {
  const closed = await checkClosedDays(db, scope, input);
  return db.transaction(async (tx) => {
    const row = await insertCapacity(tx, scope, actor.userId, randomUUID(), input);
    await recordChanges(tx, scope, actor, [change(scope, null, row)]);
    return settingsOf(row, closed);
  });
}

/** Spec 3 §7.2 updateCapacitySettings: replaces the record's intervals. */
export async function updateCapacitySettings(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  id: string,
  input: TCapacitySettingsInput,
): Promise<TCapacitySettings> {
  const closed = await checkClosedDays(db, scope, input);
  return db.transaction(async (tx) => {
    const before = await capacityById(tx, scope, id);
    const row = before && (await updateCapacity(tx, scope, actor.userId, id, input));
    if (!row) throw notFound();
    await recordChanges(tx, scope, actor, [change(scope, before, row)]);
    return settingsOf(row, closed);
  });
}

/** Spec 3 §7.2 assignCapacitySettings: the record becomes the session's store's (its earlier one is released). */
export async function assignCapacitySettings(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  id: string,
): Promise<TCapacitySettings> {
  const closed = await closedDays(db, scope);
  return db.transaction(async (tx) => {
    const before = await capacityById(tx, scope, id);
    const row = before && (await assignCapacity(tx, scope, actor.userId, id));
    if (!row) throw notFound();
    await recordChanges(tx, scope, actor, [change(scope, before, row)]);
    return settingsOf(row, closed);
  });
}

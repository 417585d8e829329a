import { randomUUID } from 'node:crypto';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import type {
  TDayHours,
  TEventSettings,
  TEventSettingsInput,
  TWindowSettings,
} from '@mp/contracts/online-ordering/order-hours';
import { defaultTimeSettingsInput, type TTimeSettings } from '@mp/contracts/online-ordering/time-settings';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope } from '../../../db/tenant.ts';
import { ApiError, notFound } from '../../../plugins/errors.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import {
  assignTimeSettings,
  createTimeSettings,
  getStoreTimeSettings,
  updateTimeSettingsById,
} from '../time-settings/time-settings.service.ts';
import {
  assignWindowSettingsToStore,
  eventSettingsOfStore,
  insertEventSettings,
  insertWindowSettings,
  type TStoredEventSettings,
  type TStoredWindowSettings,
  updateEventSettings,
  updateWindowSettings,
  windowSettingsById,
  windowSettingsOfStore,
} from './hours.queries.ts';

const ENTITY_NAME = 'Online ordering hours';
const missing = () => notFound(OO_ERROR.notFound, 'No order hours of that id or for this store.');
const missingEvents = () => notFound(OO_ERROR.notFound, 'No special hours of that id or for this store.');

const windowAnswer = (row: TStoredWindowSettings): TWindowSettings => ({
  id: row.id,
  description: row.description,
  dayHours: row.dayHours,
  published: row.published,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

const eventAnswer = (row: TStoredEventSettings): TEventSettings => ({
  id: row.id,
  description: row.description,
  events: row.events,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

/** Spec 3 §7.2 getWindowSettingsByEnterpriseUnit: the store's order hours; 404 when it has none (the screen creates). */
export async function getStoreWindowSettings(db: TDb, scope: TStoreScope): Promise<TWindowSettings> {
  const row = await windowSettingsOfStore(db, scope);
  if (!row) throw missing();
  return windowAnswer(row);
}

/** Spec 3 §7.2 createWindowSettings (id, dayHours): a new record, not yet assigned; the id is the client's or new. */
export async function createWindowSettings(
  db: TDb,
  scope: TStoreScope,
  args: { id?: string | undefined; dayHours: TDayHours[] },
): Promise<TWindowSettings> {
  const row = await insertWindowSettings(db, scope, args.id ?? randomUUID(), {
    description: '',
    dayHours: args.dayHours,
  });
  return windowAnswer(row);
}

/** Spec 3 §7.2 assignWindowSettings: the record becomes the store's (the one it had is released). */
export async function assignWindowSettings(db: TDb, scope: TStoreScope, id: string): Promise<TWindowSettings> {
  return db.transaction(async (tx) => {
    const row = await assignWindowSettingsToStore(tx, scope, id);
    if (!row) throw missing();
    return windowAnswer(row);
  });
}

/** Spec 3 §7.2 updateWindowSettingsById (id, dayHours): the hours rules hold (contracts), logged. */
export async function updateWindowSettingsById(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  id: string,
  dayHours: TDayHours[],
): Promise<TWindowSettings> {
  return db.transaction(async (tx) => {
    const before = await windowSettingsById(tx, scope, id);
    const row = before && (await updateWindowSettings(tx, scope, id, { dayHours }));
    if (!row) throw missing();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'onlineOrdering',
        entityId: row.storeId ?? 0,
        entityName: ENTITY_NAME,
        before: { dayHours: before.dayHours },
        after: { dayHours: row.dayHours },
        storeId: row.storeId,
      },
    ]);
    return windowAnswer(row);
  });
}

/** Spec 3 §7.2 publish or activate (id). */
export async function publishWindowSettings(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  id: string,
): Promise<TWindowSettings> {
  return db.transaction(async (tx) => {
    const before = await windowSettingsById(tx, scope, id);
    const row = before && (await updateWindowSettings(tx, scope, id, { published: true, publishedAt: new Date() }));
    if (!row) throw missing();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'onlineOrdering',
        entityId: row.storeId ?? 0,
        entityName: ENTITY_NAME,
        before: { published: before.published },
        after: { published: row.published, publishedAt: row.publishedAt },
        storeId: row.storeId,
      },
    ]);
    return windowAnswer(row);
  });
}

/**
 * Spec 3 §7.2 set buffers (id, bufferOpen, bufferClose): the buffers live in the store's time settings; a store without
 * them gets a record created and assigned (as Order settings and Capacity do). `id` names the order hours record.
 */
export async function setOrderHoursBuffers(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  args: { id: string; bufferOpen: number; bufferClose: number },
): Promise<TTimeSettings> {
  if (!(await windowSettingsById(db, scope, args.id))) throw missing();
  const buffers = { bufferOpen: args.bufferOpen, bufferClose: args.bufferClose };
  const current = await getStoreTimeSettings(db, scope).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  });
  if (current)
    return updateTimeSettingsById(db, scope, actor, current.id, {
      description: current.description,
      maxFutureDays: current.maxFutureDays,
      ...buffers,
    });
  const created = await createTimeSettings(db, scope, { ...defaultTimeSettingsInput(), ...buffers });
  return assignTimeSettings(db, scope, created.id);
}

/** Spec 3 §7.2 getEventSettingsByEnterprise: the store's special hours; 404 when it has none. */
export async function getStoreEventSettings(db: TDb, scope: TStoreScope): Promise<TEventSettings> {
  const row = await eventSettingsOfStore(db, scope);
  if (!row) throw missingEvents();
  return eventAnswer(row);
}

const loggedEvents = (row: TStoredEventSettings | null) =>
  row && { events: row.events.map((e) => `${e.name} ${e.startTime}–${e.endTime}`).join('; ') };

/** The store's special hours record, created (a store that already has one answers 409). */
export async function createEventSettings(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  input: TEventSettingsInput,
): Promise<TEventSettings> {
  return db.transaction(async (tx) => {
    const row = await insertEventSettings(tx, scope, randomUUID(), input);
    await recordChanges(tx, scope, actor, [
      {
        entity: 'onlineOrdering',
        entityId: scope.storeId,
        entityName: 'Special hours',
        before: null,
        after: loggedEvents(row),
      },
    ]);
    return eventAnswer(row);
  });
}

/** Replaces the store's special hours. */
export async function updateEventSettingsById(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  id: string,
  input: TEventSettingsInput,
): Promise<TEventSettings> {
  return db.transaction(async (tx) => {
    const before = await eventSettingsOfStore(tx, scope);
    const row = before?.id === id ? await updateEventSettings(tx, scope, id, input) : null;
    if (!row) throw missingEvents();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'onlineOrdering',
        entityId: scope.storeId,
        entityName: 'Special hours',
        before: loggedEvents(before),
        after: loggedEvents(row),
      },
    ]);
    return eventAnswer(row);
  });
}

import { randomUUID } from 'node:crypto';
import { OO_ERROR } from '@mp/contracts/online-ordering/online-ordering';
import type { TTimeSettings, TTimeSettingsInput } from '@mp/contracts/online-ordering/time-settings';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope, TTenantScope } from '../../../db/tenant.ts';
import { notFound } from '../../../plugins/errors.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import {
  assignTimeSettingsToStore,
  insertTimeSettings,
  type TStoredTimeSettings,
  timeSettingsById,
  timeSettingsOfStore,
  updateTimeSettings,
} from './time-settings.queries.ts';

const missing = () => notFound(OO_ERROR.notFound, 'No time settings of that id or for this store.');

const answerOf = (row: TStoredTimeSettings): TTimeSettings => ({
  id: row.id,
  description: row.description,
  bufferOpen: row.bufferOpen,
  bufferClose: row.bufferClose,
  granularity: row.granularity,
  maxFutureDays: row.maxFutureDays,
  organization: String(row.merchantId),
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

const logged = (row: TStoredTimeSettings | null) =>
  row && { bufferOpen: row.bufferOpen, bufferClose: row.bufferClose, maxFutureDays: row.maxFutureDays };

/** Spec 3 §7.2 getTimeSettingsByEnterpriseUnit: the store's record; 404 when it has none (the screens then create one). */
export async function getStoreTimeSettings(db: TDb, scope: TStoreScope): Promise<TTimeSettings> {
  const row = await timeSettingsOfStore(db, scope);
  if (!row) throw missing();
  return answerOf(row);
}

/** Spec 3 §7.2 getTimeSettingsById. */
export async function getTimeSettings(db: TDb, scope: TTenantScope, id: string): Promise<TTimeSettings> {
  const row = await timeSettingsById(db, scope, id);
  if (!row) throw missing();
  return answerOf(row);
}

/** Spec 3 §7.2 createTimeSettings: a new id and granularity 15, not yet assigned to a store. */
export async function createTimeSettings(
  db: TDb,
  scope: TTenantScope,
  input: TTimeSettingsInput,
): Promise<TTimeSettings> {
  return answerOf(await insertTimeSettings(db, scope, randomUUID(), input));
}

/** Spec 3 §7.2 updateTimeSettingsById (granularity stays 15), logged against the store it is assigned to. */
export async function updateTimeSettingsById(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  id: string,
  input: TTimeSettingsInput,
): Promise<TTimeSettings> {
  return db.transaction(async (tx) => {
    const before = await timeSettingsById(tx, scope, id);
    const row = before && (await updateTimeSettings(tx, scope, id, input));
    if (!row) throw missing();
    await recordChanges(tx, scope, actor, [
      {
        entity: 'onlineOrdering',
        entityId: row.storeId ?? 0,
        entityName: 'Time settings',
        before: logged(before),
        after: logged(row),
        storeId: row.storeId,
      },
    ]);
    return answerOf(row);
  });
}

/** Spec 3 §7.2 assignTimeSettings: the record becomes the store's (the one it had is released). */
export async function assignTimeSettings(db: TDb, scope: TStoreScope, id: string): Promise<TTimeSettings> {
  return db.transaction(async (tx) => {
    const row = await assignTimeSettingsToStore(tx, scope, id);
    if (!row) throw missing();
    return answerOf(row);
  });
}

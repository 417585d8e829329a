import {
  defaultFulfillmentTimeSettings,
  prepMinutesOf,
  type TFulfillmentTimeSettings,
  type TFulfillmentTimeSettingsInput,
} from '@mp/contracts/online-ordering/fulfillment-settings';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope } from '../../../db/tenant.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import {
  enterpriseUnitOf,
  setTakeoutDownloadThreshold,
  storedFulfillmentSettings,
  writeFulfillmentSettings,
} from './fulfillment-settings.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

const answerOf = async (
  db: TDb | TTx,
  scope: TStoreScope,
  values: TFulfillmentTimeSettingsInput,
): Promise<TFulfillmentTimeSettings> => ({ ...values, enterpriseUnitId: await enterpriseUnitOf(db, scope) });

/** Spec 3 §7.2 getFulfillmentTimeSettings: the store's, or the defaults before its first save. */
export async function getFulfillmentSettings(db: TDb, scope: TStoreScope): Promise<TFulfillmentTimeSettings> {
  return answerOf(db, scope, (await storedFulfillmentSettings(db, scope)) ?? defaultFulfillmentTimeSettings());
}

/**
 * Spec 3 §7.2 updateFulfillmentTimeSettings and patchFulfillmentTimeSettings (only the fields sent change): saved and
 * logged in one transaction; a change of prep time also moves the takeout order download threshold (spec 3 §4).
 */
export async function saveFulfillmentSettings(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  patch: Partial<TFulfillmentTimeSettingsInput>,
): Promise<TFulfillmentTimeSettings> {
  return db.transaction(async (tx) => {
    const before = (await storedFulfillmentSettings(tx, scope)) ?? defaultFulfillmentTimeSettings();
    const saved = await writeFulfillmentSettings(tx, scope, actor.userId, { ...before, ...patch });
    if (saved.prepDuration !== before.prepDuration || patch.prepDuration !== undefined)
      await setTakeoutDownloadThreshold(tx, scope, prepMinutesOf(saved.prepDuration));
    await recordChanges(tx, scope, actor, [
      { entity: 'onlineOrdering', entityId: scope.storeId, entityName: 'Fulfillment times', before, after: saved },
    ]);
    return answerOf(tx, scope, saved);
  });
}

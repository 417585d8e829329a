import { defaultTipsConfiguration, type TTipsConfiguration } from '@mp/contracts/online-ordering/tipping';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope } from '../../../db/tenant.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import { storedTipSettings, writeTipSettings } from './tipping.queries.ts';

/** Spec 3 §7.2 getTipsConfigurationSettings: the store's settings, its defaults before the first save. */
export async function getTipsConfiguration(db: TDb, scope: TStoreScope): Promise<TTipsConfiguration> {
  return (await storedTipSettings(db, scope)) ?? defaultTipsConfiguration();
}

const logged = (config: TTipsConfiguration) => ({
  enabled: config.enabled,
  ...Object.fromEntries(config.suggestions.map((s, i) => [`suggestion${i + 1}`, s.value])),
  default: config.suggestions.findIndex((s) => s.isDefault) + 1 || null,
});

/** Spec 3 §7.2 updateTipsConfigurationSettings: saves and logs who changed what. */
export async function updateTipsConfiguration(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  config: TTipsConfiguration,
): Promise<TTipsConfiguration> {
  return db.transaction(async (tx) => {
    const before = (await storedTipSettings(tx, scope)) ?? defaultTipsConfiguration();
    const saved = await writeTipSettings(tx, scope, actor.userId, config);
    await recordChanges(tx, scope, actor, [
      {
        entity: 'onlineOrdering',
        entityId: scope.storeId,
        entityName: 'Tipping',
        before: logged(before),
        after: logged(saved),
      },
    ]);
    return saved;
  });
}

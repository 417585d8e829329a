import {
  FRONTEND_CUSTOMIZATION_SET,
  POPULAR_ITEMS_COUNT,
  POPULAR_ITEMS_DAYS,
  specialInstructionsOfPairs,
  type TConfigurationSetting,
  type TPopularItemsConfiguration,
  type TSpecialInstructions,
} from '@mp/contracts/online-ordering/menu-settings';
import type { TDb } from '../../../db/create-db.ts';
import type { TStoreScope, TTenantScope } from '../../../db/tenant.ts';
import type { TActor } from '../../../plugins/tenancy.ts';
import { recordChanges } from '../../../shared/change-log/change-log.ts';
import {
  bestSellers,
  configurationSettingsOf,
  popularItemsEnabled,
  writeConfigurationSettings,
  writePopularItemsEnabled,
} from './menu-settings.queries.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
const ENTITY = { entity: 'onlineOrdering', entityName: 'Menu settings' } as const;

/** Spec 3 §3 company information settings: the custom special-instructions text and whether it is used. */
export async function specialInstructionsOf(db: TDb | TTx, scope: TTenantScope): Promise<TSpecialInstructions> {
  return specialInstructionsOfPairs(await configurationSettingsOf(db, scope, FRONTEND_CUSTOMIZATION_SET));
}

/** Spec 3 §7.2 setConfigurationSettings: saves the pairs, logs what changed, answers the set as saved. */
export async function setConfigurationSettings(
  db: TDb,
  scope: TTenantScope,
  actor: TActor,
  configurationSetId: string,
  settings: readonly TConfigurationSetting[],
): Promise<{ key: string; value: string }[]> {
  return db.transaction(async (tx) => {
    const before = await specialInstructionsOf(tx, scope);
    await writeConfigurationSettings(tx, scope, actor.userId, configurationSetId, settings);
    const after = await specialInstructionsOf(tx, scope);
    await recordChanges(tx, scope, actor, [{ ...ENTITY, entityId: scope.merchantId, before, after }]);
    return configurationSettingsOf(tx, scope, configurationSetId);
  });
}

const daysAgo = (days: number, now: Date): string =>
  new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/** Spec 3 §7.2 getPopularItemsConfiguration: the switch and the store's best sellers of the last 90 days. */
export async function getPopularItems(
  db: TDb,
  scope: TStoreScope,
  now = new Date(),
): Promise<TPopularItemsConfiguration> {
  return {
    enabled: await popularItemsEnabled(db, scope),
    items: await bestSellers(db, scope, daysAgo(POPULAR_ITEMS_DAYS, now), POPULAR_ITEMS_COUNT),
  };
}

/** Spec 3 §7.2 setPopularItemsConfiguration (enabled): saved and logged. */
export async function setPopularItems(
  db: TDb,
  scope: TStoreScope,
  actor: TActor,
  enabled: boolean,
): Promise<TPopularItemsConfiguration> {
  await db.transaction(async (tx) => {
    const before = await popularItemsEnabled(tx, scope);
    await writePopularItemsEnabled(tx, scope, actor.userId, enabled);
    await recordChanges(tx, scope, actor, [
      { ...ENTITY, entityId: scope.storeId, before: { popularItems: before }, after: { popularItems: enabled } },
    ]);
  });
  return getPopularItems(db, scope);
}

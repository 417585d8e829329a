import type { TPopularItemsConfiguration } from '@mp/contracts/online-ordering/menu-settings';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type TDb } from '../../../db/create-db.ts';
import { ooConfigurationSettings, ooPopularItemsSettings } from '../../../db/schema.ts';
import {
  merchantKey,
  ofMerchant,
  ofStore,
  storeKey,
  type TStoreScope,
  type TTenantScope,
  viewOf,
} from '../../../db/tenant.ts';
import { SALES_TYPES } from '../../../shared/sales-types.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** The merchant's saved pairs of one configuration set. */
export async function configurationSettingsOf(
  db: TDb | TTx,
  scope: TTenantScope,
  configurationSetId: string,
): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: ooConfigurationSettings.key, value: ooConfigurationSettings.value })
    .from(ooConfigurationSettings)
    .where(
      and(
        ofMerchant(ooConfigurationSettings, scope),
        eq(ooConfigurationSettings.configurationSetId, configurationSetId),
      ),
    )
    .orderBy(ooConfigurationSettings.key);
}

/** Saves pairs of one configuration set (insert or replace each key). */
export async function writeConfigurationSettings(
  db: TDb | TTx,
  scope: TTenantScope,
  userId: number,
  configurationSetId: string,
  settings: readonly { key: string; value: string }[],
): Promise<void> {
  await db
    .insert(ooConfigurationSettings)
    .values(
      settings.map(({ key, value }) => ({ ...merchantKey(scope), configurationSetId, key, value, updatedBy: userId })),
    )
    .onConflictDoUpdate({
      target: [
        ooConfigurationSettings.merchantId,
        ooConfigurationSettings.configurationSetId,
        ooConfigurationSettings.key,
      ],
      set: { value: sql`excluded.value`, updatedAt: new Date(), updatedBy: userId },
    });
}

/** Whether the store shows its popular items (off before the first save). */
export async function popularItemsEnabled(db: TDb | TTx, scope: TStoreScope): Promise<boolean> {
  const [row] = await db
    .select({ enabled: ooPopularItemsSettings.enabled })
    .from(ooPopularItemsSettings)
    .where(ofStore(ooPopularItemsSettings, scope));
  return row?.enabled ?? false;
}

export async function writePopularItemsEnabled(
  db: TDb | TTx,
  scope: TStoreScope,
  userId: number,
  enabled: boolean,
): Promise<void> {
  const values = { enabled, updatedAt: new Date(), updatedBy: userId };
  await db
    .insert(ooPopularItemsSettings)
    .values({ ...storeKey(scope), ...values })
    .onConflictDoUpdate({
      target: ooPopularItemsSettings.storeId,
      set: values,
      setWhere: ofStore(ooPopularItemsSettings, scope),
    });
}

/**
 * The store's best-selling menu items over the days since `from` (business dates, from the item rollup), by quantity
 * sold, as the menu sells them today: deleted items and items no longer on the menu are left out.
 */
export async function bestSellers(
  db: TDb,
  scope: TStoreScope,
  from: string,
  limit: number,
): Promise<TPopularItemsConfiguration['items']> {
  const rows = await queryRows<{ displayName: string; description: string; currentPrice: string }>(
    db,
    sql`select i.item_name as "displayName", i.description, i.retail_price::text as "currentPrice"
          from rollup_item_day r
          join items i on i.id = r.item_id and i.merchant_id = r.merchant_id
         where ${viewOf('r', scope)}
           and r.business_date >= ${from} and r.transaction_type in ${SALES_TYPES} and r.line_type = 'Item'
           and not i.is_deleted and i.is_menu_item
         group by i.id, i.item_name, i.description, i.retail_price
        having sum(r.quantity) > 0
         order by sum(r.quantity) desc, i.item_name
         limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, imageUrl: null, currentPrice: Number(row.currentPrice) }));
}

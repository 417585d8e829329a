import { sql } from 'drizzle-orm';
import type { TDb } from '../db/create-db.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * Two change-log entries per merchant with a menu (after the menu): its first user raised the first item's price
 * yesterday in company view, and took it off the POS at the first store an hour later. The demo's log is not empty,
 * and the cross-tenant test finds other merchants' entries to leak.
 */
export async function seedChangeLog(tx: TTx): Promise<void> {
  await tx.execute(sql`
    with firsts as (
      select i.merchant_id, i.id as item_id, i.item_name, i.retail_price,
             (select u.id from users u where u.merchant_id = i.merchant_id order by u.id limit 1) as user_id,
             (select s.id from stores s where s.merchant_id = i.merchant_id and not s.is_deleted order by s.id limit 1)
               as store_id
        from items i
       where i.id = (select min(f.id) from items f where f.merchant_id = i.merchant_id and not f.is_charge_item)
    )
    insert into change_log (merchant_id, store_id, user_id, user_name, at, entity, entity_id, entity_name, changes)
    select f.merchant_id, null, f.user_id, u.user_name, now() - interval '1 day', 'item', f.item_id, f.item_name,
           jsonb_build_array(jsonb_build_object('Field', 'retailPrice', 'Before', (f.retail_price - 0.50)::text,
                                                'After', f.retail_price::text))
      from firsts f join users u on u.id = f.user_id
    union all
    select f.merchant_id, f.store_id, f.user_id, u.user_name, now() - interval '23 hours', 'itemAvailability',
           f.item_id, f.item_name,
           jsonb_build_array(jsonb_build_object('Field', 'isPosActive', 'Before', true, 'After', false))
      from firsts f join users u on u.id = f.user_id
     where f.store_id is not null`);
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb, TDbTransaction } from '../../db/create-db.ts';
import { stores } from '../../db/schema.ts';
import { ofMerchant, type TViewScope } from '../../db/tenant.ts';

/**
 * The zone a view's dates and times are in: the store's, or the merchant's first live store's for the company view
 * (the stores of a company may differ; one zone has to decide when "07:00" or "today" is). Report schedules fire in
 * it; promotions count their status from its today.
 */
export async function viewTimeZone(db: TDb | TDbTransaction, view: TViewScope): Promise<string> {
  const [row] = await db
    .select({ timeZone: stores.timeZone })
    .from(stores)
    .where(
      and(ofMerchant(stores, view), view.kind === 'store' ? eq(stores.id, view.storeId) : sql`not ${stores.isDeleted}`),
    )
    .orderBy(asc(stores.id))
    .limit(1);
  return row?.timeZone ?? 'America/New_York';
}

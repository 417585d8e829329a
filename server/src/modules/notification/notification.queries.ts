import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { merchants, notifications } from '../../db/schema.ts';
import { ofMerchant, type TMerchantScope } from '../../db/tenant.ts';

export type TNotificationRow = typeof notifications.$inferSelect;

/**
 * Notifications addressed to one merchant and active at `now` (startsAt ≤ now < endsAt, or no end), newest first:
 * its own, plus those for every merchant (merchant_id null) whose reseller is null or the merchant's reseller.
 */
export function activeNotifications(db: TDb, scope: TMerchantScope, now: Date): Promise<TNotificationRow[]> {
  // The merchants table is keyed by the merchant id itself.
  const merchantReseller = sql`(select ${merchants.resellerId} from ${merchants}
    where ${ofMerchant({ merchantId: merchants.id }, scope)})`;
  return db
    .select()
    .from(notifications)
    .where(
      and(
        or(
          ofMerchant(notifications, scope),
          and(
            isNull(notifications.merchantId),
            or(isNull(notifications.resellerId), eq(notifications.resellerId, merchantReseller)),
          ),
        ),
        lte(notifications.startsAt, now),
        or(isNull(notifications.endsAt), gt(notifications.endsAt, now)),
      ),
    )
    .orderBy(desc(notifications.startsAt), desc(notifications.id));
}

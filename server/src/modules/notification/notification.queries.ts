import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/create-db.ts';
import { merchants, notifications } from '../../db/schema.ts';

export type TNotificationRow = typeof notifications.$inferSelect;

/** The merchant whose notifications are read; required so no call can read across merchants. */
export type TNotificationScope = { merchantId: number };

/**
 * Notifications addressed to one merchant and active at `now` (startsAt ≤ now < endsAt, or no end), newest first:
 * its own, plus those for every merchant (merchant_id null) whose reseller is null or the merchant's reseller.
 */
export function activeNotifications(db: TDb, scope: TNotificationScope, now: Date): Promise<TNotificationRow[]> {
  const merchantReseller = sql`(select ${merchants.resellerId} from ${merchants} where ${merchants.id} = ${scope.merchantId})`;
  return db
    .select()
    .from(notifications)
    .where(
      and(
        or(
          eq(notifications.merchantId, scope.merchantId),
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

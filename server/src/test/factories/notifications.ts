import type { TDb } from '../../db/create-db.ts';
import { notifications, type TNotificationMessage } from '../../db/schema.ts';
import { merchantKey, type TMerchantScope } from '../../db/tenant.ts';

/** Whom a notice addresses: one merchant, or every merchant (of one reseller, or of all with `resellerId` null). */
export type TNotificationAudience = TMerchantScope | { resellerId: number | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A notice for the audience, active from a day ago with no end unless told. Answers its id. */
export async function createNotification(
  db: TDb,
  audience: TNotificationAudience,
  fields: { title: string; startsAt?: Date; endsAt?: Date; messages?: TNotificationMessage[] },
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      ...('kind' in audience ? merchantKey(audience) : { merchantId: null, resellerId: audience.resellerId }),
      startsAt: new Date(Date.now() - DAY_MS),
      ...fields,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

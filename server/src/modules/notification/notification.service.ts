import { isHttpUrl, type TNotification } from '@mp/contracts/notifications';
import type { TDb } from '../../db/create-db.ts';
import type { TNotificationMessage } from '../../db/schema.ts';
import type { TMerchantScope } from '../../db/tenant.ts';
import { activeNotifications, type TNotificationRow } from './notification.queries.ts';

// Stored links are checked again on the way out: whatever reached the table, only http(s) ends up in an href.
const toMessage = (message: TNotificationMessage) => ({
  MessageText: message.messageText,
  Links: message.links
    .filter((link) => link.linkKey !== '' && isHttpUrl(link.linkUrl))
    .map((link) => ({ LinkKey: link.linkKey, LinkURL: link.linkUrl, LinkText: link.linkText })),
});

const toNotification = (row: TNotificationRow): TNotification => ({
  NotificationId: row.id,
  NotificationTitle: row.title,
  NotificationDescription: row.description,
  Messages: row.messages.map(toMessage),
});

/** The session merchant's active notifications; none before a merchant is chosen (an admin at sign-in). */
export async function notificationsFor(
  db: TDb,
  scope: TMerchantScope | null,
  now = new Date(),
): Promise<TNotification[]> {
  if (!scope) return [];
  return (await activeNotifications(db, scope, now)).map(toNotification);
}

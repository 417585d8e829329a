import { z } from 'zod';

/**
 * A link target the portal may put in an href: absolute http(s) only. Anything else (`javascript:`, `data:`,
 * relative paths) could run script or leave the page in surprising ways.
 */
export const ZHttpUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const isHttpUrl = (value: string): boolean => ZHttpUrl.safeParse(value).success;

/** A `{LinkKey}` placeholder in a message, shown as a link with LinkText to LinkURL (spec 1 §3 Notification). */
export const ZNotificationLink = z.object({
  LinkKey: z.string().min(1),
  LinkURL: ZHttpUrl,
  LinkText: z.string(),
});
export type TNotificationLink = z.infer<typeof ZNotificationLink>;

export const ZNotificationMessage = z.object({
  MessageText: z.string(),
  Links: z.array(ZNotificationLink),
});
export type TNotificationMessage = z.infer<typeof ZNotificationMessage>;

export const ZNotification = z.object({
  NotificationId: z.number().int(),
  NotificationTitle: z.string(),
  NotificationDescription: z.string(),
  Messages: z.array(ZNotificationMessage),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /Notification/GetNotifications: the session merchant's notifications active now, newest first. */
export const ZNotificationsResponse = z.array(ZNotification);
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

import { ZNotificationsResponse } from '@mp/contracts/notifications';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requireSession } from '../../plugins/session.ts';
import { notificationsFor } from './notification.service.ts';

export function notificationRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/Notification/GetNotifications',
    {
      config: { access: access.session },
      schema: { tags: ['notifications'], response: { 200: ZNotificationsResponse } },
    },
    async (request) => notificationsFor(deps.db, requireSession(request).merchantId),
  );
}

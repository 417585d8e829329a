import { ZNotificationsResponse } from '@mp/contracts/notifications';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { chosenMerchantScopeOf, tenancy } from '../../plugins/tenancy.ts';
import { notificationsFor } from './notification.service.ts';

export function notificationRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/Notification/GetNotifications',
    {
      // Every signed-in user is shown the notices of its merchant; one who has not chosen a merchant gets none.
      config: { access: access.session, scope: tenancy.merchantIfChosen },
      schema: { tags: ['notifications'], response: { 200: ZNotificationsResponse } },
    },
    async (request) => notificationsFor(deps.db, chosenMerchantScopeOf(request)),
  );
}

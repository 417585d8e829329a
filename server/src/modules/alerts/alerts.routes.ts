import {
  ALERTS_ERROR,
  ALERTS_PAGE,
  ALERTS_PATH,
  isAlertsViewOnly,
  ZAlertConfigurationResponse,
  ZUpdateAlertConfigurationRequest,
  ZUpdateAlertConfigurationResponse,
} from '@mp/contracts/alerts';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, storeScopeOf, tenancy } from '../../plugins/tenancy.ts';
import { getAlertConfiguration, updateAlertConfiguration } from './alerts.service.ts';

/**
 * Settings → Store → Alert management (spec 3 §2.4, §7.1): a store's subscriptions, so a company view of several
 * stores is refused (the screen asks for a store); the page's own menu rule guards both calls.
 */
const config = {
  access: access.route(ALERTS_PAGE),
  scope: tenancy.store(
    { status: 403, messageKey: ALERTS_ERROR.storeViewOnly, message: 'Alerts are set per store: choose a store.' },
    { oneStoreCompanyView: true },
  ),
};
const tags = ['alerts'];

export function alertRoutes(app: TApp, deps: TDeps): void {
  app.get(
    ALERTS_PATH.get,
    { config, schema: { tags, response: { 200: ZAlertConfigurationResponse } } },
    async (request) => getAlertConfiguration(deps.db, storeScopeOf(request)),
  );

  app.post(
    ALERTS_PATH.update,
    {
      config,
      schema: { tags, body: ZUpdateAlertConfigurationRequest, response: { 200: ZUpdateAlertConfigurationResponse } },
    },
    async (request) =>
      updateAlertConfiguration(
        deps.db,
        storeScopeOf(request),
        actorOf(request),
        { viewOnly: isAlertsViewOnly(requirePortalState(request).access) },
        request.body,
      ),
  );
}

import {
  STORE_CONFIGURATION_ERROR,
  STORE_CONFIGURATION_PAGE,
  STORE_CONFIGURATION_PATH as PATH,
  ZPreviewLightQuery,
  ZPreviewLightRequest,
  ZPreviewLightResponse,
  ZStoreConfigurationResponse,
  ZUpdateStoreConfigurationRequest,
} from '@mp/contracts/store-configuration';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { actorOf, storeScopeOf, tenancy } from '../../plugins/tenancy.ts';
import { getStoreConfiguration, previewLight, updateStoreConfiguration } from './store-configuration.service.ts';

/**
 * Settings → Store → Store configuration (spec 3 §2.4, §7.1): one store's configuration, so the company view of
 * several stores is refused (the screen asks for a store); the page's menu rule (the store settings feature and the
 * store-configuration flag) guards every call, the header preview too.
 */
const config = {
  access: access.route(STORE_CONFIGURATION_PAGE),
  scope: tenancy.store(
    {
      status: 403,
      messageKey: STORE_CONFIGURATION_ERROR.storeViewOnly,
      message: 'The store configuration is set per store: choose a store.',
    },
    { oneStoreCompanyView: true },
  ),
};
const tags = ['store configuration'];

export function storeConfigurationRoutes(app: TApp, deps: TDeps): void {
  app.post(PATH.get, { config, schema: { tags, response: { 200: ZStoreConfigurationResponse } } }, async (request) =>
    getStoreConfiguration(deps.db, storeScopeOf(request)),
  );

  app.post(
    PATH.update,
    {
      config,
      schema: { tags, body: ZUpdateStoreConfigurationRequest, response: { 200: ZStoreConfigurationResponse } },
    },
    async (request) => updateStoreConfiguration(deps.db, storeScopeOf(request), actorOf(request), request.body),
  );

  app.post(
    PATH.previewLight,
    {
      config,
      schema: {
        tags,
        querystring: ZPreviewLightQuery,
        body: ZPreviewLightRequest,
        response: { 200: ZPreviewLightResponse },
      },
    },
    async (request) => previewLight(deps.db, storeScopeOf(request), request.body),
  );
}

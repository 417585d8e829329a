import {
  isStoreOptionsViewOnly,
  STORE_OPTIONS_ERROR,
  STORE_OPTIONS_PAGE,
  STORE_OPTIONS_PATH,
  storeOptionsSections,
  ZStoreOptionsResponse,
  ZUpdateStoreOptionsRequest,
  ZUpdateStoreOptionsResponse,
} from '@mp/contracts/store-options';
import type { FastifyRequest } from 'fastify';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf, storeScopeOf, tenancy } from '../../plugins/tenancy.ts';
import { getStoreOptions, type TStoreOptionsAccess, updateStoreOptions } from './store-options.service.ts';

/**
 * Settings → Store → Store options (spec 3 §2.1, §2.4): one store's options. Spec 3 §6 keeps them from accounts with
 * several stores, so the company view of such an account gets that refusal (the company view of a single store stands
 * for the store), and so does a store view of one of several stores (the service). The page's menu rule (its feature
 * id) guards both calls.
 */
const MULTI_STORE = {
  status: 403 as const,
  messageKey: STORE_OPTIONS_ERROR.multiStore,
  message: 'Store options are not available to an account with several stores.',
};
const config = {
  access: access.route(STORE_OPTIONS_PAGE),
  scope: tenancy.store(MULTI_STORE, { oneStoreCompanyView: true }),
};
const tags = ['storeOptions'];

const accessOf = (request: FastifyRequest): TStoreOptionsAccess => {
  const state = requirePortalState(request);
  return {
    viewOnly: isStoreOptionsViewOnly(state.access),
    multiStore: state.context.onlyLiveStoreId === null,
    sections: storeOptionsSections(state.access),
  };
};

export function storeOptionsRoutes(app: TApp, deps: TDeps): void {
  app.get(
    STORE_OPTIONS_PATH.get,
    { config, schema: { tags, response: { 200: ZStoreOptionsResponse } } },
    async (request) => getStoreOptions(deps.db, storeScopeOf(request), accessOf(request)),
  );

  app.post(
    STORE_OPTIONS_PATH.update,
    { config, schema: { tags, body: ZUpdateStoreOptionsRequest, response: { 200: ZUpdateStoreOptionsResponse } } },
    async (request) =>
      updateStoreOptions(deps.db, storeScopeOf(request), actorOf(request), accessOf(request), request.body),
  );
}

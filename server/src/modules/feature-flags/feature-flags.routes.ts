import { INTERNAL } from '@mp/contracts/access/roles';
import { ZFeatureFlagsResponse, ZFlagListResponse, ZFlagScope, ZUpdateFlagRequest } from '@mp/contracts/feature-flags';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requirePortalState } from '../../plugins/session.ts';
import { actorOf } from '../../plugins/tenancy.ts';
import { flagList, updateFlag } from './feature-flags.service.ts';

/**
 * The support page's calls: provider staff only (the same gate as its route, supportTools/featureflags). They work
 * on the merchant the support user names in the call, not on the session's, so they declare no session scope: the
 * service checks the named merchant and store exist and builds the scope from them.
 */
const supportStaff = access.gate({ roles: INTERNAL });

export function featureFlagRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/FeatureFlag/GetFlags',
    {
      config: { access: access.session },
      schema: { tags: ['feature flags'], response: { 200: ZFeatureFlagsResponse } },
    },
    // The session's merchant and store flags came with the session in its one round trip (all off before a
    // merchant is chosen).
    async (request) => ({ flags: requirePortalState(request).flags }),
  );

  app.get(
    '/SupportTools/GetFeatureFlags',
    {
      config: { access: supportStaff },
      schema: { tags: ['feature flags'], querystring: ZFlagScope, response: { 200: ZFlagListResponse } },
    },
    async (request) => flagList(deps.db, request.query),
  );

  app.post(
    '/SupportTools/UpdateFeatureFlag',
    {
      config: { access: supportStaff },
      schema: { tags: ['feature flags'], body: ZUpdateFlagRequest, response: { 200: ZFlagListResponse } },
    },
    async (request) => updateFlag(deps.db, actorOf(request), request.body),
  );
}

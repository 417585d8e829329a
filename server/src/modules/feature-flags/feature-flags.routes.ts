import { INTERNAL } from '@mp/contracts/access/roles';
import { ZFeatureFlagsResponse, ZFlagListResponse, ZFlagScope, ZUpdateFlagRequest } from '@mp/contracts/feature-flags';
import type { TApp, TDeps } from '../../app-types.ts';
import { access } from '../../plugins/access-guard.ts';
import { requireSession } from '../../plugins/session.ts';
import { evaluateFlags } from './feature-flags.queries.ts';
import { flagList, updateFlag } from './feature-flags.service.ts';
import { flagScopeOf } from './flag-scope.ts';

/** The support page's calls: provider staff only (the same gate as its route, supportTools/featureflags). */
const supportStaff = access.gate({ roles: INTERNAL });

export function featureFlagRoutes(app: TApp, deps: TDeps): void {
  app.get(
    '/FeatureFlag/GetFlags',
    {
      config: { access: access.session },
      schema: { tags: ['feature flags'], response: { 200: ZFeatureFlagsResponse } },
    },
    async (request) => ({ flags: await evaluateFlags(deps.db, flagScopeOf(requireSession(request))) }),
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
    async (request) => updateFlag(deps.db, requireSession(request).userId, request.body),
  );
}
